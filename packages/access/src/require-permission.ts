import { ServiceError } from '@fikrspace/errors';
import { checkPermission, type PermissionCheckDeps } from './permission-checker';

export interface RequiredPermission {
  userId: string | null | undefined;
  organizationId: string | null | undefined;
  resource: string;
  action: string;
}

/** Spec 001 §6.4: the error a service throws when the check fails. */
export function permissionDeniedError(resource: string, action: string, context: Record<string, unknown> = {}): ServiceError {
  return new ServiceError(`Permission denied: ${action} on ${resource}`, 'PERMISSION_DENIED', { resource, action, ...context }, 403);
}

let testMode = false;

/**
 * Spec 001 §6.4 "It can be skipped by a test-mode setting": for unit tests of services whose
 * permission rules are tested elsewhere. A production build refuses to turn the check off, and
 * the database enforces the same rules whatever the browser skipped.
 */
export function setPermissionCheckTestMode(enabled: boolean): void {
  if (enabled && (import.meta.env?.PROD ?? false)) throw new Error('Permission checks cannot be skipped in a production build');
  testMode = enabled;
}

export function isPermissionCheckTestMode(): boolean {
  return testMode;
}

/**
 * The service check of spec 001 §6.4: needs both ids, and throws 'Permission denied: {action} on
 * {resource}' (PERMISSION_DENIED, 403) unless the user may do it.
 */
export async function requirePermission(required: RequiredPermission, deps: PermissionCheckDeps = {}): Promise<void> {
  if (testMode) return;
  const { userId, organizationId, resource, action } = required;
  if (!userId || !organizationId) {
    throw permissionDeniedError(resource, action, { reason: 'A permission check needs both a user id and an organization id' });
  }
  if (!(await checkPermission({ userId, organizationId, resource, action }, deps))) {
    throw permissionDeniedError(resource, action, { userId, organizationId });
  }
}
