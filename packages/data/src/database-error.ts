import { ServiceError, isServiceErrorCode, type ServiceErrorCode } from '@fikrspace/errors';

/** What supabase-js hands back for a failed table or function call (PostgREST's error body). */
export interface DatabaseErrorLike {
  code?: string | null;
  message?: string | null;
  details?: string | null;
  hint?: string | null;
}

interface Mapping {
  code: ServiceErrorCode;
  status: number;
}

/** PostgREST and PostgreSQL codes the service layer names itself (spec 001 §8.2). */
const BY_DATABASE_CODE: Readonly<Record<string, Mapping>> = {
  // Insufficient privilege: a grant, a policy or a checked function refused the caller.
  '42501': { code: 'PERMISSION_DENIED', status: 403 },
  // The token is missing, expired or invalid.
  PGRST301: { code: 'AUTH_ERROR', status: 401 },
  PGRST302: { code: 'AUTH_ERROR', status: 401 },
  PGRST303: { code: 'AUTH_ERROR', status: 401 },
  // `.single()` found no row.
  PGRST116: { code: 'RECORD_NOT_FOUND', status: 404 },
  // Range outside the rows there are.
  PGRST103: { code: 'PAGINATION_ERROR', status: 416 },
  '23505': { code: 'DUPLICATE_RECORD', status: 409 },
  '23503': { code: 'VALIDATION_ERROR', status: 400 },
  '23502': { code: 'VALIDATION_ERROR', status: 400 },
  '23514': { code: 'VALIDATION_ERROR', status: 400 },
  '57014': { code: 'TIMEOUT', status: 504 },
  PGRST003: { code: 'TIMEOUT', status: 504 },
};

/** Class 22 is "data exception": a value of the wrong shape or out of range. */
const isDataException = (code: string) => /^22[0-9A-Z]{3}$/.test(code);

/** supabase-js reports a request that never got an answer with no code and the fetch failure's text. */
const isNetworkFailure = (error: DatabaseErrorLike) => !error.code && /fetch|network|load failed/i.test(error.message ?? '');

/**
 * Turns a failed database call into the platform's service error (spec 000 §8, spec 001 §8.2):
 * a catalogued code and an HTTP status the user-facing messages are chosen by. A checked function
 * that names its code in the hint (`PERMISSION_GRANT_FAILED`, `BUSINESS_RULE_VIOLATION`, ...)
 * keeps that code; the database's own code, details and hint stay in the context for the log.
 */
export function toServiceError(error: DatabaseErrorLike, fallback: ServiceErrorCode = 'DATABASE_ERROR', context: Record<string, unknown> = {}): ServiceError {
  const databaseCode = error.code ?? undefined;
  const message = error.message || 'The database call failed';
  const fullContext = { ...context, databaseCode, details: error.details ?? undefined, hint: error.hint ?? undefined };

  if (isNetworkFailure(error)) return new ServiceError(message, 'UNEXPECTED_ERROR', fullContext, 503, { cause: error });

  const mapped = databaseCode ? BY_DATABASE_CODE[databaseCode] : undefined;
  if (mapped) return new ServiceError(message, mapped.code, fullContext, mapped.status, { cause: error });

  const hinted = error.hint?.trim();
  // A function that raised on purpose answered the request: PostgREST sends those as 400.
  if (isServiceErrorCode(hinted)) return new ServiceError(message, hinted, fullContext, 400, { cause: error });

  if (databaseCode && isDataException(databaseCode)) return new ServiceError(message, 'VALIDATION_ERROR', fullContext, 400, { cause: error });
  return new ServiceError(message, fallback, fullContext, 500, { cause: error });
}
