// Job queue figures: jobs per second with 1, 2 and 4 workers, each a service-role supabase-js
// client of the local backend, on PostgreSQL (and PGlite for comparison), every job claimed,
// run (a no-op processor) and completed through the API. Beside them, the analytics ingest
// rate: events per second through the analytics-track edge function, sent as the tracker sends
// a batch (10 requests in flight, one event each).
// Usage: pnpm bench:jobs [--jobs N] [--events N]. Prints one JSON document.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startLocalBackend } from '@fikrspace/local-backend';
import { createScratchDatabase, postgresAvailable } from '@fikrspace/local-backend/db';
import { createServiceClient } from '../src/service-client.mjs';
import { createWorker } from '../src/worker.mjs';

const SERVER_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const jobsArg = process.argv.indexOf('--jobs');
const JOBS = jobsArg > 0 ? Number(process.argv[jobsArg + 1]) : 2000;
const eventsArg = process.argv.indexOf('--events');
const EVENTS = eventsArg > 0 ? Number(process.argv[eventsArg + 1]) : 2000;
const IN_FLIGHT = 10;
const WORKER_COUNTS = [1, 2, 4];
const round = (value) => Math.round(value * 10) / 10;

/** @param {Awaited<ReturnType<typeof startLocalBackend>>} backend @param {number} workers */
async function run(backend, workers) {
  await backend.db.query('delete from public.background_jobs');
  await backend.db.query("insert into public.background_jobs (type, data, priority) select 'noop', jsonb_build_object('n', n), n % 6 from generate_series(1, $1::int) n", [JOBS]);
  const client = createServiceClient(backend.url, backend.serviceRoleKey);
  const pool = Array.from({ length: workers }, (_, index) =>
    createWorker({ client, workerId: `bench-${index}`, processors: { noop: async () => null }, maintenance: false, pollIntervalMs: 5, batchSize: 10 }),
  );
  const started = performance.now();
  for (const worker of pool) worker.start();
  for (;;) {
    const { rows } = await backend.db.query("select count(*)::int as n from public.background_jobs where status = 'completed'");
    if (rows[0].n >= JOBS) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(pool.map((worker) => worker.stop()));
  const completed = pool.reduce((sum, worker) => sum + worker.totals.completed, 0);
  const lost = pool.reduce((sum, worker) => sum + worker.totals.lost, 0);
  return { workers, jobs: JOBS, seconds: round(seconds), jobsPerSecond: round(JOBS / seconds), completedOnce: completed === JOBS && lost === 0 };
}

/** @param {Awaited<ReturnType<typeof startLocalBackend>>} backend */
async function ingest(backend) {
  const send = (/** @type {number} */ n) =>
    fetch(`${backend.url}/functions/v1/analytics-track`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}`, 'Content-Type': 'application/json' },
      // A visitor per 50 events keeps every sender under the per-visitor rate limit.
      body: JSON.stringify({ eventName: 'page_view', eventType: 'page_view', pagePath: `/bench/${n % 20}`, sessionId: `bench-${Math.floor(n / 50)}`, visitorId: `bench-${Math.floor(n / 50)}`, deviceType: 'desktop' }),
    }).then(async (response) => {
      await response.arrayBuffer();
      if (response.status !== 202) throw new Error(`analytics-track answered ${response.status}`);
    });
  for (let n = 0; n < 20; n += 1) await send(EVENTS + n);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < EVENTS) await send(next++);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { events: EVENTS, inFlight: IN_FLIGHT, seconds: round(seconds), eventsPerSecond: round(EVENTS / seconds) };
}

/** @param {string} name @param {string} databaseUrl empty for PGlite */
async function benchTarget(name, databaseUrl) {
  const localDir = mkdtempSync(path.join(tmpdir(), 'fikrspace-jobs-bench-'));
  const backend = await startLocalBackend({ port: 0, localDir, dataDir: path.join(localDir, 'db'), databaseUrl });
  try {
    const results = [];
    for (const workers of WORKER_COUNTS) results.push(await run(backend, workers));
    return { database: name, results, analyticsIngest: await ingest(backend) };
  } finally {
    await backend.close();
    rmSync(localDir, { recursive: true, force: true });
  }
}

const report = { benchmark: 'job queue throughput and analytics ingest through the API', jobsPerRun: JOBS, batchSize: 10, targets: [] };
if (await postgresAvailable(SERVER_URL)) {
  const scratch = await createScratchDatabase(SERVER_URL, 'jobs_bench');
  try {
    report.targets.push(await benchTarget('postgres', scratch.url));
  } finally {
    await scratch.drop();
  }
} else {
  report.postgres = `no PostgreSQL server answered at ${SERVER_URL}`;
}
report.targets.push(await benchTarget('pglite', ''));
console.log(JSON.stringify(report, null, 2));
