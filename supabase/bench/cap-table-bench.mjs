// The fully diluted cap table of a large company as of a date, computed in the database, on
// PostgreSQL. Usage: pnpm bench:cap-table [--stakeholders N] [--transactions N] [--runs N].
// Prints one JSON document.
//
// A scratch database gets the project (migrations and seeds), then one more startup with N
// stakeholders (2,000 by default) and a ledger of about M transactions (20,000): founders' stock,
// a preferred round, an option plan with grants to most stakeholders on a 4-year schedule,
// partial cancellations of a fifth of them and founders' transfers, over six years. The timed read is
// `public.cap_table_fully_diluted` as of a date in the middle of that history, as the startup's
// owner under the policies (what the Fikr Cap page asks), and `cap_table_positions` beside it.
// Goal: the fully diluted table under 100 ms.
import { parseArgs } from 'node:util';
import { postgresAvailable } from '../../tooling/local-backend/src/db/index.mjs';
import { openPostgresProject } from '../../tooling/local-backend/src/db/project-template.mjs';
import { ACCOUNTS } from '../../packages/db/src/testing/demo-ids.js';

const { values: args } = parseArgs({ options: { stakeholders: { type: 'string', default: '2000' }, transactions: { type: 'string', default: '20000' }, runs: { type: 'string', default: '20' } } });
const STAKEHOLDERS = Number(args.stakeholders);
const TRANSACTIONS = Number(args.transactions);
const RUNS = Number(args.runs);
const SERVER = process.env.LOCAL_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ORGANIZATION = '00000000-0000-4000-ca00-00000000b001';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (value, places = 2) => Math.round(value * 10 ** places) / 10 ** places;

/**
 * The company and its ledger, written as the table owner in one statement per kind. The startup
 * owner of the demo (startup@) is made its owner too, with Fikr Cap opened, so the timed read is a
 * member's read under the policies.
 */
async function writeCompany(db) {
  // 40 stock issuances and 200 transfers; the rest grants, a fifth of them later cancelled in part.
  const grants = Math.max(Math.floor((TRANSACTIONS - 240) / 1.2), 0);
  await db.query(
    `insert into public.organizations (id, name, organization_type_id)
     select $1, 'Bench Ledger Co', t.id from public.organization_types t where t.name = 'startup'`,
    [ORGANIZATION],
  );
  await db.query('insert into public.organization_members (user_id, organization_id) values ($1, $2)', [ACCOUNTS.startup.id, ORGANIZATION]);
  await db.query("insert into public.organisation_roles (user_id, organization_id, role, is_active) values ($1, $2, 'owner', true)", [ACCOUNTS.startup.id, ORGANIZATION]);
  await db.query(
    `insert into public.stakeholders (id, organization_id, name, stakeholder_type)
     select md5('bench-holder-' || n)::uuid, $1, 'Holder ' || n, (case when n <= 3 then 'founder' when n <= 40 then 'investor' else 'employee' end)::public.stakeholder_type
     from generate_series(1, $2::int) as n`,
    [ORGANIZATION, STAKEHOLDERS],
  );
  await db.query(
    `insert into public.share_classes (id, organization_id, name, class_type, authorized_shares, price_per_share, seniority) values
       (md5('bench-common')::uuid, $1, 'Common', 'common', 1000000000, 0.0001, 0),
       (md5('bench-series-a')::uuid, $1, 'Series A Preferred', 'preferred', 100000000, 1.25, 1)`,
    [ORGANIZATION],
  );
  await db.query("insert into public.equity_plans (id, organization_id, name, share_class_id, shares_reserved) values (md5('bench-plan')::uuid, $1, 'Plan', md5('bench-common')::uuid, 200000000)", [ORGANIZATION]);
  await db.query("insert into public.vesting_terms (id, organization_id, name, period_unit, period_length, cliff_length, total_length) values (md5('bench-terms')::uuid, $1, '4y/1y', 'months', 1, 12, 48)", [ORGANIZATION]);
  // Founders and investors hold stock; everyone else gets grants, several each, over six years.
  await db.query(
    `insert into public.cap_table_transactions (id, organization_id, kind, effective_on, security_id, stakeholder_id, share_class_id, quantity, price_per_share)
     select md5('bench-stock-' || n)::uuid, $1, 'stock_issuance', date '2020-01-01' + (n % 300), md5('bench-stock-' || n)::uuid, md5('bench-holder-' || n)::uuid,
            case when n <= 3 then md5('bench-common')::uuid else md5('bench-series-a')::uuid end, case when n <= 3 then 5000000 else 100000 end, 1.25
     from generate_series(1, 40) as n`,
    [ORGANIZATION],
  );
  await db.query(
    `insert into public.cap_table_transactions (id, organization_id, kind, effective_on, security_id, stakeholder_id, equity_plan_id, share_class_id, quantity, price_per_share, compensation_type, vesting_terms_id, vesting_starts_on)
     select md5('bench-grant-' || g)::uuid, $1, 'equity_compensation_issuance', date '2020-01-01' + (g % 2000), md5('bench-grant-' || g)::uuid,
            md5('bench-holder-' || (41 + g % greatest($2::int - 40, 1)))::uuid, md5('bench-plan')::uuid, md5('bench-common')::uuid, 1000 + g % 9000, 0.25, 'option_iso',
            md5('bench-terms')::uuid, date '2020-01-01' + (g % 2000)
     from generate_series(1, $3::int) as g`,
    [ORGANIZATION, STAKEHOLDERS, grants],
  );
  // A fifth of the grants cancelled in part two years on, as people leave (within what is left).
  await db.query(
    `insert into public.cap_table_transactions (organization_id, kind, effective_on, security_id, stakeholder_id, quantity)
     select $1, 'equity_compensation_cancellation', date '2020-01-01' + (g % 2000) + 730, md5('bench-grant-' || g)::uuid, md5('bench-holder-' || (41 + g % greatest($2::int - 40, 1)))::uuid, 500
     from generate_series(1, $3::int) as g where g % 5 = 0`,
    [ORGANIZATION, STAKEHOLDERS, grants],
  );
  // Founders transfer to trusts held by other stakeholders, in small lots.
  await db.query(
    `insert into public.cap_table_transactions (organization_id, kind, effective_on, security_id, stakeholder_id, to_stakeholder_id, quantity)
     select $1, 'stock_transfer', date '2021-01-01' + n, md5('bench-stock-' || (1 + n % 3))::uuid, md5('bench-holder-' || (1 + n % 3))::uuid, md5('bench-holder-' || (41 + n))::uuid, 100
     from generate_series(1, 200) as n`,
    [ORGANIZATION],
  );
  await db.query('analyze');
  return (await db.query('select count(*)::int as count from public.cap_table_transactions where organization_id = $1', [ORGANIZATION])).rows[0].count;
}

async function timed(db, sql, params) {
  const times = [];
  let rows = 0;
  for (let run = 0; run < RUNS + 3; run += 1) {
    await db.transaction(async (tx) => {
      await tx.query("select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)", [JSON.stringify({ sub: ACCOUNTS.startup.id, role: 'authenticated' })]);
      const started = performance.now();
      const result = await tx.query(sql, params);
      if (run >= 3) times.push(performance.now() - started);
      rows = result.rows.length;
    });
  }
  return { medianMs: round(median(times)), p90Ms: round([...times].sort((a, b) => a - b)[Math.floor(times.length * 0.9)]), rows };
}

async function main() {
  if (!(await postgresAvailable(SERVER))) throw new Error(`No PostgreSQL answers at ${SERVER}`);
  const { db, drop } = await openPostgresProject(SERVER, { prefix: 'fikrspace_bench_cap', poolSize: 2 });
  let output;
  try {
    const transactions = await writeCompany(db);
    const asOf = '2023-06-30';
    const fullyDiluted = await timed(db, 'select * from public.cap_table_fully_diluted($1, $2)', [ORGANIZATION, asOf]);
    const positions = await timed(db, 'select * from public.cap_table_positions($1, $2)', [ORGANIZATION, asOf]);
    output = {
      measuredAt: new Date().toISOString(),
      company: { stakeholders: STAKEHOLDERS, transactions },
      asOf,
      fullyDilutedTable: { ...fullyDiluted, goalMs: 100, met: fullyDiluted.medianMs < 100 },
      positions,
    };
  } finally {
    await drop();
  }
  console.log(JSON.stringify(output, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
