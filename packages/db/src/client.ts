import type { SupabaseClient, SupabaseClientOptions } from '@supabase/supabase-js';
import type { Database } from './database.types';

/** The platform's one typed Supabase client: every call to `/auth/v1` and `/rest/v1` goes through it. */
export type DbClient = SupabaseClient<Database>;

export interface DbConfig {
  url: string;
  anonKey: string;
}

/** Where the client keeps the session: `sb-<first label of the backend's host>-auth-token` (spec 000 §9). */
export function authStorageKey(url: string): string {
  return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;
}

export class DbNotInitializedError extends Error {
  override name = 'DbNotInitializedError';
  constructor() {
    super('The database client is not ready: the shell configures it at start-up and it loads when first asked for (whenDb).');
  }
}

/*
 * supabase-js is the largest library of the page, and a signed-out visitor of a public page never
 * needs it to see or use that page. The shell therefore only configures the client at start-up;
 * the library's code downloads when something first asks for the client (`whenDb`), or when the
 * shell asks for it itself once the page is shown. This package is a federation singleton, so
 * every remote waits for, and receives, the same client.
 */
let current: DbClient | null = null;
let configured: { config: DbConfig; options?: SupabaseClientOptions<'public'> } | null = null;
let loading: Promise<DbClient> | null = null;
let waiting: Array<(db: DbClient) => void> = [];

/** Names the backend the page's client will talk to; nothing is downloaded yet. */
export function configureDb(config: DbConfig, options?: SupabaseClientOptions<'public'>): void {
  configured = { config, options };
}

/** The page's client, loading its code first when nobody has asked for it yet. */
export function whenDb(): Promise<DbClient> {
  if (current) return Promise.resolve(current);
  if (loading) return loading;
  if (!configured) return Promise.reject(new DbNotInitializedError());
  const { config, options } = configured;
  const load = import('./create-client').then(({ createDbClient }) => {
    if (!current) setDb(createDbClient(config, options));
    return current!;
  });
  loading = load;
  // A chunk that failed to download may be asked for again.
  load.catch(() => {
    if (loading === load) loading = null;
  });
  return load;
}

/**
 * Downloads the client's code without creating the client, for a page that will ask for it as soon
 * as its configuration arrives; `whenDb` then finds the module already here. A failed download is
 * left to `whenDb`, which asks again.
 */
export function prefetchDbCode(): void {
  void import('./create-client').catch(() => undefined);
}

/** Settles with the client once it exists, without asking for it: for work that can wait. */
export function dbLoaded(): Promise<DbClient> {
  if (current) return Promise.resolve(current);
  return new Promise((resolve) => waiting.push(resolve));
}

/** The client, for code that only runs once it exists (a signed-in page); throws before that. */
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
  if (!client) {
    loading = null;
    return;
  }
  const waiters = waiting;
  waiting = [];
  for (const resolve of waiters) resolve(client);
}
