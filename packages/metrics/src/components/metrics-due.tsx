import { Link } from '@fikrspace/router';
import { ErrorPanel } from '@fikrspace/ui';
import { useMemo } from 'react';
import { useMetricPeriods } from '../api/get-metric-periods';
import { dueMonths } from '../due-months';
import type { MetricsScope } from '../keys';
import { addMonths } from '../months';
import { Section, SectionLoading } from './section';
import { useMetricFormat } from './use-metric-format';
import { useMetricsTranslation } from './use-metrics-translation';

export interface MetricsDueProps {
  scope: MetricsScope;
  currentMonth: string;
  /** Where the months are filled in (the portal's metrics page). */
  metricsHref: string;
}

/**
 * The months whose figures are still owed (ended, not submitted), each linking to the page where
 * it is filled in; or, when nothing is owed, the last month that is done. The reminders count
 * the same months (`remind_metric_submissions`).
 */
export function MetricsDue({ scope, currentMonth, metricsHref }: MetricsDueProps) {
  const { t } = useMetricsTranslation();
  const format = useMetricFormat();
  const periods = useMetricPeriods(scope);
  const due = useMemo(() => (periods.data ? dueMonths(periods.data, currentMonth) : null), [periods.data, currentMonth]);

  return (
    <Section title={t('due.title')} testId="metrics-due">
      {periods.isError ? (
        <ErrorPanel error={periods.error} headingLevel={3} onTryAgain={() => void periods.refetch()} />
      ) : !due ? (
        <SectionLoading />
      ) : due.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('due.none', { month: format.month(addMonths(currentMonth, -1)) })}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {due.map(({ period, state }) => (
            <li key={period} className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 dark:border-amber-700/70 dark:bg-amber-950/40" data-testid="due-month">
              <span className="text-sm">
                <span className="font-semibold text-slate-900 dark:text-slate-100">{format.month(period)}</span>
                <span className="text-slate-700 dark:text-slate-300">{` · ${t(`due.${state}`)}`}</span>
              </span>
              <Link to={metricsHref} className="text-sm font-medium text-slate-900 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand dark:text-white">
                {t('due.fillIn', { month: format.month(period) })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
