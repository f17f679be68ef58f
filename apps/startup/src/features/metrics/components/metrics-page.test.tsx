// @vitest-environment jsdom
import { appStore } from '@fikrspace/app-store';
import { createQueryClient, setQueryClient } from '@fikrspace/data';
import { setDb } from '@fikrspace/db';
import { createFakeDb, type FakeDb, type FakeRow } from '@fikrspace/db/testing';
import { ORG } from '@fikrspace/db/testing/demo-ids';
import { i18n } from '@fikrspace/i18n';
import { initTestI18n } from '@fikrspace/i18n/testing';
import { renderPortalAt, userWithRole } from '@fikrspace/portal-host/testing';
import { resetToasts } from '@fikrspace/ui';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import portal from '../../../portal';

/**
 * The startup portal's metrics page through its route and the fake client, so the real fetchers,
 * hooks, forms and texts run: the database's rules are the persona tests' (supabase/tests/metrics)
 * and the fetchers' the backend test's; here the page shows what it is given and sends what it
 * should. The clock is fixed in November 2026 (Date only): October is the month to submit.
 */

const PREFIX = '/fikrspace/startup';
const FL = ORG.fikrLabs;
const MEMBER = userWithRole('owner');
const [OCTOBER, SEPTEMBER] = ['2026-10-01', '2026-09-01'];

const definition = (key: string, unit: FakeRow<'metric_definitions'>['unit'], position: number, extra: Partial<FakeRow<'metric_definitions'>> = {}): FakeRow<'metric_definitions'> => ({
  id: `d-${key}`,
  organization_id: null,
  key,
  name: key,
  description: null,
  unit,
  currency_code: unit === 'currency' ? 'USD' : null,
  aggregation: unit === 'currency' && key === 'revenue' ? 'sum' : 'last',
  is_derived: false,
  position,
  ...extra,
});

const DEFINITIONS = [
  definition('revenue', 'currency', 10),
  definition('cash', 'currency', 40),
  definition('burn', 'currency', 50),
  definition('runway_months', 'months', 60, { is_derived: true }),
  definition('customers', 'count', 70),
  definition('custom_pilots', 'count', 200, { organization_id: FL, name: 'Enterprise pilots' }),
];

const value = (metric_key: string, period: string, amount: number): FakeRow<'metric_values'> => ({ organization_id: FL, metric_key, period, value: amount });
const VALUES = [
  value('revenue', SEPTEMBER, 155_541),
  value('cash', SEPTEMBER, 1_033_346),
  value('burn', SEPTEMBER, 72_707),
  value('customers', SEPTEMBER, 151),
  value('revenue', OCTOBER, 162_143),
  value('cash', OCTOBER, 978_601),
  value('burn', OCTOBER, 54_746),
  value('customers', OCTOBER, 160),
];

const GRANTEES = [
  { id: ORG.launchpad, name: 'Launchpad Accelerator', organization_type: 'accelerator', country_code: 'AE', city: 'Dubai' },
  { id: ORG.oasisVentures, name: 'Oasis Ventures', organization_type: 'venture_capital', country_code: 'AE', city: 'Abu Dhabi' },
];

const grant = (id: string, grantee: string, keys: string[] | null): FakeRow<'data_shares'> => ({
  id,
  organization_id: FL,
  grantee_organization_id: grantee,
  all_metrics: keys === null,
  metric_keys: keys ?? [],
  include_documents: false,
  period_from: null,
  period_to: null,
  granted_at: '2026-11-08T10:00:00Z',
  expires_at: null,
  last_viewed_at: grantee === ORG.oasisVentures ? '2026-11-12T09:00:00Z' : null,
  revoked_at: null,
});

/** The database the page reads: the member's matrix role decides what the page offers. */
function database(role: string): FakeDb {
  const fake: FakeDb = createFakeDb({
    tables: {
      metric_definitions: DEFINITIONS,
      metric_values: VALUES,
      metric_periods: [
        { organization_id: FL, period: SEPTEMBER, status: 'submitted', submitted_at: '2026-10-04T10:00:00Z' },
        { organization_id: FL, period: OCTOBER, status: 'draft', submitted_at: null },
      ],
      data_shares: [grant('share-launchpad', ORG.launchpad, null), grant('share-oasis', ORG.oasisVentures, ['revenue', 'runway_months'])],
      data_share_events: [
        { id: 'e-2', share_id: 'share-oasis', organization_id: FL, grantee_organization_id: ORG.oasisVentures, action: 'granted', scope: { allMetrics: false, metricKeys: ['revenue', 'runway_months'] }, actor_id: MEMBER.id, created_at: '2026-11-08T10:00:00Z' },
      ],
      organisation_roles: [{ user_id: MEMBER.id, organization_id: FL, role, is_active: true, created_at: '2026-01-01T00:00:00Z' }],
      user_permissions: [],
      fikr_products: [],
    },
    rpc: {
      // The series function over the table's rows, with the runway it derives from cash and burn.
      metric_series: ({ p_from, p_to }) => {
        const rows = fake.rows('metric_values').filter((row) => row.period! >= p_from && row.period! <= p_to);
        const at = (key: string, period: string) => rows.find((row) => row.metric_key === key && row.period === period)?.value;
        const runway = [...new Set(rows.map((row) => row.period!))].flatMap((period) => (at('burn', period) ? [{ metric_key: 'runway_months', period, value: Math.round((at('cash', period)! / at('burn', period)!) * 10) / 10 }] : []));
        return [...rows.map((row) => ({ metric_key: row.metric_key!, period: row.period!, value: row.value! })), ...runway];
      },
      submit_metric_period: ({ p_period }) => {
        const month = fake.rows('metric_periods').find((row) => row.period === p_period)!;
        Object.assign(month, { status: 'submitted', submitted_at: '2026-11-15T10:00:00Z' });
        return month;
      },
      data_share_grantee_candidates: ({ p_search }) => GRANTEES.filter((candidate) => candidate.name.toLowerCase().includes((p_search ?? '').toLowerCase())),
      data_share_grantees: () => GRANTEES,
      share_metrics: () => 'share-oasis',
      revoke_data_share: ({ p_share }) => {
        Object.assign(fake.rows('data_shares').find((row) => row.id === p_share)!, { revoked_at: '2026-11-15T10:00:00Z' });
        return true;
      },
    },
  });
  setDb(fake.db);
  return fake;
}

function openMetricsPage() {
  renderPortalAt(portal, PREFIX, `${PREFIX}/metrics`);
}

const section = (testId: string) => screen.findByTestId(testId);
const writes = (fake: FakeDb) => fake.calls.filter((call) => call.table === 'metric_values' && call.method !== 'select');

beforeAll(async () => {
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, onchange: null, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false }) as MediaQueryList);
  await initTestI18n('en');
});

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-15T10:00:00Z'));
  await i18n.changeLanguage('en');
  const client = createQueryClient();
  client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, retry: false } });
  setQueryClient(client);
  appStore.getState().setUser(MEMBER);
  appStore.getState().setOrganization({ id: FL, name: 'Fikr Labs', logoUrl: null, organizationType: 'startup' });
  appStore.getState().setLoading(false);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  appStore.getState().reset();
  resetToasts();
  setDb(null);
  setQueryClient(null);
});

describe('the startup metrics page', () => {
  it('shows the latest month’s key figures and opens the month form on the draft month', async () => {
    database('owner');
    openMetricsPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Metrics' })).toBeDefined();
    const figures = await section('key-figures');
    expect(await within(figures).findByRole('heading', { name: 'Key figures · October 2026' })).toBeDefined();
    expect(within(figures).getByTestId('key-figure-revenue').textContent).toBe('Revenue$162.1K+4.2% on the month before');
    expect(within(figures).getByTestId('key-figure-runway_months').textContent).toContain('17.9 months');

    const form = await section('month-form');
    expect(((await within(form).findByTestId('month-select')) as HTMLSelectElement).value).toBe(OCTOBER);
    expect(within(form).getByTestId('month-status').textContent).toBe('Draft: not submitted yet');
    expect(((await within(form).findByTestId('value-revenue')) as HTMLInputElement).value).toBe('162143');
    expect((within(form).getByTestId('value-custom_pilots') as HTMLInputElement).value).toBe('');
    // The series view's table holds the same numbers as its charts.
    const table = await within(await section('metric-series')).findByTestId('metric-table');
    expect(within(table).getByRole('rowheader', { name: 'October 2026' })).toBeDefined();
    expect(within(table).getByRole('columnheader', { name: 'Runway' })).toBeDefined();
  });

  it('keeps what was typed and says why when a value is not a number, sending nothing', async () => {
    const fake = database('owner');
    openMetricsPage();
    const form = await section('month-form');
    const revenue = (await within(form).findByTestId('value-revenue')) as HTMLInputElement;
    fireEvent.change(revenue, { target: { value: '12abc' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await within(form).findByText('Enter a number, such as 12500 or 12,500.50.')).toBeDefined();
    expect(revenue.value).toBe('12abc');
    expect(revenue.getAttribute('aria-invalid')).toBe('true');
    expect(writes(fake)).toEqual([]);
  });

  it('saves a changed value, then submits the month once confirmed', async () => {
    const fake = database('owner');
    openMetricsPage();
    const form = await section('month-form');
    fireEvent.change(await within(form).findByTestId('value-revenue'), { target: { value: '170,000' } });
    fireEvent.change(within(form).getByTestId('value-custom_pilots'), { target: { value: '5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await within(form).findByText('The figures of October 2026 were saved.')).toBeDefined();
    // One upsert of what changed, by the month's key.
    expect(writes(fake).map((call) => [call.method, call.onConflict, call.values])).toEqual([
      [
        'upsert',
        'organization_id,metric_key,period',
        expect.arrayContaining([
          { organization_id: FL, metric_key: 'revenue', period: OCTOBER, value: 170_000 },
          { organization_id: FL, metric_key: 'custom_pilots', period: OCTOBER, value: 5 },
        ]),
      ],
    ]);
    expect(writes(fake)[0]!.values).toHaveLength(2);

    fireEvent.click(within(form).getByRole('button', { name: 'Submit month' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Submit October 2026?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit the month' }));
    await waitFor(() => expect(within(form).getByTestId('month-status').textContent).toBe('Submitted on Nov 15, 2026'));
    expect(fake.calls.find((call) => call.rpc === 'submit_metric_period')?.args).toEqual({ p_organization: FL, p_period: OCTOBER });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // Locked now: each value is corrected with a reason instead.
    expect(await within(form).findByRole('button', { name: 'Correct Revenue' })).toBeDefined();
  });

  it('lists each line of a file it refuses, with the reason, and imports the others', async () => {
    const fake = database('owner');
    openMetricsPage();
    const importer = await section('csv-import');
    const csv = ['month,metric,value', '2026-10,customers,"1,234"', '2026-10,runway_months,18', '2026-12,revenue,5', '2026-09,cash,7', 'Oct 2026,revenue,1', '2026-10,profit,3'].join('\r\n');
    fireEvent.change(await within(importer).findByTestId('csv-file'), { target: { files: [new File([`\ufeff${csv}`], 'october.csv', { type: 'text/csv' })] } });
    const refusals = await within(importer).findByTestId('csv-refusals');
    expect(within(importer).getByTestId('csv-accepted').textContent).toBe('1');
    expect(within(refusals).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      '3runway_months is computed from other figures, not imported.',
      '42026-12 has not begun yet.',
      '52026-09 is submitted: correct its figures in the month form.',
      '6“Oct 2026” is not a month: write it as 2026-10.',
      '7“profit” is not one of your metrics.',
    ]);
    fireEvent.click(within(importer).getByRole('button', { name: 'Import the accepted lines' }));
    expect(await within(importer).findByText('October 2026: saved (lines: 1).')).toBeDefined();
    expect(writes(fake).map((call) => call.values)).toEqual([[{ organization_id: FL, metric_key: 'customers', period: OCTOBER, value: 1234 }]]);
    // The refused lines stay listed, to be fixed in the file.
    expect(within(importer).getByTestId('csv-refusals')).toBeDefined();
  });

  it('shows who can see the metrics, and revokes a grant once confirmed', async () => {
    const fake = database('owner');
    openMetricsPage();
    const panel = await section('consent-panel');
    const grants = await within(panel).findByTestId('grants');
    const oasis = within(grants).getAllByTestId('grant').find((item) => item.textContent?.includes('Oasis Ventures'))!;
    expect(oasis.textContent).toContain('Revenue and Runway');
    expect(oasis.textContent).toContain('Investor');
    expect(oasis.textContent).toContain('Nov 12, 2026');
    expect(within(panel).getByTestId('share-log').textContent).toContain('Access given to Oasis Ventures: Revenue and Runway');

    fireEvent.click(within(oasis).getByRole('button', { name: 'Revoke the access of Oasis Ventures' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke the access of Oasis Ventures?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke access' }));
    expect(await within(panel).findByText('Oasis Ventures can no longer see your metrics.')).toBeDefined();
    expect(fake.calls.find((call) => call.rpc === 'revoke_data_share')?.args).toEqual({ p_share: 'share-oasis' });
    await waitFor(() => expect(within(within(panel).getByTestId('grants')).getAllByTestId('grant').map((item) => item.querySelector('h3')?.textContent)).toEqual(['Launchpad Accelerator']));
  });

  it('changes a grant to some months and the data room, and refuses months in the wrong order', async () => {
    const fake = database('owner');
    openMetricsPage();
    const panel = await section('consent-panel');
    const oasis = within(await within(panel).findByTestId('grants')).getAllByTestId('grant').find((item) => item.textContent?.includes('Oasis Ventures'))!;
    expect(oasis.textContent).toContain('Data roomNot included');
    fireEvent.click(within(oasis).getByRole('button', { name: 'Change what Oasis Ventures can see' }));
    const form = await within(oasis).findByTestId('grant-change-form');
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-06' } });
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2026-03' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('The first month cannot come after the last.')).toBeDefined();
    expect(fake.calls.some((call) => call.rpc === 'share_metrics')).toBe(false);

    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2026-09' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: /Also open the data room’s shared folders/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(fake.calls.find((call) => call.rpc === 'share_metrics')?.args).toMatchObject({ p_grantee: ORG.oasisVentures, p_include_documents: true, p_period_from: '2026-06-01', p_period_to: '2026-09-01' }),
    );
  });

  it('shows a viewer the figures and the grants with nothing to change', async () => {
    database('viewer');
    openMetricsPage();
    const form = await section('month-form');
    expect(within(form).getByText('Your role shows the figures; members who may write metrics fill them in.')).toBeDefined();
    expect((await within(form).findByTestId('locked-revenue')).textContent).toBe('Revenue$162,143');
    expect(within(form).queryByRole('textbox')).toBeNull();
    expect(within(form).queryByRole('button')).toBeNull();
    const panel = await section('consent-panel');
    expect(await within(panel).findAllByTestId('grant')).toHaveLength(2);
    expect(within(panel).queryByRole('button')).toBeNull();
    expect(within(panel).queryByTestId('grant-form')).toBeNull();
    expect(screen.queryByTestId('csv-import')).toBeNull();
  });
});
