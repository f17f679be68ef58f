import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControlFor, createStaticServer } from './static-server.mjs';

let server;
let base;
let appsDir;

beforeAll(async () => {
  appsDir = mkdtempSync(path.join(tmpdir(), 'fikr-static-'));
  mkdirSync(path.join(appsDir, 'shell', 'dist', 'assets'), { recursive: true });
  mkdirSync(path.join(appsDir, 'investor', 'dist', 'assets'), { recursive: true });
  writeFileSync(path.join(appsDir, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title><script>document.documentElement.dataset.x = "1";</script>');
  writeFileSync(path.join(appsDir, 'shell', 'dist', 'remotes.json'), '{"remotes":{}}');
  writeFileSync(path.join(appsDir, 'shell', 'dist', 'assets', 'index-AbCdEf12.js'), 'console.log("shell");'.repeat(50));
  writeFileSync(path.join(appsDir, 'investor', 'dist', 'mf-manifest.json'), '{}');
  writeFileSync(path.join(appsDir, 'investor', 'dist', 'assets', 'portal-ZyXw9876.js'), 'export default 1;');
  writeFileSync(path.join(appsDir, 'secret.txt'), 'do not serve');
  mkdirSync(path.join(appsDir, 'investor', 'dist', '.vite'), { recursive: true });
  writeFileSync(path.join(appsDir, 'investor', 'dist', '.vite', 'manifest.json'), '{"private":true}');
  mkdirSync(path.join(appsDir, 'shell', 'dist', '.vite'), { recursive: true });
  writeFileSync(path.join(appsDir, 'shell', 'dist', '.vite', 'manifest.json'), '{"private":true}');
  writeFileSync(path.join(appsDir, 'shell', 'dist', '.env'), 'SECRET=1');
  server = createStaticServer({
    appsDir,
    remotes: ['investor'],
    runtimeConfig: { supabase: { url: 'http://127.0.0.1:54321', anonKey: 'anon' } },
    shellOrigins: ['https://app.example.com'],
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('static server for pnpm start', () => {
  it.each([
    ['/assets/index-AbCdEf12.js', 'public, max-age=31536000, immutable'],
    ['/remotes/investor/assets/portal-ZyXw9876.js', 'public, max-age=31536000, immutable'],
    ['/index.html', 'no-cache'],
    ['/remotes.json', 'no-cache'],
    ['/remotes/investor/mf-manifest.json', 'no-cache'],
    ['/remotes/investor/remoteEntry.js', 'no-cache'],
    ['/favicon.svg', 'public, max-age=3600'],
  ])('%s is cached with %s', (urlPath, header) => {
    expect(cacheControlFor(urlPath)).toBe(header);
  });

  it.each(['/remotes/investor/.vite/manifest.json', '/.vite/manifest.json', '/.env', '/remotes/investor/%2evite/manifest.json', '/assets/../.vite/manifest.json'])(
    'never serves dot-folders or dot-files: %s is 404',
    async (urlPath) => {
      const response = await fetch(`${base}${urlPath}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('private');
    },
  );

  it('answers HEAD and GET /api/health, never cached, for the Check Connection recovery', async () => {
    const head = await fetch(`${base}/api/health`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('cache-control')).toBe('no-store');
    expect(await (await fetch(`${base}/api/health`)).json()).toEqual({ status: 'ok' });
  });

  it('serves client-side routes with the shell page (SPA fallback), never cached', async () => {
    const response = await fetch(`${base}/fikrspace/investor/portfolio`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<title>shell</title>');
  });

  it('serves remote files under /remotes/<name>/ and 404s a missing one instead of the shell page', async () => {
    const found = await fetch(`${base}/remotes/investor/assets/portal-ZyXw9876.js`);
    expect(found.status).toBe(200);
    expect(found.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await fetch(`${base}/remotes/investor/assets/missing-12345678.js`)).status).toBe(404);
    expect((await fetch(`${base}/remotes/unknown/mf-manifest.json`)).status).toBe(404);
    expect((await fetch(`${base}/assets/missing-12345678.js`)).status).toBe(404);
  });

  it('compresses text when the client accepts gzip', async () => {
    const { request } = await import('node:http');
    const body = await new Promise((resolve, reject) => {
      request(`${base}/assets/index-AbCdEf12.js`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], data: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
    expect(body.encoding).toBe('gzip');
    expect(gunzipSync(body.data).toString()).toContain('console.log("shell")');
  });

  it('never serves files outside the build folders, and rejects bad input without crashing', async () => {
    const escaped = await fetch(`${base}/..%2f..%2fsecret.txt`);
    expect(escaped.status).toBe(404);
    expect(await escaped.text()).not.toContain('do not serve');
    expect(await (await fetch(`${base}/remotes/investor/..%2f..%2fsecret.txt`)).text()).not.toContain('do not serve');
    expect((await fetch(`${base}/%E0%A4%A`)).status).toBe(400);
    expect((await fetch(`${base}/`, { method: 'POST' })).status).toBe(405);
    expect((await fetch(`${base}/`)).status).toBe(200);
  });

  describe('security headers on every kind of response (spec 001 §9)', () => {
    it.each([
      ['an HTML page', '/about'],
      ['a hashed asset', '/assets/index-AbCdEf12.js'],
      ['a remote manifest', '/remotes/investor/mf-manifest.json'],
      ['the run-time configuration', '/runtime-config.json'],
      ['the health API', '/api/health'],
      ['a missing file', '/assets/missing-12345678.js'],
    ])('%s carries HSTS, nosniff, the referrer and permissions policies', async (_kind, urlPath) => {
      const { headers } = await fetch(`${base}${urlPath}`);
      expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy')).toContain('microphone=()');
    });

    it('gives pages a policy of self, the backend and their own inline script by hash', async () => {
      const policy = (await fetch(`${base}/fikrspace/investor/portfolio`)).headers.get('content-security-policy');
      const hash = createHash('sha256').update('document.documentElement.dataset.x = "1";').digest('base64');
      expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
      expect(policy).toContain("connect-src 'self' http://127.0.0.1:54321 ws://127.0.0.1:54321;");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("frame-src 'self' blob:;");
      expect(policy.split('; ').find((directive) => directive.startsWith('script-src'))).not.toContain('unsafe-inline');
    });

    it('follows an edit of the deployed remotes.json: a remote moved to another host is allowed at once', async () => {
      const remotesFile = path.join(appsDir, 'shell', 'dist', 'remotes.json');
      const scriptSources = async () =>
        (await fetch(`${base}/about`)).headers.get('content-security-policy').split('; ').find((directive) => directive.startsWith('script-src'));
      expect(await scriptSources()).not.toContain('cdn.example.com');
      writeFileSync(remotesFile, '{"remotes":{"investor":"https://cdn.example.com/investor/mf-manifest.json"}}');
      try {
        expect(await scriptSources()).toContain('https://cdn.example.com');
      } finally {
        writeFileSync(remotesFile, '{"remotes":{}}');
      }
      expect(await scriptSources()).not.toContain('cdn.example.com');
    });

    it.each([
      ['https://app.example.com', 'https://app.example.com'],
      ['http://investor.localhost:1234', null],
      ['https://evil.example.com', null],
    ])('lets %s read a remote file cross-origin: %s', async (origin, allowed) => {
      const response = await fetch(`${base}/remotes/investor/mf-manifest.json`, { headers: { origin } });
      expect(response.headers.get('access-control-allow-origin')).toBe(allowed);
      expect(response.headers.get('vary')).toContain('Origin');
    });

    it("allows the server's own host names, on its own port", async () => {
      const port = new URL(base).port;
      const response = await fetch(`${base}/remotes/investor/mf-manifest.json`, { headers: { origin: `http://investor.localhost:${port}` } });
      expect(response.headers.get('access-control-allow-origin')).toBe(`http://investor.localhost:${port}`);
    });
  });

  it.each([
    ['/fikrspace/gov/dashboard', 'localhost', 'noindex, nofollow'],
    ['/fikrspace/office/users', 'localhost', 'noindex, nofollow'],
    ['/dashboard', 'gov.localhost', 'noindex, nofollow'],
    ['/fikrspace/investor/', 'localhost', null],
    ['/about', 'localhost', null],
  ])('tells crawlers whether %s on %s may be indexed: %s', async (urlPath, hostname, robots) => {
    const { request } = await import('node:http');
    const header = await new Promise((resolve, reject) => {
      request(`${base}${urlPath}`, { headers: { host: `${hostname}:${new URL(base).port}` } }, (res) => {
        res.resume();
        resolve(res.headers['x-robots-tag'] ?? null);
      })
        .on('error', reject)
        .end();
    });
    expect(header).toBe(robots);
  });
});
