import type { MetricDefinition } from '../model';
import type { MetricComparison } from '../series';
import { useMetricFormat } from './use-metric-format';
import { useMetricsTranslation } from './use-metrics-translation';

export interface FinancialComparisonProps {
  definitions: readonly MetricDefinition[];
  /** Each definition's comparison, in the same order. */
  comparisons: readonly MetricComparison[];
  range: number;
}

/**
 * Each figure over the months shown against the same number of months before, aggregated as the
 * metric says (revenue summed, cash at the last month, margin averaged), and the change.
 */
export function FinancialComparison({ definitions, comparisons, range }: FinancialComparisonProps) {
  const { t } = useMetricsTranslation();
  const format = useMetricFormat();
  const cell = (value: number | null, definition: MetricDefinition) =>
    value === null ? (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('table.noValue')}</span>
      </>
    ) : (
      format.value(value, definition)
    );
  return (
    <div role="region" aria-label={t('financial.comparisonTitle', { months: range })} tabIndex={0} className="relative overflow-x-auto rounded-xl border border-slate-200 outline-none focus-visible:ring-2 focus-visible:ring-brand dark:border-slate-800">
      <table className="w-full min-w-max border-collapse text-sm" data-testid="financial-comparison">
        <caption className="px-3 py-2 text-start text-sm font-medium text-slate-700 dark:text-slate-300">{t('financial.comparisonTitle', { months: range })}</caption>
        <thead className="bg-slate-50 dark:bg-slate-800/60">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {t('financial.figure')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-semibold">
              {t('financial.thisPeriod')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-semibold">
              {t('financial.previousPeriod')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-semibold">
              {t('financial.change')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {definitions.map((definition, position) => {
            const comparison = comparisons[position]!;
            return (
              <tr key={definition.key} data-testid={`comparison-${definition.key}`}>
                <th scope="row" className="px-3 py-2 text-start font-medium">
                  {format.name(definition)}
                  <span className="ms-1 text-xs font-normal text-slate-500 dark:text-slate-400">({t(`custom.aggregations.${definition.aggregation}`)})</span>
                </th>
                <td className="px-3 py-2 text-end tabular-nums">{cell(comparison.windowValue, definition)}</td>
                <td className="px-3 py-2 text-end tabular-nums">{cell(comparison.previousWindowValue, definition)}</td>
                <td className="px-3 py-2 text-end tabular-nums">{comparison.windowChange ? format.change(comparison.windowChange) : t('series.noComparison')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
