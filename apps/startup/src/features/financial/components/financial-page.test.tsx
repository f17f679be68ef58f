// @vitest-environment jsdom
import { addMonths, monthRange } from '@fikrspace/metrics/months';
import { renderPortalAt } from '@fikrspace/portal-host/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import portal from '../../../portal';
import { PREFIX } from '../../../lib/testing/page-frame';
import { OCTOBER, definition, metricsDatabase, setUpMetricsPages, value } from '../../../lib/testing/metrics-database';

/**
 * The startup portal's financial page through its route and the fake client: the series as the
 * database gives it, compared and grouped by the metrics context's pure functions. Twelve months
 * to October 2026: revenue grows by 1,000 a month, cash falls by 5,000, the margin moves from 40
 * to 50 %, and the burn stays at 5,000.
 */

setUpMetricsPages();

const MONTHS = monthRange(addMonths(OCTOBER, -11), OCTOBER);
const DEFINITIONS = [definition('revenue', 'currency', 'sum'), definition('gross_margin', 'percent', 'average'), definition('cash', 'currency', 'last'), definition('burn', 'currency', 'sum')];
const VALUES = MONTHS.flatMap((month, position) => [
  value('revenue', month, 1_000 * (position + 1)),
  value('gross_margin', month, position < 6 ? 40 : 50),
  value('cash', month, 100_000 - 5_000 * position),
  value('burn', month, 5_000),
]);

const openFinancials = () => renderPortalAt(portal, PREFIX, `${PREFIX}/financial`);
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);

describe('the startup financial page', () => {
  it('shows a loading state, then the runway summary and each figure against the months before, aggregated as the metric says', async () => {
    const fake = metricsDatabase({ definitions: DEFINITIONS, values: VALUES });
    const release = fake.hold('metric_series');
    openFinancials();
    expect(await screen.findByRole('heading', { level: 1, name: 'Financials' })).toBeDefined();
    const panel = await screen.findByTestId('financial-panel');
    expect(within(panel).getByRole('status').textContent).toContain('Loading');
    release();
    expect((await within(panel).findByTestId('financial-summary')).textContent).toBe(
      'Cash of $45,000 at the end of October 2026.Runway of 9 months at the average burn of the last three months ($5,000 a month).At that burn the cash runs out in July 2027.',
    );
    // Twelve months, the default: the window against the twelve before has nothing to compare with.
    fireEvent.click(within(panel).getByRole('radio', { name: 'Last 6 months' }));
    await waitFor(() => expect(cells(within(panel).getByTestId('comparison-revenue'))).toEqual(['$57,000', '$21,000', '+171.4%']));
    expect(cells(within(panel).getByTestId('comparison-cash'))).toEqual(['$45,000', '$75,000', '-40%']);
    expect(cells(within(panel).getByTestId('comparison-gross_margin'))).toEqual(['50%', '40%', '+10 pts']);
  });

  it('groups the table by quarter and by year, summing revenue and taking cash at the last month', async () => {
    metricsDatabase({ definitions: DEFINITIONS, values: VALUES });
    openFinancials();
    const panel = await screen.findByTestId('financial-panel');
    fireEvent.click(await within(panel).findByRole('radio', { name: 'Quarter' }));
    const table = within(panel).getByTestId('financial-table');
    expect(within(table).getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['Q4 2026 (in part)', 'Q3 2026', 'Q2 2026', 'Q1 2026', 'Q4 2025 (in part)']);
    expect(cells(within(table).getByRole('rowheader', { name: 'Q3 2026' }).closest('tr')!)).toEqual(['$30,000', '50%', '$50,000', '$15,000']);
    fireEvent.click(within(panel).getByRole('radio', { name: 'Year' }));
    expect(within(within(panel).getByTestId('financial-table')).getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['2026 (in part)', '2025 (in part)']);
  });

  it('says when there are no figures yet', async () => {
    metricsDatabase({ definitions: DEFINITIONS });
    openFinancials();
    expect(await within(await screen.findByTestId('financial-panel')).findByText('No financial figures yet for these months.')).toBeDefined();
  });
});
