import { describe, expect, it } from 'vitest';
import { asService, asUser, rejectionOf, targets, useDatabase, type Queryable } from '../support/database';
import { ACCOUNTS, ORG, claimsOf, type AccountName } from '../support/demo';
import { PERSONA_SWEEP_TIMEOUT, expectOutcomes, readOutcomes, writeOutcomes } from '../support/outcomes';

// Metrics and consent. Fikr Labs' members read its metrics by the matrix (metrics read: owner,
// admin, editor, viewer, user; startup is an owner, multi-org an editor; stakeholder and the
// operator manager hold none) and write them (owner, admin, editor, user). Another organization
// reads exactly what a live grant gives it: the months and metrics granted, until it expires or
// is revoked; a government body never reads one company's rows. Each fixture clears Fikr Labs'
// seeded grants and reports three values for a month of its own.

const FL = ORG.fikrLabs;
const MONTH = '2020-01-01';
const READERS = { owner: 3, admin: 3, editor: 3, viewer: 3, user: 3, startup: 3, multiOrg: 3 } as const;
const WRITERS = { owner: 1, admin: 1, editor: 1, user: 1, startup: 1, multiOrg: 1 } as const;

/** The fixture: one statement (CTEs), as the test kit runs it. */
function fixture(shares: string[] = [], extra = '') {
  const grants = shares.length
    ? // Reading `cleared` first makes the seeded grants go before these arrive.
      `, granted as (insert into public.data_shares (organization_id, grantee_organization_id, all_metrics, metric_keys, period_from, expires_at, revoked_at)
         select * from (values ${shares.join(', ')}) as v where (select count(*) from cleared) >= 0 returning 1)`
    : '';
  return `with cleared as (delete from public.data_shares where organization_id = '${FL}' returning 1)${grants}${extra}
    insert into public.metric_values (organization_id, metric_key, period, value) values
      ('${FL}', 'revenue', '${MONTH}', 1000), ('${FL}', 'cash', '${MONTH}', 50000), ('${FL}', 'burn', '${MONTH}', 10000)`;
}

/** A grant to `grantee` of all metrics (keys null) or of the keys named. */
const share = (grantee: string, keys: string[] | null, { from = null, expires = null, revoked = null }: { from?: string | null; expires?: string | null; revoked?: string | null } = {}) =>
  `('${FL}'::uuid, '${grantee}'::uuid, ${keys === null}, array[${(keys ?? []).map((key) => `'${key}'`).join(', ')}]::text[], ${from ? `'${from}'` : 'null'}::date, (${expires ?? 'null'})::timestamptz, (${revoked ?? 'null'})::timestamptz)`;

const countValues = `select count(*) from public.metric_values where organization_id = '${FL}' and period = '${MONTH}'`;

async function seriesOf(tx: Queryable) {
  return (await tx.query<{ metric_key: string; value: string }>('select metric_key, value::text from public.metric_series($1, $2, $2)', [FL, MONTH])).rows;
}

describe.each(targets)('metrics on $name', (target) => {
  const db = useDatabase(target);
  const as = <T>(account: AccountName, fn: (tx: Queryable) => Promise<T>, setup?: string) => asUser(db(), claimsOf(account), fn, setup ? { setup } : {});

  describe('consent', () => {
    it(
      'before any grant only Fikr Labs’ metric readers read its values',
      async () => {
        expect(await readOutcomes(db(), countValues, [], { setup: fixture() })).toEqual(expectOutcomes(0, { anon: 'denied', ...READERS }));
      },
      PERSONA_SWEEP_TIMEOUT,
    );

    it(
      'a grant gives the investor the metrics named and the accelerator all of them; the government none whatever it is granted',
      async () => {
        const setup = fixture([share(ORG.oasisVentures, ['revenue', 'runway_months']), share(ORG.launchpad, null), share(ORG.digitalEconomy, null)]);
        expect(await readOutcomes(db(), countValues, [], { setup })).toEqual(expectOutcomes(0, { anon: 'denied', ...READERS, investor: 1, accelerator: 3 }));
      },
      PERSONA_SWEEP_TIMEOUT,
    );

    it(
      'an expired, a revoked, or a later months’ grant gives nothing',
      async () => {
        const setup = fixture([
          share(ORG.oasisVentures, null, { expires: "now() - interval '1 day'" }),
          share(ORG.launchpad, null, { from: '2021-01-01' }),
        ]);
        expect(await readOutcomes(db(), countValues, [], { setup })).toEqual(expectOutcomes(0, { anon: 'denied', ...READERS }));
        const revoked = fixture([share(ORG.oasisVentures, null, { revoked: 'now()' })]);
        expect(await readOutcomes(db(), countValues, [], { setup: revoked })).toEqual(expectOutcomes(0, { anon: 'denied', ...READERS }));
      },
      PERSONA_SWEEP_TIMEOUT,
    );

    it('the series gives a grantee of revenue and runway exactly those, runway derived from cash and burn it cannot read', async () => {
      const setup = fixture([share(ORG.oasisVentures, ['revenue', 'runway_months'])]);
      expect(await as('investor', seriesOf, setup)).toEqual([
        { metric_key: 'revenue', value: '1000' },
        { metric_key: 'runway_months', value: '5.0' },
      ]);
      expect((await as('startup', seriesOf, setup)).map((row) => row.metric_key)).toEqual(['burn', 'cash', 'revenue', 'runway_months']);
      expect(await as('government', seriesOf, fixture([share(ORG.digitalEconomy, null)]))).toEqual([]);
      expect(await as('otherStartup', seriesOf, setup)).toEqual([]);
    });

    it(
      'tells each grantee’s members what they are granted and by whom, never a government body',
      async () => {
        const setup = fixture([share(ORG.oasisVentures, ['revenue', 'runway_months']), share(ORG.launchpad, null), share(ORG.digitalEconomy, null)]);
        expect(await readOutcomes(db(), `select count(*) from public.metric_shares_with_me() where organization_id = '${FL}'`, [], { setup })).toEqual(
          expectOutcomes(0, { anon: 'denied', investor: 1, accelerator: 1 }),
        );
        const granted = await as('investor', async (tx) => (await tx.query('select organization_name, all_metrics, metric_keys from public.metric_shares_with_me()')).rows, setup);
        expect(granted).toEqual([{ organization_name: 'Fikr Labs', all_metrics: false, metric_keys: ['revenue', 'runway_months'] }]);
      },
      PERSONA_SWEEP_TIMEOUT,
    );

    it('records when a grantee last read, for the startup to see', async () => {
      const setup = fixture([share(ORG.oasisVentures, ['revenue'])]);
      const viewed = await as(
        'investor',
        async (tx) => {
          await seriesOf(tx);
          return (await tx.query<{ viewed: boolean }>('select last_viewed_at is not null as viewed from public.data_shares where organization_id = $1', [FL])).rows;
        },
        setup,
      );
      expect(viewed).toEqual([{ viewed: true }]);
    });

    it(
      'grants are read by the startup’s metric readers and by the grantee’s members, and written by nobody directly',
      async () => {
        const setup = fixture([share(ORG.oasisVentures, ['revenue'])]);
        expect(await readOutcomes(db(), `select count(*) from public.data_shares where organization_id = '${FL}'`, [], { setup })).toEqual(
          expectOutcomes(0, { anon: 'denied', owner: 1, admin: 1, editor: 1, viewer: 1, user: 1, startup: 1, multiOrg: 1, investor: 1 }),
        );
        expect(await writeOutcomes(db(), `update public.data_shares set all_metrics = true where organization_id = '${FL}'`, [], { setup })).toEqual(expectOutcomes('denied'));
        expect(await writeOutcomes(db(), `insert into public.data_shares (organization_id, grantee_organization_id, all_metrics) values ('${FL}', '${ORG.launchpad}', true)`)).toEqual(
          expectOutcomes('denied'),
        );
      },
      PERSONA_SWEEP_TIMEOUT,
    );

    it(
      'share_metrics grants and changes, revoke_data_share revokes, for members who share metrics only, each logged for the startup',
      async () => {
        const grant = `select count(*) from public.share_metrics('${FL}', '${ORG.oasisVentures}', false, array['revenue', 'runway_months'])`;
        expect(await readOutcomes(db(), grant, [], { setup: fixture() })).toEqual(expectOutcomes('denied', { owner: 1, admin: 1, user: 1, startup: 1 }));
        const log = await as('startup', async (tx) => {
          const { rows } = await tx.query<{ id: string }>(`select public.share_metrics('${FL}', '${ORG.oasisVentures}', false, array['revenue']) as id`);
          await tx.query(`select public.share_metrics('${FL}', '${ORG.oasisVentures}', true)`);
          await tx.query('select public.revoke_data_share($1)', [rows[0]!.id]);
          return (await tx.query<{ action: string }>('select action from public.data_share_events where share_id = $1 order by created_at, action', [rows[0]!.id])).rows.map((row) => row.action);
        }, fixture());
        expect(log.sort()).toEqual(['changed', 'granted', 'revoked']);
        const investorRevokes = await rejectionOf(as('investor', (tx) => tx.query(`select public.revoke_data_share((select id from public.data_shares where organization_id = '${FL}'))`), fixture([share(ORG.oasisVentures, null)])));
        expect(investorRevokes.code).toBe('42501');
      },
      PERSONA_SWEEP_TIMEOUT,
    );

    it(
      'offers a member who shares metrics the accelerators, investors and government bodies to grant, by name',
      async () => {
        const candidates = `select count(*) from public.data_share_grantee_candidates('${FL}', 'Oasis')`;
        expect(await readOutcomes(db(), candidates)).toEqual(expectOutcomes(0, { anon: 'denied', owner: 1, admin: 1, user: 1, startup: 1 }));
        const types = await as('startup', async (tx) => (await tx.query<{ organization_type: string }>(`select distinct organization_type from public.data_share_grantee_candidates('${FL}', null, 50) order by 1`)).rows);
        expect(types.map((row) => row.organization_type)).toEqual(['accelerator', 'government', 'venture_capital']);
      },
      PERSONA_SWEEP_TIMEOUT,
    );

    it(
      'names the organizations granted to the startup’s metric readers only',
      async () => {
        const setup = fixture([share(ORG.oasisVentures, ['revenue']), share(ORG.launchpad, null)]);
        expect(await readOutcomes(db(), `select count(*) from public.data_share_grantees('${FL}')`, [], { setup })).toEqual(
          expectOutcomes(0, { anon: 'denied', owner: 2, admin: 2, editor: 2, viewer: 2, user: 2, startup: 2, multiOrg: 2 }),
        );
      },
      PERSONA_SWEEP_TIMEOUT,
    );

    it.each([
      ['another startup', `'${ORG.nileRobotics}', true`],
      ['itself', `'${FL}', true`],
      ['an unknown metric', `'${ORG.oasisVentures}', false, array['profit']`],
      ['no metric at all', `'${ORG.oasisVentures}', false, array[]::text[]`],
    ])('share_metrics refuses a grant to %s', async (_case, args) => {
      const error = await rejectionOf(as('startup', (tx) => tx.query(`select public.share_metrics('${FL}', ${args})`)));
      expect(error.code).toBe('22023');
    });

    it(
      'the log of grants is read by the startup’s metric readers only',
      async () => {
        const setup = `with cleared as (delete from public.data_shares where organization_id = '${FL}' returning 1)
          insert into public.data_shares (organization_id, grantee_organization_id, all_metrics)
          select '${FL}', '${ORG.launchpad}', true where (select count(*) from cleared) >= 0`;
        expect(await readOutcomes(db(), `select count(*) from public.data_share_events where organization_id = '${FL}'`, [], { setup })).toEqual(
          expectOutcomes(0, { anon: 'denied', owner: 1, admin: 1, editor: 1, viewer: 1, user: 1, startup: 1, multiOrg: 1 }),
        );
      },
      PERSONA_SWEEP_TIMEOUT,
    );
  });

  describe('values and months', () => {
    it(
      'members who write metrics enter a draft month’s values; nobody else, nobody for another company',
      async () => {
        const add = `insert into public.metric_values (organization_id, metric_key, period, value) values ('${FL}', 'customers', '${MONTH}', 12)`;
        expect(await writeOutcomes(db(), add, [], { setup: fixture() })).toEqual(expectOutcomes('denied', WRITERS));
        const change = `update public.metric_values set value = 2000 where organization_id = '${FL}' and metric_key = 'revenue' and period = '${MONTH}'`;
        expect(await writeOutcomes(db(), change, [], { setup: fixture() })).toEqual(expectOutcomes(0, { anon: 'denied', ...WRITERS }));
        expect(await readOutcomes(db(), `select count(*) from public.metric_periods where organization_id = '${FL}' and period = '${MONTH}'`, [], { setup: fixture() })).toEqual(
          expectOutcomes(0, { anon: 'denied', owner: 1, admin: 1, editor: 1, viewer: 1, user: 1, startup: 1, multiOrg: 1 }),
        );
      },
      PERSONA_SWEEP_TIMEOUT,
    );

    it('never moves a value to another month, out of a submitted one or into one', async () => {
      const error = await rejectionOf(as('startup', (tx) => tx.query(`update public.metric_values set period = '2019-12-01' where organization_id = $1 and period = $2`, [FL, MONTH]), fixture()));
      expect(error.code).toBe('23514');
    });

    it('refuses a derived metric, an unknown one, and a month that has not begun', async () => {
      for (const [key, period] of [['runway_months', MONTH], ['profit', MONTH], ['revenue', '2999-01-01']] as const) {
        const error = await rejectionOf(as('startup', (tx) => tx.query('insert into public.metric_values (organization_id, metric_key, period, value) values ($1, $2, $3, 1)', [FL, key, period])));
        expect(error.code, key).toBe('23514');
      }
    });

    it('a submitted month is locked; a correction with a reason changes it and keeps the history', async () => {
      const history = await as(
        'startup',
        async (tx) => {
          await tx.query('select public.submit_metric_period($1, $2)', [FL, MONTH]);
          await tx.query('savepoint edit');
          const locked = await rejectionOf(tx.query(`update public.metric_values set value = 1 where organization_id = $1 and period = $2`, [FL, MONTH]));
          await tx.query('rollback to savepoint edit');
          await tx.query('select public.correct_metric_value($1, $2, $3, $4, $5)', [FL, 'revenue', MONTH, 1200, 'Late invoice booked']);
          const corrections = await tx.query<{ old_value: string; new_value: string; reason: string; mine: boolean }>(
            'select old_value::text, new_value::text, reason, corrected_by = $2 as mine from public.metric_value_corrections where organization_id = $1',
            [FL, ACCOUNTS.startup.id],
          );
          return { locked: locked.code, corrections: corrections.rows };
        },
        fixture(),
      );
      expect(history).toEqual({ locked: '23514', corrections: [{ old_value: '1000', new_value: '1200', reason: 'Late invoice booked', mine: true }] });
    });

    it(
      'only members who write metrics submit a month or correct it',
      async () => {
        // A function's answer is one row: counted, it says the call went through.
        expect(await readOutcomes(db(), `select count(*) from public.submit_metric_period('${FL}', '${MONTH}')`, [], { setup: fixture() })).toEqual(expectOutcomes('denied', WRITERS));
        // A submitted month with nothing in it yet: a correction adds its first value.
        const submitted = `insert into public.metric_periods (organization_id, period, status, submitted_at) values ('${FL}', '2019-06-01', 'submitted', now())`;
        expect(await readOutcomes(db(), `select count(*) from public.correct_metric_value('${FL}', 'cash', '2019-06-01', 1, 'Bank statement')`, [], { setup: submitted })).toEqual(
          expectOutcomes('denied', WRITERS),
        );
        expect(await readOutcomes(db(), `select count(*) from public.metric_value_corrections where organization_id = '${FL}'`)).toEqual(expectOutcomes(0, { anon: 'denied' }));
      },
      PERSONA_SWEEP_TIMEOUT,
    );
  });

  it('goes with its organization: deleting a startup takes its submitted months and its own metrics', async () => {
    const left = await asService(db(), async (tx) => {
      await tx.query('delete from public.organizations where id = $1', [FL]);
      return Number((await tx.query<{ count: string }>('select count(*) from public.metric_values where organization_id = $1', [FL])).rows[0]?.count);
    });
    expect(left).toBe(0);
  });

  describe('reminders', () => {
    it(
      'are sent by the worker only, to the members who write a startup’s metrics, once a week while last month is due',
      async () => {
        expect(await writeOutcomes(db(), 'select public.remind_metric_submissions()')).toEqual(expectOutcomes('denied'));
        const reminded = await asService(db(), async (tx) => {
          const first = Number((await tx.query<{ count: number }>('select public.remind_metric_submissions() as count')).rows[0]?.count);
          const again = Number((await tx.query<{ count: number }>('select public.remind_metric_submissions() as count')).rows[0]?.count);
          const recipients = (
            await tx.query<{ recipient_id: string }>(
              "select recipient_id from public.notifications where organization_id = $1 and type = 'metrics_due' order by recipient_id",
              [FL],
            )
          ).rows.map((row) => row.recipient_id);
          return { first: first > 0, again, recipients };
        });
        // The seed leaves Fikr Labs' last month a draft; its owner, admin, editor, user, startup and multi-org write metrics.
        expect(reminded).toEqual({
          first: true,
          again: 0,
          recipients: [ACCOUNTS.owner.id, ACCOUNTS.admin.id, ACCOUNTS.editor.id, ACCOUNTS.user.id, ACCOUNTS.startup.id, ACCOUNTS.multiOrg.id].sort(),
        });
      },
      PERSONA_SWEEP_TIMEOUT,
    );
  });

  describe('definitions', () => {
    it(
      'every signed-in user reads the catalogue; members who write metrics add their company’s own',
      async () => {
        expect(await readOutcomes(db(), 'select count(*) from public.metric_definitions where organization_id is null')).toEqual(expectOutcomes(13, { anon: 'denied' }));
        const add = `insert into public.metric_definitions (organization_id, key, name, unit, aggregation) values ('${FL}', 'custom_trials', 'Trials', 'count', 'last')`;
        expect(await writeOutcomes(db(), add)).toEqual(expectOutcomes('denied', WRITERS));
        expect(await writeOutcomes(db(), `insert into public.metric_definitions (organization_id, key, name, unit, aggregation) values (null, 'profit', 'Profit', 'count', 'sum')`)).toEqual(
          expectOutcomes('denied'),
        );
        // Fikr Labs' own metric (the seed's) is read by its metric readers and its grantee of all metrics.
        expect(await readOutcomes(db(), "select count(*) from public.metric_definitions where key = 'custom_pilots'")).toEqual(
          expectOutcomes(0, { anon: 'denied', owner: 1, admin: 1, editor: 1, viewer: 1, user: 1, startup: 1, multiOrg: 1, accelerator: 1 }),
        );
      },
      PERSONA_SWEEP_TIMEOUT,
    );
  });
}, PERSONA_SWEEP_TIMEOUT);
