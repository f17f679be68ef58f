// Row-level security cost of the metrics reads on the scale seed, on PostgreSQL.
// Usage: pnpm bench:metrics [--startups N] [--runs N]. Prints one JSON document.
//
// A scratch database gets the project (migrations and seeds) and the generated ecosystem of N
// startups (2,000 by default: 480,000 monthly values besides the seed's), then 50 of them grant
// Oasis Ventures all their metrics. Two reads are timed as the signed-in user, under the
// policies, and as the table owner with the same statement, planned on every run and prepared
// once per connection as PostgREST runs them: startup@ reading Fikr Labs' 24-month
// series, and investor@ reading the series of the 50 companies that share with it. The figure
// is the ratio of the medians (goal: at most 1.3). Then the metrics page's time from data to
// chart in Chromium on the production build (e2e/bench/data-to-chart.mjs; `pnpm build` first,
// `--no-page` leaves it out), without throttling and under a 4x CPU throttle.
import { parseArgs } from 'node:util';
import { createEcosystem } from '../scripts/demo-ecosystem/model.mjs';
import { scaledCounts, writeScaleEcosystem } from '../scripts/demo-ecosystem/scale-writer.mjs';
import { postgresAvailable } from '../../tooling/local-backend/src/db/index.mjs';
import { openPostgresProject } from '../../tooling/local-backend/src/db/project-template.mjs';
import { ACCOUNTS, ORG } from '../../packages/db/src/testing/demo-ids.js';
import { measureDataToChart } from '../../e2e/bench/data-to-chart.mjs';

const { values: args } = parseArgs({ options: { startups: { type: 'string', default: '2000' }, runs: { type: 'string', default: '30' }, 'no-page': { type: 'boolean', default: false } } });
const STARTUPS = Number(args.startups);
const RUNS = Number(args.runs);
const SERVER = process.env.LOCAL_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const GRANTORS = 50;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const round = (value, places = 2) => Math.round(value * 10 ** places) / 10 ** places;

/**
 * The median time of a statement run RUNS times, as `account` under the policies or as the owner;
 * `prepared` runs it as a named prepared statement, as PostgREST does by default
 * (db-prepared-statements), so its plan, the policies' included, is made once per connection
 * rather than on every request.
 */
async function timed(db, sql, params, account, prepared) {
  const times = [];
  let rows = 0;
  for (let run = 0; run < RUNS + 3; run += 1) {
    await db.transaction(async (tx) => {
      if (account) {
        await tx.query("select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)", [JSON.stringify({ sub: account.id, role: 'authenticated' })]);
      }
      const started = performance.now();
      const result = prepared ? await tx.query({ name: `${prepared}_${account ? 'policies' : 'owner'}`, text: sql }, params) : await tx.query(sql, params);
      const elapsed = performance.now() - started;
      // The first runs warm the caches and plans.
      if (run >= 3) times.push(elapsed);
      rows = result.rows.length;
    });
  }
  return { medianMs: round(median(times)), rows };
}

/** Planned on every run (the simple protocol) and prepared once per connection (as PostgREST runs it). */
async function compare(db, name, sql, params, account, statementName) {
  const figures = async (prepared) => {
    const secured = await timed(db, sql, params, account, prepared);
    const owner = await timed(db, sql, params, null, prepared);
    if (secured.rows !== owner.rows) throw new Error(`${name}: ${secured.rows} rows under the policies, ${owner.rows} as the owner`);
    return { rows: secured.rows, withPoliciesMs: secured.medianMs, asOwnerMs: owner.medianMs, ratio: round(secured.medianMs / owner.medianMs), goal: 1.3, met: secured.medianMs / owner.medianMs <= 1.3 };
  };
  return { scenario: name, planned: await figures(null), prepared: await figures(statementName) };
}

async function main() {
  if (!(await postgresAvailable(SERVER))) throw new Error(`No PostgreSQL answers at ${SERVER}`);
  const { db, drop } = await openPostgresProject(SERVER, { prefix: 'fikrspace_bench_metrics', poolSize: 2 });
  let output;
  try {
    const seeded = await writeScaleEcosystem(db, scaledCounts(STARTUPS), { log: (line) => console.error(line) });
    const grantors = createEcosystem(scaledCounts(STARTUPS)).startups.slice(0, GRANTORS).map((startup) => startup.id);
    await db.query(
      `insert into public.data_shares (organization_id, grantee_organization_id, all_metrics) select id, $2, true from unnest($1::uuid[]) as id`,
      [grantors, ORG.oasisVentures],
    );
    await db.query('analyze');
    const { rows: totals } = await db.query('select count(*)::int as values from public.metric_values');
    const results = [
      await compare(db, "one company's 24 months (startup@, Fikr Labs)", 'select metric_key, period, value from public.metric_values where organization_id = $1 order by metric_key, period', [ORG.fikrLabs], ACCOUNTS.startup, 'bench_own'),
      await compare(
        db,
        `a grantee's view of ${GRANTORS} companies (investor@)`,
        'select organization_id, metric_key, period, value from public.metric_values where organization_id = any($1::uuid[]) order by organization_id, metric_key, period',
        [grantors],
        ACCOUNTS.investor,
        'bench_grantee',
      ),
    ];
    output = { measuredAt: new Date().toISOString(), engine: 'postgres', startups: STARTUPS, metricValues: totals[0].values, seedSeconds: seeded.seconds, runs: RUNS, results };
  } finally {
    await db.close();
    await drop();
  }
  if (!args['no-page']) {
    console.error('measuring the metrics page, data to chart');
    output.pageDataToChart = [await measureDataToChart({ runs: 5 }), await measureDataToChart({ runs: 5, throttle: 4 })];
  }
  console.log(JSON.stringify(output, null, 2));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
});
