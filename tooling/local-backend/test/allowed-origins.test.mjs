import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ALLOWED_ORIGINS, originMatcher, siteHostLabels, siteOrigins } from '../src/cors.mjs';
import { SETUP_TIMEOUT, startBackend, targets, uniqueEmail } from './support/backend.mjs';

describe('the origins a backend admits by default', () => {
  it('are the site URL, its loopback twin and each site host of the manifest: no pattern', () => {
    expect(siteHostLabels()).toEqual(expect.arrayContaining(['investor', 'gov', 'feedback']));
    expect(DEFAULT_ALLOWED_ORIGINS).toEqual(expect.arrayContaining(['http://localhost:4173', 'http://127.0.0.1:4173', 'http://investor.localhost:4173', 'http://gov.localhost:4173']));
    expect(DEFAULT_ALLOWED_ORIGINS.some((origin) => origin.includes('*'))).toBe(false);
  });

  it('follow the site URL', () => {
    expect(siteOrigins('https://example.com', ['investor'])).toEqual(['https://example.com', 'https://investor.example.com']);
    expect(siteOrigins('http://localhost:5999', ['gov'])).toEqual(['http://localhost:5999', 'http://127.0.0.1:5999', 'http://gov.localhost:5999']);
    expect(siteOrigins('http://127.0.0.1:4173', ['gov'])).toEqual(['http://127.0.0.1:4173']);
  });

  it.each(['http://evil.localhost:4173', 'http://investor.evil.localhost:4173', 'http://investor.localhost:4174', 'https://investor.localhost:4173', 'null', undefined])(
    'refuse %s',
    (origin) => {
      expect(originMatcher(DEFAULT_ALLOWED_ORIGINS)(origin)).toBe(false);
    },
  );
});

describe.each(await targets())('CORS and mail redirects of a backend with the default origins on $name', (target) => {
  /** @type {Awaited<ReturnType<typeof startBackend>>} */
  let backend;
  beforeAll(async () => {
    backend = await startBackend(target, { siteUrl: 'http://localhost:4173' });
  }, SETUP_TIMEOUT);
  afterAll(() => backend?.close());

  const preflight = (origin) =>
    fetch(`${backend.url}/rest/v1/books`, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' } });

  it.each(['http://localhost:4173', 'http://investor.localhost:4173', 'http://affiliate.localhost:4173'])('answers credentialed CORS for the site %s', async (origin) => {
    const response = await preflight(origin);
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it.each(['http://evil.localhost:4173', 'http://a.investor.localhost:4173'])('gives %s, a name no site has, no CORS answer', async (origin) => {
    const response = await preflight(origin);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('sends mail links back to a site only, and to the site URL otherwise', async () => {
    const recoveryRedirect = async (redirectTo) => {
      const email = uniqueEmail('origin');
      await backend.userClient(email);
      await backend.client().auth.resetPasswordForEmail(email, { redirectTo });
      const mail = (await backend.db.query("select payload from auth.outbox where recipient = $1 and kind = 'recovery' order by created_at desc limit 1", [email])).rows[0];
      const response = await fetch(mail.payload.link, { redirect: 'manual' });
      const location = new URL(/** @type {string} */ (response.headers.get('location')));
      return location.origin + location.pathname;
    };
    expect(await recoveryRedirect('http://investor.localhost:4173/reset')).toBe('http://investor.localhost:4173/reset');
    expect(await recoveryRedirect('http://evil.localhost:4173/reset')).toBe('http://localhost:4173/');
  });
});
