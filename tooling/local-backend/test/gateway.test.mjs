import path from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend } from '../src/server.mjs';
import { FIXTURE_PROJECT, SETUP_TIMEOUT, TEST_AUTH_LIMITS, startBackend, targets, uniqueEmail } from './support/backend.mjs';

/** What sits around the APIs: keys, CORS, JWT checks, health, functions, isolation under load. */
describe.each(await targets())('gateway, functions and isolation on $name', (target) => {
  /** @type {Awaited<ReturnType<typeof startBackend>>} */
  let backend;
  beforeAll(async () => {
    backend = await startBackend(target);
  }, SETUP_TIMEOUT);
  afterAll(() => backend?.close());

  /** A second server on the same database, told that a proxy in front of it sets X-Forwarded-For. */
  async function behindProxy() {
    const server = createBackend({
      db: backend.db,
      jwtSecret: backend.jwtSecret,
      anonKey: backend.anonKey,
      serviceRoleKey: backend.serviceRoleKey,
      functionsDir: path.join(FIXTURE_PROJECT, 'functions'),
      trustProxy: true,
      log: () => undefined,
      auth: TEST_AUTH_LIMITS,
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
    return {
      url: server.url,
      close: async () => {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(() => resolve(undefined)));
      },
    };
  }
  /** @param {string} base @param {string} name @param {Record<string, string>} [headers] */
  const callFunction = (base, name, headers = {}) =>
    fetch(`${base}/functions/v1/${name}`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}`, 'Content-Type': 'application/json', ...headers },
      body: '{}',
    });

  const sign = (claims, secret = backend.jwtSecret) => new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret));

  describe('health and API keys', () => {
    it('answers the health check without a key and uncached', async () => {
      const response = await fetch(`${backend.url}/api/health`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ status: 'ok' });
      expect((await fetch(`${backend.url}/api/health`, { method: 'HEAD' })).status).toBe(200);
    });

    it('requires a known API key on /rest/v1 and /auth/v1', async () => {
      for (const path of ['/rest/v1/books', '/auth/v1/user', '/auth/v1/settings']) {
        const missing = await fetch(`${backend.url}${path}`);
        expect(missing.status).toBe(401);
        expect(await missing.json()).toEqual({ message: 'No API key found in request' });
        const wrong = await fetch(`${backend.url}${path}`, { headers: { apikey: 'nope' } });
        expect(wrong.status).toBe(401);
        expect((await wrong.json()).message).toBe('Invalid API key');
      }
      const byQuery = await fetch(`${backend.url}/rest/v1/authors?select=id&limit=1&apikey=${backend.anonKey}`);
      expect(byQuery.status).toBe(200);
      const jwks = await fetch(`${backend.url}/auth/v1/.well-known/jwks.json`);
      expect(jwks.status).toBe(200);
    });

    it('answers unknown routes with a JSON 404', async () => {
      const response = await fetch(`${backend.url}/graphql/v1`);
      expect(response.status).toBe(404);
      expect((await response.json()).message).toBeTruthy();
    });
  });

  describe('CORS', () => {
    it('answers preflight for allowed origins with the headers supabase-js sends', async () => {
      for (const origin of ['http://localhost:4173', 'http://127.0.0.1:4173', 'http://investor.localhost:4173']) {
        const response = await fetch(`${backend.url}/rest/v1/books`, {
          method: 'OPTIONS',
          headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'apikey,authorization,content-type,prefer,x-client-info' },
        });
        expect(response.status).toBe(204);
        expect(response.headers.get('access-control-allow-origin')).toBe(origin);
        const allowed = /** @type {string} */ (response.headers.get('access-control-allow-headers')).split(', ');
        for (const header of ['authorization', 'apikey', 'content-type', 'x-client-info', 'prefer', 'accept-profile', 'content-profile', 'range', 'x-retry-count', 'x-supabase-api-version', 'x-region']) {
          expect(allowed).toContain(header);
        }
        expect(response.headers.get('access-control-allow-methods')).toContain('PATCH');
      }
    });

    it('exposes Content-Range and the error headers, and ignores other origins', async () => {
      const response = await fetch(`${backend.url}/rest/v1/books?select=id`, { headers: { apikey: backend.anonKey, Origin: 'http://localhost:4173' } });
      const exposed = /** @type {string} */ (response.headers.get('access-control-expose-headers'));
      for (const header of ['Content-Range', 'Preference-Applied', 'x-sb-error-code', 'X-Supabase-Api-Version']) expect(exposed).toContain(header);
      const foreign = await fetch(`${backend.url}/rest/v1/books`, { method: 'OPTIONS', headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' } });
      expect(foreign.status).toBe(204);
      expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    });
  });

  describe('JWT checks on REST', () => {
    it('answers an expired token with 401 PGRST303 and tolerates 30 s of clock skew', async () => {
      const now = Math.floor(Date.now() / 1000);
      const expired = await sign({ role: 'authenticated', sub: crypto.randomUUID(), iat: now - 7200, exp: now - 120 });
      const response = await fetch(`${backend.url}/rest/v1/books?select=id`, { headers: { apikey: backend.anonKey, Authorization: `Bearer ${expired}` } });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer error="invalid_token", error_description="JWT expired"');
      expect(await response.json()).toEqual({ code: 'PGRST303', details: null, hint: null, message: 'JWT expired' });
      const skewed = await sign({ role: 'anon', iat: now - 3600, exp: now - 10 });
      expect((await fetch(`${backend.url}/rest/v1/books?select=id`, { headers: { apikey: backend.anonKey, Authorization: `Bearer ${skewed}` } })).status).toBe(200);
    });

    it('answers a badly signed token with 401 PGRST301', async () => {
      const forged = await sign({ role: 'service_role' }, 'another secret that is long enough!!');
      const { status, error } = await backend.client(backend.anonKey, { global: { headers: { Authorization: `Bearer ${forged}` } } }).from('secrets').select();
      expect(status).toBe(401);
      expect(error.code).toBe('PGRST301');
    });
  });

  describe('functions', () => {
    it('runs get-geolocation from edge headers, from the IP database, and answers unknown for loopback', async () => {
      const sb = backend.client();
      const plain = await sb.functions.invoke('get-geolocation', { body: {} });
      expect(plain.error).toBeNull();
      expect(plain.data).toEqual({ country: null, city: null, latitude: null, longitude: null, source: 'unknown', reason: '127.0.0.1 is a private, loopback or reserved address: it has no location.' });
      // A client naming an address of its own is still located by the one it connected from.
      const claimed = await sb.functions.invoke('get-geolocation', { body: {}, headers: { 'x-forwarded-for': '185.93.244.1' } });
      expect(claimed.data).toEqual(plain.data);
      const proxied = await behindProxy();
      try {
        const dubai = await (await callFunction(proxied.url, 'get-geolocation', { 'X-Forwarded-For': '185.93.244.1' })).json();
        expect(dubai).toMatchObject({ country: 'AE', city: 'Dubai', source: 'ip-database', attribution: expect.stringContaining('DB-IP') });
        expect(dubai.latitude).toBeCloseTo(25.2, 0);
      } finally {
        await proxied.close();
      }
      const located = await sb.functions.invoke('get-geolocation', {
        body: {},
        headers: { 'cf-ipcountry': 'eg', 'x-vercel-ip-city': 'Cairo%20Gov', 'x-vercel-ip-latitude': '30.04', 'x-vercel-ip-longitude': '31.24' },
      });
      expect(located.data).toEqual({ country: 'EG', city: 'Cairo Gov', latitude: 30.04, longitude: 31.24, source: 'edge-headers' });
    });

    it('records analytics events for visitors and users through RLS, and validates payloads', async () => {
      const anon = backend.client();
      const accepted = await anon.functions.invoke('analytics-track', {
        body: { eventName: 'page_view', pagePath: '/', sessionId: 's1', visitorId: 'v1', deviceType: 'desktop', utmParams: { utmSource: 'newsletter' }, customProperties: { section: 'hero' } },
      });
      expect(accepted.error).toBeNull();
      expect(accepted.data).toEqual({ status: 'accepted' });
      const { client } = await backend.userClient(uniqueEmail('tracker'));
      expect((await client.functions.invoke('analytics-track', { body: { eventName: 'signup_click', eventCategory: 'cta' } })).error).toBeNull();
      const mine = await client.from('analytics_events').select('event_type,event_name,user_id');
      expect(mine.data).toEqual([{ event_type: 'cta', event_name: 'signup_click', user_id: expect.any(String) }]);
      const rows = await backend.client(backend.serviceRoleKey).from('analytics_events').select('event_type,page_path,properties,metadata').eq('session_id', 's1').single();
      expect(rows.data).toEqual({ event_type: 'custom', page_path: '/', properties: { section: 'hero' }, metadata: { deviceType: 'desktop', utm: { utmSource: 'newsletter' } } });

      const invalid = await anon.functions.invoke('analytics-track', { body: { pagePath: 42, deviceType: 'fridge' } });
      expect(invalid.error?.name).toBe('FunctionsHttpError');
      const response = /** @type {Response} */ (invalid.error.context);
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.error).toContain('"eventName" is required');
      expect(body.problems).toHaveLength(3);
      const noKey = await fetch(`${backend.url}/functions/v1/analytics-track`, { method: 'POST', body: JSON.stringify({ eventName: 'x' }) });
      expect(noKey.status).toBe(401);
      const preflight = await fetch(`${backend.url}/functions/v1/analytics-track`, { method: 'OPTIONS', headers: { Origin: 'http://localhost:4173' } });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-headers')).toContain('apikey');
    });

    it('answers 404 text for an unknown function and checks the JWT where verify_jwt is on', async () => {
      const unknown = await fetch(`${backend.url}/functions/v1/does-not-exist`, { method: 'POST' });
      expect(unknown.status).toBe(404);
      expect(unknown.headers.get('content-type')).toContain('text/plain');
      expect(await unknown.text()).toBe('Function not found');
      const traversal = await fetch(`${backend.url}/functions/v1/..%2F..%2Fsrc`, { method: 'POST' });
      expect(traversal.status).toBe(404);
      const unauthenticated = await fetch(`${backend.url}/functions/v1/echo`, { method: 'POST' });
      expect(unauthenticated.status).toBe(401);
      expect(await unauthenticated.json()).toEqual({ msg: 'Error: Missing authorization header' });
      const { data, error } = await backend.client().functions.invoke('echo', { body: 'hello' });
      expect(error).toBeNull();
      expect(data).toEqual({ method: 'POST', path: '/functions/v1/echo', contentType: 'text/plain', authorization: true, body: 'hello', hasEnv: true });
    });

    it.each([
      ['nothing', {}, '127.0.0.1'],
      ['an address of its own', { 'X-Forwarded-For': '185.93.244.1' }, '185.93.244.1, 127.0.0.1'],
      ['a chain of its own and other address headers', { 'X-Forwarded-For': '1.2.3.4, 5.6.7.8', 'X-Real-IP': '8.8.8.8' }, '1.2.3.4, 5.6.7.8, 127.0.0.1'],
    ])('ends X-Forwarded-For with the connection\'s address when the client sends %s', async (_case, headers, forwardedFor) => {
      const response = await callFunction(backend.url, 'caller-address', headers);
      expect(await response.json()).toEqual({ forwardedFor, realIp: '127.0.0.1' });
    });

    it('ends X-Forwarded-For with the address the trusted proxy appended, behind one', async () => {
      const proxied = await behindProxy();
      try {
        const response = await callFunction(proxied.url, 'caller-address', { 'X-Forwarded-For': '1.2.3.4, 185.93.244.1' });
        expect(await response.json()).toEqual({ forwardedFor: '1.2.3.4, 185.93.244.1, 185.93.244.1', realIp: '185.93.244.1' });
      } finally {
        await proxied.close();
      }
    });

    it('contains a failing function in a 500 and keeps serving', async () => {
      const thrown = await backend.client().functions.invoke('boom', { body: {} });
      expect(thrown.error?.name).toBe('FunctionsHttpError');
      expect(thrown.error.context.status).toBe(500);
      expect((await thrown.error.context.json()).code).toBe('WORKER_ERROR');
      const wrongType = await fetch(`${backend.url}/functions/v1/boom?non-response`, { method: 'POST' });
      expect(wrongType.status).toBe(500);
      expect((await fetch(`${backend.url}/api/health`)).status).toBe(200);
    });
  });

  describe('robustness', () => {
    it('answers malformed requests with 4xx and keeps running', async () => {
      const bodies = ['', '{', '[1,2', 'null', '"text"', '{"a":'.repeat(50)];
      const responses = await Promise.all(
        bodies.map((body) => fetch(`${backend.url}/rest/v1/tags`, { method: 'POST', headers: { apikey: backend.serviceRoleKey, 'Content-Type': 'application/json' }, body })),
      );
      for (const response of responses) expect(response.status).toBe(400);
      const huge = await fetch(`${backend.url}/auth/v1/signup`, { method: 'POST', headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' }, body: 'x'.repeat(11 * 1024 * 1024) }).catch(() => null);
      if (huge) expect(huge.status).toBe(413);
      expect((await fetch(`${backend.url}/api/health`)).status).toBe(200);
    });

    it('never lets parallel anonymous and signed-in requests see each other’s rows', async () => {
      const users = [];
      for (let i = 0; i < 4; i += 1) users.push(await backend.userClient(uniqueEmail(`parallel${i}`)));
      const anon = backend.client();
      const requests = [];
      for (let round = 0; round < 6; round += 1) {
        users.forEach(({ client }, index) => {
          requests.push(client.from('notes').insert({ body: `user${index}-note${round}` }).then((result) => ({ kind: 'insert', index, result })));
          requests.push(client.from('notes').select('body').then((result) => ({ kind: 'select', index, result })));
        });
        requests.push(anon.from('notes').select('body').then((result) => ({ kind: 'anon', result })));
        requests.push(anon.rpc('whoami').then((result) => ({ kind: 'anon-rpc', result })));
      }
      expect(requests.length).toBeGreaterThanOrEqual(50);
      const results = await Promise.all(requests);
      for (const { kind, index, result } of results) {
        if (kind === 'insert') expect(result.status).toBe(201);
        if (kind === 'select') for (const row of result.data) expect(row.body.startsWith(`user${index}-`)).toBe(true);
        if (kind === 'anon') expect(result.status).toBe(401);
        if (kind === 'anon-rpc') expect(result.data.role).toBe('anon');
      }
      for (const [index, { client }] of users.entries()) {
        const { data } = await client.from('notes').select('body');
        expect(data).toHaveLength(6);
        expect(data.every((row) => row.body.startsWith(`user${index}-`))).toBe(true);
        expect((await client.rpc('my_note_count')).data).toBe(6);
      }
    });
  });
});
