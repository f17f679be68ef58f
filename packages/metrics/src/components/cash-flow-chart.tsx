import { ErrorPanel } from '@fikrspace/ui';
import { useEffect, useId, useMemo } from 'react';
import { useBudgetLines } from '../api/get-budget-lines';
import { useMetricSeries } from '../api/get-metric-series';
import { cashFlowMonths, type BudgetRange, type CashFlowMonth } from '../budget-model';
import type { MetricsScope } from '../keys';
import type { MetricDefinition } from '../model';
import { indexSeries, seriesQueryFor } from '../series';
import { LazyMetricChart, loadMetricChart } from './lazy-metric-chart';
import { Section, SectionEmpty, SectionLoading } from './section';
import { BUDGET_CURRENCY, useBudgetFormat } from './use-budget-format';
import { useMetricFormat } from './use-metric-format';
import { useMetricsTranslation } from './use-metrics-translation';

/** A chart's measure: dollars, named as written (not from the catalogue). */
const money = (scope: MetricsScope, key: string, name: string): MetricDefinition => ({
  id: key,
  organization_id: scope.organizationId,
  key,
  name,
  description: null,
  unit: 'currency',
  currency_code: BUDGET_CURRENCY,
  aggregation: 'sum',
  is_derived: true,
  position: 0,
});

const byMonth = (months: readonly CashFlowMonth[], pick: (month: CashFlowMonth) => number | null) =>
  new Map(months.flatMap((month) => (pick(month) === null ? [] : [[month.month, pick(month)!] as const])));

/**
 * Money in and out by month over the budget's range, from the actuals where known and the budget
 * otherwise, and the cash balance: as reported (the `cash` metric) up to the last month that has
 * it, projected from there by the net flows. Two charts, since the balance dwarfs the flows, drawn
 * by the metrics' lazily loaded chart; the table beside them holds the same numbers.
 */
export function CashFlowChart({ scope, currentMonth, range }: { scope: MetricsScope; currentMonth: string; range: BudgetRange }) {
  const { t } = useMetricsTranslation();
  const lines = useBudgetLines(scope, range);
  // The financial page's read: the cash before and through the range's past months.
  const series = useMetricSeries(scope, seriesQueryFor(12, currentMonth));
  useEffect(() => void loadMetricChart().catch(() => undefined), []);
  const failed = lines.isError ? lines : series.isError ? series : null;
  const months = useMemo(() => (lines.data && series.data ? cashFlowMonths(lines.data, range, indexSeries(series.data).get('cash') ?? new Map()) : null), [lines.data, series.data, range]);
  const shown = months?.map((month) => month.month) ?? [];
  return (
    <Section title={t('budget.cashFlow.title')} description={t('budget.cashFlow.description')} testId="cash-flow">
      {failed ? (
        <ErrorPanel error={failed.error} headingLevel={3} onTryAgain={() => void failed.refetch()} />
      ) : !months ? (
        <SectionLoading />
      ) : months.every((month) => month.basis === 'none') ? (
        <SectionEmpty>{t('budget.cashFlow.empty')}</SectionEmpty>
      ) : (
        <div className="flex flex-col gap-4" aria-busy={lines.isPlaceholderData || undefined}>
          <div className="grid gap-4 md:grid-cols-2">
            <LazyMetricChart
              definition={money(scope, 'cash_flow', t('budget.cashFlow.flows'))}
              months={shown}
              values={new Map()}
              lines={[
                { id: 'inflows', label: t('budget.cashFlow.inflows'), values: byMonth(months, (month) => month.inflows) },
                { id: 'outflows', label: t('budget.cashFlow.outflows'), values: byMonth(months, (month) => month.outflows) },
                { id: 'net', label: t('budget.cashFlow.net'), values: byMonth(months, (month) => month.net) },
              ]}
            />
            <LazyMetricChart definition={money(scope, 'cash_balance', t('budget.cashFlow.cash'))} months={shown} values={byMonth(months, (month) => month.cash)} />
          </div>
          <CashFlowTable months={months} />
        </div>
      )}
    </Section>
  );
}

function CashFlowTable({ months }: { months: readonly CashFlowMonth[] }) {
  const { t } = useMetricsTranslation();
  const format = useBudgetFormat();
  const metricFormat = useMetricFormat();
  const captionId = useId();
  const cell = 'px-3 py-2 text-end tabular-nums';
  return (
    <div role="region" aria-labelledby={captionId} tabIndex={0} className="relative overflow-x-auto rounded-xl border border-slate-200 outline-none focus-visible:ring-2 focus-visible:ring-brand dark:border-slate-800">
      <table className="w-full min-w-max border-collapse text-sm" data-testid="cash-flow-table">
        <caption id={captionId} className="px-3 py-2 text-start text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('budget.cashFlow.tableCaption')}
        </caption>
        <thead className="bg-slate-50 dark:bg-slate-800/60">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {t('budget.cashFlow.month')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-semibold">
              {t('budget.cashFlow.inflows')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-semibold">
              {t('budget.cashFlow.outflows')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-semibold">
              {t('budget.cashFlow.net')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-semibold">
              {t('budget.cashFlow.cash')}
            </th>
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {t('budget.cashFlow.basis')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {months.map((month) => (
            <tr key={month.month} data-testid={`cash-flow-${month.month}`}>
              <th scope="row" className="px-3 py-2 text-start font-medium whitespace-nowrap">
                {metricFormat.month(month.month)}
              </th>
              <td className={cell}>{format.money(month.inflows)}</td>
              <td className={cell}>{format.money(month.outflows)}</td>
              <td className={cell}>{format.signedMoney(month.net)}</td>
              <td className={cell}>
                {month.cash === null ? (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">{t('budget.cashFlow.noCash')}</span>
                  </>
                ) : month.cashBasis === 'projected' ? (
                  t('budget.cashFlow.projected', { cash: format.money(month.cash) })
                ) : (
                  format.money(month.cash)
                )}
              </td>
              <td className="px-3 py-2 text-start">{t(`budget.cashFlow.bases.${month.basis}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
