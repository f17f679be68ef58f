import { toServiceError, type DatabaseErrorLike } from '@fikrspace/data';
import { ServiceError, type ServiceErrorCode } from '@fikrspace/errors';

/** Refusals and bad input say what they are; everything else is the operation's own failure. */
const PASSED_ON: ReadonlySet<ServiceErrorCode> = new Set(['PERMISSION_DENIED', 'AUTH_ERROR', 'VALIDATION_ERROR', 'BUSINESS_RULE_VIOLATION']);

/**
 * The service error of a failed access function (spec 001 §8.2): 'Permission denied: {action} on
 * {resource}' when the database refused the caller, a validation error for an unknown resource,
 * action or role, and otherwise the operation's catalogued failure ('Failed to grant permission',
 * 'Failed to revoke permission', 'Failed to assign role') with the database's reason in the context.
 */
export function accessFailure(error: DatabaseErrorLike, failure: 'PERMISSION_GRANT_FAILED' | 'PERMISSION_REVOKE_FAILED' | 'ROLE_ASSIGNMENT_FAILED', context: Record<string, unknown>): ServiceError {
  const mapped = toServiceError(error, failure, context);
  if (PASSED_ON.has(mapped.code)) return mapped;
  return ServiceError.fromCode(failure, { ...mapped.context, reason: error.details || error.message }, mapped.statusCode, { cause: error });
}
