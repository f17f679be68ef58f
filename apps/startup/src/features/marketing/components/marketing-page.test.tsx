// @vitest-environment jsdom
import { i18n } from '@fikrspace/i18n';
import { renderPortalAt } from '@fikrspace/portal-host/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import portal from '../../../portal';
import { FL, PREFIX, offlineWhile } from '../../../lib/testing/page-frame';
import { OCTOBER, SEPTEMBER, definition, metricsDatabase, setUpMetricsPages, value } from '../../../lib/testing/metrics-database';

/**
 * The startup portal's marketing page through its route and the fake client: the metrics
 * context's fetchers, hooks, forms and texts run. Conversion and cost per lead arrive computed,
 * as the database's view computes them (supabase/tests/metrics/rls-marketing-channels.test.ts);
 * here the page shows them and sends what it should.
 */

setUpMetricsPages();

const CHANNELS = [
  { id: 'ch-search', organization_id: FL, key: 'paid_search', name: 'Paid search', position: 10, created_at: '2024-10-01T00:00:00Z' },
  { id: 'ch-events', organization_id: FL, key: 'events', name: 'Events', position: 20, created_at: '2024-10-01T00:00:00Z' },
];
const month = (channel_id: string, period: string, spend: number, leads: number, customers: number) => ({
  organization_id: FL,
  channel_id,
  period,
  spend,
  leads,
  customers,
  conversion: Math.round((customers / leads) * 1000) / 10,
  cost_per_lead: Math.round((spend / leads) * 100) / 100,
});
const MONTHS = [month('ch-search', SEPTEMBER, 3_600, 90, 3), month('ch-search', OCTOBER, 4_000, 100, 5), month('ch-events', SEPTEMBER, 5_500, 50, 4), month('ch-events', OCTOBER, 6_000, 40, 4)];
const channelMetric = (key: string, figure: string, unit: 'currency' | 'count') => definition(`custom_mkt_${key}_${figure}`, unit, 'sum', { organization_id: FL, name: `${key} · ${figure}`, position: 1010 });
const DEFINITIONS = [definition('revenue', 'currency', 'sum'), channelMetric('paid_search', 'spend', 'currency'), channelMetric('paid_search', 'leads', 'count'), channelMetric('paid_search', 'customers', 'count')];

const database = (extra: Parameters<typeof metricsDatabase>[0] = {}) =>
  metricsDatabase({ definitions: DEFINITIONS, values: [value('custom_mkt_paid_search_spend', OCTOBER, 4_000)], channels: CHANNELS, channelMonths: MONTHS, ...extra });
const openMarketing = () => renderPortalAt(portal, PREFIX, `${PREFIX}/marketing`);
const rowOf = (table: HTMLElement, name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);

describe('the startup marketing page', () => {
  it('shows a loading state, then each channel’s latest month and the month before with the computed conversion and cost per lead', async () => {
    const fake = database();
    const release = fake.hold('marketing_channels');
    openMarketing();
    expect(await screen.findByRole('heading', { level: 1, name: 'Marketing' })).toBeDefined();
    const overview = await screen.findByTestId('marketing-overview');
    expect(within(overview).getByRole('status').textContent).toContain('Loading');
    release();
    const october = await within(overview).findByTestId(`marketing-month-${OCTOBER}`);
    expect(cells(rowOf(october, 'Paid search'))).toEqual(['$4,000', '100', '5', '5%', '$40']);
    expect(cells(rowOf(within(overview).getByTestId(`marketing-month-${SEPTEMBER}`), 'Events'))).toEqual(['$5,500', '50', '4', '8%', '$110']);
    // Each month's table is a focusable region, scrolled sideways on a narrow screen.
    expect(within(overview).getByRole('region', { name: 'Channels in October 2026' }).tabIndex).toBe(0);
  });

  it('shows one figure across the channels as a table beside the chart, and another once chosen', async () => {
    database();
    openMarketing();
    const trends = await screen.findByTestId('marketing-trends');
    const table = await within(trends).findByTestId('metric-table');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Month', 'Paid search', 'Events']);
    expect(cells(rowOf(table, 'October 2026'))).toEqual(['$4,000', '$6,000']);
    fireEvent.click(within(trends).getByRole('radio', { name: 'Leads' }));
    await waitFor(() => expect(cells(rowOf(within(trends).getByTestId('metric-table'), 'October 2026'))).toEqual(['100', '40']));
  });

  it('enters a month’s channel figures in the metrics form limited to the channels’ metrics', async () => {
    const fake = database();
    openMarketing();
    const form = await screen.findByTestId('month-form');
    const spend = (await within(form).findByTestId('value-custom_mkt_paid_search_spend')) as HTMLInputElement;
    expect(spend.value).toBe('4000');
    expect(within(form).queryByTestId('value-revenue')).toBeNull();
    fireEvent.change(within(form).getByTestId('value-custom_mkt_paid_search_leads'), { target: { value: '120' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await within(form).findByText('The figures of October 2026 were saved.')).toBeDefined();
    expect(fake.calls.filter((call) => call.table === 'metric_values' && call.method === 'upsert').map((call) => call.values)).toEqual([[{ organization_id: FL, metric_key: 'custom_mkt_paid_search_leads', period: OCTOBER, value: 120 }]]);
  });

  it('adds a channel, says why an empty name is refused, renames one, and removes one once confirmed', async () => {
    const fake = database();
    openMarketing();
    const manager = await screen.findByTestId('marketing-channels');
    const addForm = await within(manager).findByTestId('channel-add-form');
    fireEvent.click(within(addForm).getByRole('button', { name: 'Add channel' }));
    expect(await within(addForm).findByText('Enter a name.')).toBeDefined();
    fireEvent.change(within(addForm).getByLabelText('New channel'), { target: { value: 'Podcasts' } });
    fireEvent.click(within(addForm).getByRole('button', { name: 'Add channel' }));
    expect(await within(manager).findByText('Podcasts was added.')).toBeDefined();
    expect(fake.calls.find((call) => call.rpc === 'add_marketing_channel')?.args).toEqual({ p_organization: FL, p_name: 'Podcasts' });

    fireEvent.click(within(manager).getByRole('button', { name: 'Rename Events' }));
    const rename = within(manager).getByTestId('channel-rename-form');
    fireEvent.change(within(rename).getByLabelText('New name for Events'), { target: { value: 'Trade fairs' } });
    fireEvent.click(within(rename).getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(fake.calls.find((call) => call.rpc === 'rename_marketing_channel')?.args).toEqual({ p_channel: 'ch-events', p_name: 'Trade fairs' }));

    fireEvent.click(within(manager).getByRole('button', { name: 'Remove Paid search' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Paid search?' });
    expect(dialog.textContent).toContain('Figures of submitted months are kept in the corrections log.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove the channel' }));
    expect(await within(manager).findByText('Paid search and its figures were removed.')).toBeDefined();
    expect(fake.calls.find((call) => call.rpc === 'remove_marketing_channel')?.args).toEqual({ p_channel: 'ch-search' });
  });

  it('says when there are no channels yet', async () => {
    database({ channels: [], channelMonths: [] });
    openMarketing();
    expect(await within(await screen.findByTestId('marketing-overview')).findByText('No marketing channels yet.')).toBeDefined();
    expect(within(screen.getByTestId('marketing-trends')).getByText('No marketing channels yet.')).toBeDefined();
  });

  it('shows a failed read with a way to try again, which then shows the channels', async () => {
    let offline = true;
    database({ answer: offlineWhile('marketing_channels', () => offline) });
    openMarketing();
    const overview = await screen.findByTestId('marketing-overview');
    const tryAgain = await within(overview).findByRole('button', { name: /try again/i });
    offline = false;
    fireEvent.click(tryAgain);
    expect(await within(overview).findByTestId(`marketing-month-${OCTOBER}`)).toBeDefined();
  });

  it('shows a viewer the figures without the forms, in Arabic from right to left', async () => {
    await i18n.changeLanguage('ar');
    database({ role: 'viewer' });
    openMarketing();
    expect(await screen.findByRole('heading', { level: 1, name: 'التسويق' })).toBeDefined();
    const overview = await screen.findByTestId('marketing-overview');
    expect(await within(overview).findAllByRole('columnheader', { name: 'تكلفة العميل المحتمل' })).toHaveLength(2);
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(screen.queryByTestId('marketing-channels')).toBeNull();
    expect(within(await screen.findByTestId('month-form')).queryByRole('textbox')).toBeNull();
  });
});
