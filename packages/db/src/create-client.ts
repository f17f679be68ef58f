import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import { authStorageKey, type DbClient, type DbConfig } from './client';
import type { Database } from './database.types';

/**
 * Spec 000 §9: a heartbeat every 25 s, 10 s to answer a join or a push, and a dropped socket tried
 * again after 1, 2 and 5 s, then every 10 s. realtime-js's defaults are the same today; pinned here
 * so an upgrade of the library cannot change them unnoticed.
 */
export const REALTIME_TIMINGS = {
  heartbeatIntervalMs: 25_000,
  timeout: 10_000,
  reconnectAfterMs: (tries: number) => [1_000, 2_000, 5_000][tries - 1] ?? 10_000,
} as const;

/**
 * A client for the given backend. Sessions persist in local storage under `sb-<project
 * host>-auth-token` (spec 000 §9, supabase-js's own default, named here so the page can tell
 * whether a session is stored without loading this module), refresh themselves before they
 * expire, and are shared between tabs of the same origin. Table reads are not retried by the
 * client itself: the QueryClient's one retry (spec 000 §9) is the platform's retry policy, and
 * stacking postgrest-js's three retries under it would hold a failing page for 15 s.
 */
export function createDbClient(config: DbConfig, options: SupabaseClientOptions<'public'> = {}): DbClient {
  return createClient<Database>(config.url, config.anonKey, {
    ...options,
    db: { retry: false, ...options.db },
    realtime: { ...REALTIME_TIMINGS, ...options.realtime },
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true, storageKey: authStorageKey(config.url), ...options.auth },
  });
}
