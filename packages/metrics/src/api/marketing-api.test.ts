import type { DbClient } from '@fikrspace/db';
import { signedInAs } from '@fikrspace/db/testing/signed-in-as';
import { ACCOUNTS, ORG } from '@fikrspace/db/testing/demo-ids';
import { SUPABASE_DIR } from '@fikrspace/local-backend/migrate';
import { SETUP_TIMEOUT, startBackend, targets } from '@fikrspace/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, monthOf } from '../months';
import { addCustomMetric } from './add-custom-metric';
import { addMarketingChannel } from './add-marketing-channel';
import { getMarketingChannels } from './get-marketing-channels';
import { getMarketingMonths } from './get-marketing-months';
import { getMetricDefinitions } from './get-metric-definitions';
import { removeCustomMetric } from './remove-custom-metric';
import { removeMarketingChannel } from './remove-marketing-channel';
import { renameMarketingChannel } from './rename-marketing-channel';
import { saveMetricValues } from './save-metric-values';
import { updateCustomMetric } from './update-custom-metric';

/**
 * The fetchers of a company's own metrics and of its marketing channels once against the local
 * backend and its seed, as startup@ (an owner of Fikr Labs, whose four seeded channels have 24
 * months of figures): a metric added, renamed and removed with its value; a channel added with
 * its metrics, given a month's figures, renamed and removed; the seeded channels' months with
 * what the database computes. Who may do what is the persona tests' (supabase/tests/metrics).
 */

type Backend = Awaited<ReturnType<typeof startBackend>>;

const [target] = await targets();
const FIKR_LABS = ORG.fikrLabs;
const LAST_MONTH = addMonths(monthOf(new Date()), -1);
const scope = { viewerOrganizationId: FIKR_LABS, organizationId: FIKR_LABS };

describe(`the custom metric and marketing fetchers against the local backend (${target!.name})`, () => {
  let backend: Backend;
  const startup = (): Promise<DbClient> => signedInAs(backend, ACCOUNTS.startup);
  const keysOf = async (db: DbClient) => (await getMetricDefinitions(db, { organizationId: FIKR_LABS })).map((definition) => definition.key);

  beforeAll(async () => {
    backend = await startBackend(target!, { supabaseDir: SUPABASE_DIR, functionsDir: `${SUPABASE_DIR}/functions` });
    await startup();
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await backend?.close();
  });

  it('adds a metric of the company’s own, renames it, and removes it with its values', async () => {
    const db = await startup();
    const added = await addCustomMetric(db, { ...scope, key: 'custom_demo_requests', name: 'Demo requests', description: null, unit: 'count', currencyCode: null, aggregation: 'sum' });
    expect(added).toMatchObject({ organization_id: FIKR_LABS, key: 'custom_demo_requests', unit: 'count', aggregation: 'sum', is_derived: false });
    await updateCustomMetric(db, { ...scope, key: 'custom_demo_requests', name: 'Demo calls', description: 'Calls booked from the website.' });
    expect((await getMetricDefinitions(db, { organizationId: FIKR_LABS })).find((definition) => definition.key === 'custom_demo_requests')).toMatchObject({ name: 'Demo calls', description: 'Calls booked from the website.' });
    await saveMetricValues(db, { ...scope, period: LAST_MONTH, values: { custom_demo_requests: 12 } });
    expect(await removeCustomMetric(db, { organizationId: FIKR_LABS, key: 'custom_demo_requests' })).toBe(1);
    expect(await keysOf(db)).not.toContain('custom_demo_requests');
  });

  it('reads the seeded channels and their months with conversion and cost per lead computed', async () => {
    const db = await startup();
    const channels = await getMarketingChannels(db, { organizationId: FIKR_LABS });
    expect(channels.map((channel) => channel.key)).toEqual(['paid_search', 'social_media', 'events', 'referrals']);
    const months = await getMarketingMonths(db, { organizationId: FIKR_LABS, from: addMonths(LAST_MONTH, -11), to: LAST_MONTH });
    expect(months).toHaveLength(48);
    const [month] = months.filter((row) => row.channel_id === channels[0]!.id && row.period === LAST_MONTH);
    expect(month!.conversion).toBeCloseTo((month!.customers! / month!.leads!) * 100, 1);
    expect(month!.cost_per_lead).toBeCloseTo(month!.spend! / month!.leads!, 2);
  });

  it('adds a channel with its three metrics, renames it, and removes it with them', async () => {
    const db = await startup();
    const channel = await addMarketingChannel(db, { organizationId: FIKR_LABS, name: 'Podcasts' });
    expect(channel).toMatchObject({ key: 'podcasts', name: 'Podcasts' });
    expect(await keysOf(db)).toEqual(expect.arrayContaining(['custom_mkt_podcasts_spend', 'custom_mkt_podcasts_leads', 'custom_mkt_podcasts_customers']));
    await saveMetricValues(db, { ...scope, period: LAST_MONTH, values: { custom_mkt_podcasts_spend: 800, custom_mkt_podcasts_leads: 40 } });
    expect(await renameMarketingChannel(db, { channelId: channel.id, name: 'Podcast ads' })).toMatchObject({ key: 'podcasts', name: 'Podcast ads' });
    expect(await removeMarketingChannel(db, { channelId: channel.id })).toBe(2);
    expect((await getMarketingChannels(db, { organizationId: FIKR_LABS })).map((row) => row.key)).not.toContain('podcasts');
    expect((await keysOf(db)).filter((key) => key.startsWith('custom_mkt_podcasts'))).toEqual([]);
  });
});
