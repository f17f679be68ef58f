// @vitest-environment jsdom
import type { FakeRow } from '@fikrspace/db/testing';
import { renderPortalAt } from '@fikrspace/portal-host/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import portal from '../../../portal';
import { FL, PREFIX } from '../../../lib/testing/page-frame';
import { OCTOBER, SEPTEMBER, definition, metricsDatabase, setUpMetricsPages, value } from '../../../lib/testing/metrics-database';

/**
 * The finances under the startup's financial page, through its route and the fake client: the
 * budget against actuals by category, the month form, the cash flow, the runway scenarios and
 * the download, with what the member's matrix role allows. The clock is mid-November 2026, so
 * the budget opens on November 2025 to January 2027; September is submitted, October a draft.
 * September and October have a budget and actuals, December a budget only: revenue 10,000 a
 * month budgeted and 12,000 earned; payroll 6,000 budgeted and 6,600 spent; marketing 2,000
 * budgeted and 1,500 spent.
 */

setUpMetricsPages();

const DECEMBER = '2026-12-01';
const line = (month: string, category: FakeRow<'budget_lines'>['category'], budgeted: number, actual: number | null = null): FakeRow<'budget_lines'> => ({
  id: `${month}-${category}`,
  organization_id: FL,
  month,
  category,
  budgeted,
  actual,
  note: null,
  updated_by: null,
  updated_at: '2026-11-01T00:00:00Z',
});
const LINES = [
  ...[SEPTEMBER, OCTOBER].flatMap((month) => [line(month, 'revenue', 10_000, 12_000), line(month, 'payroll', 6_000, 6_600), line(month, 'marketing', 2_000, 1_500)]),
  line(DECEMBER, 'revenue', 13_000),
  line(DECEMBER, 'payroll', 7_000),
];
const DEFINITIONS = [definition('revenue', 'currency', 'sum'), definition('cash', 'currency', 'last'), definition('burn', 'currency', 'sum')];
const VALUES = [value('cash', '2026-08-01', 55_000), value('cash', SEPTEMBER, 50_000), value('burn', SEPTEMBER, 5_000), value('revenue', SEPTEMBER, 12_000), value('cash', OCTOBER, 45_000), value('burn', OCTOBER, 5_000)];

function database({ role = 'owner', lines = LINES, values = VALUES }: { role?: string; lines?: FakeRow<'budget_lines'>[]; values?: FakeRow<'metric_values'>[] } = {}) {
  const fake = metricsDatabase({ definitions: DEFINITIONS, values, role });
  fake.rows('budget_lines').push(...lines.map((row) => ({ ...row })));
  return fake;
}
const openFinancials = () => renderPortalAt(portal, PREFIX, `${PREFIX}/financial`);
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);
/** A downloaded file's text (jsdom's Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the finances of the startup financial page', () => {
  it('shows the budget against actuals by category, the variance in words as well as tone, and the totals', async () => {
    database();
    openFinancials();
    const panel = await screen.findByTestId('budget-panel');
    const payroll = await within(panel).findByTestId('budget-row-payroll');
    // Budget of the range, budget of the months with actuals, actual, variance, variance %.
    expect(cells(payroll)).toEqual(['$19,000', '$12,000', '$13,200', '+$1,200', '▲+10%Over budget']);
    expect(cells(within(panel).getByTestId('budget-row-marketing'))).toEqual(['$4,000', '$4,000', '$3,000', '-$1,000', '▼-25%Under budget']);
    expect(cells(within(panel).getByTestId('budget-row-revenue'))).toEqual(['$33,000', '$20,000', '$24,000', '+$4,000', '▲+20%Above budget']);
    expect(cells(within(panel).getByTestId('budget-total-outflows'))).toEqual(['$23,000', '$16,000', '$16,200', '+$200', '▲+1.3%Over budget']);
    expect(cells(within(panel).getByTestId('budget-net'))).toEqual(['$10,000', '$4,000', '$7,800', '+$3,800', '▲+95%Above budget']);
    expect(within(panel).queryByTestId('budget-row-travel')).toBeNull();
    expect(within(panel).getByText('Variance compares the actuals with the budget of the same months: 2 months with actuals.')).toBeDefined();
    expect(within(panel).getByRole('table', { name: 'Budget against actuals by category, for the months chosen' })).toBeDefined();
  });

  it('edits a month: a field the form refuses keeps what was typed and says why; a valid month is saved and the table follows', async () => {
    const fake = database();
    openFinancials();
    const form = await screen.findByTestId('budget-month-form');
    // Last month, whose actuals are due, first.
    expect((within(form).getByRole('combobox', { name: 'Month' }) as HTMLSelectElement).value).toBe(OCTOBER);
    const payrollBudget = within(form).getByLabelText('Budget for Payroll') as HTMLInputElement;
    expect(payrollBudget.value).toBe('6000');
    fireEvent.change(payrollBudget, { target: { value: 'six thousand' } });
    fireEvent.change(within(form).getByLabelText('Actual for Travel'), { target: { value: '450' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save month' }));
    expect(await within(form).findByText('Enter an amount, such as 12500 or 12,500.50.')).toBeDefined();
    expect(within(form).getByText('Enter a budget (0 if none) for an actual or a note.')).toBeDefined();
    expect(payrollBudget.value).toBe('six thousand');
    expect(payrollBudget.getAttribute('aria-invalid')).toBe('true');
    expect(fake.calls.some((call) => call.table === 'budget_lines' && call.method !== 'select')).toBe(false);

    fireEvent.change(payrollBudget, { target: { value: '6,500' } });
    fireEvent.change(within(form).getByLabelText('Budget for Travel'), { target: { value: '500' } });
    fireEvent.change(within(form).getByLabelText('Budget for Marketing'), { target: { value: '' } });
    fireEvent.change(within(form).getByLabelText('Actual for Marketing'), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save month' }));
    expect(await within(form).findByText('The budget of October 2026 is saved.')).toBeDefined();
    expect(fake.calls.filter((call) => call.table === 'budget_lines' && call.method === 'upsert').map((call) => call.values)).toEqual([
      [
        { organization_id: FL, month: OCTOBER, category: 'payroll', budgeted: 6_500, actual: 6_600, note: null },
        { organization_id: FL, month: OCTOBER, category: 'travel', budgeted: 500, actual: 450, note: null },
      ],
    ]);
    expect(fake.rows('budget_lines').some((row) => row.month === OCTOBER && row.category === 'marketing')).toBe(false);
    const panel = screen.getByTestId('budget-panel');
    await waitFor(() => expect(cells(within(panel).getByTestId('budget-row-travel'))).toEqual(['$500', '$500', '$450', '-$50', '▼-10%Under budget']));
  });

  it('takes no actual for a month that has not begun', async () => {
    database();
    openFinancials();
    const form = await screen.findByTestId('budget-month-form');
    fireEvent.change(within(form).getByRole('combobox', { name: 'Month' }), { target: { value: DECEMBER } });
    expect(await within(form).findByText('December 2026 has not begun: its actuals are entered once it has.')).toBeDefined();
    expect((within(form).getByLabelText('Budget for Revenue') as HTMLInputElement).value).toBe('13000');
    expect(within(form).queryByLabelText('Actual for Revenue')).toBeNull();
  });

  it('shows the cash flow by month as a table beside the charts, the balance reported and then projected', async () => {
    database();
    openFinancials();
    const cashFlow = await screen.findByTestId('cash-flow');
    const table = await within(cashFlow).findByTestId('cash-flow-table');
    expect(cells(within(table).getByTestId(`cash-flow-${SEPTEMBER}`))).toEqual(['$12,000', '$8,100', '+$3,900', '$50,000', 'Actuals']);
    expect(cells(within(table).getByTestId('cash-flow-2026-11-01'))).toEqual(['$0', '$0', '$0', '$45,000 (projected)', 'No budget']);
    expect(cells(within(table).getByTestId(`cash-flow-${DECEMBER}`))).toEqual(['$13,000', '$7,000', '+$6,000', '$51,000 (projected)', 'Budget']);
    expect(cells(within(table).getByTestId('cash-flow-2026-07-01'))[3]).toBe('—No cash figure');
  });

  it('projects the runway of each scenario side by side from the latest submitted month, and follows a change', async () => {
    database();
    openFinancials();
    const runway = await screen.findByTestId('runway-scenarios');
    expect((await within(runway).findByTestId('runway-basis')).textContent).toBe(
      'From September 2026, the latest submitted month: cash of $50,000, net burn of $5,000 a month (1 submitted month), revenue of $12,000 a month.',
    );
    expect(within(runway).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['As now', 'Scenario 1', 'Scenario 2']);
    // As now: 50,000 at 5,000 a month. Scenario 1: a fifth less burn. Scenario 2: revenue up 5 % a month turns the burn around.
    expect(cells(within(runway).getByTestId('runway-months'))).toEqual(['10 months', '12.5 months', 'More than 10 years']);
    expect(cells(within(runway).getByTestId('runway-cash-zero'))).toEqual(['July 2027', 'October 2027', 'Not within the projection']);

    const first = within(runway).getByTestId('scenario-1');
    fireEvent.change(within(first).getByLabelText(/Change in net burn/), { target: { value: '25' } });
    await waitFor(() => expect(cells(within(runway).getByTestId('runway-months'))[1]).toBe('8 months'));
    fireEvent.change(within(first).getByLabelText(/New funding/), { target: { value: '20000' } });
    expect(await within(first).findByText('Choose the month the funding arrives.')).toBeDefined();
    expect(cells(within(runway).getByTestId('runway-months'))[1]).toBe('Correct this scenario’s fields');
    expect((within(first).getByLabelText(/New funding/) as HTMLInputElement).value).toBe('20000');
    fireEvent.change(within(first).getByLabelText('Funding arrives in'), { target: { value: '2027-01-01' } });
    // 31,250 left after three months and 20,000 more in the fourth: 51,250 at 6,250 a month lasts 8.2 months more.
    await waitFor(() => expect(cells(within(runway).getByTestId('runway-months'))[1]).toBe('11.2 months'));
    expect(within(first).queryByText('Choose the month the funding arrives.')).toBeNull();
  });

  it('says when no submitted month gives a runway to start from', async () => {
    database({ values: [value('cash', OCTOBER, 45_000), value('burn', OCTOBER, 5_000)] });
    openFinancials();
    expect(await within(await screen.findByTestId('runway-scenarios')).findByText('Submit a month with cash and net burn to see runway scenarios.')).toBeDefined();
  });

  it('downloads the budget against actuals as a file named after the organization and the months', async () => {
    database();
    const files: Array<{ name: string; text: Promise<string> }> = [];
    let blob: Blob | null = null;
    Object.assign(URL, { createObjectURL: vi.fn((given: Blob) => ((blob = given), 'blob:budget')), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      files.push({ name: this.download, text: textOf(blob!) });
    });
    openFinancials();
    const panel = await screen.findByTestId('budget-panel');
    await within(panel).findByTestId('budget-table');
    fireEvent.click(within(panel).getByRole('button', { name: 'Download budget CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe('budget-fikr-labs-2025-11-2027-01.csv');
    expect((await files[0]!.text).split('\r\n')).toEqual([
      'month,category,flow,budgeted,actual,variance,variance_percent,note',
      '2026-09,revenue,inflow,10000,12000,2000,20.0,',
      '2026-09,payroll,outflow,6000,6600,600,10.0,',
      '2026-09,marketing,outflow,2000,1500,-500,-25.0,',
      '2026-10,revenue,inflow,10000,12000,2000,20.0,',
      '2026-10,payroll,outflow,6000,6600,600,10.0,',
      '2026-10,marketing,outflow,2000,1500,-500,-25.0,',
      '2026-12,revenue,inflow,13000,,,,',
      '2026-12,payroll,outflow,7000,,,,',
    ]);
  });

  it.each([
    ['viewer', 'reads the budget but neither edits nor downloads it', false, false],
    ['editor', 'edits the budget but does not download it', true, false],
    ['admin', 'edits and downloads the budget', true, true],
  ])('a member whose role is %s %s', async (role, _what, edits, downloads) => {
    database({ role });
    openFinancials();
    const panel = await screen.findByTestId('budget-panel');
    await within(panel).findByTestId('budget-table');
    expect(within(panel).queryByTestId('budget-month-form') !== null).toBe(edits);
    expect(within(panel).queryByRole('button', { name: 'Download budget CSV' }) !== null).toBe(downloads);
  });

  it('says when the months have no budget yet, and offers a new try when the budget cannot be read', async () => {
    const fake = database({ lines: [] });
    openFinancials();
    const panel = await screen.findByTestId('budget-panel');
    expect(await within(panel).findByText('No budget for these months yet: enter a month’s budget below.')).toBeDefined();
    expect(within(await screen.findByTestId('cash-flow')).getByText('No budget for these months yet, so no cash flow to show.')).toBeDefined();

    fake.failNext('budget_lines', { code: '', message: 'TypeError: fetch failed', details: null, hint: null });
    fireEvent.change(within(panel).getByRole('combobox', { name: 'From' }), { target: { value: '2026-01-01' } });
    const error = await within(panel).findByTestId('error-panel');
    fake.rows('budget_lines').push(line(OCTOBER, 'travel', 300, 200));
    fireEvent.click(within(error).getByRole('button', { name: /try again/i }));
    expect(await within(panel).findByTestId('budget-row-travel')).toBeDefined();
  });
});
