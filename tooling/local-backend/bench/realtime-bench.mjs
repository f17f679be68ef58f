// Realtime figures: postgres_changes delivery latency (p50/p99) with many subscribers, each a
// supabase-js client signed in as a user of its own (so the per-subscriber RLS check runs once per
// subscriber and change), with RLS on and off on the table, on PGlite and on PostgreSQL.
// Usage: pnpm bench:realtime [--subscribers N] [--changes N]. Prints one JSON document.
import { mkdtempSync, readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import WebSocket from 'ws';
import { createScratchDatabase, postgresAvailable } from '../src/db/index.mjs';
import { startLocalBackend } from '../src/index.mjs';

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const SUBSCRIBERS = argument('subscribers', 200);
const CHANGES = argument('changes', 1000);
const GOAL_P99_MS = 200;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (value) => Math.round(value * 100) / 100;
/** Wall-clock milliseconds with sub-millisecond resolution, comparable across this process. */
const clock = () => performance.timeOrigin + performance.now();

const SCHEMA = `
  create table public.bench_members (user_id uuid primary key, org_id int not null);
  create table public.bench_events (id bigserial primary key, org_id int not null, body text not null, sent_at double precision not null);
  alter table public.bench_members enable row level security;
  create policy "own membership" on public.bench_members for select to authenticated using (user_id = auth.uid());
  create policy "members read their organization's events" on public.bench_events for select to authenticated
    using (org_id in (select m.org_id from public.bench_members m where m.user_id = auth.uid()));
  grant select on public.bench_members, public.bench_events to authenticated;
  alter publication supabase_realtime add table public.bench_events;`;

/**
 * Subscribes every client, then makes the changes one after another, each once every subscriber
 * has received the one before: latency is from the INSERT being sent to each delivery.
 */
async function run(backend, jwtSecret, rls) {
  await backend.db.query(`alter table public.bench_events ${rls ? 'enable' : 'disable'} row level security`);
  const key = new TextEncoder().encode(jwtSecret);
  const exp = Math.floor(Date.now() / 1000) + 3600;
  /** @type {Map<number, { remaining: number, done: () => void }>} */
  const pending = new Map();
  const latencies = [];
  const onChange = (payload) => {
    latencies.push(clock() - payload.new.sent_at);
    const waiting = pending.get(payload.new.id);
    if (waiting && --waiting.remaining === 0) {
      pending.delete(payload.new.id);
      waiting.done();
    }
  };
  const clients = [];
  const subscriptions = [];
  for (let i = 0; i < SUBSCRIBERS; i++) {
    const sub = randomUUID();
    await backend.db.query('insert into public.bench_members (user_id, org_id) values ($1, 1)', [sub]);
    const token = await new SignJWT({ sub, role: 'authenticated', aud: 'authenticated' }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setExpirationTime(exp).sign(key);
    const client = createClient(backend.url, backend.anonKey, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket } });
    await client.realtime.setAuth(token);
    clients.push(client);
    const channel = client.channel(`bench-${i}`).on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'bench_events' }, onChange);
    subscriptions.push(
      new Promise((resolve, reject) => {
        channel.on('system', {}, (message) => (message.status === 'ok' ? resolve(undefined) : reject(new Error(message.message))));
        channel.subscribe((status, error) => {
          if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(error ?? new Error(status));
        });
      }),
    );
  }
  await Promise.all(subscriptions);

  const began = clock();
  for (let i = 0; i < CHANGES; i++) {
    // The id is known before the insert, so its deliveries can be counted however early they come.
    const { rows } = await backend.db.query("select nextval('public.bench_events_id_seq') as id");
    const id = Number(rows[0].id);
    const delivered = new Promise((resolve) => pending.set(id, { remaining: SUBSCRIBERS, done: resolve }));
    await backend.db.query('insert into public.bench_events (id, org_id, body, sent_at) values ($1, 1, $2, $3)', [id, `change ${i}`, clock()]);
    await delivered;
  }
  const seconds = (clock() - began) / 1000;
  await Promise.all(clients.map((client) => client.removeAllChannels()));
  for (const client of clients) client.realtime.disconnect();
  await backend.db.query('delete from public.bench_members');
  latencies.sort((a, b) => a - b);
  return {
    rls,
    deliveries: latencies.length,
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    maxMs: round(latencies.at(-1)),
    changesPerSecond: round(CHANGES / seconds),
  };
}

async function benchTarget(name, databaseUrl) {
  const localDir = mkdtempSync(path.join(tmpdir(), 'fikrspace-bench-'));
  // An empty URL means PGlite even when DATABASE_URL is set in the environment.
  const backend = await startLocalBackend({ port: 0, localDir, dataDir: path.join(localDir, 'db'), databaseUrl: databaseUrl ?? '' });
  try {
    const { jwtSecret } = JSON.parse(readFileSync(path.join(localDir, 'keys.json'), 'utf8'));
    await backend.db.exec(SCHEMA);
    const withRls = await run(backend, jwtSecret, true);
    const withoutRls = await run(backend, jwtSecret, false);
    return { target: name, withRls, withoutRls, rlsCheckCostP50Ms: round(withRls.p50Ms - withoutRls.p50Ms), rlsCheckCostP99Ms: round(withRls.p99Ms - withoutRls.p99Ms) };
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
const meetsGoal = targets.every((target) => target.withRls.p99Ms < GOAL_P99_MS);
console.log(
  JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      subscribers: SUBSCRIBERS,
      changes: CHANGES,
      goal: { p99Ms: GOAL_P99_MS, met: meetsGoal },
      note: 'each change is made once every subscriber has the one before; latency = INSERT sent -> supabase-js callback, all in this process',
      targets,
    },
    null,
    2,
  ),
);
