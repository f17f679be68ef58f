import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SUPABASE_DIR } from '@fikrspace/local-backend/migrate';
import { SETUP_TIMEOUT, startBackend, targets } from '@fikrspace/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { worstHealth } from './health-detail.mjs';
import { createStaticServer } from './static-server.mjs';

describe('the worst service decides', () => {
  it.each([
    [['healthy', 'healthy'], 'healthy'],
    [['healthy', 'degraded'], 'degraded'],
    [['degraded', 'unhealthy', 'healthy'], 'unhealthy'],
    [[], 'healthy'],
  ])('%j is %s', (statuses, status) => {
    expect(worstHealth(statuses)).toBe(status);
  });
});

const [pglite] = await targets();

describe('GET /api/health?detail against the local backend', () => {
  /** @type {Awaited<ReturnType<typeof startBackend>>} */
  let backend;
  /** @type {import('node:http').Server} */
  let server;
  let base = '';
  const tokenOf = async (/** @type {string} */ email) => /** @type {string} */ ((await (await backend.demoClient(email)).auth.getSession()).data.session?.access_token);

  beforeAll(async () => {
    backend = await startBackend(pglite, { supabaseDir: SUPABASE_DIR, functionsDir: `${SUPABASE_DIR}/functions` });
    const appsDir = mkdtempSync(path.join(tmpdir(), 'fikr-health-'));
    mkdirSync(path.join(appsDir, 'shell', 'dist'), { recursive: true });
    writeFileSync(path.join(appsDir, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
    server = createStaticServer({ appsDir, remotes: [], runtimeConfig: { supabase: { url: backend.url, anonKey: backend.anonKey } } });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
    base = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await new Promise((resolve) => server?.close(() => resolve(undefined)));
    await backend?.close();
  }, SETUP_TIMEOUT);

  it('shows an operator every service and the worst of them', async () => {
    const response = await fetch(`${base}/api/health?detail`, { headers: { Authorization: `Bearer ${await tokenOf('owner@fikrspace.test')}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(Object.keys(body.services).sort()).toEqual(['auth', 'database', 'jobQueue', 'performance']);
    expect(body.services.auth.status).toBe('healthy');
    expect(body.services.database.status).toBe('healthy');
    expect(body.status).toBe(worstHealth(Object.values(body.services).map((service) => /** @type {any} */ (service).status)));
  });

  it.each([
    ['a member who is not an operator', 'viewer@fikrspace.test', 403],
    ['nobody signed in', null, 401],
  ])('refuses %s', async (_case, email, status) => {
    const headers = email ? { Authorization: `Bearer ${await tokenOf(email)}` } : {};
    const response = await fetch(`${base}/api/health?detail`, { headers });
    expect(response.status).toBe(status);
    expect((await response.json()).message).toMatch(/operator/);
  });

  it('keeps the plain check cheap: no backend call, no detail', async () => {
    const head = await fetch(`${base}/api/health`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await (await fetch(`${base}/api/health`)).json()).toEqual({ status: 'ok' });
  });
});
