import { ErrorPanel } from '@fikrspace/ui';
import { useMarketingChannels } from '../api/get-marketing-channels';
import { useMarketingMonths } from '../api/get-marketing-months';
import type { MetricsScope } from '../keys';
import { CHANNEL_FIGURES, type MarketingChannel, type MarketingMonth } from '../marketing';
import { addMonths } from '../months';
import { Section, SectionEmpty, SectionLoading } from './section';
import { useChannelFigureTexts } from './use-channel-figure-texts';
import { useMetricFormat } from './use-metric-format';
import { useMetricsTranslation } from './use-metrics-translation';

/**
 * Each channel's figures of the latest month with any (this month is often still being filled
 * in) and of the month before: spend, leads and customers won as reported, conversion and cost
 * per lead as the database computes them. One table per month, each captioned by its month.
 */
export function MarketingOverview({ scope, currentMonth }: { scope: MetricsScope; currentMonth: string }) {
  const { t } = useMetricsTranslation();
  const query = { from: addMonths(currentMonth, -12), to: currentMonth };
  const channels = useMarketingChannels(scope);
  const months = useMarketingMonths(scope, query);
  const failed = channels.isError ? channels : months.isError ? months : null;
  const latest = months.data?.reduce<string | null>((newest, row) => (newest === null || row.period > newest ? row.period : newest), null) ?? null;

  return (
    <Section title={t('marketing.overviewTitle')} description={t('marketing.overviewDescription')} testId="marketing-overview">
      {failed ? (
        <ErrorPanel error={failed.error} headingLevel={3} onTryAgain={() => void failed.refetch()} />
      ) : !channels.data || !months.data ? (
        <SectionLoading />
      ) : channels.data.length === 0 ? (
        <SectionEmpty>{t('marketing.noChannels')}</SectionEmpty>
      ) : !latest ? (
        <SectionEmpty>{t('marketing.noFigures')}</SectionEmpty>
      ) : (
        <div className="grid gap-4 xl:grid-cols-2">
          {[latest, addMonths(latest, -1)].map((month) => (
            <ChannelMonthTable key={month} month={month} channels={channels.data} rows={months.data.filter((row) => row.period === month)} />
          ))}
        </div>
      )}
    </Section>
  );
}

function ChannelMonthTable({ month, channels, rows }: { month: string; channels: readonly MarketingChannel[]; rows: readonly MarketingMonth[] }) {
  const { t } = useMetricsTranslation();
  const format = useMetricFormat();
  const figures = useChannelFigureTexts();
  return (
    <div role="region" aria-label={t('marketing.monthTable', { month: format.month(month) })} tabIndex={0} className="relative overflow-x-auto rounded-xl border border-slate-200 outline-none focus-visible:ring-2 focus-visible:ring-brand dark:border-slate-800">
      <table className="w-full min-w-max border-collapse text-sm" data-testid={`marketing-month-${month}`}>
        <caption className="px-3 py-2 text-start text-sm font-medium text-slate-700 dark:text-slate-300">{format.month(month)}</caption>
        <thead className="bg-slate-50 dark:bg-slate-800/60">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {t('marketing.channel')}
            </th>
            {CHANNEL_FIGURES.map((figure) => (
              <th key={figure} scope="col" className="px-3 py-2 text-end font-semibold">
                {figures.name(figure)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {channels.map((channel) => {
            const row = rows.find((candidate) => candidate.channel_id === channel.id);
            return (
              <tr key={channel.id}>
                <th scope="row" className="px-3 py-2 text-start font-medium" dir="auto">
                  {channel.name}
                </th>
                {CHANNEL_FIGURES.map((figure) => {
                  const value = row?.[figure] ?? null;
                  return (
                    <td key={figure} className="px-3 py-2 text-end tabular-nums">
                      {value === null ? (
                        <>
                          <span aria-hidden="true">—</span>
                          <span className="sr-only">{t('table.noValue')}</span>
                        </>
                      ) : (
                        format.value(value, figures.definition(figure))
                      )}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
