import path from 'node:path';
import bcrypt from 'bcryptjs';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { goDurationSeconds, readAuthSettings } from '../src/auth/config.mjs';
import { signInDelayMs } from '../src/auth/rate-limit.mjs';
import { MAX_AUTH_BODY_BYTES, MAX_JSON_DEPTH } from '../src/limits.mjs';
import { REPO_ROOT, createBackend } from '../src/server.mjs';
import { FIXTURE_PROJECT, SETUP_TIMEOUT, TEST_AUTH_LIMITS, startBackend, targets, uniqueEmail } from './support/backend.mjs';

/**
 * Abuse of the auth API: password guessing (parallel, distributed, lock-outs), request floods,
 * e-mail takeover, sessions surviving a password change, account discovery, hostile input.
 */

// The password work of each request is counted, rather than timed.
vi.mock('bcryptjs', async (importOriginal) => {
  const actual = /** @type {{ default: typeof import('bcryptjs') }} */ (await importOriginal());
  return { default: { ...actual.default, hash: vi.fn(actual.default.hash), compare: vi.fn(actual.default.compare) } };
});

const password = 'correct horse battery';
/** The bcrypt calls `work` causes: [function, cost] pairs, in order. */
async function passwordWork(work) {
  vi.mocked(bcrypt.hash).mockClear();
  vi.mocked(bcrypt.compare).mockClear();
  await work();
  return [
    ...vi.mocked(bcrypt.hash).mock.calls.map(([, cost]) => ['hash', cost]),
    ...vi.mocked(bcrypt.compare).mock.calls.map(([, hash]) => ['compare', bcrypt.getRounds(/** @type {string} */ (hash))]),
  ];
}
let addressCounter = 0;
/** A client address of its own (TEST-NET-2), sent as X-Forwarded-For to servers that trust it. */
const newAddress = () => `198.51.${Math.floor(addressCounter / 250) % 250}.${(addressCounter++ % 250) + 1}`;

describe('auth settings from config.toml', () => {
  it('reads the project settings the way the Supabase CLI does', () => {
    expect(readAuthSettings(path.join(REPO_ROOT, 'supabase/config.toml'))).toMatchObject({
      siteUrl: 'http://localhost:4173',
      jwtExpirySeconds: 3600,
      refreshTokenReuseIntervalSeconds: 10,
      enableConfirmations: true,
      doubleConfirmChanges: true,
    });
    expect(readAuthSettings(path.join(FIXTURE_PROJECT, 'config.toml'))).toMatchObject({ enableConfirmations: true, doubleConfirmChanges: true });
    expect(readAuthSettings(path.join(FIXTURE_PROJECT, 'missing.toml'))).toEqual({});
    expect([goDurationSeconds('1s'), goDurationSeconds('1m30s'), goDurationSeconds('500ms'), goDurationSeconds('soon')]).toEqual([1, 90, 0.5, undefined]);
  });
});

describe.each(await targets())('auth hardening on $name', (target) => {
  /** @type {Awaited<ReturnType<typeof startBackend>>} */
  let backend;
  beforeAll(async () => {
    backend = await startBackend(target);
  }, SETUP_TIMEOUT);
  afterAll(() => backend?.close());

  /**
   * A second server on the same database that believes X-Forwarded-For, with its own limits
   * (anything not given stays as high as the test default).
   * @param {{ rateLimit?: Record<string, number>, signInLimits?: Record<string, number>, [key: string]: unknown }} [auth]
   */
  async function serverWith(auth = {}) {
    const server = createBackend({
      db: backend.db,
      jwtSecret: backend.jwtSecret,
      anonKey: backend.anonKey,
      serviceRoleKey: backend.serviceRoleKey,
      functionsDir: path.join(FIXTURE_PROJECT, 'functions'),
      trustProxy: true,
      log: () => undefined,
      auth: {
        ...auth,
        rateLimit: { ...TEST_AUTH_LIMITS.rateLimit, ...(auth.rateLimit ?? {}) },
        signInLimits: { ...TEST_AUTH_LIMITS.signInLimits, ...(auth.signInLimits ?? {}) },
      },
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
    return {
      url: server.url,
      /** @param {string} route @param {{ method?: string, body?: unknown, ip?: string, headers?: Record<string, string> }} [init] */
      call: (route, { method = 'POST', body, ip = '127.0.0.1', headers = {} } = {}) =>
        fetch(`${server.url}/auth/v1${route}`, {
          method,
          redirect: 'manual',
          headers: { apikey: backend.anonKey, 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01', 'X-Forwarded-For': ip, ...headers },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      close: async () => {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(() => resolve(undefined)));
      },
    };
  }
  const signIn = (server, email, pass, ip) => server.call('/token?grant_type=password', { body: { email, password: pass }, ip });
  const authFetch = (route, init = {}) =>
    fetch(`${backend.url}/auth/v1${route}`, { ...init, headers: { apikey: backend.anonKey, 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01', ...(init.headers ?? {}) } });
  const mails = async (email, kind) =>
    (await backend.db.query('select token_hash, payload, consumed_at from auth.outbox where recipient = $1 and kind = $2 order by id', [email, kind])).rows;
  const latestMail = async (email, kind) => (await mails(email, kind)).at(-1);

  describe('password guessing', () => {
    it('checks no more parallel guesses for one e-mail from one address than the limit allows', async () => {
      const server = await serverWith({ signInLimits: { perIpEmail: 10 } });
      try {
        const email = uniqueEmail('parallel');
        await backend.userClient(email);
        const ip = newAddress();
        const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => signIn(server, email, `wrong-${i}`, ip)));
        const codes = await Promise.all(answers.map(async (answer) => `${answer.status} ${(await answer.json()).code}`));
        expect(codes.filter((code) => code === '400 invalid_credentials')).toHaveLength(10);
        expect(codes.filter((code) => code === '429 over_request_rate_limit')).toHaveLength(190);
        const refused = answers.find((answer) => answer.status === 429);
        expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
      } finally {
        await server.close();
      }
    }, 60_000);

    it('never locks the owner out: a stranger failing from one address does not stop the right password from another', async () => {
      const server = await serverWith({ signInLimits: { perIpEmail: 3 } });
      try {
        const email = uniqueEmail('victim');
        await backend.userClient(email);
        const stranger = newAddress();
        for (let i = 0; i < 3; i += 1) expect((await signIn(server, email, `guess-${i}`, stranger)).status).toBe(400);
        const blocked = await signIn(server, email, 'guess-4', stranger);
        expect(blocked.status).toBe(429);
        expect(await blocked.json()).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
        expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
        const owner = await signIn(server, email, password, newAddress());
        expect(owner.status).toBe(200);
        expect((await owner.json()).user.email).toBe(email);
      } finally {
        await server.close();
      }
    });

    it('clears the failures of an address and e-mail when the right password comes from there', async () => {
      const server = await serverWith({ signInLimits: { perIpEmail: 3 } });
      try {
        const email = uniqueEmail('typo');
        await backend.userClient(email);
        const ip = newAddress();
        for (let i = 0; i < 2; i += 1) expect((await signIn(server, email, `typo-${i}`, ip)).status).toBe(400);
        expect((await signIn(server, email, password, ip)).status).toBe(200);
        for (let i = 0; i < 3; i += 1) expect((await signIn(server, email, `typo-again-${i}`, ip)).status).toBe(400);
        expect((await signIn(server, email, 'once more', ip)).status).toBe(429);
      } finally {
        await server.close();
      }
    });

    it('limits failures per address across e-mails', async () => {
      const server = await serverWith({ signInLimits: { perIp: 2 } });
      try {
        const ip = newAddress();
        expect((await signIn(server, uniqueEmail('ip1'), 'x-wrong-1', ip)).status).toBe(400);
        expect((await signIn(server, uniqueEmail('ip2'), 'x-wrong-2', ip)).status).toBe(400);
        expect((await signIn(server, uniqueEmail('ip3'), 'x-wrong-3', ip)).status).toBe(429);
        expect((await signIn(server, uniqueEmail('ip4'), 'x-wrong-4', newAddress())).status).toBe(400);
      } finally {
        await server.close();
      }
    });

    it.each([
      [0, 0],
      [1, 0],
      [2, 200],
      [3, 400],
      [4, 600],
      [5, 600],
      [9, 600],
    ])('after %i failures the next check of that e-mail waits %i ms (doubling, capped)', (failures, delay) => {
      expect(signInDelayMs({ perIp: 30, perIpEmail: 10, windowSeconds: 300, slowDownAfter: 2, delayMs: 200, maxDelayMs: 600 }, failures)).toBe(delay);
    });

    it('slows repeated failures for one e-mail down, from any address, before the password is checked', async () => {
      /** Called when a sign-in starts waiting out its delay; the test decides when the wait ends. */
      /** @type {(wait: { ms: number, release: () => void }) => void} */
      let onWait = () => undefined;
      const waitMs = (/** @type {number} */ ms) => new Promise((release) => onWait({ ms, release: () => release(undefined) }));
      const server = await serverWith({ signInLimits: { slowDownAfter: 2, delayMs: 200, maxDelayMs: 600 }, waitMs });
      /** Signs in; resolves to the delay it waited out (0 for none) and the status of the answer. */
      const attempt = async (/** @type {string} */ email, /** @type {string} */ pass) => {
        const waiting = new Promise((resolve) => (onWait = resolve));
        let answered = false;
        const answer = signIn(server, email, pass, newAddress()).then((response) => {
          answered = true;
          return response;
        });
        const first = await Promise.race([answer, waiting]);
        if (first instanceof Response) return { delay: 0, status: first.status, work: [] };
        // Waiting, and so not answered: nothing about the password has been checked yet.
        const work = await passwordWork(async () => {
          await new Promise((resolve) => setImmediate(resolve));
          expect(answered).toBe(false);
        });
        first.release();
        return { delay: first.ms, status: (await answer).status, work };
      };
      try {
        const email = uniqueEmail('slow');
        await backend.userClient(email);
        const answers = [];
        for (let i = 0; i < 5; i += 1) answers.push(await attempt(email, `slow-${i}`));
        // Delays 0, 0, 200, 400, 600 ms (doubling, capped), each waited out before the check.
        expect(answers).toEqual([0, 0, 200, 400, 600].map((delay) => ({ delay, status: 400, work: [] })));
        // The right password waits just as long: the delay does not give the outcome away.
        expect(await attempt(email, password)).toEqual({ delay: 600, status: 200, work: [] });
      } finally {
        await server.close();
      }
    }, 30_000);

    it('does the same password work for an unknown e-mail as for a wrong password', async () => {
      const email = uniqueEmail('timed');
      await backend.userClient(email);
      const wrongPassword = () => authFetch('/token?grant_type=password', { method: 'POST', body: JSON.stringify({ email, password: 'wrong' }) });
      const unknownAddress = () => authFetch('/token?grant_type=password', { method: 'POST', body: JSON.stringify({ email: uniqueEmail('nobody'), password: 'wrong' }) });
      const known = await passwordWork(async () => expect((await wrongPassword()).status).toBe(400));
      // bcrypt dominates the answer time; without a comparison against a dummy hash of the same
      // cost, an unknown address was answered in a few milliseconds.
      expect(known).toEqual([['compare', expect.any(Number)]]);
      expect(await passwordWork(async () => expect((await unknownAddress()).status).toBe(400))).toEqual(known);
    }, 60_000);
  });

  describe('request limits per address', () => {
    it('limits sign-ups per address, each endpoint on its own', async () => {
      const server = await serverWith({ rateLimit: { signInSignUps: 3 } });
      try {
        const ip = newAddress();
        for (let i = 0; i < 3; i += 1) expect((await server.call('/signup', { body: { email: uniqueEmail('flood'), password }, ip })).status).toBe(200);
        const refused = await server.call('/signup', { body: { email: uniqueEmail('flood'), password }, ip });
        expect(refused.status).toBe(429);
        expect(await refused.json()).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        expect((await server.call('/signup', { body: { email: uniqueEmail('flood'), password }, ip: newAddress() })).status).toBe(200);
        // One-time codes have their own count.
        for (let i = 0; i < 3; i += 1) expect((await server.call('/otp', { body: { email: uniqueEmail('otpflood') }, ip })).status).toBe(200);
        expect((await server.call('/otp', { body: { email: uniqueEmail('otpflood') }, ip })).status).toBe(429);
        for (let i = 0; i < 3; i += 1) expect((await server.call('/recover', { body: { email: uniqueEmail('ghost') }, ip })).status).toBe(200);
        expect((await server.call('/recover', { body: { email: uniqueEmail('ghost') }, ip })).status).toBe(429);
        for (let i = 0; i < 3; i += 1) expect((await server.call('/resend', { body: { type: 'signup', email: uniqueEmail('ghost') }, ip })).status).toBe(200);
        expect((await server.call('/resend', { body: { type: 'signup', email: uniqueEmail('ghost') }, ip })).status).toBe(429);
      } finally {
        await server.close();
      }
    });

    it('limits code verifications per address', async () => {
      const server = await serverWith({ rateLimit: { tokenVerifications: 2 } });
      try {
        const ip = newAddress();
        const guess = (i) => server.call('/verify', { body: { type: 'email', email: uniqueEmail('guess'), token: String(100000 + i) }, ip });
        expect((await guess(1)).status).toBe(403);
        expect((await guess(2)).status).toBe(403);
        const refused = await guess(3);
        expect(refused.status).toBe(429);
        expect((await refused.json()).code).toBe('over_request_rate_limit');
        expect((await server.call('/verify?type=signup&token=nothing', { method: 'GET', ip })).status).toBe(429);
      } finally {
        await server.close();
      }
    });

    it('caps the mail queued per hour', async () => {
      const server = await serverWith({ rateLimit: { emailSent: 2 } });
      try {
        expect((await server.call('/signup', { body: { email: uniqueEmail('mail1'), password } })).status).toBe(200);
        expect((await server.call('/signup', { body: { email: uniqueEmail('mail2'), password } })).status).toBe(200);
        const email = uniqueEmail('mail3');
        const refused = await server.call('/signup', { body: { email, password } });
        expect(refused.status).toBe(429);
        expect((await refused.json()).code).toBe('over_email_send_rate_limit');
        // Nothing is left half done: no account without its mail.
        expect((await backend.db.query('select 1 from auth.users where email = $1', [email])).rows).toHaveLength(0);
      } finally {
        await server.close();
      }
    });
  });

  describe('e-mail change', () => {
    it('changes the address only once both the new and the current address confirm', async () => {
      const email = uniqueEmail('old');
      const { client, user } = await backend.userClient(email);
      const newEmail = uniqueEmail('new');
      const pending = await client.auth.updateUser({ email: newEmail });
      expect(pending.error).toBeNull();
      expect(pending.data.user).toMatchObject({ id: user.id, email, new_email: newEmail, email_change_sent_at: expect.any(String) });
      expect((await client.auth.getUser()).data.user?.email).toBe(email);
      expect((await backend.db.query('select 1 from auth.users where email = $1', [newEmail])).rows).toHaveLength(0);
      const toNew = await latestMail(newEmail, 'email_change');
      const toCurrent = await latestMail(email, 'email_change');
      expect(toNew.payload.new_email).toBe(newEmail);
      expect(toCurrent.payload.new_email).toBe(newEmail);

      const first = await authFetch('/verify', { method: 'POST', body: JSON.stringify({ token_hash: toNew.token_hash, type: 'email_change' }) });
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({ msg: 'Confirmation link accepted. Please proceed to confirm link sent to the other email', code: '200' });
      expect((await client.auth.getUser()).data.user?.email).toBe(email);
      expect((await backend.client().auth.verifyOtp({ token_hash: toNew.token_hash, type: 'email_change' })).error?.code).toBe('otp_expired');

      const second = await backend.client().auth.verifyOtp({ email, token: toCurrent.payload.token, type: 'email_change' });
      expect(second.error).toBeNull();
      expect(second.data.user?.email).toBe(newEmail);
      expect(second.data.user?.email_confirmed_at).toEqual(expect.any(String));
      expect(second.data.user?.new_email).toBeUndefined();
      expect(decodeJwt(/** @type {string} */ (second.data.session?.access_token)).email).toBe(newEmail);
      expect((await backend.client().auth.signInWithPassword({ email: newEmail, password })).error).toBeNull();
      expect((await backend.client().auth.signInWithPassword({ email, password })).error?.code).toBe('invalid_credentials');
    });

    it('confirms through the mail links too, current address first', async () => {
      const email = uniqueEmail('linkold');
      const { client } = await backend.userClient(email);
      const newEmail = uniqueEmail('linknew');
      await client.auth.updateUser({ email: newEmail }, { emailRedirectTo: 'http://localhost:4173/account' });
      const first = await fetch((await latestMail(email, 'email_change')).payload.link, { redirect: 'manual' });
      expect(first.status).toBe(303);
      const firstLocation = new URL(/** @type {string} */ (first.headers.get('location')));
      expect(firstLocation.origin + firstLocation.pathname).toBe('http://localhost:4173/account');
      expect(new URLSearchParams(firstLocation.hash.slice(1)).get('message')).toBe('Confirmation link accepted. Please proceed to confirm link sent to the other email');
      expect((await client.auth.getUser()).data.user?.email).toBe(email);
      const second = await fetch((await latestMail(newEmail, 'email_change')).payload.link, { redirect: 'manual' });
      const fragment = new URLSearchParams(new URL(/** @type {string} */ (second.headers.get('location'))).hash.slice(1));
      expect(fragment.get('type')).toBe('email_change');
      expect(decodeJwt(/** @type {string} */ (fragment.get('access_token'))).email).toBe(newEmail);
    });

    it('does not let a user squat an address: pending changes hold nothing, and a taken address is refused at the end', async () => {
      const { client } = await backend.userClient(uniqueEmail('squatter'));
      const target = uniqueEmail('someone');
      expect((await client.auth.updateUser({ email: target })).error).toBeNull();
      // The real owner can still register the address, and does.
      const owner = await backend.userClient(target);
      expect(owner.user.email).toBe(target);
      const toNew = await latestMail(target, 'email_change');
      const toCurrent = (await backend.db.query("select token_hash from auth.outbox where kind = 'email_change' and payload->>'new_email' = $1 and recipient <> $1 order by id desc limit 1", [target])).rows[0];
      expect((await backend.client().auth.verifyOtp({ token_hash: toNew.token_hash, type: 'email_change' })).error).toBeNull();
      const last = await backend.client().auth.verifyOtp({ token_hash: toCurrent.token_hash, type: 'email_change' });
      expect(last.error).toMatchObject({ status: 422, code: 'email_exists' });
      expect((await client.auth.getUser()).data.user).toMatchObject({ email: expect.stringContaining('squatter') });
      expect((await client.auth.getUser()).data.user?.new_email).toBeUndefined();
      expect((await backend.client().auth.signInWithPassword({ email: target, password })).data.user?.id).toBe(owner.user.id);
    });

    it('resends the change mails, and only the latest ones work', async () => {
      const email = uniqueEmail('resendold');
      const { client } = await backend.userClient(email);
      const newEmail = uniqueEmail('resendnew');
      await client.auth.updateUser({ email: newEmail });
      const old = await latestMail(newEmail, 'email_change');
      expect((await backend.client().auth.resend({ type: 'email_change', email })).error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
      await backend.ageMail(email);
      expect((await backend.client().auth.resend({ type: 'email_change', email })).error).toBeNull();
      expect(await mails(newEmail, 'email_change')).toHaveLength(2);
      expect((await backend.client().auth.verifyOtp({ token_hash: old.token_hash, type: 'email_change' })).error?.code).toBe('otp_expired');
      const fresh = await latestMail(newEmail, 'email_change');
      // supabase-js reports the first of two confirmations as no error, no user, no session.
      expect((await backend.client().auth.verifyOtp({ token_hash: fresh.token_hash, type: 'email_change' }))).toEqual({ data: { user: null, session: null }, error: null });
    });
  });

  it('ends every other session when the password changes, and keeps the current one', async () => {
    const email = uniqueEmail('pwchange');
    const first = await backend.userClient(email);
    const others = [];
    for (let i = 0; i < 2; i += 1) others.push((await backend.client().auth.signInWithPassword({ email, password })).data.session);
    expect((await first.client.auth.updateUser({ password: 'another long secret' })).error).toBeNull();
    for (const session of others) {
      const refreshed = await backend.client().auth.refreshSession({ refresh_token: /** @type {any} */ (session).refresh_token });
      expect(refreshed.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
      const read = await authFetch('/user', { headers: { Authorization: `Bearer ${/** @type {any} */ (session).access_token}` } });
      expect((await read.json()).code).toBe('session_not_found');
    }
    expect((await first.client.auth.getUser()).error).toBeNull();
    expect((await backend.client().auth.refreshSession({ refresh_token: first.session.refresh_token })).error).toBeNull();
  });

  describe('account discovery', () => {
    it('answers sign-up of a registered address like a new one: same status and shape, no mail', async () => {
      const taken = uniqueEmail('known');
      await backend.userClient(taken);
      const before = (await mails(taken, 'signup')).length;
      const post = (email) => authFetch('/signup', { method: 'POST', body: JSON.stringify({ email, password, data: { full_name: 'Same' } }) });
      const fresh = await post(uniqueEmail('fresh'));
      const again = await post(taken);
      expect(again.status).toBe(fresh.status);
      const [freshUser, againUser] = [await fresh.json(), await again.json()];
      expect(Object.keys(againUser).sort()).toEqual(Object.keys(freshUser).sort());
      for (const key of Object.keys(freshUser)) expect(typeof againUser[key], key).toBe(typeof freshUser[key]);
      expect(againUser).toMatchObject({ email: taken, aud: 'authenticated', role: 'authenticated', user_metadata: freshUser.user_metadata, app_metadata: freshUser.app_metadata, identities: [] });
      expect(againUser.created_at).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+[+-]\d\d:\d\d$/);
      expect(againUser.id).not.toBe((await backend.db.query('select id from auth.users where email = $1', [taken])).rows[0].id);
      expect(await mails(taken, 'signup')).toHaveLength(before);
    });

    it('does the same password work for a registered address as for a new one', async () => {
      const taken = uniqueEmail('knowntime');
      await backend.userClient(taken);
      const signUp = (email) => async () => expect((await authFetch('/signup', { method: 'POST', body: JSON.stringify({ email, password }) })).status).toBe(200);
      const fresh = await passwordWork(signUp(uniqueEmail('freshtime')));
      expect(fresh).toEqual([['hash', expect.any(Number)]]);
      expect(await passwordWork(signUp(taken))).toEqual(fresh);
    }, 60_000);

    it('sends an unconfirmed address its confirmation again, within the mail frequency', async () => {
      const email = uniqueEmail('pending');
      const sb = backend.client();
      const first = await sb.auth.signUp({ email, password });
      expect(first.error).toBeNull();
      const tooSoon = await sb.auth.signUp({ email, password });
      expect(tooSoon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
      await backend.ageMail(email);
      const again = await sb.auth.signUp({ email, password: 'a different password' });
      expect(again.error).toBeNull();
      expect(again.data.user?.id).toBe(first.data.user?.id);
      const sent = await mails(email, 'signup');
      expect(sent).toHaveLength(2);
      expect(sent[0].consumed_at).not.toBeNull();
      expect((await sb.auth.signInWithPassword({ email, password })).error?.code).toBe('email_not_confirmed');
      expect((await sb.auth.signInWithPassword({ email, password: 'not the password' })).error?.code).toBe('invalid_credentials');
      const confirmed = await sb.auth.verifyOtp({ email, token: sent[1].payload.token, type: 'signup' });
      expect(confirmed.error).toBeNull();
      expect(confirmed.data.session?.user.email_confirmed_at).toEqual(expect.any(String));
      // The password of the first sign-up stands: the later one proved nothing about the address.
      expect((await sb.auth.signInWithPassword({ email, password })).error).toBeNull();
      expect((await sb.auth.resend({ type: 'signup', email })).error).toBeNull();
      expect(await mails(email, 'signup')).toHaveLength(2);
    });

    it('publishes the confirmation setting, and keeps the autoconfirm behaviour when confirmations are off', async () => {
      const settings = await (await authFetch('/settings')).json();
      expect(settings).toMatchObject({ mailer_autoconfirm: false, disable_signup: false });
      const server = await serverWith({ enableConfirmations: false });
      try {
        expect(await (await server.call('/settings', { method: 'GET' })).json()).toMatchObject({ mailer_autoconfirm: true });
        const email = uniqueEmail('auto');
        const created = await server.call('/signup', { body: { email, password } });
        expect(created.status).toBe(200);
        expect(await created.json()).toMatchObject({ access_token: expect.any(String), user: { email, email_confirmed_at: expect.any(String) } });
        const duplicate = await server.call('/signup', { body: { email, password } });
        expect(duplicate.status).toBe(422);
        expect((await duplicate.json()).code).toBe('user_already_exists');
      } finally {
        await server.close();
      }
    });
  });

  describe('hostile input', () => {
    const deep = (depth) => '['.repeat(depth) + ']'.repeat(depth);
    const post = (route, raw, headers = {}) => authFetch(route, { method: 'POST', body: raw, headers });

    it('refuses NUL characters in any body string before the database sees them', async () => {
      const cases = [
        ['/signup', { email: uniqueEmail('nul'), password, data: { full_name: 'a\u0000b' } }],
        ['/signup', { email: uniqueEmail('nul'), password: 'pass\u0000word' }],
        ['/signup', { email: uniqueEmail('nul'), password, data: { 'key\u0000': 1 } }],
        ['/token?grant_type=password', { email: `x\u0000${uniqueEmail('nul')}`, password }],
        ['/otp', { email: uniqueEmail('nul'), data: { note: '\u0000' } }],
      ];
      for (const [route, body] of cases) {
        const answer = await post(route, JSON.stringify(body));
        expect(answer.status, route).toBe(400);
        expect((await answer.json()).code).toBe('validation_failed');
      }
      const email = uniqueEmail('nulupdate');
      const { client, session } = await backend.userClient(email);
      const update = await authFetch('/user', { method: 'PUT', headers: { Authorization: `Bearer ${session.access_token}` }, body: JSON.stringify({ data: { bio: 'x\u0000y' } }) });
      expect(update.status).toBe(400);
      expect((await update.json()).code).toBe('validation_failed');
      expect((await client.auth.getUser()).data.user?.user_metadata).toEqual({ role: 'user' });
      const link = await fetch(`${backend.url}/auth/v1/verify?type=signup&token=%00`, { redirect: 'manual' });
      expect(link.status).toBe(400);
    });

    it(`refuses JSON nested deeper than ${MAX_JSON_DEPTH} levels`, async () => {
      const body = (depth) => `{"email":"${uniqueEmail('deep')}","password":"${password}","data":{"x":${deep(depth)}}}`;
      for (const depth of [MAX_JSON_DEPTH + 1, 100_000]) {
        const answer = await post('/signup', body(depth));
        expect(answer.status).toBe(400);
        expect((await answer.json()).code).toBe('bad_json');
      }
      expect((await post('/signup', body(MAX_JSON_DEPTH - 3))).status).toBe(200);
    });

    it(`answers bodies over ${MAX_AUTH_BODY_BYTES} bytes with 413, and the client gets the answer`, async () => {
      const raw = JSON.stringify({ email: uniqueEmail('big'), password, data: { blob: 'x'.repeat(MAX_AUTH_BODY_BYTES) } });
      const sized = await post('/signup', raw);
      expect(sized.status).toBe(413);
      expect(await sized.json()).toEqual({ code: 'request_too_large', message: 'Request body too large' });
      // Without a Content-Length the body streams in until it crosses the limit.
      const chunks = [raw.slice(0, 100_000), raw.slice(100_000, 200_000), raw.slice(200_000)];
      const stream = new ReadableStream({
        pull(controller) {
          const chunk = chunks.shift();
          if (chunk === undefined) controller.close();
          else controller.enqueue(new TextEncoder().encode(chunk));
        },
      });
      // Node's fetch needs `duplex` for a streamed body.
      const streamed = await fetch(
        `${backend.url}/auth/v1/signup`,
        /** @type {any} */ ({ method: 'POST', headers: { apikey: backend.anonKey, 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' }, body: stream, duplex: 'half' }),
      );
      expect(streamed.status).toBe(413);
      expect((await streamed.json()).code).toBe('request_too_large');
      // The server is fine afterwards.
      expect((await authFetch('/settings')).status).toBe(200);
    });
  });
});
