import { describe, expect, it } from 'vitest';
import { asUser, rejectionOf, targets, useDatabase, type Queryable } from '../support/database';
import { ORG, claimsOf } from '../support/demo';
import { PERSONA_SWEEP_TIMEOUT, every, expectOutcomes, readOutcomes } from '../support/outcomes';

// Importing an Open Cap Table Format package (public.cap_table_import): the plan's rows go through
// public.share_classes, public.equity_plans, public.vesting_terms, public.stakeholders and
// public.cap_table_transactions as the caller, so only who may write the cap table and its
// stakeholders in that organization imports (in Fikr Labs owner, admin, editor and user; startup
// is an owner, multiOrg an editor; viewer's Fikr Cap is off; the stakeholder role reads only), and
// another organization's members import nothing into it. All or nothing: a row the ledger refuses
// undoes the import, and the refusal names the OCF object.

const FL = ORG.fikrLabs;
const NILE = ORG.nileRobotics;
const WRITERS = ['owner', 'admin', 'editor', 'user', 'startup', 'multiOrg'] as const;

/** A small package as the page plans it: a class, a plan on it, terms, two holders, a grant and an issuance moved on. */
/** One transaction of an import plan, as cap_table_import reads it: the fields of its kind. */
type PlannedTransaction = { ref: string; source: string; kind: string; effective_on: string; quantity: number } & Record<string, string | number>;

const plan = (suffix = '') => ({
  share_classes: [{ ref: 'common', name: `OCF Common${suffix}`, class_type: 'common', authorized_shares: 1_000_000, price_per_share: 0.001, par_value: null, seniority: 0, liquidation_preference_multiple: 1, is_participating: false, participation_cap_multiple: null, conversion_ratio: 1, board_approved_on: '2025-01-02' }],
  equity_plans: [{ ref: 'pool', name: `OCF Plan${suffix}`, share_class_ref: 'common', shares_reserved: 100_000, board_approved_on: null }],
  vesting_terms: [{ ref: '4y', name: `OCF 4 years${suffix}`, period_unit: 'months', period_length: 1, cliff_length: 12, total_length: 48 }],
  stakeholders: [
    { ref: 'ada', name: `Ada OCF${suffix}`, stakeholder_type: 'founder', email: null },
    { ref: 'bo', name: `Bo OCF${suffix}`, stakeholder_type: 'employee', email: 'bo@example.test' },
  ],
  transactions: <PlannedTransaction[]>[
    { ref: 'ada-shares', source: 'TX_STOCK_ISSUANCE ada-shares', kind: 'stock_issuance', effective_on: '2025-01-02', stakeholder_ref: 'ada', share_class_ref: 'common', quantity: 600_000, price_per_share: 0.001 },
    { ref: 'bo-grant', source: 'TX_EQUITY_COMPENSATION_ISSUANCE bo-grant', kind: 'equity_compensation_issuance', effective_on: '2025-02-03', stakeholder_ref: 'bo', equity_plan_ref: 'pool', quantity: 48_000, price_per_share: 0.1, compensation_type: 'option_iso', vesting_terms_ref: '4y', vesting_starts_on: '2025-02-03' },
    { ref: 'gift', source: 'TX_STOCK_TRANSFER gift', kind: 'stock_transfer', effective_on: '2025-06-02', security_ref: 'ada-shares', to_stakeholder_ref: 'bo', quantity: 1_000 },
  ],
});
const IMPORT = 'select public.cap_table_import($1, $2::jsonb)';
/** One row per import that went through (the sweep counts rows; the import itself is rolled back with each persona's transaction). */
const IMPORTED = `select count(*) from (${IMPORT}) imported`;

const countIn = async (tx: Queryable, table: string, organization: string) => Number((await tx.query<{ count: string }>(`select count(*) from ${table} where organization_id = $1`, [organization])).rows[0]?.count);

describe.each(targets)('importing an OCF package on $name', (target) => {
  const db = useDatabase(target);

  it(
    'lets the cap table’s writers import into their own organization only',
    async () => {
      expect(await readOutcomes(db(), IMPORTED, [FL, JSON.stringify(plan())])).toEqual(expectOutcomes('denied', every(WRITERS, 1)));
      expect(await readOutcomes(db(), IMPORTED, [NILE, JSON.stringify(plan())])).toEqual(expectOutcomes('denied', { otherStartup: 1 }));
    },
    PERSONA_SWEEP_TIMEOUT,
  );

  it('creates every row of the plan, linked as the plan names them', async () => {
    const created = await asUser(db(), claimsOf('startup'), async (tx) => {
      const before = { classes: await countIn(tx, 'public.share_classes', FL), holders: await countIn(tx, 'public.stakeholders', FL), ledger: await countIn(tx, 'public.cap_table_transactions', FL) };
      const { rows } = await tx.query<{ cap_table_import: Record<string, number> }>(IMPORT, [FL, JSON.stringify(plan())]);
      const positions = await tx.query<{ line: string }>(
        `select s.name || ' ' || p.holding_kind || ' ' || p.quantity_outstanding as line from public.cap_table_positions($1, date '2026-01-01') p
         join public.stakeholders s on s.id = p.stakeholder_id where s.name like '%OCF' order by 1`,
        [FL],
      );
      const grant = await tx.query<{ terms: string; plan: string }>(
        `select v.name as terms, e.name as plan from public.cap_table_transactions t join public.vesting_terms v on v.id = t.vesting_terms_id
         join public.equity_plans e on e.id = t.equity_plan_id where t.organization_id = $1 and t.kind = 'equity_compensation_issuance' and v.name = 'OCF 4 years'`,
        [FL],
      );
      return {
        counts: rows[0]?.cap_table_import,
        added: { classes: (await countIn(tx, 'public.share_classes', FL)) - before.classes, holders: (await countIn(tx, 'public.stakeholders', FL)) - before.holders, ledger: (await countIn(tx, 'public.cap_table_transactions', FL)) - before.ledger },
        positions: positions.rows.map((row) => row.line),
        grant: grant.rows,
      };
    });
    expect(created).toEqual({
      counts: { share_classes: 1, equity_plans: 1, vesting_terms: 1, stakeholders: 2, transactions: 3 },
      added: { classes: 1, holders: 2, ledger: 3 },
      positions: ['Ada OCF stock 599000', 'Bo OCF option 48000', 'Bo OCF stock 1000'],
      grant: [{ terms: 'OCF 4 years', plan: 'OCF Plan' }],
    });
  });

  it.each([
    ['a share class', { ...plan(), share_classes: [{ ...plan().share_classes[0], name: 'Common' }] }, 'A share class named "Common" is already in this cap table'],
    ['a stakeholder', { ...plan(), stakeholders: [{ ref: 'ada', name: 'Sara Startup', stakeholder_type: 'founder', email: null }, plan().stakeholders[1]] }, 'A stakeholder named "Sara Startup" is already in this cap table'],
  ])('refuses %s whose name the cap table already uses (23505)', async (_what, taken, message) => {
    const error = await rejectionOf(asUser(db(), claimsOf('startup'), (tx) => tx.query(IMPORT, [FL, JSON.stringify(taken)])));
    expect({ code: error.code, message: error.message }).toEqual({ code: '23505', message });
  });

  it('undoes the whole import when the ledger refuses a row, naming the OCF object', async () => {
    const overdrawn = plan();
    overdrawn.transactions.push({ ref: 'too-much', source: 'TX_STOCK_CANCELLATION too-much', kind: 'stock_cancellation', effective_on: '2025-07-01', security_ref: 'ada-shares', quantity: 600_000 });
    const outcome = await asUser(db(), claimsOf('startup'), async (tx) => {
      await tx.query('savepoint before_import');
      const error = await rejectionOf(tx.query(IMPORT, [FL, JSON.stringify(overdrawn)]));
      await tx.query('rollback to savepoint before_import');
      const left = await tx.query<{ count: string }>("select count(*) from public.share_classes where organization_id = $1 and name = 'OCF Common'", [FL]);
      return { code: error.code, message: error.message, classesLeft: Number(left.rows[0]?.count) };
    });
    expect(outcome).toEqual({ code: '23514', message: 'TX_STOCK_CANCELLATION too-much: Only 599000 shares of this security are left', classesLeft: 0 });
  });

  it('refuses a plan that names a row it does not create', async () => {
    const broken = { ...plan(), equity_plans: [{ ...plan().equity_plans[0], share_class_ref: 'nowhere' }] };
    const error = await rejectionOf(asUser(db(), claimsOf('startup'), (tx) => tx.query(IMPORT, [FL, JSON.stringify(broken)])));
    expect({ code: error.code, message: error.message }).toEqual({ code: '22023', message: 'The import names share classes "nowhere", which it does not create' });
  });

  it('refuses a member who may not write before telling them whether a name is taken (42501)', async () => {
    const taken = { ...plan(), share_classes: [{ ...plan().share_classes[0], name: 'Common' }] };
    for (const persona of ['viewer', 'stakeholder', 'otherStartup'] as const) {
      const error = await rejectionOf(asUser(db(), claimsOf(persona), (tx) => tx.query(IMPORT, [FL, JSON.stringify(taken)])));
      expect(error.code, persona).toBe('42501');
    }
  });
});
