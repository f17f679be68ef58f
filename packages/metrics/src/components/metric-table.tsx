import { useId } from 'react';
import type { MetricDefinition } from '../model';
import type { SeriesIndex } from '../series';
import { useMetricFormat } from './use-metric-format';
import { useMetricsTranslation } from './use-metrics-translation';

export interface MetricTableProps {
  definitions: readonly MetricDefinition[];
  /** The months on screen, oldest first; the table lists them newest first. */
  months: readonly string[];
  index: SeriesIndex;
}

/**
 * The numbers of the charts as a table, for keyboard and screen-reader users and anyone who wants
 * the exact figure: a month per row, a metric per column, each header cell scoped so a reader
 * hears which month and metric a number belongs to. Wide tables scroll inside a focusable region.
 */
export function MetricTable({ definitions, months, index }: MetricTableProps) {
  const { t } = useMetricsTranslation();
  const format = useMetricFormat();
  const captionId = useId();
  const newestFirst = [...months].reverse();
  return (
    <div role="region" aria-labelledby={captionId} tabIndex={0} className="relative overflow-x-auto rounded-xl border border-slate-200 outline-none focus-visible:ring-2 focus-visible:ring-brand dark:border-slate-800">
      <table className="w-full min-w-max border-collapse text-sm" data-testid="metric-table">
        <caption id={captionId} className="px-3 py-2 text-start text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('table.caption', { from: format.month(months[0] ?? ''), to: format.month(months[months.length - 1] ?? '') })}
        </caption>
        <thead className="bg-slate-50 dark:bg-slate-800/60">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {t('table.month')}
            </th>
            {definitions.map((definition) => (
              <th key={definition.key} scope="col" className="px-3 py-2 text-end font-semibold">
                {format.name(definition)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {newestFirst.map((month) => (
            <tr key={month}>
              <th scope="row" className="px-3 py-2 text-start font-medium whitespace-nowrap">
                {format.month(month)}
              </th>
              {definitions.map((definition) => {
                const value = index.get(definition.key)?.get(month);
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
