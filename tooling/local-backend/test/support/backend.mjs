import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { postgresAvailable } from '../../src/db/index.mjs';
import { openPgliteProject, openPostgresProject } from '../../src/db/project-template.mjs';
import { createKeys } from '../../src/keys.mjs';
import { createBackend } from '../../src/server.mjs';
import { seedObjects } from '../../src/storage/seed-objects.mjs';

export const FIXTURE_PROJECT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/supabase');
export const LOCAL_POSTGRES = process.env.LOCAL_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const SETUP_TIMEOUT = 120_000;
/** The password of every demo account in supabase/seeds/00_platform.sql. */
export const DEMO_PASSWORD = 'fikrspace-demo';

/**
 * The databases every suite runs against: PGlite, plus PostgreSQL when one answers. `open` gives
 * a database of the suite's own with the project applied, copied from a template migrated once
 * per change of the project (project-template.mjs).
 * @returns {Promise<Array<{ name: string, open: (options: { supabaseDir: string }) => Promise<{ db: any, drop: () => Promise<void> }> }>>}
 */
export async function targets() {
  /** @type {Array<{ name: string, open: (options: { supabaseDir: string }) => Promise<{ db: any, drop: () => Promise<void> }> }>} */
  const list = [{ name: 'pglite', open: async ({ supabaseDir }) => ({ db: await openPgliteProject({ supabaseDir }), drop: async () => undefined }) }];
  if (await postgresAvailable(LOCAL_POSTGRES)) {
    list.push({
      name: 'postgres',
      open: async ({ supabaseDir }) => {
        const { db, drop } = await openPostgresProject(LOCAL_POSTGRES, { supabaseDir, prefix: 'local_backend_test' });
        return { db, drop };
      },
    });
  }
  return list;
}

/**
 * Auth limits for test backends: every suite signs up, signs in and verifies far more often from
 * one address than the production defaults allow. Suites that test the limits set their own.
 */
export const TEST_AUTH_LIMITS = {
  rateLimit: { signInSignUps: 100_000, tokenVerifications: 100_000, emailSent: 100_000 },
  signInLimits: { perIp: 100_000, perIpEmail: 100_000, slowDownAfter: 100_000 },
};

/**
 * Starts a backend on a fresh database with the test project applied, on a free port.
 * @param {{ open: (options: { supabaseDir: string }) => Promise<{ db: any, drop: () => Promise<void> }> }} target
 * @param {Record<string, any>} [options] extra createBackend options (`auth` is merged with TEST_AUTH_LIMITS;
 *   `supabaseDir` is the project applied, the fixture project by default; `seedObjects: true` also uploads the
 *   objects its config.toml seeds, as a start does: off by default, since most suites want the buckets empty)
 */
export async function startBackend(target, options = {}) {
  const { seedObjects: withSeededObjects = false, ...backendOptions } = options;
  const supabaseDir = /** @type {string} */ (options.supabaseDir ?? FIXTURE_PROJECT);
  const { db, drop } = await target.open({ supabaseDir });
  // The template copied is a database only; the seeded objects' rows and bytes are written into
  // this backend's own database and store, so none of them is ever a row without its file.
  const seededStorage = withSeededObjects && !options.storageDir ? mkdtempSync(path.join(tmpdir(), 'fikrspace-storage-')) : undefined;
  if (withSeededObjects) await seedObjects({ db, storageDir: options.storageDir ?? seededStorage, supabaseDir, fileSizeLimit: options.storageFileSizeLimit });
  const keys = await createKeys();
  const authOptions = options.auth ?? {};
  const auth = {
    ...authOptions,
    rateLimit: { ...TEST_AUTH_LIMITS.rateLimit, ...(authOptions.rateLimit ?? {}) },
    signInLimits: { ...TEST_AUTH_LIMITS.signInLimits, ...(authOptions.signInLimits ?? {}) },
  };
  const server = createBackend({ db, ...keys, functionsDir: path.join(FIXTURE_PROJECT, 'functions'), log: () => undefined, storageDir: seededStorage, ...backendOptions, auth });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const url = server.url;
  /** @type {Map<string, any>} */
  const demoClients = new Map();
  return {
    url,
    db,
    server,
    ...keys,
    /** A supabase-js client as the platform creates it (anon key, no persisted session). */
    client: (key = keys.anonKey, extra = {}) =>
      createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false }, realtime: /** @type {any} */ ({ transport: WebSocket }), ...extra }),
    /**
     * A client signed in as one of the seed's demo accounts, made once per address: suites ask
     * for the same persona many times and each sign-in costs a password hash.
     */
    async demoClient(email, password = DEMO_PASSWORD) {
      const existing = demoClients.get(email);
      if (existing) return existing;
      const client = createClient(url, keys.anonKey, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false }, realtime: /** @type {any} */ ({ transport: WebSocket }) });
      const { error } = await client.auth.signInWithPassword({ email, password });
      if (error) throw error;
      demoClients.set(email, client);
      return client;
    },
    /**
     * A client signed in as a freshly registered user: signs up, confirms the address with the
     * mail from the outbox (sign-up needs a confirmed address), then signs in with the password.
     */
    async userClient(email, password = 'correct horse battery') {
      const options = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false }, realtime: /** @type {any} */ ({ transport: WebSocket }) };
      const client = createClient(url, keys.anonKey, options);
      const signedUp = await client.auth.signUp({ email, password });
      if (signedUp.error) throw signedUp.error;
      if (!signedUp.data.session) {
        const mail = (await db.query("select token_hash from auth.outbox where recipient = $1 and kind = 'signup' and consumed_at is null order by id desc limit 1", [email.toLowerCase()])).rows[0];
        if (!mail) throw new Error(`no confirmation mail for ${email}`);
        const confirmed = await createClient(url, keys.anonKey, options).auth.verifyOtp({ token_hash: mail.token_hash, type: 'signup' });
        if (confirmed.error) throw confirmed.error;
      }
      const { data, error } = await client.auth.signInWithPassword({ email, password });
      if (error) throw error;
      return { client, session: /** @type {any} */ (data.session), user: /** @type {any} */ (data.user) };
    },
    /**
     * Moves the mail sent to `email`, and the user's record of sending it, `seconds` into the
     * past, as if it had gone out that long ago: a test of the mail frequency limit then sees the
     * limit pass without waiting it out.
     * @param {string} email
     */
    async ageMail(email, seconds = 60) {
      const address = email.toLowerCase();
      await db.query('update auth.outbox set created_at = created_at - make_interval(secs => $2) where recipient = $1 or user_id in (select id from auth.users where email = $1)', [address, seconds]);
      await db.query(
        `update auth.users set confirmation_sent_at = confirmation_sent_at - make_interval(secs => $2), recovery_sent_at = recovery_sent_at - make_interval(secs => $2),
         email_change_sent_at = email_change_sent_at - make_interval(secs => $2) where email = $1`,
        [address, seconds],
      );
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
      await db.close();
      await drop();
      if (seededStorage) rmSync(seededStorage, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A unique e-mail address per call, so suites never collide on one database. */
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now().toString(36)}.${(counter += 1)}@example.test`;
