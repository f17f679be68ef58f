import { describe, expect, it } from 'vitest';
import { asOwner, asUser, rejectionOf, targets, useDatabase, type Queryable } from '../support/database';
import { ORG, PERSONAS, claimsOf, type Persona } from '../support/demo';
import { PERSONA_SWEEP_TIMEOUT, every, expectOutcomes, readOutcomes, writeOutcomes } from '../support/outcomes';

// Funding rounds and their investor pipeline (Fikr Money): public.funding_rounds and
// public.funding_round_investors, and public.close_funding_round, which records a round's
// committed investors in the cap table's ledger. Access follows the matrix's funding_rounds
// resource and Fikr Money being open to the member: in Fikr Labs owner, admin, editor and user
// read and write (startup is an owner, multiOrg an editor), viewer reads only (its Fikr Money is
// on, unlike its Fikr Cap), only owners delete; manager holds no matrix role and stakeholder no
// right on the resource, so neither sees a round. The seed (supabase/seeds/22_cap_table_funding_rounds.sql):
// Fikr Labs' closed seed round with 3 investors and its open Series A with 8, two of them
// committed (750,000 and 500,000 at $2.22 a share, no share class yet); Nile Robotics has none.

const FL = ORG.fikrLabs;
const NILE = ORG.nileRobotics;

const SEED_ROUND = '00000000-0000-4000-cf00-000000000001';
const SERIES_A = '00000000-0000-4000-cf00-000000000002';
const SERIES_A_CONTACTED = '00000000-0000-4000-cf00-000000000206';
const SERIES_A_COMMITTED = ['00000000-0000-4000-cf00-000000000202', '00000000-0000-4000-cf00-000000000203'];
const SEED_PREFERRED = '00000000-0000-4000-ca00-000000000002';
const NILE_COMMON = '00000000-0000-4000-ca00-000000000003';

/** Rows the tests add, each under a fixed id. */
const ADDED = { round: '00000000-0000-4000-cf00-000000000901', investor: '00000000-0000-4000-cf00-000000000902', nileRound: '00000000-0000-4000-cf00-000000000903' };

const READERS = ['owner', 'admin', 'editor', 'viewer', 'user', 'startup', 'multiOrg'] as const;
const WRITERS = { owner: 1, admin: 1, editor: 1, user: 1, startup: 1, multiOrg: 1 } as const;
const DELETERS = { owner: 1, startup: 1 } as const;

/** A round of Nile Robotics with one investor, so another tenant has one to be kept from (one statement, as a fixture is). */
const NILE_ROUND = `with round as (
    insert into public.funding_rounds (id, organization_id, name, instrument, target_amount, status) values ('${ADDED.nileRound}', '${NILE}', 'Seed round', 'safe_post_money', 500000, 'open') returning id, organization_id
  ) insert into public.funding_round_investors (round_id, organization_id, investor_name) select id, organization_id, 'Cairo Angels' from round`;
/** Fikr Labs' Series A with the class the board approved, ready to close. */
const SERIES_A_READY = `update public.funding_rounds set share_class_id = '${SEED_PREFERRED}' where id = '${SERIES_A}'`;

/** An open round of Fikr Labs on `instrument` with one committed investor nobody has linked to a stakeholder. */
function convertibleRound(instrument: 'safe_post_money' | 'convertible_note'): string {
  const noteTerms = instrument === 'convertible_note' ? "8, date '2028-06-30'" : 'null, null';
  return `with round as (
      insert into public.funding_rounds (id, organization_id, name, instrument, target_amount, valuation_cap, discount_percent, interest_rate_percent, matures_on, status)
      values ('${ADDED.round}', '${FL}', 'Bridge', '${instrument}', 400000, 15000000, 20, ${noteTerms}, 'open') returning id, organization_id
    ) insert into public.funding_round_investors (id, round_id, organization_id, investor_name, contact_email, stage, committed_amount)
      select '${ADDED.investor}', id, organization_id, 'Levant Growth Fund', 'ir@levant.example', 'committed', 150000 from round`;
}

/** Acts as another signed-in account for the rest of the transaction. */
const actAs = (tx: Queryable, persona: Exclude<Persona, 'anon'>) => tx.query("select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)", [JSON.stringify(claimsOf(persona))]);

const close = (round: string, on = '2026-11-20') => `select * from public.close_funding_round('${round}', date '${on}')`;

describe.each(targets)('funding rounds on $name', (target) => {
  const db = useDatabase(target);

  describe('reading', () => {
    it.each([
      ['public.funding_rounds', 2],
      ['public.funding_round_investors', 11],
    ])('%s: Fikr Labs’ readers count %i rows, the viewer too; a stakeholder, the operator without a role and other tenants none', async (table, fikrLabs) => {
      expect(await readOutcomes(db(), `select count(*) from ${table} where organization_id = $1`, [FL])).toEqual(expectOutcomes(0, { anon: 'denied', ...every(READERS, fikrLabs) }));
    });

    it.each(['public.funding_rounds', 'public.funding_round_investors'])('%s: only Nile Robotics’ owner reads its rows', async (table) => {
      expect(await readOutcomes(db(), `select count(*) from ${table} where organization_id = $1`, [NILE], { setup: NILE_ROUND })).toEqual(expectOutcomes(0, { anon: 'denied', otherStartup: 1 }));
    });
  });

  describe('writing', () => {
    it.each([
      ['public.funding_rounds', "insert into public.funding_rounds (organization_id, name, instrument, target_amount) values ($1, 'Series B', 'priced_equity', 15000000)", [FL], [NILE]],
      ['public.funding_round_investors', "insert into public.funding_round_investors (round_id, organization_id, investor_name) values ($1, $2, 'Nova Partners')", [SERIES_A, FL], [ADDED.nileRound, NILE]],
    ])('%s is added by the writers of funding rounds, in their own organization only', async (_table, add, fikrLabs, nile) => {
      expect(await writeOutcomes(db(), add, fikrLabs)).toEqual(expectOutcomes('denied', WRITERS));
      expect(await writeOutcomes(db(), add, nile, { setup: NILE_ROUND })).toEqual(expectOutcomes('denied', { otherStartup: 1 }));
    });

    it.each([
      ['public.funding_rounds', "update public.funding_rounds set target_amount = 7000000 where id = $1", [SERIES_A]],
      ['public.funding_round_investors', "update public.funding_round_investors set stage = 'meeting', next_step = 'Partner meeting' where id = $1", [SERIES_A_CONTACTED]],
    ])('%s is changed by the writers of funding rounds; a viewer changes nothing', async (_table, change, params) => {
      expect(await writeOutcomes(db(), change, params)).toEqual(expectOutcomes(0, { anon: 'denied', ...WRITERS }));
    });

    it('keeps another tenant’s round from Fikr Labs’ writers', async () => {
      expect(await writeOutcomes(db(), 'update public.funding_rounds set target_amount = 1 where id = $1', [ADDED.nileRound], { setup: NILE_ROUND })).toEqual(
        expectOutcomes(0, { anon: 'denied', otherStartup: 1 }),
      );
    });

    it.each([
      ['public.funding_round_investors', 'delete from public.funding_round_investors where id = $1', [SERIES_A_CONTACTED]],
      // Its investors go with it.
      ['public.funding_rounds', 'delete from public.funding_rounds where id = $1', [SERIES_A]],
    ])('%s: a row is removed by the matrix owner only, not by an editor', async (_table, remove, params) => {
      expect(await writeOutcomes(db(), remove, params)).toEqual(expectOutcomes(0, { anon: 'denied', ...DELETERS }));
    });

    it('puts an investor in their round’s organization only (23503)', async () => {
      const error = await rejectionOf(asUser(db(), claimsOf('startup'), (tx) => tx.query(`insert into public.funding_round_investors (round_id, organization_id, investor_name) values ('${ADDED.nileRound}', '${FL}', 'Nova Partners')`), { setup: NILE_ROUND }));
      expect(error.code).toBe('23503');
    });

    it.each([
      ['a pass without its reason', `update public.funding_round_investors set stage = 'passed' where id = '${SERIES_A_CONTACTED}'`, 'funding_round_investors_pass_reason'],
      ['a commitment without its amount', `update public.funding_round_investors set stage = 'committed' where id = '${SERIES_A_CONTACTED}'`, 'funding_round_investors_committed_amount'],
      ['a SAFE with a price per share', `insert into public.funding_rounds (organization_id, name, instrument, target_amount, price_per_share) values ('${FL}', 'Bridge', 'safe_post_money', 100000, 1)`, 'funding_rounds_priced_terms'],
      ['a timeline that ends before it starts', `update public.funding_rounds set target_close_on = opens_on - 1 where id = '${SERIES_A}'`, 'funding_rounds_timeline'],
    ])('refuses %s (23514)', async (_case, sql, constraint) => {
      const error = await rejectionOf(asUser(db(), claimsOf('startup'), (tx) => tx.query(sql)));
      expect({ code: error.code, message: error.message }).toEqual({ code: '23514', message: expect.stringContaining(constraint) });
    });

    it.each([
      ['a round marked closed by hand', `update public.funding_rounds set status = 'closed', closed_on = current_date where id = '${SERIES_A}'`, 'A round is closed by closing it'],
      ['an investor marked closed by hand', `update public.funding_round_investors set stage = 'closed' where id = '${SERIES_A_COMMITTED[0]}'`, 'An investor is closed by closing the round'],
      ['a change to a closed round’s terms', `update public.funding_rounds set target_amount = 2000000 where id = '${SEED_ROUND}'`, 'A closed round keeps its terms'],
      ['a new investor in a closed round', `insert into public.funding_round_investors (round_id, organization_id, investor_name) values ('${SEED_ROUND}', '${FL}', 'Late Angel')`, 'The round is closed'],
      ['a share class of another organization', `update public.funding_rounds set share_class_id = '${NILE_COMMON}' where id = '${SERIES_A}'`, 'The share class belongs to another organization'],
    ])('refuses %s, even from the owner (23514)', async (_case, sql, message) => {
      const error = await rejectionOf(asUser(db(), claimsOf('startup'), (tx) => tx.query(sql)));
      expect({ code: error.code, message: error.message, hint: error.hint }).toEqual({ code: '23514', message: expect.stringContaining(message), hint: 'VALIDATION_ERROR' });
    });

    it('lets the owner change a closed round’s notes', async () => {
      expect(await writeOutcomes(db(), "update public.funding_rounds set notes = 'History' where id = $1", [SEED_ROUND])).toEqual(expectOutcomes(0, { anon: 'denied', ...WRITERS }));
    });
  });

  describe('close_funding_round', () => {
    it('records a priced round’s committed investors as shares of its class, closes them and the round', async () => {
      const { rows, investors, round } = await asUser(
        db(),
        claimsOf('startup'),
        async (tx) => {
          const closed = await tx.query<{ investor_id: string }>(close(SERIES_A));
          return {
            rows: (
              await tx.query<{ kind: string; quantity: number; price: string; amount: string; name: string; note: string }>(
                `select t.kind, t.quantity::int as quantity, t.price_per_share::text as price, t.amount::text as amount, s.name, t.note
                 from public.cap_table_transactions t join public.stakeholders s on s.id = t.stakeholder_id
                 where t.id in (select transaction_id from public.funding_round_investors where round_id = $1) order by t.quantity`,
                [SERIES_A],
              )
            ).rows,
            investors: closed.rows.map((row) => row.investor_id).sort(),
            round: (await tx.query<{ status: string; closed_on: string }>("select status, to_char(closed_on, 'YYYY-MM-DD') as closed_on from public.funding_rounds where id = $1", [SERIES_A])).rows[0],
          };
        },
        { setup: SERIES_A_READY },
      );
      expect(investors).toEqual(SERIES_A_COMMITTED);
      // 750,000 / 2.22 and 500,000 / 2.22, whole shares.
      expect(rows).toEqual([
        { kind: 'stock_issuance', quantity: 225_225, price: '2.22000000', amount: '500000.00', name: 'Société Générale Capital', note: 'Series A' },
        { kind: 'stock_issuance', quantity: 337_837, price: '2.22000000', amount: '750000.00', name: 'شركة النور للاستثمار', note: 'Series A' },
      ]);
      expect(round).toEqual({ status: 'closed', closed_on: '2026-11-20' });
    });

    it.each([
      ['a post-money SAFE', 'safe_post_money' as const, { convertible_type: 'safe_post_money', interest: null, matures_on: null }],
      ['a convertible note', 'convertible_note' as const, { convertible_type: 'convertible_note', interest: '8.000', matures_on: '2028-06-30' }],
    ])('records %s as a convertible on the round’s terms, for a new investor stakeholder', async (_case, instrument, terms) => {
      const recorded = await asUser(
        db(),
        claimsOf('editor'),
        async (tx) => {
          await tx.query(close(ADDED.round));
          return (
            await tx.query(
              `select t.kind, t.convertible_type, t.amount::text as amount, t.valuation_cap::text as cap, t.discount_percent::text as discount, t.interest_rate_percent::text as interest,
                 to_char(t.matures_on, 'YYYY-MM-DD') as matures_on, to_char(t.effective_on, 'YYYY-MM-DD') as effective_on, s.name, s.stakeholder_type, s.email, i.stage
               from public.funding_round_investors i join public.cap_table_transactions t on t.id = i.transaction_id join public.stakeholders s on s.id = i.stakeholder_id
               where i.id = $1`,
              [ADDED.investor],
            )
          ).rows;
        },
        { setup: convertibleRound(instrument) },
      );
      expect(recorded).toEqual([
        {
          kind: 'convertible_issuance',
          amount: '150000.00',
          cap: '15000000.00',
          discount: '20.00',
          effective_on: '2026-11-20',
          name: 'Levant Growth Fund',
          stakeholder_type: 'investor',
          email: 'ir@levant.example',
          stage: 'closed',
          ...terms,
        },
      ]);
    });

    it('lets the writers of funding rounds close a round, and no one else', async () => {
      const outsiders = PERSONAS.filter((persona): persona is Exclude<Persona, 'anon'> => persona !== 'anon');
      const outcomes: Record<string, string> = {};
      for (const persona of outsiders) {
        try {
          const { rows } = await asUser(db(), claimsOf(persona), (tx) => tx.query(close(SERIES_A)), { setup: SERIES_A_READY });
          outcomes[persona] = `${rows.length} recorded`;
        } catch (error) {
          outcomes[persona] = (error as { code: string }).code;
        }
      }
      // The viewer reads the round but may not write it; the others cannot see it at all.
      expect(outcomes).toEqual({
        ...Object.fromEntries(outsiders.map((persona) => [persona, '22023'])),
        ...Object.fromEntries(Object.keys(WRITERS).map((persona) => [persona, '2 recorded'])),
        viewer: '42501',
      });
      expect((await rejectionOf(asUser(db(), null, (tx) => tx.query(close(SERIES_A))))).code).toBe('42501');
    });

    it.each([
      ['a round that is not open', SEED_ROUND, '', 'Only an open round can be closed'],
      ['a priced round without its share class', SERIES_A, '', 'A priced round names its share class and price per share before it closes'],
      ['a round without a committed investor', ADDED.round, `${convertibleRound('safe_post_money')}; update public.funding_round_investors set stage = 'term_sheet' where id = '${ADDED.investor}';`, 'The round has no committed investor to record'],
      ['a closing before the round opened', SERIES_A, `${SERIES_A_READY}; update public.funding_rounds set opens_on = date '2026-12-01' where id = '${SERIES_A}';`, 'A round cannot close before it opened'],
      [
        'a commitment too small for one share, leaving nothing recorded',
        SERIES_A,
        `${SERIES_A_READY}; update public.funding_round_investors set committed_amount = 1 where id = '${SERIES_A_COMMITTED[1]}';`,
        "Société Générale Capital's commitment buys no whole share at this price",
      ],
    ])('refuses %s (23514)', async (_case, round, before, message) => {
      const error = await rejectionOf(
        asOwner(db(), async (tx) => {
          if (before) await tx.exec(before);
          await actAs(tx, 'startup');
          await tx.query(close(round));
        }),
      );
      expect({ code: error.code, message: error.message, hint: error.hint }).toEqual({ code: '23514', message, hint: 'VALIDATION_ERROR' });
    });

    it('records nothing when the ledger refuses one investor', async () => {
      const { error, recorded } = await asOwner(db(), async (tx) => {
        await tx.exec(`${SERIES_A_READY}; update public.funding_round_investors set committed_amount = 1 where id = '${SERIES_A_COMMITTED[1]}';`);
        await actAs(tx, 'startup');
        await tx.query('savepoint closing');
        const failure = await rejectionOf(tx.query(close(SERIES_A)));
        await tx.query('rollback to savepoint closing');
        const count = await tx.query<{ count: number }>("select count(*)::int as count from public.cap_table_transactions where note = 'Series A'");
        return { error: failure, recorded: count.rows[0]!.count };
      });
      expect(error.code).toBe('23514');
      expect(recorded).toBe(0);
    });
  });
}, PERSONA_SWEEP_TIMEOUT);
