import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPABASE_DIR } from '../src/db/migrate.mjs';
import { DEFAULT_FUNCTIONS_DIR } from '../src/server.mjs';
import { SETUP_TIMEOUT, startBackend, targets, uniqueEmail } from './support/backend.mjs';

/**
 * The requests an attacker with the public anon key sent to the real project, replayed: each is
 * refused with a clear error or made harmless, and the backend stays healthy afterwards.
 */
describe.each(await targets())('the project under attack on $name', (target) => {
  /** @type {Awaited<ReturnType<typeof startBackend>>} */
  let backend;
  beforeAll(async () => {
    backend = await startBackend(target, { supabaseDir: SUPABASE_DIR, functionsDir: DEFAULT_FUNCTIONS_DIR });
  }, SETUP_TIMEOUT);
  afterAll(() => backend?.close());

  const rest = (path, init = {}) => fetch(`${backend.url}/rest/v1/${path}`, { ...init, headers: { apikey: backend.anonKey, 'Content-Type': 'application/json', ...(init.headers ?? {}) } });
  const nested = (depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it.each([
    ['policy names', 'name::text from organization_types _t0 union all select polname from pg_policy union all select name'],
    ['relations', 'name::text from organization_types _t0 union all select relname from pg_class union all select name'],
    ['roles', 'name::text from organization_types _t0 union all select rolname from pg_roles union all select name'],
    ['password hashes', 'name::text from organization_types _t0 union all select passwd from pg_user union all select name'],
    ['the session user', 'name::text from organization_types _t0 union all select session_user union all select name'],
  ])('reads no %s through a cast in select', async (_what, select) => {
    const response = await rest(`organization_types?select=${encodeURIComponent(select)}`);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.code).toBe('PGRST100');
    // The answer may quote the request back, but holds nothing the catalogs would have given.
    const catalog = await backend.db.query(
      `(select polname::text as value from pg_policy order by polname limit 5) union all select 'service_role' union all select 'organization_members'`,
    );
    const text = JSON.stringify(body);
    for (const { value } of catalog.rows) expect(text).not.toContain(value);
  });

  it('answers the cast the platform uses', async () => {
    const response = await rest('organization_types?select=name::text&limit=1');
    expect(response.status).toBe(200);
    expect(typeof (await response.json())[0].name).toBe('string');
  });

  it.each([1500, 3000])('refuses analytics properties nested %i deep with 400, and keeps serving', async (depth) => {
    const response = await rest('analytics_events', {
      method: 'POST',
      body: `{"event_type":"custom","event_name":"deep","properties":{"p":${nested(depth)}}}`,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PGRST102', message: 'JSON nested deeper than 64 levels is not accepted' });
    expect((await rest('organization_types?select=name&limit=1')).status).toBe(200);
    const signIn = await backend.client().auth.signInWithPassword({ email: 'investor@fikrspace.test', password: 'fikrspace-demo' });
    expect(signIn.error).toBeNull();
    expect((await fetch(`${backend.url}/api/health`)).status).toBe(200);
  });

  it('refuses a deeply nested filter value with 400', async () => {
    const response = await rest(`cms_themes?select=id&tokens=cs.${nested(1500)}`);
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('PGRST100');
    expect((await rest('cms_themes?select=id&limit=1')).status).toBe(200);
  });

  it('refuses a NUL byte in select with 400 and a clear message', async () => {
    const response = await rest('organization_types?select=name%00');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PGRST100', details: 'NUL characters are not allowed in the query string' });
  });

  it('refuses deep customProperties in analytics-track with 400', async () => {
    const response = await fetch(`${backend.url}/functions/v1/analytics-track`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
      body: `{"eventName":"deep","customProperties":{"p":${nested(2000)}}}`,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'The body must not nest JSON deeper than 64 levels.' });
  });

  it('shows anon neither background_jobs nor audit_log, and anon holds no grant on them', async () => {
    const root = await (await rest('')).json();
    const paths = Object.keys(root.paths);
    expect(paths).toContain('/organization_types');
    expect(paths).not.toContain('/background_jobs');
    expect(paths).not.toContain('/audit_log');
    const grants = await backend.db.query(
      `select t, has_table_privilege('anon', 'public.' || t, 'SELECT, INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER') as granted
       from unnest(array['background_jobs', 'audit_log']) t`,
    );
    expect(grants.rows).toEqual([
      { t: 'background_jobs', granted: false },
      { t: 'audit_log', granted: false },
    ]);
  });

  /** The auth admin API with the service role, as the project's own functions call it. */
  const admin = (/** @type {string} */ path, /** @type {unknown} */ body) =>
    fetch(`${backend.url}/auth/v1/admin/${path}`, {
      method: 'POST',
      headers: { apikey: backend.serviceRoleKey, Authorization: `Bearer ${backend.serviceRoleKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).then((response) => response.json());

  it.each([
    [
      'a recovery code',
      async (/** @type {string} */ email) => {
        await backend.client().auth.resetPasswordForEmail(email);
        const [mail] = (await backend.db.query("select payload->>'token' as token from auth.outbox where recipient = $1 and kind = 'recovery'", [email])).rows;
        return backend.client().auth.verifyOtp({ email, token: mail.token, type: 'recovery' });
      },
    ],
    ['a magic link made by the admin API', async (/** @type {string} */ email) => backend.client().auth.verifyOtp({ token_hash: (await admin('generate_link', { type: 'magiclink', email })).hashed_token, type: 'magiclink' })],
    ['an invitation made by the admin API', async (/** @type {string} */ email) => backend.client().auth.verifyOtp({ token_hash: (await admin('generate_link', { type: 'invite', email })).hashed_token, type: 'invite' })],
  ])('after %s confirms an address someone registered and never confirmed, their password signs nobody in', async (_how, redeem) => {
    const email = uniqueEmail('squatted');
    expect((await backend.client().auth.signUp({ email, password: 'the-squatters-password' })).error).toBeNull();
    const redeemed = await redeem(email);
    expect(redeemed.error).toBeNull();
    expect(redeemed.data.user?.email_confirmed_at).toBeTruthy();
    // The link's own session works; the registration's password does not.
    expect((await backend.client().auth.getUser(redeemed.data.session?.access_token)).error).toBeNull();
    const squatter = await backend.client().auth.signInWithPassword({ email, password: 'the-squatters-password' });
    expect(squatter.error?.code).toBe('invalid_credentials');
  });
});
