import { describe, expect, it } from 'vitest';
import { asUser, rejectionOf, targets, useDatabase, type Queryable } from '../support/database';
import { ORG, claimsOf, type AccountName } from '../support/demo';
import { PERSONA_SWEEP_TIMEOUT, expectOutcomes, readOutcomes, writeOutcomes } from '../support/outcomes';

// Marketing channels and the company's own metrics. The seed gives Fikr Labs four channels
// (paid search, social media, events, referrals), each with 24 months of spend, leads and
// customers won, and Launchpad a grant of all its metrics, Oasis Ventures one of revenue and
// runway. Members who read metrics read the channels and their months; members who write metrics
// add, rename and remove them through the checked functions; a grantee reads a channel only when
// its grant covers one of the channel's metrics, and then only those figures.

const FL = ORG.fikrLabs;
const READERS = { owner: 4, admin: 4, editor: 4, viewer: 4, user: 4, startup: 4, multiOrg: 4 } as const;
const WRITERS = { owner: 1, admin: 1, editor: 1, user: 1, startup: 1, multiOrg: 1 } as const;
const PAID_SEARCH = `(select id from public.marketing_channels where organization_id = '${FL}' and key = 'paid_search')`;
const SPEND = 'custom_mkt_paid_search_spend';
/** Oasis Ventures' seeded grant (revenue and runway) widened to paid search's spend. */
const GRANT_SPEND = `update public.data_shares set metric_keys = metric_keys || '{${SPEND}}'::text[] where organization_id = '${FL}' and grantee_organization_id = '${ORG.oasisVentures}'`;
const LAST_MONTH = "(date_trunc('month', now()) - interval '1 month')::date";

const countChannels = `select count(*) from public.marketing_channels where organization_id = '${FL}'`;
const countLastMonth = `select count(*) from public.marketing_channel_months where organization_id = '${FL}' and period = ${LAST_MONTH}`;

describe.each(targets)('marketing channels on $name', (target) => {
  const db = useDatabase(target);
  const as = <T>(account: AccountName, fn: (tx: Queryable) => Promise<T>, setup?: string) => asUser(db(), claimsOf(account), fn, setup ? { setup } : {});

  it(
    'Fikr Labs’ metric readers and its grantee of all metrics read its channels and their months; the investor none before a grant covers one',
    async () => {
      const expected = expectOutcomes(0, { anon: 'denied', ...READERS, accelerator: 4 });
      expect(await readOutcomes(db(), countChannels)).toEqual(expected);
      expect(await readOutcomes(db(), countLastMonth)).toEqual(expected);
    },
    PERSONA_SWEEP_TIMEOUT,
  );

  it(
    'a grant of one channel’s spend shows the investor that channel and its spend, nothing computed from figures it may not read',
    async () => {
      expect(await readOutcomes(db(), countChannels, [], { setup: GRANT_SPEND })).toEqual(expectOutcomes(0, { anon: 'denied', ...READERS, accelerator: 4, investor: 1 }));
      const month = await as(
        'investor',
        async (tx) => (await tx.query(`select spend is not null as spend, leads, customers, conversion, cost_per_lead from public.marketing_channel_months where period = ${LAST_MONTH}`)).rows,
        GRANT_SPEND,
      );
      expect(month).toEqual([{ spend: true, leads: null, customers: null, conversion: null, cost_per_lead: null }]);
    },
    PERSONA_SWEEP_TIMEOUT,
  );

  it('computes conversion and cost per lead from the month’s figures', async () => {
    const [row] = await as('startup', async (tx) =>
      (
        await tx.query<{ exact: boolean }>(
          `select conversion = round(customers / leads * 100, 1) and cost_per_lead = round(spend / leads, 2) as exact
           from public.marketing_channel_months where channel_id = ${PAID_SEARCH} and period = ${LAST_MONTH}`,
        )
      ).rows,
    );
    expect(row).toEqual({ exact: true });
  });

  it(
    'only members who write metrics add, rename and remove a channel; nobody writes the table directly',
    async () => {
      expect(await readOutcomes(db(), `select count(*) from public.add_marketing_channel('${FL}', 'Podcasts')`)).toEqual(expectOutcomes('denied', WRITERS));
      expect(await readOutcomes(db(), `select count(*) from public.rename_marketing_channel(${PAID_SEARCH}, 'Search ads')`)).toEqual(expectOutcomes('denied', WRITERS));
      expect(await readOutcomes(db(), `select count(*) from public.remove_marketing_channel(${PAID_SEARCH})`)).toEqual(expectOutcomes('denied', WRITERS));
      expect(await writeOutcomes(db(), `insert into public.marketing_channels (organization_id, key, name) values ('${FL}', 'radio', 'Radio')`)).toEqual(expectOutcomes('denied'));
      expect(await writeOutcomes(db(), `update public.marketing_channels set name = 'Radio' where organization_id = '${FL}'`)).toEqual(expectOutcomes('denied'));
      expect(await writeOutcomes(db(), `delete from public.marketing_channels where organization_id = '${FL}'`)).toEqual(expectOutcomes('denied'));
    },
    PERSONA_SWEEP_TIMEOUT,
  );

  it('adds a channel with its three metrics, keyed from its name and unique; a name in another script gets a numbered key', async () => {
    const added = await as('startup', async (tx) => {
      const first = (await tx.query<{ key: string }>(`select key from public.add_marketing_channel($1, 'Paid Search!')`, [FL])).rows[0]!.key;
      const arabic = (await tx.query<{ key: string }>(`select key from public.add_marketing_channel($1, 'الإذاعة')`, [FL])).rows[0]!.key;
      const metrics = (await tx.query<{ key: string; unit: string; aggregation: string }>(`select key, unit, aggregation from public.metric_definitions where organization_id = $1 and key like $2 order by key`, [FL, `custom_mkt_${first}_%`])).rows;
      const duplicate = await rejectionOf(tx.query(`select public.add_marketing_channel($1, 'paid search!')`, [FL]));
      return { first, arabic, metrics, duplicate: duplicate.code };
    });
    expect(added).toEqual({
      first: 'paid_search_2',
      arabic: 'channel',
      metrics: [
        { key: 'custom_mkt_paid_search_2_customers', unit: 'count', aggregation: 'sum' },
        { key: 'custom_mkt_paid_search_2_leads', unit: 'count', aggregation: 'sum' },
        { key: 'custom_mkt_paid_search_2_spend', unit: 'currency', aggregation: 'sum' },
      ],
      duplicate: '23505',
    });
  });

  it('removing a channel removes its metrics and their values, and records the submitted months’ values as corrections', async () => {
    const removed = await as('startup', async (tx) => {
      const values = Number((await tx.query<{ removed: number }>(`select public.remove_marketing_channel(${PAID_SEARCH}) as removed`)).rows[0]!.removed);
      const left = (await tx.query<{ count: number }>(`select count(*)::int as count from public.metric_definitions where organization_id = $1 and key like 'custom_mkt_paid_search_%'`, [FL])).rows[0]!.count;
      const corrections = (await tx.query<{ count: string }>(`select count(*) from public.metric_value_corrections where organization_id = $1 and reason = 'Marketing channel removed' and new_value is null`, [FL])).rows[0]!.count;
      return { values, left, corrections: Number(corrections) };
    });
    // 24 months of three figures; the last month is a draft, so its three leave no correction.
    expect(removed).toEqual({ values: 72, left: 0, corrections: 69 });
  });

  it(
    'a company’s own metric is removed with its values by members who write metrics only; a channel’s metric goes only with its channel',
    async () => {
      expect(await readOutcomes(db(), `select count(*) from public.remove_custom_metric('${FL}', 'custom_pilots')`)).toEqual(expectOutcomes('denied', WRITERS));
      const outcome = await as('startup', async (tx) => {
        const removed = Number((await tx.query<{ removed: number }>(`select public.remove_custom_metric($1, 'custom_pilots') as removed`, [FL])).rows[0]!.removed);
        const channelMetric = await rejectionOf(tx.query(`select public.remove_custom_metric($1, '${SPEND}')`, [FL]));
        return { removed, channelMetric: channelMetric.code };
      });
      expect(outcome).toEqual({ removed: 24, channelMetric: '22023' });
      const catalogue = await rejectionOf(as('startup', (tx) => tx.query(`select public.remove_custom_metric($1, 'revenue')`, [FL])));
      expect(catalogue.code).toBe('22023');
      const otherCompany = await rejectionOf(as('otherStartup', (tx) => tx.query(`select public.remove_custom_metric($1, 'custom_pilots')`, [FL])));
      expect(otherCompany.code).toBe('42501');
    },
    PERSONA_SWEEP_TIMEOUT,
  );
}, PERSONA_SWEEP_TIMEOUT);
