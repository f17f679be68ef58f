import type { DbClient } from '@fikrspace/db';
import { signedInAs } from '@fikrspace/db/testing/signed-in-as';
import { ACCOUNTS, ORG } from '@fikrspace/db/testing/demo-ids';
import { SUPABASE_DIR } from '@fikrspace/local-backend/migrate';
import { SETUP_TIMEOUT, startBackend, targets } from '@fikrspace/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, monthOf } from '../months';
import { correctMetricValue } from './correct-metric-value';
import { getDataShareEvents } from './get-data-share-events';
import { getDataShareGrantees } from './get-data-share-grantees';
import { getDataShares } from './get-data-shares';
import { getGranteeCandidates } from './get-grantee-candidates';
import { getMetricDefinitions } from './get-metric-definitions';
import { getMetricPeriods } from './get-metric-periods';
import { getMetricSeries } from './get-metric-series';
import { getMetricSharesWithMe } from './get-metric-shares-with-me';
import { revokeDataShare } from './revoke-data-share';
import { saveMetricValues } from './save-metric-values';
import { shareMetrics } from './share-metrics';
import { submitMetricPeriod } from './submit-metric-period';

/**
 * Every metrics fetcher once against the local backend and its seed, as one story on the first
 * engine: startup@ (an owner of Fikr Labs) reads its metrics, fills and submits last month (the
 * seed leaves it a draft), corrects it, narrows Oasis Ventures' grant to revenue, and revokes it;
 * investor@ (Oasis Ventures) reads exactly what the grant gives at each step. Who may do what for
 * every persona is the database persona tests' (supabase/tests/metrics).
 */

type Backend = Awaited<ReturnType<typeof startBackend>>;

const [target] = await targets();
const FIKR_LABS = ORG.fikrLabs;
const THIS_MONTH = monthOf(new Date());
const LAST_MONTH = addMonths(THIS_MONTH, -1);
const scope = { viewerOrganizationId: FIKR_LABS, organizationId: FIKR_LABS };
const keysOf = (points: Array<{ metric_key: string }>) => [...new Set(points.map((point) => point.metric_key))].sort();

describe(`the metrics fetchers against the local backend (${target!.name})`, () => {
  let backend: Backend;
  const as = (account: { email: string }): Promise<DbClient> => signedInAs(backend, account);
  const lastMonthOf = async (db: DbClient) => (await getMetricSeries(db, { organizationId: FIKR_LABS, from: LAST_MONTH, to: LAST_MONTH })).filter((point) => point.period === LAST_MONTH);
  const valueOf = (points: Array<{ metric_key: string; value: number }>, key: string) => points.find((point) => point.metric_key === key)?.value;

  beforeAll(async () => {
    backend = await startBackend(target!, { supabaseDir: SUPABASE_DIR, functionsDir: `${SUPABASE_DIR}/functions` });
    await Promise.all([ACCOUNTS.startup, ACCOUNTS.investor].map(as));
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await backend?.close();
  });

  it('gives startup@ Fikr Labs’ metrics: the catalogue and its own, its months, and a series with what the database derives', async () => {
    const db = await as(ACCOUNTS.startup);
    const definitions = await getMetricDefinitions(db, { organizationId: FIKR_LABS });
    expect(definitions.map((definition) => definition.key)).toContain('custom_pilots');
    expect(definitions.filter((definition) => definition.is_derived).map((definition) => definition.key).sort()).toEqual(['burn_multiple', 'mrr_growth', 'runway_months']);

    const periods = await getMetricPeriods(db, { organizationId: FIKR_LABS });
    expect(periods[0]).toMatchObject({ period: LAST_MONTH, status: 'draft' });
    expect(periods.slice(1).every((period) => period.status === 'submitted')).toBe(true);

    const series = await getMetricSeries(db, { organizationId: FIKR_LABS, from: addMonths(LAST_MONTH, -11), to: THIS_MONTH });
    expect(keysOf(series)).toContain('runway_months');
    const last = series.filter((point) => point.period === LAST_MONTH);
    expect(valueOf(last, 'runway_months')).toBeCloseTo(valueOf(last, 'cash')! / valueOf(last, 'burn')!, 1);
  });

  it('adds, changes and removes a draft month’s values, and refuses them once the month is submitted', async () => {
    const db = await as(ACCOUNTS.startup);
    expect(await saveMetricValues(db, { ...scope, period: LAST_MONTH, values: { revenue: 170_000, new_hires: null } })).toEqual({ saved: 1, removed: 1 });
    expect(await saveMetricValues(db, { ...scope, period: THIS_MONTH, values: { customers: 161 } })).toEqual({ saved: 1, removed: 0 });
    const last = await lastMonthOf(db);
    expect(valueOf(last, 'revenue')).toBe(170_000);
    expect(valueOf(last, 'new_hires')).toBeUndefined();

    const submitted = await submitMetricPeriod(db, { ...scope, period: LAST_MONTH });
    expect(submitted).toMatchObject({ period: LAST_MONTH, status: 'submitted' });
    await expect(saveMetricValues(db, { ...scope, period: LAST_MONTH, values: { revenue: 1 } })).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    await expect(submitMetricPeriod(db, { ...scope, period: THIS_MONTH })).rejects.toMatchObject({ code: 'VALIDATION_ERROR', message: 'A month is submitted once it has ended' });
  });

  it('corrects a submitted month with a reason', async () => {
    const db = await as(ACCOUNTS.startup);
    await correctMetricValue(db, { ...scope, period: LAST_MONTH, metricKey: 'revenue', value: 171_500, reason: ' Late invoice booked ' });
    expect(valueOf(await lastMonthOf(db), 'revenue')).toBe(171_500);
    const { data } = await db.from('metric_value_corrections').select('old_value, new_value, reason').eq('organization_id', FIKR_LABS);
    expect(data).toEqual([{ old_value: 170_000, new_value: 171_500, reason: 'Late invoice booked' }]);
  });

  it('narrows Oasis Ventures’ grant to revenue, which is then all investor@ reads, logged for the startup', async () => {
    const db = await as(ACCOUNTS.startup);
    const [oasis] = await getGranteeCandidates(db, { organizationId: FIKR_LABS, search: 'oasis' });
    expect(oasis).toMatchObject({ id: ORG.oasisVentures, name: 'Oasis Ventures', organization_type: 'venture_capital' });

    const shareId = await shareMetrics(db, { ...scope, granteeOrganizationId: ORG.oasisVentures, allMetrics: false, metricKeys: ['revenue'] });
    const shares = await getDataShares(db, { organizationId: FIKR_LABS });
    expect(shares.map((share) => [share.grantee_organization_id, share.all_metrics, share.metric_keys])).toEqual([
      [ORG.oasisVentures, false, ['revenue']],
      [ORG.launchpad, true, []],
    ]);
    expect(shares[0]!.id).toBe(shareId);

    const investor = await as(ACCOUNTS.investor);
    expect(keysOf(await lastMonthOf(investor))).toEqual(['revenue']);
    expect(await getMetricSharesWithMe(investor)).toEqual([expect.objectContaining({ share_id: shareId, organization_id: FIKR_LABS, organization_name: 'Fikr Labs', all_metrics: false, metric_keys: ['revenue'] })]);
    expect((await getDataShareGrantees(db, { organizationId: FIKR_LABS })).map((grantee) => grantee.name)).toEqual(['Launchpad Accelerator', 'Oasis Ventures']);
    const [latest] = await getDataShareEvents(db, { organizationId: FIKR_LABS });
    expect(latest).toMatchObject({ share_id: shareId, action: 'changed', scope: { allMetrics: false, metricKeys: ['revenue'] } });
    // The investor's read is recorded as the grant's last view.
    expect((await getDataShares(db, { organizationId: FIKR_LABS }))[0]!.last_viewed_at).not.toBeNull();
  });

  it('revokes the grant: investor@ reads nothing from the next request', async () => {
    const db = await as(ACCOUNTS.startup);
    const oasis = (await getDataShares(db, { organizationId: FIKR_LABS })).find((share) => share.grantee_organization_id === ORG.oasisVentures)!;
    await revokeDataShare(db, { shareId: oasis.id });
    expect((await getDataShares(db, { organizationId: FIKR_LABS })).map((share) => share.grantee_organization_id)).toEqual([ORG.launchpad]);
    expect((await getDataShareEvents(db, { organizationId: FIKR_LABS }))[0]).toMatchObject({ share_id: oasis.id, action: 'revoked' });
    expect(await lastMonthOf(await as(ACCOUNTS.investor))).toEqual([]);
    expect(await getMetricSharesWithMe(await as(ACCOUNTS.investor))).toEqual([]);
    await expect(revokeDataShare(await as(ACCOUNTS.investor), { shareId: oasis.id })).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
  });
});
