import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import type { Database } from './database.types';

/** The platform's one typed Supabase client: every call to `/auth/v1` and `/rest/v1` goes through it. */
export type DbClient = SupabaseClient<Database>;

export interface DbConfig {
  url: string;
  anonKey: string;
}

/**
 * A client for the given backend. Sessions persist in local storage under supabase-js's default
 * key (`sb-<project host>-auth-token`, spec 000 §9), refresh themselves before they expire, and
 * are shared between tabs of the same origin. Table reads are not retried by the client itself:
 * the QueryClient's one retry (spec 000 §9) is the platform's retry policy, and stacking
 * postgrest-js's three retries under it would hold a failing page for 15 s.
 */
export function createDbClient(config: DbConfig, options: SupabaseClientOptions<'public'> = {}): DbClient {
  return createClient<Database>(config.url, config.anonKey, {
    ...options,
    db: { retry: false, ...options.db },
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true, ...options.auth },
  });
}

let current: DbClient | null = null;

/**
 * Creates the page's client once. The shell calls it at start-up; this package is a federation
 * singleton, so every remote that asks `getDb()` receives the same client, session and cache of
 * tokens.
 */
export function initDb(config: DbConfig, options?: SupabaseClientOptions<'public'>): DbClient {
  current ??= createDbClient(config, options);
  return current;
}

export class DbNotInitializedError extends Error {
  override name = 'DbNotInitializedError';
  constructor() {
    super('The database client is not ready: the shell creates it at start-up, before any portal renders.');
  }
}

export function getDb(): DbClient {
  if (!current) throw new DbNotInitializedError();
  return current;
}

export function hasDb(): boolean {
  return current !== null;
}

/** Replaces the page's client (tests, or a shell that reconnects to another backend). */
export function setDb(client: DbClient | null): void {
  current = client;
}
