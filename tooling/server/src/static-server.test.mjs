import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControlFor, createStaticServer } from './static-server.mjs';

let server;
let base;

beforeAll(async () => {
  const appsDir = mkdtempSync(path.join(tmpdir(), 'fikr-static-'));
  mkdirSync(path.join(appsDir, 'shell', 'dist', 'assets'), { recursive: true });
  mkdirSync(path.join(appsDir, 'investor', 'dist', 'assets'), { recursive: true });
  writeFileSync(path.join(appsDir, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
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
  server = createStaticServer({ appsDir, remotes: ['investor'] });
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
});
