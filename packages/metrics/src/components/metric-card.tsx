import type { MetricDefinition } from '../model';
import type { Change, MetricComparison, MonthWindow } from '../series';
import { LazyMetricChart as MetricChart } from './lazy-metric-chart';
import { useMetricFormat } from './use-metric-format';
import { useMetricsTranslation } from './use-metrics-translation';


export interface MetricCardProps {
  definition: MetricDefinition;
  /** The months on screen. */
  span: MonthWindow;
  values: ReadonlyMap<string, number>;
  comparison: MetricComparison;
  /** How many months the window holds, for "against the 12 months before". */
  length: number | null;
}

/**
 * One metric of the series view: its latest value, the change on the month before and on the same
 * length of months before the window, and its line.
 */
export function MetricCard({ definition, span, values, comparison, length }: MetricCardProps) {
  const { t } = useMetricsTranslation();
  const format = useMetricFormat();
  const { last, monthChange, windowChange } = comparison;
  const changeText = (change: Change | null) => (change ? format.change(change) : t('series.noComparison'));
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800" data-testid={`metric-card-${definition.key}`}>
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-base font-semibold text-slate-900 dark:text-slate-100">{format.name(definition)}</h3>
        {last ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <span className="text-lg font-semibold text-slate-900 tabular-nums dark:text-white">{format.value(last.value, definition)}</span> · {format.month(last.period)}
          </p>
        ) : null}
      </header>
      {last ? (
        <dl className="grid grid-cols-1 gap-1 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-xs text-slate-600 dark:text-slate-400">{t('series.monthChange')}</dt>
            <dd className="font-medium tabular-nums">{changeText(monthChange)}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600 dark:text-slate-400">{length ? t('series.windowChange', { count: length }) : t('series.windowChangeAll')}</dt>
            <dd className="font-medium tabular-nums">{length ? changeText(windowChange) : t('series.noComparison')}</dd>
          </div>
        </dl>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('series.noValues')}</p>
      )}
      <MetricChart definition={definition} months={span.months} values={values} />
    </article>
  );
}
