import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../src/db/index.mjs';
import { openPostgresProject } from '../src/db/project-template.mjs';
import { createKeys } from '../src/keys.mjs';
import { createBackend } from '../src/server.mjs';
import { FIXTURE_PROJECT, LOCAL_POSTGRES, SETUP_TIMEOUT, startBackend, targets } from './support/backend.mjs';

const TARGETS = await targets();

/**
 * Statement timeouts per role as hosted Supabase sets them (anon 3 s, authenticated 8 s, service
 * role 60 s), answered with PostgREST's 57014 body; the HTTP servers of the process stay
 * responsive while a slow statement runs; a failed embedded engine is reported and replaced.
 */
describe.each(TARGETS)('statement timeouts and health on $name', (target) => {
  /** @type {Awaited<ReturnType<typeof startBackend>>} */
  let backend;
  /** A plain web server in the same process, standing in for the static site of pnpm start. */
  let site;
  let siteUrl = '';
  beforeAll(async () => {
    backend = await startBackend(target);
    site = http.createServer((_req, res) => res.end('<!doctype html><title>site</title>'));
    await new Promise((resolve) => site.listen(0, '127.0.0.1', () => resolve(undefined)));
    siteUrl = `http://127.0.0.1:${site.address().port}/`;
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await new Promise((resolve) => site?.close(() => resolve(undefined)));
    await backend?.close();
  });

  const rpc = (name, args, key = backend.anonKey) =>
    fetch(`${backend.url}/rest/v1/rpc/${name}`, { method: 'POST', headers: { apikey: key, 'Content-Type': 'application/json' }, body: JSON.stringify(args) });
  /** A request of `work`, with whether it has been answered yet. */
  const tracked = (work) => {
    const request = { settled: false, response: work() };
    request.response.finally(() => (request.settled = true)).catch(() => undefined);
    return request;
  };
  /** Resolves once the database is running a statement that calls `name`. */
  const runningStatement = (name) =>
    new Promise((resolve) => {
      const transaction = backend.db.transaction;
      backend.db.transaction = (fn, options) =>
        transaction((tx) => fn({ ...tx, query: (sql, params) => {
          const result = tx.query(sql, params);
          if (sql.includes(name)) {
            backend.db.transaction = transaction;
            resolve(undefined);
          }
          return result;
        } }), options);
    });

  it.each([
    ['anon', () => backend.anonKey, '3s'],
    ['service_role', () => backend.serviceRoleKey, '1min'],
  ])('runs %s requests under its role timeout', async (_role, key, expected) => {
    const response = await rpc('my_statement_timeout', {}, key());
    expect(await response.json()).toBe(expected);
  });

  it('runs signed-in requests under the authenticated timeout', async () => {
    const { client } = await backend.userClient(`timeouts.${Date.now()}@example.test`);
    const { data, error } = await client.rpc('my_statement_timeout');
    expect(error).toBeNull();
    expect(data).toBe('8s');
  });

  // The anonymous timeout (3 s, shown above) is the only one shorter than the statement; a request
  // left to run its course would outlast the test's own timeout.
  it('cancels an anonymous statement at its role timeout with PostgREST 57014, then serves the next request', async () => {
    const response = await rpc('slow', { seconds: 120 });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ code: '57014', details: null, hint: null, message: 'canceling statement due to statement timeout' });
    const { data, error } = await backend.client().from('authors').select('id').order('id').limit(1);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1 }]);
  }, 30_000);

  it('keeps health and the web server answering while a slow statement runs', async () => {
    const started = runningStatement('slow');
    const slow = tracked(() => rpc('slow', { seconds: 2 }));
    await started;
    const health = await fetch(`${backend.url}/api/health`);
    const page = await fetch(siteUrl);
    expect(health.status).toBe(200);
    expect(page.status).toBe(200);
    // Both answered while the statement was still running, not after it.
    expect(slow.settled).toBe(false);
    expect((await slow.response).status).toBe(200);
  }, 30_000);
});

describe.runIf(TARGETS.length > 0)('a failed embedded engine', () => {
  it('is reported by health, reopened, and keeps committed data', async () => {
    const backend = await startBackend(TARGETS[0]);
    try {
      await backend.db.query("insert into public.authors (name) values ('Written before the failure')");
      // What deeply nested JSON did to PGlite before the API refused it: a WebAssembly trap.
      const deep = `${'['.repeat(1500)}${']'.repeat(1500)}`;
      await expect(backend.db.query('select $1::jsonb', [deep])).rejects.toMatchObject({ code: '08006' });
      const during = await fetch(`${backend.url}/api/health`);
      expect(during.status).toBe(503);
      expect(await during.json()).toEqual({ status: 'unavailable', database: 'recovering' });
      await vi.waitFor(async () => expect((await fetch(`${backend.url}/api/health`)).status).toBe(200), { timeout: 30_000, interval: 100 });
      const { data, error } = await backend.client().from('authors').select('name').eq('name', 'Written before the failure');
      expect(error).toBeNull();
      expect(data).toEqual([{ name: 'Written before the failure' }]);
    } finally {
      await backend.close();
    }
  }, 60_000);
});

describe.runIf(TARGETS.some((target) => target.name === 'postgres'))('a busy PostgreSQL pool', () => {
  it('answers 504 PGRST003 when no connection frees up in time', async () => {
    const { db, url, drop } = await openPostgresProject(LOCAL_POSTGRES, { supabaseDir: FIXTURE_PROJECT, prefix: 'local_backend_pool', poolSize: 1, acquireTimeoutMs: 300 });
    const keys = await createKeys();
    const server = createBackend({ db, ...keys, functionsDir: path.join(FIXTURE_PROJECT, 'functions'), log: () => undefined });
    // Watches the server's own view of the scratch database, on a connection of its own.
    const observer = await openDatabase({ url: LOCAL_POSTGRES, poolSize: 1 });
    try {
      await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
      const headers = { apikey: keys.anonKey, 'Content-Type': 'application/json' };
      const slow = fetch(`${server.url}/rest/v1/rpc/slow`, { method: 'POST', headers, body: JSON.stringify({ seconds: 1.5 }) });
      // The only pooled connection is taken once the slow statement runs on it.
      const database = new URL(url).pathname.slice(1);
      const running = "select count(*)::int as n from pg_stat_activity where datname = $1 and state = 'active' and query like '%slow%'";
      await vi.waitFor(async () => expect((await observer.query(running, [database])).rows[0].n).toBe(1), { timeout: 15_000, interval: 20 });
      const waiting = await fetch(`${server.url}/rest/v1/authors?select=id`, { headers });
      expect(waiting.status).toBe(504);
      expect(await waiting.json()).toEqual({ code: 'PGRST003', details: null, hint: null, message: 'Timed out acquiring connection from connection pool.' });
      expect((await slow).status).toBe(200);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
      await observer.close();
      await db.close();
      await drop();
    }
  }, 60_000);
});
