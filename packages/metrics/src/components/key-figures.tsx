import { ErrorPanel } from '@fikrspace/ui';
import { useMetricDefinitions } from '../api/get-metric-definitions';
import { useMetricSeries } from '../api/get-metric-series';
import type { MetricsScope } from '../keys';
import { KEY_FIGURE_KEYS } from '../model';
import { addMonths } from '../months';
import { changeBetween, indexSeries, seriesQueryFor, visibleWindow } from '../series';
import { Section, SectionEmpty, SectionLoading } from './section';
import { useMetricFormat } from './use-metric-format';
import { useMetricsTranslation } from './use-metrics-translation';

/**
 * The month's key figures at a glance: revenue, MRR, cash, burn, runway and customers of the
 * latest month with values (this month is often still being filled in), each against the month
 * before. It reads what the series view reads first, so the two share one request.
 */
export function KeyFigures({ scope, currentMonth, elsewhere = false }: { scope: MetricsScope; currentMonth: string; /** Shown away from the metrics page, whose form the empty text would point to. */ elsewhere?: boolean }) {
  const { t } = useMetricsTranslation();
  const format = useMetricFormat();
  const query = seriesQueryFor(12, currentMonth);
  const definitions = useMetricDefinitions(scope);
  const series = useMetricSeries(scope, query);

  const failed = definitions.isError ? definitions : series.isError ? series : null;
  const index = series.data ? indexSeries(series.data) : null;
  const shown = index ? visibleWindow(index, 12, query) : null;
  const month = shown?.to ?? null;
  return (
    <Section title={month ? t('keyFigures.titleOf', { month: format.month(month) }) : t('keyFigures.title')} testId="key-figures">
      {failed ? (
        <ErrorPanel error={failed.error} headingLevel={3} onTryAgain={() => void failed.refetch()} />
      ) : !definitions.data || !index ? (
        <SectionLoading />
      ) : !month ? (
        <SectionEmpty>{t(elsewhere ? 'keyFigures.emptyElsewhere' : 'keyFigures.empty')}</SectionEmpty>
      ) : (
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6">
          {KEY_FIGURE_KEYS.flatMap((key) => {
            const definition = definitions.data.find((candidate) => candidate.key === key);
            const value = index.get(key)?.get(month);
            if (!definition || value === undefined) return [];
            const change = changeBetween(value, index.get(key)?.get(addMonths(month, -1)) ?? null, definition.unit);
            return [
              <div key={key} className="flex min-w-0 flex-col gap-1 rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60" data-testid={`key-figure-${key}`}>
                <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{format.name(definition)}</dt>
                <dd className="text-lg font-semibold break-words text-slate-900 tabular-nums sm:text-xl dark:text-white">{format.value(value, definition, { compact: true })}</dd>
                <dd className="text-xs text-slate-600 dark:text-slate-400">{change ? t('keyFigures.change', { change: format.change(change) }) : t('keyFigures.noChange')}</dd>
              </div>,
            ];
          })}
        </dl>
      )}
    </Section>
  );
}
