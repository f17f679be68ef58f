import type { SupabaseClient, SupabaseClientOptions } from '@supabase/supabase-js';
import type { Database } from './database.types';

/** The platform's one typed Supabase client: every call to `/auth/v1` and `/rest/v1` goes through it. */
export type DbClient = SupabaseClient<Database>;

/**
 * The part of the client that reads and writes tables: all that the public records of a signed-out
 * visitor need (the language list, custom themes, translation usage).
 */
export type PublicDbClient = Pick<DbClient, 'from' | 'rpc'>;

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
let publicClient: Promise<PublicDbClient> | null = null;
let publicReady: PublicDbClient | null = null;
let publicWaiting: Array<(db: PublicDbClient) => void> = [];

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

/**
 * A client for what any visitor may read or record. The page's client when it exists or is on its
 * way (someone may be signed in); otherwise PostgREST alone with the anonymous key, a fraction of
 * supabase-js's size, so a signed-out visitor's page never downloads supabase-js for its own
 * background reads. Row-level security treats both alike for a visitor without a session.
 */
export function whenPublicDb(): Promise<PublicDbClient> {
  if (current) return Promise.resolve(current);
  if (loading) return loading;
  if (!configured) return Promise.reject(new DbNotInitializedError());
  if (!publicClient) {
    const { config } = configured;
    const load = import('./create-public-client').then(({ createPublicDbClient }) => createPublicDbClient(config));
    publicClient = load;
    load.then(
      (client) => {
        publicReady = client;
        wakePublicWaiting(client);
      },
      // A chunk that failed to download may be asked for again.
      () => {
        if (publicClient === load) publicClient = null;
      },
    );
  }
  return publicClient;
}

/**
 * Settles with a client for public records once one exists, without asking for it: the page's
 * client, or the public one once something asked for that (`whenPublicDb`). For background reads
 * that must not bring either client's code into a page that does not otherwise need it yet.
 */
export function publicDbLoaded(): Promise<PublicDbClient> {
  if (current) return Promise.resolve(current);
  if (publicReady) return Promise.resolve(publicReady);
  return new Promise((resolve) => publicWaiting.push(resolve));
}

function wakePublicWaiting(client: PublicDbClient): void {
  const waiters = publicWaiting;
  publicWaiting = [];
  for (const resolve of waiters) resolve(client);
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
    publicClient = null;
    publicReady = null;
    return;
  }
  const waiters = waiting;
  waiting = [];
  for (const resolve of waiters) resolve(client);
  wakePublicWaiting(client);
}
