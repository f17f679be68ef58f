import { ErrorPanel } from '@fikrspace/ui';
import { useEffect, useState } from 'react';
import { useMarketingChannels } from '../api/get-marketing-channels';
import { useMarketingMonths } from '../api/get-marketing-months';
import type { MetricsScope } from '../keys';
import { CHANNEL_FIGURES, type ChannelFigure } from '../marketing';
import type { MetricDefinition } from '../model';
import { addMonths, monthRange } from '../months';
import type { SeriesIndex } from '../series';
import { LazyMetricChart as MetricChart, loadMetricChart } from './lazy-metric-chart';
import { MetricTable } from './metric-table';
import { Section, SectionEmpty, SectionLoading } from './section';
import { useChannelFigureTexts } from './use-channel-figure-texts';
import { useMetricsTranslation } from './use-metrics-translation';

const TREND_RANGES = [12, 24] as const;
type TrendRange = (typeof TREND_RANGES)[number];

/**
 * One figure across the channels over the months chosen: a line per channel, and the same
 * numbers as a table (a month per row, a channel per column) for keyboard and screen-reader users.
 */
export function MarketingTrends({ scope, currentMonth }: { scope: MetricsScope; currentMonth: string }) {
  const { t } = useMetricsTranslation();
  const figures = useChannelFigureTexts();
  const [figure, setFigure] = useState<ChannelFigure>('spend');
  const [range, setRange] = useState<TrendRange>(12);
  useEffect(() => void loadMetricChart().catch(() => undefined), []);
  // The current month is often still empty: the range ends the month before.
  const to = addMonths(currentMonth, -1);
  const from = addMonths(to, -(range - 1));
  const channels = useMarketingChannels(scope);
  const months = useMarketingMonths(scope, { from, to });
  const failed = channels.isError ? channels : months.isError ? months : null;
  const shown = monthRange(from, to);
  const figureDefinition = figures.definition(figure);
  // A channel is a column of the table, named as the company named it.
  const columns: MetricDefinition[] = (channels.data ?? []).map((channel) => ({ ...figureDefinition, id: channel.id, key: channel.id, name: channel.name }));
  const index: SeriesIndex = new Map(columns.map((column) => [column.key, new Map((months.data ?? []).filter((row) => row.channel_id === column.key && row[figure] !== null).map((row) => [row.period, row[figure]!]))]));

  return (
    <Section title={t('marketing.trendsTitle')} description={t('marketing.trendsDescription')} testId="marketing-trends">
      {failed ? (
        <ErrorPanel error={failed.error} headingLevel={3} onTryAgain={() => void failed.refetch()} />
      ) : !channels.data || !months.data ? (
        <SectionLoading />
      ) : channels.data.length === 0 ? (
        <SectionEmpty>{t('marketing.noChannels')}</SectionEmpty>
      ) : (
        <>
          <div className="flex flex-col gap-4">
            <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">{t('marketing.figure')}</legend>
              {CHANNEL_FIGURES.map((choice) => (
                <label key={choice} className="flex items-center gap-2 text-sm">
                  <input type="radio" name="marketing-figure" value={choice} checked={figure === choice} onChange={() => setFigure(choice)} className="size-4 accent-emerald-600" />
                  {figures.name(choice)}
                </label>
              ))}
            </fieldset>
            <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">{t('series.range')}</legend>
              {TREND_RANGES.map((choice) => (
                <label key={choice} className="flex items-center gap-2 text-sm">
                  <input type="radio" name="marketing-range" value={choice} checked={range === choice} onChange={() => setRange(choice)} className="size-4 accent-emerald-600" />
                  {t('series.rangeMonths', { count: choice })}
                </label>
              ))}
            </fieldset>
          </div>
          {months.data.length === 0 ? (
            <SectionEmpty>{t('marketing.noFigures')}</SectionEmpty>
          ) : (
            <div className="flex flex-col gap-4" aria-busy={months.isPlaceholderData || undefined}>
              <MetricChart definition={figureDefinition} months={shown} values={new Map()} lines={columns.map((column) => ({ id: column.key, label: column.name, values: index.get(column.key)! }))} />
              <MetricTable definitions={columns} months={shown} index={index} />
            </div>
          )}
        </>
      )}
    </Section>
  );
}
