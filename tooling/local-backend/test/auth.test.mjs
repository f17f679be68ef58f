import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_TIMEOUT, startBackend, targets, uniqueEmail } from './support/backend.mjs';

/** Supabase Auth through supabase-js: sessions, rotation, sign-out scopes, mail. Limits and abuse: auth-hardening.test.mjs. */
describe.each(await targets())('auth on $name', (target) => {
  /** @type {Awaited<ReturnType<typeof startBackend>>} */
  let backend;
  beforeAll(async () => {
    backend = await startBackend(target);
  }, SETUP_TIMEOUT);
  afterAll(() => backend?.close());

  const password = 'correct horse battery';
  const authFetch = (path, init = {}) =>
    fetch(`${backend.url}/auth/v1${path}`, { ...init, headers: { apikey: backend.anonKey, 'Content-Type': 'application/json', ...(init.headers ?? {}) } });
  const latestMail = async (email, kind) =>
    (await backend.db.query('select token_hash, payload from auth.outbox where recipient = $1 and kind = $2 order by id desc limit 1', [email, kind])).rows[0];

  describe('sign-up and sign-in', () => {
    it('signs up without a session, and signs in with GoTrue claims once the address is confirmed', async () => {
      const email = uniqueEmail('Signup');
      const { data, error } = await backend.client().auth.signUp({ email, password, options: { data: { full_name: 'Salma' } } });
      expect(error).toBeNull();
      expect(data.session).toBeNull();
      const { user } = data;
      expect(user).toMatchObject({ email: email.toLowerCase(), aud: 'authenticated', role: 'authenticated', phone: '', user_metadata: { full_name: 'Salma', role: 'user' }, app_metadata: { provider: 'email', providers: ['email'] } });
      expect(user.identities).toHaveLength(1);
      expect(user.confirmation_sent_at).toEqual(expect.any(String));
      expect(user.email_confirmed_at).toBeUndefined();
      const early = await backend.client().auth.signInWithPassword({ email, password });
      expect(early.error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' });

      const mail = await latestMail(email.toLowerCase(), 'signup');
      const confirmed = await fetch(mail.payload.link, { redirect: 'manual' });
      expect(confirmed.status).toBe(303);
      const fragment = new URLSearchParams(new URL(/** @type {string} */ (confirmed.headers.get('location'))).hash.slice(1));
      expect(fragment.get('type')).toBe('signup');
      expect(decodeJwt(/** @type {string} */ (fragment.get('access_token'))).sub).toBe(user.id);

      const before = Math.floor(Date.now() / 1000);
      const signedIn = await backend.client().auth.signInWithPassword({ email, password });
      expect(signedIn.error).toBeNull();
      const session = /** @type {any} */ (signedIn.data.session);
      expect(session.user.email_confirmed_at).toEqual(expect.any(String));
      expect(session.expires_in).toBe(3600);
      expect(session.expires_at).toBeGreaterThanOrEqual(before + 3600);
      expect(session.expires_at).toBeLessThan(before + 3700);
      const claims = decodeJwt(session.access_token);
      expect(claims).toMatchObject({
        aud: 'authenticated',
        role: 'authenticated',
        sub: user.id,
        email: email.toLowerCase(),
        phone: '',
        aal: 'aal1',
        is_anonymous: false,
        iss: `${backend.url}/auth/v1`,
        app_metadata: { provider: 'email', providers: ['email'] },
        user_metadata: { full_name: 'Salma', role: 'user' },
      });
      expect(typeof claims.session_id).toBe('string');
      expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
      expect(/** @type {number} */ (claims.exp) - /** @type {number} */ (claims.iat)).toBe(3600);
    });

    it('answers a registered address like a new one, and rejects weak and missing passwords with GoTrue codes', async () => {
      const email = uniqueEmail('dup');
      await backend.userClient(email);
      const duplicate = await backend.client().auth.signUp({ email, password });
      expect(duplicate.error).toBeNull();
      expect(duplicate.data.session).toBeNull();
      expect(duplicate.data.user).toMatchObject({ email, identities: [] });
      const weak = await backend.client().auth.signUp({ email: uniqueEmail('weak'), password: '123' });
      expect(weak.error?.name).toBe('AuthWeakPasswordError');
      expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
      const missing = await authFetch('/signup', { method: 'POST', headers: { 'X-Supabase-Api-Version': '2024-01-01' }, body: JSON.stringify({ email: uniqueEmail('missing') }) });
      expect(missing.status).toBe(400);
      expect(missing.headers.get('x-sb-error-code')).toBe('validation_failed');
      expect(missing.headers.get('x-supabase-api-version')).toBe('2024-01-01');
      expect(await missing.json()).toEqual({ code: 'validation_failed', message: 'You must provide either an email or phone number and a password' });
    });

    it('signs in with the password and refuses wrong credentials alike', async () => {
      const email = uniqueEmail('signin');
      await backend.userClient(email);
      const sb = backend.client();
      const ok = await sb.auth.signInWithPassword({ email, password });
      expect(ok.error).toBeNull();
      expect(ok.data.session.token_type).toBe('bearer');
      const wrong = await sb.auth.signInWithPassword({ email, password: 'not it at all' });
      expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
      const unknown = await sb.auth.signInWithPassword({ email: uniqueEmail('nobody'), password });
      expect(unknown.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    });

    it('answers legacy clients with the legacy error shape', async () => {
      const response = await authFetch('/token?grant_type=password', { method: 'POST', body: JSON.stringify({ email: uniqueEmail('legacy'), password }) });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
      const broken = await authFetch('/token?grant_type=password', { method: 'POST', body: '{"email":' });
      expect(broken.status).toBe(400);
      expect(broken.headers.get('x-sb-error-code')).toBe('bad_json');
    });
  });

  describe('refresh tokens', () => {
    it('rotates the refresh token and keeps the session', async () => {
      const { client, session } = await backend.userClient(uniqueEmail('rotate'));
      const { data, error } = await client.auth.refreshSession({ refresh_token: session.refresh_token });
      expect(error).toBeNull();
      expect(data.session.refresh_token).not.toBe(session.refresh_token);
      expect(decodeJwt(data.session.access_token).session_id).toBe(decodeJwt(session.access_token).session_id);
    });

    it('returns the active token when the parent is reused, and tolerates reuse within the interval', async () => {
      const { session } = await backend.userClient(uniqueEmail('reuse'));
      const sb = backend.client();
      const first = (await sb.auth.refreshSession({ refresh_token: session.refresh_token })).data.session;
      const again = await sb.auth.refreshSession({ refresh_token: session.refresh_token });
      expect(again.error).toBeNull();
      expect(again.data.session.refresh_token).toBe(first.refresh_token);
      const second = (await sb.auth.refreshSession({ refresh_token: first.refresh_token })).data.session;
      // The original token is now a grandparent: only the reuse interval lets it through.
      const withinInterval = await sb.auth.refreshSession({ refresh_token: session.refresh_token });
      expect(withinInterval.error).toBeNull();
      expect(withinInterval.data.session.refresh_token).not.toBe(second.refresh_token);
    });

    it('refuses reuse after the interval and revokes the whole session', async () => {
      const { session } = await backend.userClient(uniqueEmail('abuse'));
      const sb = backend.client();
      const first = (await sb.auth.refreshSession({ refresh_token: session.refresh_token })).data.session;
      const second = (await sb.auth.refreshSession({ refresh_token: first.refresh_token })).data.session;
      await backend.db.query("update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1", [session.refresh_token]);
      const reused = await sb.auth.refreshSession({ refresh_token: session.refresh_token });
      expect(reused.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
      const active = await sb.auth.refreshSession({ refresh_token: second.refresh_token });
      expect(active.error?.status).toBe(400);
      const unknown = await sb.auth.refreshSession({ refresh_token: 'not-a-token' });
      expect(unknown.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    });
  });

  describe('sign-out scopes', () => {
    async function threeSessions() {
      const email = uniqueEmail('scopes');
      const first = await backend.userClient(email);
      const more = [];
      for (let i = 0; i < 2; i += 1) {
        const client = backend.client();
        const { data } = await client.auth.signInWithPassword({ email, password });
        more.push({ client, session: data.session });
      }
      return [first, ...more];
    }
    const canRefresh = async (session) => !(await backend.client().auth.refreshSession({ refresh_token: session.refresh_token })).error;

    it('others keeps only the current session', async () => {
      const [a, b, c] = await threeSessions();
      expect((await a.client.auth.signOut({ scope: 'others' })).error).toBeNull();
      expect(await canRefresh(b.session)).toBe(false);
      expect(await canRefresh(c.session)).toBe(false);
      expect(await canRefresh(a.session)).toBe(true);
    });

    it('local ends the current session only, while its JWT still works against REST', async () => {
      const [a, b] = await threeSessions();
      const { data: before } = await a.client.auth.getUser();
      expect((await a.client.auth.signOut({ scope: 'local' })).error).toBeNull();
      expect(await canRefresh(a.session)).toBe(false);
      expect(await canRefresh(b.session)).toBe(true);
      const stale = backend.client(backend.anonKey, { global: { headers: { Authorization: `Bearer ${a.session.access_token}` } } });
      const { data, error } = await stale.rpc('whoami');
      expect(error).toBeNull();
      expect(data.sub).toBe(before.user.id);
      const response = await authFetch('/user', { headers: { Authorization: `Bearer ${a.session.access_token}`, 'X-Supabase-Api-Version': '2024-01-01' } });
      expect(response.status).toBe(403);
      expect((await response.json()).code).toBe('session_not_found');
    });

    it('global ends every session, and an unknown scope is a 400', async () => {
      const [a, b, c] = await threeSessions();
      const bad = await authFetch('/logout?scope=everything', { method: 'POST', headers: { Authorization: `Bearer ${a.session.access_token}` } });
      expect(bad.status).toBe(400);
      const response = await authFetch('/logout?scope=global', { method: 'POST', headers: { Authorization: `Bearer ${a.session.access_token}` } });
      expect(response.status).toBe(204);
      for (const { session } of [a, b, c]) expect(await canRefresh(session)).toBe(false);
    });
  });

  describe('user', () => {
    it('reads and updates the user: metadata merge, password change, e-mail change left pending', async () => {
      const email = uniqueEmail('update');
      const { client } = await backend.userClient(email);
      const merged = await client.auth.updateUser({ data: { full_name: 'Omar', theme: 'dark' } });
      expect(merged.error).toBeNull();
      expect(merged.data.user.user_metadata).toEqual({ role: 'user', full_name: 'Omar', theme: 'dark' });
      const removed = await client.auth.updateUser({ data: { theme: null } });
      expect(removed.data.user.user_metadata).toEqual({ role: 'user', full_name: 'Omar' });
      const same = await client.auth.updateUser({ password });
      expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
      const taken = uniqueEmail('taken');
      await backend.userClient(taken);
      const exists = await client.auth.updateUser({ email: taken });
      expect(exists.error).toMatchObject({ status: 422, code: 'email_exists' });
      const newEmail = uniqueEmail('moved');
      const changed = await client.auth.updateUser({ email: newEmail, password: 'a brand new secret' });
      expect(changed.error).toBeNull();
      // The address changes only once the mails are confirmed (see auth-hardening.test.mjs).
      expect(changed.data.user).toMatchObject({ email, new_email: newEmail, email_change_sent_at: expect.any(String) });
      const { data } = await client.auth.getUser();
      expect(data.user.email).toBe(email);
      expect((await backend.client().auth.signInWithPassword({ email, password: 'a brand new secret' })).error).toBeNull();
      expect((await backend.client().auth.signInWithPassword({ email, password })).error?.code).toBe('invalid_credentials');
      expect((await backend.client().auth.signInWithPassword({ email: newEmail, password: 'a brand new secret' })).error?.code).toBe('invalid_credentials');
    });

    it('answers without a session or with a bad token as GoTrue does', async () => {
      const local = await backend.client().auth.getUser();
      expect(local.error?.name).toBe('AuthSessionMissingError');
      const headers = { 'X-Supabase-Api-Version': '2024-01-01' };
      const none = await authFetch('/user', { headers });
      expect(none.status).toBe(401);
      expect((await none.json()).code).toBe('no_authorization');
      const bad = await authFetch('/user', { headers: { ...headers, Authorization: 'Bearer not.a.jwt' } });
      expect(bad.status).toBe(403);
      expect((await bad.json()).code).toBe('bad_jwt');
    });
  });

  describe('mail: recovery, one-time codes, verification', () => {
    it('recovers a password through the outbox, once', async () => {
      const email = uniqueEmail('recover');
      await backend.userClient(email);
      const sb = backend.client();
      const { data, error } = await sb.auth.resetPasswordForEmail(email);
      expect(error).toBeNull();
      expect(data).toEqual({});
      expect((await sb.auth.resetPasswordForEmail(uniqueEmail('ghost'))).error).toBeNull();
      const mail = await latestMail(email, 'recovery');
      const verified = await sb.auth.verifyOtp({ token_hash: mail.token_hash, type: 'recovery' });
      expect(verified.error).toBeNull();
      expect(verified.data.session.user.email).toBe(email);
      expect(decodeJwt(verified.data.session.access_token).amr).toEqual([{ method: 'recovery', timestamp: expect.any(Number) }]);
      const again = await backend.client().auth.verifyOtp({ token_hash: mail.token_hash, type: 'recovery' });
      expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
    });

    it('signs in with a one-time code, creating the user, and refuses expired codes', async () => {
      const email = uniqueEmail('otp');
      const sb = backend.client();
      expect((await sb.auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error).toMatchObject({ status: 422, code: 'otp_disabled' });
      expect((await sb.auth.signInWithOtp({ email })).error).toBeNull();
      const mail = await latestMail(email, 'signup');
      const verified = await sb.auth.verifyOtp({ email, token: mail.payload.token, type: 'email' });
      expect(verified.error).toBeNull();
      expect(verified.data.user.email_confirmed_at).toBeTruthy();
      await backend.ageMail(email);
      expect((await sb.auth.signInWithOtp({ email })).error).toBeNull();
      const second = await latestMail(email, 'magiclink');
      await backend.db.query("update auth.outbox set expires_at = now() - interval '1 second' where token_hash = $1", [second.token_hash]);
      const expired = await sb.auth.verifyOtp({ email, token: second.payload.token, type: 'magiclink' });
      expect(expired.error).toMatchObject({ status: 403, code: 'otp_expired' });
    });

    it('limits how often the same mail is sent', async () => {
      const email = uniqueEmail('flood');
      await backend.userClient(email);
      const sb = backend.client();
      expect((await sb.auth.resetPasswordForEmail(email)).error).toBeNull();
      expect((await sb.auth.resetPasswordForEmail(email)).error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    });

    it('redirects a mail link with the session in the fragment, without an API key', async () => {
      const email = uniqueEmail('link');
      await backend.userClient(email);
      await backend.client().auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:4173/reset' });
      const mail = await latestMail(email, 'recovery');
      const response = await fetch(mail.payload.link, { redirect: 'manual' });
      expect(response.status).toBe(303);
      const location = new URL(/** @type {string} */ (response.headers.get('location')));
      expect(location.origin + location.pathname).toBe('http://localhost:4173/reset');
      const fragment = new URLSearchParams(location.hash.slice(1));
      expect(fragment.get('type')).toBe('recovery');
      expect(decodeJwt(/** @type {string} */ (fragment.get('access_token'))).email).toBe(email);
      const reused = await fetch(mail.payload.link, { redirect: 'manual' });
      expect(new URLSearchParams(new URL(/** @type {string} */ (reused.headers.get('location'))).hash.slice(1)).get('error_code')).toBe('otp_expired');
    });
  });

  describe('admin: generate_link', () => {
    const generateLink = (body, key = backend.serviceRoleKey) =>
      authFetch('/admin/generate_link', { method: 'POST', headers: { apikey: key, Authorization: `Bearer ${key}` }, body: JSON.stringify(body) });

    it('answers only the service role', async () => {
      const email = uniqueEmail('not-admin');
      const token = /** @type {string} */ ((await backend.userClient(uniqueEmail('member'))).session.access_token);
      const asUser = await authFetch('/admin/generate_link', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify({ type: 'invite', email }) });
      expect(asUser.status).toBe(403);
      expect((await generateLink({ type: 'invite', email }, backend.anonKey)).status).toBe(403);
      expect((await backend.db.query('select count(*)::int as n from auth.users where email = $1', [email])).rows[0]).toEqual({ n: 0 });
    });

    it('invites a new address: the user exists without a password, and the link signs them in and confirms them', async () => {
      const email = uniqueEmail('invitee');
      const response = await generateLink({ type: 'invite', email, data: { first_name: 'Sara' } });
      expect(response.status).toBe(200);
      const link = await response.json();
      expect(link).toMatchObject({ email, verification_type: 'invite', hashed_token: expect.any(String), email_otp: expect.stringMatching(/^\d{6}$/), action_link: expect.stringContaining('/auth/v1/verify?token=') });
      const user = (await backend.db.query('select encrypted_password, invited_at is not null as invited, email_confirmed_at, raw_user_meta_data from auth.users where email = $1', [email])).rows[0];
      expect(user).toMatchObject({ encrypted_password: null, invited: true, email_confirmed_at: null, raw_user_meta_data: { first_name: 'Sara', role: 'user' } });
      const verified = await backend.client().auth.verifyOtp({ token_hash: link.hashed_token, type: 'invite' });
      expect(verified.error).toBeNull();
      expect(verified.data.user?.email_confirmed_at).toBeTruthy();
      expect(decodeJwt(/** @type {string} */ (verified.data.session?.access_token)).amr).toEqual([{ method: 'invite', timestamp: expect.any(Number) }]);
      // supabase-js splits the answer the same way as the hosted service's.
      const again = await backend.client(backend.serviceRoleKey).auth.admin.generateLink({ type: 'invite', email });
      expect(again.error).toMatchObject({ status: 422, code: 'email_exists' });
    });

    it('makes a magic link for an existing address, replacing an unused one, and refuses unknown addresses and types', async () => {
      const email = uniqueEmail('existing');
      await backend.userClient(email);
      const first = await (await generateLink({ type: 'magiclink', email })).json();
      const second = await (await generateLink({ type: 'magiclink', email })).json();
      expect((await backend.client().auth.verifyOtp({ token_hash: first.hashed_token, type: 'magiclink' })).error).toMatchObject({ status: 403, code: 'otp_expired' });
      expect((await backend.client().auth.verifyOtp({ token_hash: second.hashed_token, type: 'magiclink' })).error).toBeNull();
      expect((await generateLink({ type: 'magiclink', email: uniqueEmail('nobody') })).status).toBe(404);
      expect((await generateLink({ type: 'recovery', email })).status).toBe(400);
      expect((await generateLink({ type: 'invite', email: 'not-an-address' })).status).toBe(400);
    });
  });
});
