import { isAuthApiError, isAuthRetryableFetchError, isAuthWeakPasswordError } from '@supabase/supabase-js';

export { isAuthApiError, isAuthRetryableFetchError, isAuthWeakPasswordError };

/** Statuses at which an auth call is worth repeating (spec 000 §8: 502, 503, 504). */
export const RETRYABLE_AUTH_STATUSES = [502, 503, 504] as const;

/** The reasons a password was refused as weak (GoTrue's `weak_password.reasons`), or none. */
export function weakPasswordReasons(error: unknown): string[] {
  return isAuthWeakPasswordError(error) ? [...error.reasons] : [];
}

/** Whether an auth error is a transient gateway failure rather than an answer. */
export function isRetryableAuthError(error: unknown): boolean {
  if (isAuthRetryableFetchError(error)) return true;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && (RETRYABLE_AUTH_STATUSES as readonly number[]).includes(status);
}
