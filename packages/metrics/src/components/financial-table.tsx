import { useId } from 'react';
import type { MetricDefinition } from '../model';
import { groupMonths, type Granularity, type PeriodGroup } from '../period-groups';
import type { SeriesIndex } from '../series';
import { useMetricFormat } from './use-metric-format';
import { useMetricsTranslation } from './use-metrics-translation';

export interface FinancialTableProps {
  definitions: readonly MetricDefinition[];
  months: readonly string[];
  index: SeriesIndex;
  granularity: Granularity;
}

/**
 * The figures by month, quarter or year, newest first, each aggregated as its metric says: the
 * numbers of the charts for keyboard and screen-reader users. A quarter or year the range covers
 * only in part says so.
 */
export function FinancialTable({ definitions, months, index, granularity }: FinancialTableProps) {
  const { t } = useMetricsTranslation();
  const format = useMetricFormat();
  const captionId = useId();
  const groups = groupMonths(index, definitions, months, granularity).reverse();
  const label = (group: PeriodGroup) => {
    const year = group.start.slice(0, 4);
    const name = granularity === 'month' ? format.month(group.start) : granularity === 'quarter' ? t('financial.quarter', { quarter: (Number(group.start.slice(5, 7)) + 2) / 3, year }) : year;
    const full = granularity === 'month' || group.months.length === (granularity === 'quarter' ? 3 : 12);
    return full ? name : t('financial.partial', { period: name });
  };
  return (
    <div role="region" aria-labelledby={captionId} tabIndex={0} className="relative overflow-x-auto rounded-xl border border-slate-200 outline-none focus-visible:ring-2 focus-visible:ring-brand dark:border-slate-800">
      <table className="w-full min-w-max border-collapse text-sm" data-testid="financial-table">
        <caption id={captionId} className="px-3 py-2 text-start text-sm font-medium text-slate-700 dark:text-slate-300">
          {t(`financial.tableCaption.${granularity}`)}
        </caption>
        <thead className="bg-slate-50 dark:bg-slate-800/60">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {t(`financial.granularity.${granularity}`)}
            </th>
            {definitions.map((definition) => (
              <th key={definition.key} scope="col" className="px-3 py-2 text-end font-semibold">
                {format.name(definition)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {groups.map((group) => (
            <tr key={group.start}>
              <th scope="row" className="px-3 py-2 text-start font-medium whitespace-nowrap">
                {label(group)}
              </th>
              {definitions.map((definition) => {
                const value = group.values.get(definition.key);
                return (
                  <td key={definition.key} className="px-3 py-2 text-end tabular-nums">
                    {value === undefined ? (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className="sr-only">{t('table.noValue')}</span>
                      </>
                    ) : (
                      format.value(value, definition)
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
