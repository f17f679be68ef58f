import type { DbClient } from '../client';
import { createDbClient } from '../create-client';
import { DEMO_PASSWORD } from './demo-ids.js';

/** The backend a test started: its address and its anonymous key. */
export interface TestBackend {
  url: string;
  anonKey: string;
}

export interface SignedInOptions {
  /** The client's fetch, to count or break its requests; such a client is not shared. */
  fetch?: typeof fetch;
  /** The demo password unless told otherwise. */
  password?: string;
}

/*
 * supabase-js builds a realtime client with every client and insists on a WebSocket for it,
 * which Node 20 lacks. The platform's tests subscribe to no channel, so the stand-in only says
 * so when one is opened; Node 22 and later have their own.
 */
class NoWebSocket {
  constructor() {
    throw new Error('No WebSocket in this Node.js: pass realtime.transport (the ws package) to subscribe to changes in a test.');
  }
}

const shared = new WeakMap<TestBackend, Map<string, Promise<DbClient>>>();

function signIn(backend: TestBackend, email: string, options: SignedInOptions): Promise<DbClient> {
  const transport = (globalThis as { WebSocket?: unknown }).WebSocket ?? NoWebSocket;
  const db = createDbClient(
    { url: backend.url, anonKey: backend.anonKey },
    {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: transport as never },
      ...(options.fetch ? { global: { fetch: options.fetch } } : {}),
    },
  );
  return db.auth.signInWithPassword({ email, password: options.password ?? DEMO_PASSWORD }).then(({ error }) => {
    if (error) throw error;
    return db;
  });
}

/**
 * A client of the real backend signed in as a demo account (an address, or an entry of
 * `ACCOUNTS`), as the platform's client is: the database's row level security sees that user.
 * One client per backend and account is shared by the suite, since each sign-in costs a password
 * hash; a client with its own fetch is made anew.
 */
export function signedInAs(backend: TestBackend, account: string | { email: string }, options: SignedInOptions = {}): Promise<DbClient> {
  const email = typeof account === 'string' ? account : account.email;
  if (options.fetch || options.password) return signIn(backend, email, options);
  let clients = shared.get(backend);
  if (!clients) shared.set(backend, (clients = new Map()));
  let client = clients.get(email);
  if (!client) {
    client = signIn(backend, email, options);
    // A failed sign-in is not kept: the next test asks again.
    client.catch(() => clients.delete(email));
    clients.set(email, client);
  }
  return client;
}
