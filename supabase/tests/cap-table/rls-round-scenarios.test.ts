import { describe, expect, it } from 'vitest';
import { asUser, rejectionOf, targets, useDatabase, type Queryable } from '../support/database';
import { ORG, PERSONAS, claimsOf, type Persona } from '../support/demo';
import { PERSONA_SWEEP_TIMEOUT, every, expectOutcomes, readOutcomes, writeOutcomes } from '../support/outcomes';

// The round modeler's saved scenarios (public.cap_round_scenarios) and their conversion into the
// ledger (public.convert_round_scenario). Scenarios follow the matrix's calculators resource and
// Fikr Cap being open: in Fikr Labs owner, admin, editor and user read and calculate (startup is
// an owner, multiOrg an editor); viewer's Fikr Cap is off; stakeholder@'s role has calculators
// but sees only their own holdings, so no scenario. Converting needs write on the cap table. The
// seed holds two Fikr Labs scenarios, none converted, and Nile Robotics none.

const FL = ORG.fikrLabs;
const NILE = ORG.nileRobotics;
const SCENARIO = '00000000-0000-4000-ca00-000000000501';
const SEED_PREFERRED = '00000000-0000-4000-ca00-000000000002';
const OPTION_PLAN = '00000000-0000-4000-ca00-000000000011';
const BRIDGE_SAFE = '00000000-0000-4000-ca00-000000000213';

const READERS = ['owner', 'admin', 'editor', 'user', 'startup', 'multiOrg'] as const;
const CALCULATORS = every(READERS, 1);
const TERMS = `'{"newMoney": 1000000, "preMoneyValuation": 9000000, "pool": {"mode": "none"}, "poolTiming": "pre-money", "closingDate": "2026-12-01", "investors": [{"name": "Test Capital", "amount": 1000000}]}'::jsonb`;

/** A round the test converts: the bridge SAFE's conversion, one new investor and a pool top-up. */
const RESULT = {
  pricePerShare: 0.9,
  investors: [{ stakeholderId: null, name: 'Gulf Horizon Ventures', amount: 900_000, shares: 1_000_000 }],
  conversions: [{ securityId: BRIDGE_SAFE, shares: 300_000, conversionPrice: 0.8333 }],
  poolTopUp: 250_000,
};

const wholeOf = async (tx: Queryable) =>
  Number((await tx.query<{ whole: string }>('select coalesce(max(company_fully_diluted), 0)::bigint as whole from public.cap_table_fully_diluted($1, current_date)', [FL])).rows[0]?.whole);

const convert = (tx: Queryable, fullyDilutedBefore: number, scenario = SCENARIO) =>
  tx.query<{ outcome: { issued: number; converted: number; poolTopUp: number } }>(
    'select public.convert_round_scenario($1, current_date, $2, $3, $4, $5::jsonb) as outcome',
    [scenario, SEED_PREFERRED, OPTION_PLAN, fullyDilutedBefore, JSON.stringify(RESULT)],
  );

describe.each(targets)('round scenarios on $name', (target) => {
  const db = useDatabase(target);

  it(
    'are read by those who may read calculators in Fikr Cap, never by the stakeholder role or another organization',
    async () => {
      expect(await readOutcomes(db(), 'select count(*) from public.cap_round_scenarios where organization_id = $1', [FL])).toEqual(expectOutcomes(0, { anon: 'denied', ...every(READERS, 2) }));
      expect(await readOutcomes(db(), 'select count(*) from public.cap_round_scenarios where organization_id = $1', [NILE])).toEqual(expectOutcomes(0, { anon: 'denied' }));
    },
    PERSONA_SWEEP_TIMEOUT,
  );

  it(
    'are saved by those who calculate, in their own organization only',
    async () => {
      const save = `insert into public.cap_round_scenarios (organization_id, name, terms) values ($1, 'Under test', ${TERMS})`;
      expect(await writeOutcomes(db(), save, [FL])).toEqual(expectOutcomes('denied', CALCULATORS));
      expect(await writeOutcomes(db(), save, [NILE])).toEqual(expectOutcomes('denied', { otherStartup: 1 }));
    },
    PERSONA_SWEEP_TIMEOUT,
  );

  it(
    'are changed and removed by those who calculate while not converted',
    async () => {
      const rename = "update public.cap_round_scenarios set name = 'Renamed' where id = $1";
      const remove = 'delete from public.cap_round_scenarios where id = $1';
      expect(await writeOutcomes(db(), rename, [SCENARIO])).toEqual(expectOutcomes(0, { anon: 'denied', ...CALCULATORS }));
      expect(await writeOutcomes(db(), remove, [SCENARIO])).toEqual(expectOutcomes(0, { anon: 'denied', ...CALCULATORS }));
      const converted = `update public.cap_round_scenarios set converted_at = now(), converted_on = current_date where id = '${SCENARIO}'`;
      expect(await writeOutcomes(db(), rename, [SCENARIO], { setup: converted })).toEqual(expectOutcomes(0, { anon: 'denied' }));
      expect(await writeOutcomes(db(), remove, [SCENARIO], { setup: converted })).toEqual(expectOutcomes(0, { anon: 'denied' }));
    },
    PERSONA_SWEEP_TIMEOUT,
  );

  it('lets nobody mark a scenario converted without converting it', async () => {
    const mark = "update public.cap_round_scenarios set converted_at = now(), converted_on = current_date where id = $1";
    expect(await writeOutcomes(db(), mark, [SCENARIO])).toEqual(expectOutcomes(0, { anon: 'denied', ...every(READERS, 'denied') }));
  }, PERSONA_SWEEP_TIMEOUT);

  it('refuses terms that are not an object', async () => {
    const error = await rejectionOf(asUser(db(), claimsOf('owner'), (tx) => tx.query(`insert into public.cap_round_scenarios (organization_id, name, terms) values ($1, 'Bad', '[1, 2]'::jsonb)`, [FL])));
    expect(error.code).toBe('23514');
  });

  describe('conversion into the ledger', () => {
    it('records the conversions, the new investor’s shares and the pool’s top-up, and marks the scenario converted', async () => {
      const after = await asUser(db(), claimsOf('startup'), async (tx) => {
        const before = await wholeOf(tx);
        const { rows } = await convert(tx, before);
        const ledger = await tx.query<{ kind: string; name: string; quantity: string }>(
          `select t.kind::text, s.name, t.quantity::text from public.cap_table_transactions t join public.stakeholders s on s.id = t.stakeholder_id
           where t.organization_id = $1 and t.note = 'Round: Series A at $12M pre' order by 1`,
          [FL],
        );
        const scenario = await tx.query<{ converted: boolean }>('select converted_at is not null as converted from public.cap_round_scenarios where id = $1', [SCENARIO]);
        return { outcome: rows[0]?.outcome, growth: (await wholeOf(tx)) - before, ledger: ledger.rows, converted: scenario.rows[0]?.converted };
      });
      expect(after.outcome).toEqual({ issued: 1, converted: 1, poolTopUp: 250_000 });
      expect(after.ledger).toEqual([
        { kind: 'stock_issuance', name: 'Gulf Horizon Ventures', quantity: '1000000' },
        { kind: 'convertible_conversion', name: 'شركة النور للاستثمار', quantity: '300000' },
      ].sort((a, b) => a.kind.localeCompare(b.kind)));
      expect(after.growth).toBe(1_000_000 + 300_000 + 250_000);
      expect(after.converted).toBe(true);
    });

    it('refuses a round modeled on a table that has changed since, and records nothing', async () => {
      const outcome = await asUser(db(), claimsOf('owner'), async (tx) => {
        const before = await wholeOf(tx);
        return { error: await rejectionOf(convert(tx, before - 1)) };
      });
      expect(outcome.error.code).toBe('23514');
      expect(outcome.error.message).toMatch(/The cap table has changed since this round was modeled/);
    });

    it('converts a scenario once', async () => {
      const error = await asUser(db(), claimsOf('owner'), async (tx) => {
        const before = await wholeOf(tx);
        await convert(tx, before);
        return rejectionOf(convert(tx, await wholeOf(tx)));
      });
      expect(error.code).toBe('23514');
      expect(error.message).toMatch(/already converted/);
    });

    it('is refused (42501) to everyone who may not write Fikr Labs’ cap table', async () => {
      const writers = new Set<Persona>(READERS);
      const outsiders = PERSONAS.filter((persona): persona is Exclude<Persona, 'anon'> => persona !== 'anon' && !writers.has(persona));
      const codes: Record<string, string> = {};
      for (const persona of outsiders) codes[persona] = (await rejectionOf(asUser(db(), claimsOf(persona), (tx) => convert(tx, 1)))).code;
      expect(codes).toEqual(Object.fromEntries(outsiders.map((persona) => [persona, '42501'])));
    }, PERSONA_SWEEP_TIMEOUT);
  });
});
