import { ErrorPanel } from '@fikrspace/ui';
import { useEffect, useState } from 'react';
import { useMetricDefinitions } from '../api/get-metric-definitions';
import { useMetricSeries } from '../api/get-metric-series';
import type { MetricsScope } from '../keys';
import { FINANCIAL_KEYS, FINANCIAL_RANGES, GRANULARITIES, runwaySummary, type FinancialRange, type Granularity } from '../period-groups';
import { compareMetric, indexSeries, seriesQueryFor, visibleWindow } from '../series';
import { FinancialComparison } from './financial-comparison';
import { FinancialTable } from './financial-table';
import { loadMetricChart } from './lazy-metric-chart';
import { MetricCard } from './metric-card';
import { Section, SectionEmpty, SectionLoading } from './section';
import { useMetricFormat } from './use-metric-format';
import { useMetricsTranslation } from './use-metrics-translation';

/**
 * The company's financial figures over the months chosen (6, 12 or 24): a summary of the runway
 * at the recent burn, each figure against the same number of months before (aggregated as the
 * metric says), a chart per figure, and a table by month, quarter or year. Everything comes from
 * the series function, which derives runway, MRR growth and burn multiple in the database.
 */
export function FinancialPanel({ scope, currentMonth }: { scope: MetricsScope; currentMonth: string }) {
  const { t } = useMetricsTranslation();
  const format = useMetricFormat();
  const [range, setRange] = useState<FinancialRange>(12);
  const [granularity, setGranularity] = useState<Granularity>('month');
  const query = seriesQueryFor(range, currentMonth);
  const definitions = useMetricDefinitions(scope);
  const series = useMetricSeries(scope, query);
  // The charts' code comes while the figures do.
  useEffect(() => void loadMetricChart().catch(() => undefined), []);
  const failed = definitions.isError ? definitions : series.isError ? series : null;
  const financial = FINANCIAL_KEYS.flatMap((key) => definitions.data?.find((definition) => definition.key === key) ?? []);
  const index = series.data ? indexSeries(series.data) : null;
  const shown = index ? visibleWindow(index, range, query) : null;
  const summary = index && shown ? runwaySummary(index, shown.months) : null;

  return (
    <Section title={t('financial.title')} description={t('financial.description')} testId="financial-panel">
      {failed ? (
        <ErrorPanel error={failed.error} headingLevel={3} onTryAgain={() => void failed.refetch()} />
      ) : !definitions.data || !index ? (
        <SectionLoading />
      ) : (
        <>
          <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:gap-8">
            <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">{t('series.range')}</legend>
              {FINANCIAL_RANGES.map((choice) => (
                <label key={choice} className="flex items-center gap-2 text-sm">
                  <input type="radio" name="financial-range" value={choice} checked={range === choice} onChange={() => setRange(choice)} className="size-4 accent-emerald-600" />
                  {t('series.rangeMonths', { count: choice })}
                </label>
              ))}
            </fieldset>
            <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">{t('financial.view')}</legend>
              {GRANULARITIES.map((choice) => (
                <label key={choice} className="flex items-center gap-2 text-sm">
                  <input type="radio" name="financial-granularity" value={choice} checked={granularity === choice} onChange={() => setGranularity(choice)} className="size-4 accent-emerald-600" />
                  {t(`financial.granularity.${choice}`)}
                </label>
              ))}
            </fieldset>
          </div>
          {!shown || financial.length === 0 ? (
            <SectionEmpty>{t('financial.empty')}</SectionEmpty>
          ) : (
            <div className="flex flex-col gap-6" aria-busy={series.isPlaceholderData || undefined}>
              {summary ? (
                <ul className="flex flex-col gap-1 rounded-xl bg-slate-50 p-4 text-sm dark:bg-slate-800/60" data-testid="financial-summary">
                  <li>{t('financial.cashOn', { cash: format.value(summary.cash, { unit: 'currency', currency_code: 'USD' }), month: format.month(summary.month) })}</li>
                  {summary.runwayMonths === null ? (
                    <li>{t('financial.noBurn')}</li>
                  ) : (
                    <>
                      <li>
                        {t('financial.runwayAt', {
                          runway: format.value(summary.runwayMonths, { unit: 'months', currency_code: null }),
                          burn: format.value(summary.averageBurn ?? 0, { unit: 'currency', currency_code: 'USD' }),
                        })}
                      </li>
                      {summary.cashOutMonth ? <li>{t('financial.cashOut', { month: format.month(summary.cashOutMonth) })}</li> : null}
                    </>
                  )}
                </ul>
              ) : null}
              <FinancialComparison definitions={financial} comparisons={financial.map((definition) => compareMetric(index, definition, shown, range, query))} range={range} />
              <div className="grid gap-4 md:grid-cols-2">
                {financial.map((definition) => (
                  <MetricCard key={definition.key} definition={definition} span={shown} values={index.get(definition.key) ?? new Map()} comparison={compareMetric(index, definition, shown, range, query)} length={range} />
                ))}
              </div>
              <FinancialTable definitions={financial} months={shown.months} index={index} granularity={granularity} />
            </div>
          )}
        </>
      )}
    </Section>
  );
}
