import type { DbClient } from '@fikrspace/db';
import { isRetryableAuthError } from '@fikrspace/db';

/** Spec 000 §9: the app's own session check, every 30 s, refreshing under 10 minutes left. */
export const SESSION_CHECK_INTERVAL_MS = 30_000;
export const REFRESH_THRESHOLD_MS = 10 * 60_000;

export function needsRefresh(expiresAtSeconds: number | undefined, now: number): boolean {
  if (!expiresAtSeconds) return false;
  return expiresAtSeconds * 1000 - now < REFRESH_THRESHOLD_MS;
}

export type RefreshOutcome = 'refreshed' | 'signed-out' | 'gave-up';

/**
 * Refreshes the session. supabase-js itself retries a refresh that met a 502, 503 or 504 after
 * 200 ms, doubling, for up to 30 s (spec 000 §9); a gateway failure that outlasts that is tried
 * again at the next check. Any other failure means the refresh token is no longer good, so the
 * session is removed (spec 000 §8 "A non-retryable refresh failure removes the session").
 */
export async function refreshSession(db: DbClient): Promise<RefreshOutcome> {
  const { error } = await db.auth.refreshSession();
  if (!error) return 'refreshed';
  if (isRetryableAuthError(error)) return 'gave-up';
  await db.auth.signOut({ scope: 'local' });
  return 'signed-out';
}
