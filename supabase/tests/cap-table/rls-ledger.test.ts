import { describe, expect, it } from 'vitest';
import { asOwner, asUser, rejectionOf, targets, useDatabase, type Queryable } from '../support/database';
import { ORG, PERSONAS, claimsOf, type Persona } from '../support/demo';
import { PERSONA_SWEEP_TIMEOUT, every, expectOutcomes, readOutcomes, writeOutcomes } from '../support/outcomes';

// The cap table as a ledger (Fikr Cap): public.share_classes, public.equity_plans,
// public.vesting_terms and the append-only public.cap_table_transactions, with the functions that
// derive holdings from it. Access follows the matrix's cap_table resource and Fikr Cap being open
// to the member: in Fikr Labs owner, admin, editor and user read and write (startup is an owner,
// multiOrg an editor), only owners delete; viewer's Fikr Cap is off; manager holds no matrix role;
// stakeholder@ reads the classes, plans and terms but only the ledger rows of Samir Stakeholder,
// the row linked to their account. The seed's ledger: Fikr Labs 2 classes, 1 plan, 3 vesting
// terms, 13 transactions (2 of them Samir's); Nile Robotics 1 class and 2 transactions. Seed dates
// count back from today, so expectations on seed rows come from quantities only.

const FL = ORG.fikrLabs;
const NILE = ORG.nileRobotics;

const COMMON = '00000000-0000-4000-ca00-000000000001';
const SEED_PREFERRED = '00000000-0000-4000-ca00-000000000002';
const NILE_COMMON = '00000000-0000-4000-ca00-000000000003';
const OPTION_PLAN = '00000000-0000-4000-ca00-000000000011';
const FOUR_YEARS_MONTHLY = '00000000-0000-4000-ca00-000000000021';
const SAMIR = '00000000-0000-4000-ca00-000000000101';
const OASIS_SAFE = '00000000-0000-4000-ca00-000000000203';
const KARIM_FOUNDER_SHARES = '00000000-0000-4000-ca00-000000000202';
const SAMIR_GRANT = '00000000-0000-4000-ca00-000000000208';
const SAMIR_EXERCISE = '00000000-0000-4000-ca00-000000000209';
const YOUSSEF_GRANT = '00000000-0000-4000-ca00-000000000211';

/** Rows the tests add, each under a fixed id. */
const ADDED = { terms: '00000000-0000-4000-ca00-000000000901', grant: '00000000-0000-4000-ca00-000000000902', issuance: '00000000-0000-4000-ca00-000000000903', acting: '00000000-0000-4000-ca00-000000000904', reversal: '00000000-0000-4000-ca00-000000000905' };

const FULL_READERS = ['owner', 'admin', 'editor', 'user', 'startup', 'multiOrg'] as const;
const WRITERS = { owner: 1, admin: 1, editor: 1, user: 1, startup: 1, multiOrg: 1 } as const;
const DELETERS = { owner: 1, startup: 1 } as const;

/** A stakeholder's id by name, read past the policies (fixtures run as the database owner). */
const holder = (name: string, organization: string = FL) => `(select id from public.stakeholders where organization_id = '${organization}' and name = '${name.replaceAll("'", "''")}')`;

const TRANSACTION = 'insert into public.cap_table_transactions (organization_id, kind, effective_on';
/** A common stock issuance the test records, under ADDED.issuance. */
const issueCommon = (to: string, quantity: number, on: string) =>
  `${TRANSACTION}, id, stakeholder_id, share_class_id, quantity, price_per_share) values ('${FL}', 'stock_issuance', date '${on}', '${ADDED.issuance}', ${to}, '${COMMON}', ${quantity}, 0.5)`;
const reverse = (id: string, on: string, reversalId = ADDED.reversal) => `${TRANSACTION}, id, reverses_transaction_id) values ('${FL}', 'reversal', date '${on}', '${reversalId}', '${id}')`;

interface Schedule {
  unit: 'months' | 'days';
  period: number;
  cliff: number;
  total: number;
}
const STANDARD: Schedule = { unit: 'months', period: 1, cliff: 12, total: 48 };

/** Vesting terms and an option grant from the seed's plan to Samir, under ADDED.terms and ADDED.grant. */
function grantWith(schedule: Schedule, quantity: number, starts: string, acceleration = 'null, null'): string {
  const { unit, period, cliff, total } = schedule;
  return `insert into public.vesting_terms (id, organization_id, name, period_unit, period_length, cliff_length, total_length)
      values ('${ADDED.terms}', '${FL}', 'Schedule under test', '${unit}', ${period}, ${cliff}, ${total});
    ${TRANSACTION}, id, stakeholder_id, equity_plan_id, quantity, price_per_share, compensation_type, vesting_terms_id, vesting_starts_on, acceleration_trigger, acceleration_percent)
      values ('${FL}', 'equity_compensation_issuance', date '${starts}', '${ADDED.grant}', '${SAMIR}', '${OPTION_PLAN}', ${quantity}, 0.25, 'option_iso', '${ADDED.terms}', date '${starts}', ${acceleration});`;
}

/** Acts as another signed-in account for the rest of the transaction. */
const actAs = (tx: Queryable, persona: Exclude<Persona, 'anon'>) => tx.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(claimsOf(persona))]);

/** What each stakeholder holds, as readable lines sorted by code point (the same on every collation). */
async function positions(tx: Queryable, asOf: string): Promise<string[]> {
  const { rows } = await tx.query<{ line: string }>(
    `select s.name || ': ' || p.holding_kind || ' ' || coalesce(p.quantity_outstanding::text, '$' || p.amount_outstanding::bigint::text) as line
     from public.cap_table_positions($1, ${asOf}) p join public.stakeholders s on s.id = p.stakeholder_id`,
    [FL],
  );
  return rows.map((row) => row.line).sort();
}

/** A security's outstanding quantity as of each date; null once it is no longer a position. */
async function outstandingOn(tx: Queryable, security: string, dates: string[]): Promise<Record<string, number | null>> {
  const outstanding: Record<string, number | null> = {};
  for (const on of dates) {
    const { rows } = await tx.query<{ outstanding: number }>('select quantity_outstanding::int as outstanding from public.cap_table_positions($1, $2::date) where security_id = $3', [FL, on, security]);
    outstanding[on] = rows[0]?.outstanding ?? null;
  }
  return outstanding;
}

describe.each(targets)('cap table ledger on $name', (target) => {
  const db = useDatabase(target);
  const asOwnerAccount = <T>(fn: (tx: Queryable) => Promise<T>) => asUser(db(), claimsOf('owner'), fn);

  describe('reading', () => {
    it.each([
      ['public.share_classes', 2, 2, 1],
      ['public.equity_plans', 1, 1, 0],
      ['public.vesting_terms', 3, 3, 0],
      ['public.cap_table_transactions', 13, 2, 2],
    ])('%s: Fikr Labs’ readers count %i rows of it, its stakeholder %i; only Nile Robotics’ owner reads theirs (%i)', async (table, fikrLabs, ownRows, nile) => {
      expect(await readOutcomes(db(), `select count(*) from ${table} where organization_id = $1`, [FL])).toEqual(
        expectOutcomes(0, { anon: 'denied', ...every(FULL_READERS, fikrLabs), stakeholder: ownRows }),
      );
      expect(await readOutcomes(db(), `select count(*) from ${table} where organization_id = $1`, [NILE])).toEqual(expectOutcomes(0, { anon: 'denied', otherStartup: nile }));
    });

    it('shows stakeholder@ only the ledger rows of their own stakeholder row', async () => {
      const rows = await asUser(db(), claimsOf('stakeholder'), async (tx) => (await tx.query<{ id: string; stakeholder_id: string }>('select id, stakeholder_id from public.cap_table_transactions order by id')).rows);
      expect(rows).toEqual([
        { id: SAMIR_GRANT, stakeholder_id: SAMIR },
        { id: SAMIR_EXERCISE, stakeholder_id: SAMIR },
      ]);
    });
  });

  describe('writing', () => {
    it.each([
      ['public.share_classes', "insert into public.share_classes (organization_id, name, class_type, authorized_shares, price_per_share) values ($1, 'Series A Preferred', 'preferred', 2000000, 2.5)", [FL], [NILE]],
      ['public.equity_plans', "insert into public.equity_plans (organization_id, name, share_class_id, shares_reserved, board_approved_on) values ($1, '2027 Equity Incentive Plan', $2, 500000, date '2026-09-15')", [FL, COMMON], [NILE, NILE_COMMON]],
      ['public.vesting_terms', "insert into public.vesting_terms (organization_id, name, period_unit, period_length, cliff_length, total_length) values ($1, '5 years monthly, 1-year cliff', 'months', 1, 12, 60)", [FL], [NILE]],
      [
        'public.cap_table_transactions',
        `${TRANSACTION}, stakeholder_id, share_class_id, quantity, price_per_share, amount) values ($1, 'stock_issuance', date '2026-09-15', (select s.id from public.stakeholders s where s.organization_id = $1 and s.name = $3), $2, 10000, 0.8, 8000)`,
        [FL, COMMON, 'Samir Stakeholder'],
        [NILE, NILE_COMMON, 'Cairo Angels'],
      ],
    ])('%s is added by the cap table’s writers, in their own organization only', async (_table, add, fikrLabs, nile) => {
      expect(await writeOutcomes(db(), add, fikrLabs)).toEqual(expectOutcomes('denied', WRITERS));
      expect(await writeOutcomes(db(), add, nile)).toEqual(expectOutcomes('denied', { otherStartup: 1 }));
    });

    it('lets the cap table’s writers change a share class', async () => {
      const enlarge = "update public.share_classes set authorized_shares = authorized_shares + 1000000 where organization_id = $1 and name = 'Common'";
      expect(await writeOutcomes(db(), enlarge, [FL])).toEqual(expectOutcomes(0, { anon: 'denied', ...WRITERS }));
      expect(await writeOutcomes(db(), enlarge, [NILE])).toEqual(expectOutcomes(0, { anon: 'denied', otherStartup: 1 }));
    });

    it.each([
      ['public.share_classes', `insert into public.share_classes (organization_id, name, class_type, authorized_shares) values ('${FL}', 'Unused', 'preferred', 1000)`],
      ['public.equity_plans', `insert into public.equity_plans (organization_id, name, share_class_id, shares_reserved) values ('${FL}', 'Unused', '${COMMON}', 1000)`],
      ['public.vesting_terms', `insert into public.vesting_terms (organization_id, name, total_length) values ('${FL}', 'Unused', 12)`],
    ])('%s: a row nothing names is removed by the matrix owner only', async (table, unused) => {
      expect(await writeOutcomes(db(), `delete from ${table} where organization_id = $1 and name = 'Unused'`, [FL], { setup: unused })).toEqual(expectOutcomes(0, { anon: 'denied', ...DELETERS }));
    });

    it.each([
      ['the common class, named by the plan and the ledger', `delete from public.share_classes where id = '${COMMON}'`],
      ['the preferred class, named by the ledger', `delete from public.share_classes where id = '${SEED_PREFERRED}'`],
      ['the option plan, named by its grants', `delete from public.equity_plans where id = '${OPTION_PLAN}'`],
      ['the vesting terms, named by grants', `delete from public.vesting_terms where id = '${FOUR_YEARS_MONTHLY}'`],
    ])('keeps %s, even from the owner (23503)', async (_case, remove) => {
      expect((await rejectionOf(asOwnerAccount((tx) => tx.query(remove)))).code).toBe('23503');
    });

    it('lets no one change or remove a ledger row, not even the owner', async () => {
      expect(await writeOutcomes(db(), 'update public.cap_table_transactions set quantity = 1 where id = $1', [KARIM_FOUNDER_SHARES])).toEqual(expectOutcomes('denied'));
      expect(await writeOutcomes(db(), 'delete from public.cap_table_transactions where id = $1', [KARIM_FOUNDER_SHARES])).toEqual(expectOutcomes('denied'));
    });

    it('refuses a member who may not write the ledger before its checks can tell them what it holds', async () => {
      const overdraw = `${TRANSACTION}, security_id, quantity) values ('${FL}', 'stock_cancellation', current_date, '${KARIM_FOUNDER_SHARES}', 999999999)`;
      const outsiders = PERSONAS.filter((persona): persona is Exclude<Persona, 'anon' | keyof typeof WRITERS> => persona !== 'anon' && !(persona in WRITERS));
      const codes: Record<string, string> = {};
      for (const persona of outsiders) codes[persona] = (await rejectionOf(asUser(db(), claimsOf(persona), (tx) => tx.query(overdraw)))).code;
      expect(codes).toEqual(Object.fromEntries(outsiders.map((persona) => [persona, '42501'])));
    });
  });

  describe('what the ledger refuses (23514)', () => {
    it.each([
      ['an issuance without a stakeholder', `${TRANSACTION}, share_class_id, quantity) values ('${FL}', 'stock_issuance', date '2026-03-02', '${COMMON}', 1000)`, 'An issuance names its stakeholder'],
      [
        'an option without an exercise price',
        `${TRANSACTION}, stakeholder_id, equity_plan_id, quantity, compensation_type) values ('${FL}', 'equity_compensation_issuance', date '2026-03-02', '${SAMIR}', '${OPTION_PLAN}', 10000, 'option_iso')`,
        'An option names its exercise price',
      ],
      [
        'a grant from another organization’s plan',
        `${TRANSACTION}, stakeholder_id, equity_plan_id, quantity, price_per_share, compensation_type) values ('${NILE}', 'equity_compensation_issuance', date '2026-03-02', ${holder('Cairo Angels', NILE)}, '${OPTION_PLAN}', 10000, 0.3, 'option_nso')`,
        'The equity plan belongs to another organization',
      ],
      [
        'a transfer to the same stakeholder',
        `${TRANSACTION}, security_id, to_stakeholder_id, quantity) values ('${FL}', 'stock_transfer', current_date, '${KARIM_FOUNDER_SHARES}', ${holder('Karim Haddad')}, 1000)`,
        'A transfer names another stakeholder to receive the shares',
      ],
      [
        'a transfer to another organization’s stakeholder',
        `${TRANSACTION}, security_id, to_stakeholder_id, quantity) values ('${FL}', 'stock_transfer', current_date, '${KARIM_FOUNDER_SHARES}', ${holder('Cairo Angels', NILE)}, 1000)`,
        'The recipient belongs to another organization',
      ],
      [
        // Karim holds 3,000,000 less the 250,000 he gave his trust.
        'cancelling one share more than are outstanding',
        `${TRANSACTION}, security_id, quantity) values ('${FL}', 'stock_cancellation', current_date, '${KARIM_FOUNDER_SHARES}', 2750001)`,
        'Only 2750000 shares of this security are left',
      ],
      [
        // A quarter of 48,000 vests at the one-year cliff.
        'exercising more options than have vested',
        `${TRANSACTION}, security_id, quantity) values ('${FL}', 'equity_compensation_exercise', date '2023-01-01', '${ADDED.grant}', 12001)`,
        'Only vested options can be exercised: 12000 are vested and not yet exercised',
        grantWith(STANDARD, 48000, '2022-01-01'),
      ],
      [
        'a second conversion of the converted SAFE',
        `${TRANSACTION}, security_id, share_class_id, quantity) values ('${FL}', 'convertible_conversion', current_date, '${OASIS_SAFE}', '${SEED_PREFERRED}', 1000)`,
        'The convertible has already converted or been cancelled',
      ],
      [
        'a reversal of a reversal',
        reverse(ADDED.reversal, '2025-05-01', ADDED.acting),
        'A reversal cannot be reversed; record the transaction again',
        `${issueCommon(`'${SAMIR}'`, 1000, '2025-03-03')}; ${reverse(ADDED.issuance, '2025-04-01')};`,
      ],
      ['reversing an issuance whose security has moved since', `${TRANSACTION}, reverses_transaction_id) values ('${FL}', 'reversal', current_date, '${KARIM_FOUNDER_SHARES}')`, 'Reverse the later transactions of this security first'],
      [
        'a transaction dated before its security was issued',
        `${TRANSACTION}, security_id, quantity) values ('${FL}', 'stock_cancellation', date '2020-01-01', '${KARIM_FOUNDER_SHARES}', 1)`,
        'A transaction cannot take effect before its security was issued',
      ],
      [
        'an acceleration without a quantity on a grant without acceleration terms',
        `${TRANSACTION}, security_id) values ('${FL}', 'vesting_acceleration', current_date, '${YOUSSEF_GRANT}')`,
        'The grant has no acceleration terms: name the number of shares',
      ],
    ])('refuses %s', async (_case, sql, message, before?: string) => {
      const error = await rejectionOf(
        asOwner(db(), async (tx) => {
          if (before) await tx.exec(before);
          await tx.query(sql);
        }),
      );
      expect({ code: error.code, message: error.message }).toEqual({ code: '23514', message: expect.stringContaining(message) });
    });
  });

  describe('holdings derived from the ledger', () => {
    it.each([
      [
        'today',
        'current_date',
        [
          'Dr. Youssef Amrani: option 50000',
          'Haddad Family Trust: stock 250000',
          'Karim Haddad: stock 2750000',
          "Layla O'Brien: option 120000",
          // The SAFE converted into Series Seed.
          'Oasis Ventures: convertible $0',
          'Oasis Ventures: stock 1500000',
          'Oasis Ventures: warrant 50000',
          // 25,000 granted, 5,000 exercised into common.
          'Samir Stakeholder: option 20000',
          'Samir Stakeholder: stock 5000',
          'Sara Startup: stock 4000000',
          'Société Générale Capital: stock 500000',
          'شركة النور للاستثمار: convertible $250000',
          'شركة النور للاستثمار: stock 750000',
        ],
      ],
      [
        'the day before Karim’s transfer to his trust',
        'current_date - 151',
        [
          'Karim Haddad: stock 3000000',
          'Oasis Ventures: convertible $0',
          'Oasis Ventures: stock 1500000',
          'Oasis Ventures: warrant 50000',
          'Samir Stakeholder: option 25000',
          'Sara Startup: stock 4000000',
          'Société Générale Capital: stock 500000',
          'شركة النور للاستثمار: stock 750000',
        ],
      ],
      ['the day before the seed round', 'current_date - 201', ['Karim Haddad: stock 3000000', 'Oasis Ventures: convertible $1000000', 'Samir Stakeholder: option 25000', 'Sara Startup: stock 4000000']],
    ])('cap_table_positions gives Fikr Labs’ holdings as of %s', async (_when, asOf, expected) => {
      expect(await asOwnerAccount((tx) => positions(tx, asOf))).toEqual([...expected].sort());
    });

    it.each([
      [
        'a reversed cancellation counts until the reversal’s date, then the shares are back',
        `${issueCommon(holder("Layla O'Brien"), 100000, '2025-03-03')};
         ${TRANSACTION}, id, security_id, quantity) values ('${FL}', 'stock_cancellation', date '2025-06-02', '${ADDED.acting}', '${ADDED.issuance}', 40000);
         ${reverse(ADDED.acting, '2025-09-01')};`,
        { '2025-03-02': null, '2025-06-01': 100000, '2025-06-02': 60000, '2025-08-31': 60000, '2025-09-01': 100000, '2026-01-15': 100000 },
      ],
      [
        'a reversed issuance is a position until the reversal’s date, then none',
        `${issueCommon(holder("Layla O'Brien"), 100000, '2025-03-03')}; ${reverse(ADDED.issuance, '2025-09-01')};`,
        { '2025-03-03': 100000, '2025-08-31': 100000, '2025-09-01': null, '2026-01-15': null },
      ],
    ])('%s', async (_case, ledger, expected) => {
      const outstanding = await asOwner(db(), async (tx) => {
        await tx.exec(ledger);
        return outstandingOn(tx, ADDED.issuance, Object.keys(expected));
      });
      expect(outstanding).toEqual(expected);
    });

    it('takes a reversed transfer out of the recipient’s own view from the reversal’s date', async () => {
      const ledger = `${issueCommon(holder('Karim Haddad'), 10000, '2025-03-03')};
        ${TRANSACTION}, id, security_id, to_stakeholder_id, quantity) values ('${FL}', 'stock_transfer', date '2025-06-02', '${ADDED.acting}', '${ADDED.issuance}', '${SAMIR}', 1000);
        ${reverse(ADDED.acting, '2025-09-01')};`;
      const seen = await asOwner(db(), async (tx) => {
        await tx.exec(ledger);
        await tx.query("select set_config('role', 'authenticated', true)");
        await actAs(tx, 'stakeholder');
        return outstandingOn(tx, ADDED.acting, ['2025-06-01', '2025-06-02', '2025-08-31', '2025-09-01']);
      });
      expect(seen).toEqual({ '2025-06-01': null, '2025-06-02': 1000, '2025-08-31': 1000, '2025-09-01': null });
    });

    // Outstanding today, from the seed's quantities: preferred converts 1:1 into common; Samir
    // holds 20,000 options and the 5,000 shares he exercised; Oasis its Series Seed and a warrant.
    const FULLY_DILUTED: Record<string, number> = {
      'Sara Startup': 4_000_000,
      'Karim Haddad': 2_750_000,
      'Haddad Family Trust': 250_000,
      'Oasis Ventures': 1_500_000 + 50_000,
      'شركة النور للاستثمار': 750_000,
      'Société Générale Capital': 500_000,
      'Samir Stakeholder': 20_000 + 5_000,
      "Layla O'Brien": 120_000,
      'Dr. Youssef Amrani': 50_000,
    };
    // The plan reserves 1,000,000 and has granted 25,000 + 120,000 + 50,000: the rest is part of
    // the whole but nobody's.
    const POOL_UNISSUED = 1_000_000 - (25_000 + 120_000 + 50_000);
    const WHOLE = Object.values(FULLY_DILUTED).reduce((sum, shares) => sum + shares, 0) + POOL_UNISSUED;

    it('cap_table_fully_diluted divides each holding by the whole, unissued pool included', async () => {
      const rows = await asOwnerAccount(
        async (tx) =>
          (
            await tx.query<{ name: string; shares: number; percent: string; whole: number }>(
              `select s.name, f.fully_diluted::int as shares, f.fully_diluted_percent::text as percent, f.company_fully_diluted::int as whole
               from public.cap_table_fully_diluted($1) f join public.stakeholders s on s.id = f.stakeholder_id`,
              [FL],
            )
          ).rows,
      );
      expect(WHOLE).toBe(10_800_000);
      expect(Object.fromEntries(rows.map((row) => [row.name, row.shares]))).toEqual(FULLY_DILUTED);
      expect(new Set(rows.map((row) => row.whole))).toEqual(new Set([WHOLE]));
      // Each percentage is the holding over the whole, rounded to four places (no ties here).
      expect(Object.fromEntries(rows.map((row) => [row.name, row.percent]))).toEqual(Object.fromEntries(Object.entries(FULLY_DILUTED).map(([name, shares]) => [name, ((100 * shares) / WHOLE).toFixed(4)])));
      // The holders' percentages fall short of 100 by the pool's share, within each row's rounding.
      const held = rows.reduce((sum, row) => sum + Number(row.percent), 0);
      expect(Math.abs(held + (100 * POOL_UNISSUED) / WHOLE - 100)).toBeLessThanOrEqual(rows.length * 0.00005);
    });

    it('gives stakeholder@ their own row of the fully diluted table, with the percentage the owner sees', async () => {
      const fullyDiluted = 'select stakeholder_id, fully_diluted::int as shares, fully_diluted_percent::text as percent from public.cap_table_fully_diluted($1)';
      const own = await asUser(db(), claimsOf('stakeholder'), async (tx) => (await tx.query(fullyDiluted, [FL])).rows);
      const ownersView = await asOwnerAccount(async (tx) => (await tx.query(`${fullyDiluted} where stakeholder_id = $2`, [FL, SAMIR])).rows);
      expect(own).toEqual([{ stakeholder_id: SAMIR, shares: 25_000, percent: ((100 * 25_000) / WHOLE).toFixed(4) }]);
      expect(own).toEqual(ownersView);
    });
  });

  // The standard schedule, four years monthly with a one-year cliff: nothing vests in the first
  // year, a quarter on its anniversary, then 1/48 of the grant each month until all of it has
  // vested after four years. Described so by Pulley's "What is vesting?"
  // (https://help.pulley.com/en/articles/5160112-what-is-vesting) and by Yokum Taku's Startup Law
  // Glossary, "4 Years with a One Year Cliff" (http://startuplawyer.com/startup-law-glossary/4-years-with-a-one-year-cliff).
  describe('vested_quantity', () => {
    it.each([
      [
        '4 years monthly with a 1-year cliff',
        grantWith(STANDARD, 48000, '2022-01-01'),
        { '2021-12-31': 0, '2022-12-31': 0, '2023-01-01': 12000, '2023-02-01': 13000, '2025-12-31': 47000, '2026-01-01': 48000, '2027-06-30': 48000 },
      ],
      [
        '3 years quarterly with a 6-month cliff',
        grantWith({ unit: 'months', period: 3, cliff: 6, total: 36 }, 36000, '2022-01-01'),
        { '2022-06-30': 0, '2022-07-01': 6000, '2022-09-30': 6000, '2022-10-01': 9000, '2024-12-31': 33000, '2025-01-01': 36000 },
      ],
      [
        // 6,000 more on 1 July 2022, before the cliff; the grant is all vested a half year early.
        'the standard schedule and an ad-hoc vesting event',
        `${grantWith(STANDARD, 48000, '2022-01-01')} ${TRANSACTION}, security_id, quantity) values ('${FL}', 'vesting_event', date '2022-07-01', '${ADDED.grant}', 6000);`,
        { '2022-06-30': 0, '2022-07-01': 6000, '2023-01-01': 18000, '2025-06-01': 47000, '2025-07-01': 48000, '2026-01-01': 48000 },
      ],
      [
        // On 1 January 2024 24,000 have vested; half of the 24,000 unvested vest at once.
        'a single-trigger acceleration of 50% of what is unvested',
        `${grantWith(STANDARD, 48000, '2022-01-01', "'single', 50")} ${TRANSACTION}, security_id) values ('${FL}', 'vesting_acceleration', date '2024-01-01', '${ADDED.grant}');`,
        { '2023-12-31': 23000, '2024-01-01': 36000, '2024-02-01': 37000, '2024-12-01': 47000, '2025-01-01': 48000 },
      ],
      [
        // Every 30 days from a 90-day cliff to day 360; 2024 is a leap year (day 90 is 31 March).
        '360 days in 30-day periods with a 90-day cliff',
        grantWith({ unit: 'days', period: 30, cliff: 90, total: 360 }, 3600, '2024-01-01'),
        { '2024-03-30': 0, '2024-03-31': 900, '2024-04-29': 900, '2024-04-30': 1200, '2024-12-25': 3300, '2024-12-26': 3600 },
      ],
    ])('%s', async (_schedule, grant, expected) => {
      const vested = await asOwner(db(), async (tx) => {
        await tx.exec(grant);
        const byDate: Record<string, number> = {};
        for (const on of Object.keys(expected)) byDate[on] = (await tx.query<{ vested: number }>('select public.vested_quantity($1, $2::date)::int as vested', [ADDED.grant, on])).rows[0]!.vested;
        return byDate;
      });
      expect(vested).toEqual(expected);
    });
  });
}, PERSONA_SWEEP_TIMEOUT);
