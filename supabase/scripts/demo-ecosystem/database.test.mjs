import { openDatabase } from '../../../tooling/local-backend/src/db/index.mjs';
import { applyProject } from '../../../tooling/local-backend/src/db/migrate.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capTableLedgers } from './cap-table.mjs';
import { METRICS, PERIODS } from './metrics.mjs';
import { createEcosystem } from './model.mjs';
import { scaledCounts, writeScaleEcosystem } from './scale-writer.mjs';

// One PGlite database with every migration and seed, as the local backend applies them.

const SETUP_TIMEOUT = 300_000;
const FIKR_LABS = '00000000-0000-4000-b000-000000000001';
const NILE_ROBOTICS = '00000000-0000-4000-b000-000000000007';
const ACCOUNT = {
  owner: { sub: '00000000-0000-4000-a000-000000000001', email: 'owner@fikrspace.test' },
  viewer: { sub: '00000000-0000-4000-a000-000000000005', email: 'viewer@fikrspace.test' },
  startup: { sub: '00000000-0000-4000-a000-000000000008', email: 'startup@fikrspace.test' },
  otherStartup: { sub: '00000000-0000-4000-a000-000000000014', email: 'other-startup@fikrspace.test' },
};

const ecosystem = createEcosystem();
let db;

beforeAll(async () => {
  db = await openDatabase();
  await applyProject(db);
}, SETUP_TIMEOUT);

afterAll(async () => {
  await db?.close();
}, SETUP_TIMEOUT);

const count = async (sql, params = []) => Number((await db.query(sql, params)).rows[0].count);

/** Shares and options each stakeholder of a ledger holds today; SAFEs are not shares until they convert. */
function holdingsOf(ledger) {
  const holdings = new Map();
  const add = (stakeholder, quantity) => holdings.set(stakeholder, (holdings.get(stakeholder) ?? 0) + quantity);
  for (const transaction of ledger.transactions) {
    if (['stock_issuance', 'equity_compensation_issuance', 'convertible_conversion'].includes(transaction.kind)) add(transaction.stakeholderId, transaction.quantity);
    // An exercise turns options into as many shares; a cancellation ends options; a transfer moves shares.
    if (transaction.kind === 'equity_compensation_cancellation') add(transaction.stakeholderId, -transaction.quantity);
    if (transaction.kind === 'stock_transfer') {
      add(transaction.stakeholderId, -transaction.quantity);
      add(transaction.toStakeholderId, transaction.quantity);
    }
  }
  return holdings;
}

class Rollback extends Error {}

/** Rows a statement changes when a signed-in account (or anon, with null) runs it; rolled back. */
async function changedAs(account, sql, params) {
  let changed;
  try {
    await db.transaction(async (tx) => {
      const claims = account ? { ...account, role: 'authenticated' } : { role: 'anon' };
      await tx.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [account ? 'authenticated' : 'anon', JSON.stringify(claims)]);
      changed = (await tx.query(sql, params)).rowCount;
      throw new Rollback();
    });
  } catch (error) {
    if (error instanceof Rollback) return changed;
    if (error.code === '42501') return 'denied';
    throw error;
  }
  return changed;
}

describe('the seeds with the demo ecosystem', () => {
  it('add the ecosystem organizations beside the seven of the platform', async () => {
    expect(await count('select count(*) from public.organizations')).toBe(7 + ecosystem.organizations.length);
    expect(await count('select count(*) from public.organizations where id = any($1::uuid[])', [ecosystem.organizations.map((organization) => organization.id)])).toBe(
      ecosystem.organizations.length,
    );
    expect(await count('select count(*) from public.organizations where country_code is null or city is null')).toBe(0);
  });

  it('give the platform organizations their country, city and sector', async () => {
    const { rows } = await db.query('select country_code, city, sector from public.organizations where id = $1', [FIKR_LABS]);
    expect(rows).toEqual([{ country_code: 'AE', city: 'Dubai', sector: 'enterprise_saas' }]);
  });

  it('make every member a profile, a membership of their organization and their matrix role', async () => {
    const ids = ecosystem.members.map((member) => member.id);
    expect(await count('select count(*) from public.users where id = any($1::uuid[])', [ids])).toBe(ecosystem.members.length);
    const { rows } = await db.query(
      `select m.organization_id, r.role, u.email
       from public.organization_members m
       join public.users u on u.id = m.user_id
       join public.organisation_roles r on r.user_id = m.user_id and r.organization_id = m.organization_id and r.is_active
       where m.user_id = any($1::uuid[])
       order by u.email`,
      [ids],
    );
    const expected = ecosystem.members
      .map((member) => ({ organization_id: member.organizationId, role: member.organisationRole, email: member.email }))
      .sort((a, b) => (a.email < b.email ? -1 : 1));
    expect(rows).toEqual(expected);
  });

  it('let the members open the products, as every seeded member may', async () => {
    const products = await count('select count(*) from public.fikr_products where is_active');
    expect(await count('select count(*) from public.team_member_product_access where enabled and user_id = any($1::uuid[])', [ecosystem.members.map((member) => member.id)])).toBe(
      ecosystem.members.length * products,
    );
  });

  it('give every startup a profile: Fikr Labs’ listed, Nile Robotics’ not', async () => {
    const withoutProfile = `select count(*) from public.organizations o
      join public.organization_types t on t.id = o.organization_type_id
      where t.name = 'startup' and not exists (select 1 from public.startup_profiles p where p.organization_id = o.id)`;
    expect(await count(withoutProfile)).toBe(0);
    expect(await count('select count(*) from public.startup_profiles')).toBe(ecosystem.startups.length + 2);
    const { rows } = await db.query('select organization_id, is_listed, stage from public.startup_profiles where organization_id = any($1::uuid[]) order by display_name', [[FIKR_LABS, NILE_ROBOTICS]]);
    expect(rows).toEqual([
      { organization_id: FIKR_LABS, is_listed: true, stage: 'seed' },
      { organization_id: NILE_ROBOTICS, is_listed: false, stage: 'pre_seed' },
    ]);
  });

  it('give twelve startups a ledger the trigger accepted, whose fully diluted table holds every position', async () => {
    // Run as the table owner, past row level security: rows per stakeholder holding shares or
    // options, and their sum. (The company's whole answers only its members, so it is null here.)
    for (const ledger of capTableLedgers(ecosystem)) {
      expect(await count('select count(*) from public.cap_table_transactions where organization_id = $1', [ledger.startup.id])).toBe(ledger.transactions.length);
      const { rows } = await db.query('select count(*)::int as holders, coalesce(sum(fully_diluted), 0)::text as shares from public.cap_table_fully_diluted($1)', [ledger.startup.id]);
      const holdings = [...holdingsOf(ledger).values()].filter((quantity) => quantity > 0);
      expect(rows).toEqual([{ holders: holdings.length, shares: String(holdings.reduce((sum, quantity) => sum + quantity, 0)) }]);
    }
  });

  it('leave the members without a password to sign in with', async () => {
    expect(await count("select count(*) from auth.users where id = any($1::uuid[]) and encrypted_password <> ''", [ecosystem.members.map((member) => member.id)])).toBe(0);
  });
});

describe('country, city and sector of an organization', () => {
  it('are changed by whoever may change its name: its owner and the operators', async () => {
    const update = "update public.organizations set country_code = 'MA', city = 'Rabat', sector = 'fintech' where id = $1";
    expect(await changedAs(ACCOUNT.owner, update, [FIKR_LABS])).toBe(1);
    expect(await changedAs(ACCOUNT.startup, update, [FIKR_LABS])).toBe(1);
    expect(await changedAs(ACCOUNT.viewer, update, [FIKR_LABS])).toBe(0);
    expect(await changedAs(ACCOUNT.otherStartup, update, [FIKR_LABS])).toBe(0);
    expect(await changedAs(ACCOUNT.otherStartup, update, [NILE_ROBOTICS])).toBe(1);
    expect(await changedAs(null, update, [FIKR_LABS])).toBe('denied');
  });

  it('take only an assigned ISO 3166-1 code and a known sector', async () => {
    await expect(db.query("update public.organizations set country_code = 'UK' where id = $1", [FIKR_LABS])).rejects.toMatchObject({ code: '23514' });
    await expect(db.query("update public.organizations set country_code = 'sa' where id = $1", [FIKR_LABS])).rejects.toMatchObject({ code: '23514' });
    await expect(db.query("update public.organizations set sector = 'crypto' where id = $1", [FIKR_LABS])).rejects.toMatchObject({ code: '22P02' });
  });
});

describe('the scale writer', () => {
  const counts = scaledCounts(120);
  const scale = createEcosystem(counts);
  const allIds = new Set([...ecosystem.organizations, ...scale.organizations].map((organization) => organization.id));

  it(
    'replaces the seed’s rows of the same ids and, run again, its own',
    async () => {
      const first = await writeScaleEcosystem(db, counts);
      expect(first).toMatchObject({ organizations: scale.organizations.length, members: scale.members.length, memberships: scale.members.length, startupProfiles: scale.startups.length });
      // Every reported metric of every generated startup, for every month.
      expect(first.metricValues).toBe(scale.startups.length * METRICS.length * PERIODS.length);
      const organizations = await count('select count(*) from public.organizations');
      expect(organizations).toBe(7 + allIds.size);
      const users = await count('select count(*) from public.users');

      await writeScaleEcosystem(db, counts);
      expect(await count('select count(*) from public.organizations')).toBe(organizations);
      expect(await count('select count(*) from public.users')).toBe(users);
      // The platform seed's two startups keep theirs; every generated startup has one again.
      expect(await count('select count(*) from public.startup_profiles')).toBe(2 + scale.startups.length);
      expect(await count('select count(*) from public.organisation_roles where organization_id = any($1::uuid[])', [scale.organizations.map((organization) => organization.id)])).toBe(
        scale.members.length,
      );
    },
    SETUP_TIMEOUT,
  );

  it(
    'rewrites the metric series, run again, instead of adding to them',
    async () => {
      const generated = (organizations) => count('select count(*) from public.metric_values where organization_id = any($1::uuid[])', [organizations]);
      const ids = scale.startups.map((startup) => startup.id);
      await writeScaleEcosystem(db, counts);
      expect(await generated(ids)).toBe(scale.startups.length * METRICS.length * PERIODS.length);
    },
    SETUP_TIMEOUT,
  );
});
