import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_TIMEOUT, startBackend, targets } from './support/backend.mjs';

/** The answers are data: never sniffed as another type, never framed, whatever the route or outcome. */
describe('headers on every answer of the backend', () => {
  /** @type {Awaited<ReturnType<typeof startBackend>>} */
  let backend;
  beforeAll(async () => {
    backend = await startBackend((await targets())[0]);
  }, SETUP_TIMEOUT);
  afterAll(() => backend?.close());

  const expectGuarded = (headers) => {
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
  };

  it.each([
    ['health', () => fetch(`${backend.url}/api/health`), 200],
    ['health, HEAD', () => fetch(`${backend.url}/api/health`, { method: 'HEAD' }), 200],
    ['a REST read', () => fetch(`${backend.url}/rest/v1/authors?select=id&limit=1`, { headers: { apikey: backend.anonKey } }), 200],
    ['a REST error', () => fetch(`${backend.url}/rest/v1/no_such_table`, { headers: { apikey: backend.anonKey } }), 404],
    ['no API key', () => fetch(`${backend.url}/rest/v1/authors`), 401],
    ['an auth error', () => fetch(`${backend.url}/auth/v1/token?grant_type=password`, { method: 'POST', headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' }, body: '{}' }), 400],
    ['an unknown route', () => fetch(`${backend.url}/graphql/v1`), 404],
    ['a preflight', () => fetch(`${backend.url}/rest/v1/authors`, { method: 'OPTIONS', headers: { Origin: 'http://localhost:4173', 'Access-Control-Request-Method': 'GET' } }), 204],
    ['a preflight from elsewhere', () => fetch(`${backend.url}/rest/v1/authors`, { method: 'OPTIONS', headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' } }), 204],
    ['an unknown function', () => fetch(`${backend.url}/functions/v1/does-not-exist`, { method: 'POST' }), 404],
    ['a function without a token', () => fetch(`${backend.url}/functions/v1/echo`, { method: 'POST' }), 401],
    ['a function', () => backend.client().functions.invoke('echo', { body: 'hello' }).then(({ response }) => /** @type {Response} */ (response)), 200],
  ])('%s', async (_kind, request, status) => {
    const response = await request();
    expect(response.status).toBe(status);
    expectGuarded(response.headers);
  });

  it('a request the HTTP parser refuses', async () => {
    const { port, hostname } = new URL(backend.url);
    const raw = await new Promise((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => socket.write('GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(raw).toContain('X-Content-Type-Options: nosniff\r\n');
    expect(raw).toContain("Content-Security-Policy: frame-ancestors 'none'\r\n");
  });
});
