// @vitest-environment jsdom
import { renderPortalAt } from '@fikrspace/portal-host/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import portal from '../../../portal';
import { FL, PREFIX } from '../../../lib/testing/page-frame';
import { definition, metricsDatabase, setUpMetricsPages } from '../../../lib/testing/metrics-database';

/**
 * The metrics page's own metrics through the route and the fake client: the form's rules (zod),
 * the key a new metric gets, and the removal that says what happens to the figures. Who may add
 * or remove one is the database's (supabase/tests/metrics).
 */

setUpMetricsPages();

const DEFINITIONS = [
  definition('revenue', 'currency', 'sum'),
  definition('custom_pilots', 'count', 'last', { organization_id: FL, name: 'Enterprise pilots', description: 'Pilots running at the end of the month.', position: 200 }),
  // A marketing channel's metric is managed on the marketing page, not here.
  definition('custom_mkt_events_spend', 'currency', 'sum', { organization_id: FL, name: 'Events · spend', position: 1010 }),
];

const openMetrics = () => renderPortalAt(portal, PREFIX, `${PREFIX}/metrics`);

describe('the company’s own metrics on the metrics page', () => {
  it('lists them without the channels’ metrics, says why a new one is refused, then adds it with a key from its name', async () => {
    const fake = metricsDatabase({ definitions: DEFINITIONS });
    openMetrics();
    const panel = await screen.findByTestId('custom-metrics');
    const items = await within(panel).findAllByTestId('custom-metric');
    expect(items.map((item) => item.querySelector('h3')?.textContent)).toEqual(['Enterprise pilots']);
    expect(items[0]!.textContent).toContain("Count · last month's value");

    const form = within(panel).getByTestId('custom-metric-form');
    fireEvent.change(within(form).getByLabelText('Unit'), { target: { value: 'currency' } });
    fireEvent.change(within(form).getByLabelText('Currency (ISO code, such as USD)'), { target: { value: 'S1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add the metric' }));
    expect(await within(form).findByText('Enter a name.')).toBeDefined();
    expect(within(form).getByText('Enter a currency as three letters, such as USD or SAR.')).toBeDefined();
    expect(within(form).getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'Pilots' } });
    fireEvent.change(within(form).getByLabelText(/^Currency/), { target: { value: 'sar' } });
    fireEvent.change(within(form).getByLabelText('Over several months'), { target: { value: 'average' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add the metric' }));
    expect(await within(panel).findByText('Pilots was added: enter its figures in the month form.')).toBeDefined();
    // custom_pilots is taken: the new key is numbered.
    expect(fake.calls.find((call) => call.table === 'metric_definitions' && call.method === 'insert')?.values).toEqual({
      organization_id: FL,
      key: 'custom_pilots_2',
      name: 'Pilots',
      description: null,
      unit: 'currency',
      currency_code: 'SAR',
      aggregation: 'average',
      position: 200,
    });
  });

  it('renames one in place, and removes one once the dialog has said its figures go too', async () => {
    const fake = metricsDatabase({ definitions: DEFINITIONS });
    openMetrics();
    const panel = await screen.findByTestId('custom-metrics');
    fireEvent.click(await within(panel).findByRole('button', { name: 'Change Enterprise pilots' }));
    const edit = within(panel).getByTestId('custom-metric-edit-form');
    expect(within(edit).queryByLabelText('Unit')).toBeNull();
    fireEvent.change(within(edit).getByLabelText(/^Name/), { target: { value: 'Pilots running' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(fake.calls.find((call) => call.table === 'metric_definitions' && call.method === 'update')?.values).toEqual({ name: 'Pilots running', description: 'Pilots running at the end of the month.' }));

    fireEvent.click(await within(panel).findByRole('button', { name: 'Remove Pilots running' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Pilots running?' });
    expect(dialog.textContent).toContain('Figures of submitted months are kept in the corrections log');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove the metric' }));
    expect(await within(panel).findByText('Pilots running and its figures were removed.')).toBeDefined();
    expect(fake.calls.find((call) => call.rpc === 'remove_custom_metric')?.args).toEqual({ p_organization: FL, p_key: 'custom_pilots' });
    expect(await within(panel).findByText('No metrics of your own yet.')).toBeDefined();
  });
});
