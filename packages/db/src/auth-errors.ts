/*
 * The shapes of auth-js's errors (`__isAuthError` and the class name), checked here instead of
 * through the library's own predicates: importing those would download the whole client with
 * every page that only needs to tell an error apart.
 */
interface AuthErrorShape {
  __isAuthError: true;
  name: string;
  message: string;
  status?: number;
  code?: string;
}

function isAuthError(error: unknown): error is AuthErrorShape {
  return typeof error === 'object' && error !== null && '__isAuthError' in error;
}

/** An error GoTrue answered with (auth-js's `AuthApiError`). */
export function isAuthApiError(error: unknown): error is AuthErrorShape & { status: number } {
  return isAuthError(error) && error.name === 'AuthApiError';
}

/** A gateway failure auth-js gave up retrying (`AuthRetryableFetchError`). */
export function isAuthRetryableFetchError(error: unknown): error is AuthErrorShape {
  return isAuthError(error) && error.name === 'AuthRetryableFetchError';
}

/** A password GoTrue refused as weak (`AuthWeakPasswordError`), with its reasons. */
export function isAuthWeakPasswordError(error: unknown): error is AuthErrorShape & { reasons: string[] } {
  return isAuthError(error) && error.name === 'AuthWeakPasswordError';
}

/** Statuses at which an auth call is worth repeating (spec 000 §8: 502, 503, 504). */
export const RETRYABLE_AUTH_STATUSES = [502, 503, 504] as const;

/** The reasons a password was refused as weak (GoTrue's `weak_password.reasons`), or none. */
export function weakPasswordReasons(error: unknown): string[] {
  return isAuthWeakPasswordError(error) && Array.isArray(error.reasons) ? [...error.reasons] : [];
}

/** Whether an auth error is a transient gateway failure rather than an answer. */
export function isRetryableAuthError(error: unknown): boolean {
  if (isAuthRetryableFetchError(error)) return true;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && (RETRYABLE_AUTH_STATUSES as readonly number[]).includes(status);
}
