// Backend figures: requests per second and p50/p99 latency through supabase-js against the local
// backend, on PGlite and on PostgreSQL, next to the same statements sent straight to the database.
// Usage: pnpm bench:backend [--iterations N]. Prints one JSON document.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { createScratchDatabase, openDatabase, postgresAvailable } from '../src/db/index.mjs';
import { startLocalBackend } from '../src/index.mjs';

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const iterationsArg = process.argv.indexOf('--iterations');
const ITERATIONS = iterationsArg > 0 ? Number(process.argv[iterationsArg + 1]) : 200;
const CONCURRENCY = 8;
const PASSWORD = 'fikrspace-demo';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (value) => Math.round(value * 100) / 100;

/** Latency of sequential calls and throughput with CONCURRENCY calls in flight. */
async function measure(run) {
  for (let i = 0; i < 10; i++) await run(i);
  const latencies = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const started = performance.now();
    await run(i);
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < ITERATIONS) await run(next++);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { p50Ms: round(percentile(latencies, 50)), p99Ms: round(percentile(latencies, 99)), requestsPerSecond: round(ITERATIONS / seconds) };
}

function client(url, anonKey) {
  return createClient(url, anonKey, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket } });
}

async function must(promise) {
  const { data, error } = await promise;
  if (error) throw new Error(error.message);
  return data;
}

async function benchTarget(name, databaseUrl) {
  const localDir = mkdtempSync(path.join(tmpdir(), 'fikrspace-bench-'));
  // An empty URL means PGlite even when DATABASE_URL is set in the environment.
  const backend = await startLocalBackend({ port: 0, localDir, dataDir: path.join(localDir, 'db'), databaseUrl: databaseUrl ?? '' });
  try {
    const anon = client(backend.url, backend.anonKey);
    const session = await must(anon.auth.signInWithPassword({ email: 'owner@fikrspace.test', password: PASSWORD }));
    const owner = client(backend.url, backend.anonKey);
    await owner.auth.setSession({ access_token: session.session.access_token, refresh_token: session.session.refresh_token });
    const me = await must(owner.from('users').select('id, organization_id').eq('auth_id', session.user.id).single());

    const api = {
      signIn: await measure(() => must(client(backend.url, backend.anonKey).auth.signInWithPassword({ email: 'viewer@fikrspace.test', password: PASSWORD }))),
      selectOneByIdUnderRls: await measure(() => must(owner.from('organizations').select('*').eq('id', me.organization_id).single())),
      listTwentyWithExactCountUnderRls: await measure(() => must(owner.from('users').select('*', { count: 'exact' }).order('email').range(0, 19))),
      permissionCheck: await measure(() => must(owner.rpc('check_permission', { p_organization_id: me.organization_id, p_resource: 'cap_table', p_action: 'write' }))),
    };

    // The same statements, straight to the database, with the role and claims set as the backend does.
    // PGlite allows one handle per data folder, so reuse the backend's; PostgreSQL gets its own client.
    const db = databaseUrl ? await openDatabase({ url: databaseUrl }) : backend.db;
    const claims = JSON.stringify({ sub: session.user.id, role: 'authenticated', email: 'owner@fikrspace.test' });
    const asOwner = (sql, params) =>
      db.transaction(async (tx) => {
        await tx.query("select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)", [claims]);
        return tx.query(sql, params);
      });
    const direct = {
      signIn: await measure(() => db.query('select id, encrypted_password from auth.users where email = $1', ['viewer@fikrspace.test'])),
      selectOneByIdUnderRls: await measure(() => asOwner('select * from public.organizations where id = $1', [me.organization_id])),
      listTwentyWithExactCountUnderRls: await measure(() => asOwner('select *, count(*) over () as total from public.users order by email limit 20', [])),
      permissionCheck: await measure(() => asOwner('select public.check_permission($1, $2, $3)', [me.organization_id, 'cap_table', 'write'])),
    };
    if (databaseUrl) await db.close();

    const overhead = Object.fromEntries(Object.keys(api).map((key) => [key, { p50Ratio: round(api[key].p50Ms / direct[key].p50Ms), rpsRatio: round(direct[key].requestsPerSecond / api[key].requestsPerSecond) }]));
    return { target: name, throughApi: api, directToDatabase: direct, apiOverDirect: overhead };
  } finally {
    await backend.close();
  }
}

const targets = [await benchTarget('pglite', undefined)];
if (await postgresAvailable(SERVER_URL)) {
  const scratch = await createScratchDatabase(SERVER_URL, 'fikrspace_bench');
  try {
    targets.push(await benchTarget('postgresql', scratch.url));
  } finally {
    await scratch.drop();
  }
}
console.log(JSON.stringify({ measuredAt: new Date().toISOString(), iterations: ITERATIONS, concurrency: CONCURRENCY, note: 'sign-in direct = the user lookup only; bcrypt verification (cost 10) is the bulk of the API figure', targets }, null, 2));
