import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { PageHeader } from '@fikrspace/ui';
import { useAnalyticsSummary, type AnalyticsSummary } from '../api/get-analytics-summary';
import { useChartDirection } from '../hooks/use-chart-direction';
import { useMonitoringTranslation } from '../hooks/use-monitoring-translation';
import { useNumberFormat } from '../hooks/use-number-format';
import { seriesColor } from '../utils/chart-colors';
import { rangeFor, type RangeDays } from '../utils/date-range';
import { pivotByDay } from '../utils/pivot-by-day';
import { Panel } from './panel';
import { QueryState } from './query-state';
import { RangePicker } from './range-picker';
import { RankedTable } from './ranked-table';
import { StatCard } from './stat-card';
import { MonitoringRoot } from './monitoring-root';

const CHART_HEIGHT = 260;

/**
 * The platform's analytics (spec 001 §3): events over time by type, the top pages, devices and
 * UTM sources of the chosen period, from public.analytics_summary over the rows the operator may
 * read (every tenant's).
 */
export default function AnalyticsPage() {
  const { t } = useMonitoringTranslation();
  const [days, setDays] = useState<RangeDays>(7);
  const summary = useAnalyticsSummary(days);
  return (
    <MonitoringRoot testId="office-analytics">
      <PageHeader title={t('analytics.title')} description={t('analytics.description')} actions={<RangePicker value={days} onChange={setDays} />} />
      <QueryState query={summary} isEmpty={(data) => data.totals.events === 0} empty={{ title: t('analytics.emptyTitle'), description: t('analytics.emptyBody') }}>
        {(data) => <AnalyticsCharts data={data} days={days} />}
      </QueryState>
    </MonitoringRoot>
  );
}

function AnalyticsCharts({ data, days }: { data: AnalyticsSummary; days: RangeDays }) {
  const { t } = useMonitoringTranslation();
  const number = useNumberFormat();
  const { rtl, valueAxisSide } = useChartDirection();
  const pivot = pivotByDay(data.byDay, rangeFor(days));
  const typeLabel = (type: string) => t(`eventTypes.${type}`, { defaultValue: type });
  const dayLabel = (day: string) => new Intl.DateTimeFormat(document.documentElement.lang || 'en', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
  return (
    <>
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
        <StatCard label={t('analytics.totals.events')} value={number.count(data.totals.events)} testId="total-events" />
        <StatCard label={t('analytics.totals.pageViews')} value={number.count(data.totals.pageViews)} testId="total-page-views" />
        <StatCard label={t('analytics.totals.visitors')} value={number.count(data.totals.visitors)} />
        <StatCard label={t('analytics.totals.sessions')} value={number.count(data.totals.sessions)} />
      </dl>

      <Panel title={t('analytics.overTime.title')} description={t('analytics.overTime.description')} testId="events-over-time">
        <div style={{ height: CHART_HEIGHT }} dir="ltr">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={pivot.days} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="day" tickFormatter={dayLabel} reversed={rtl} />
              <YAxis allowDecimals={false} orientation={valueAxisSide} tickFormatter={number.count} />
              <Tooltip labelFormatter={(day) => dayLabel(String(day))} formatter={(value, name) => [number.count(Number(value)), typeLabel(String(name))]} />
              <Legend formatter={(name) => typeLabel(String(name))} />
              {pivot.types.map((type, index) => (
                <Bar key={type} dataKey={type} stackId="events" fill={seriesColor(index)} isAnimationActive={false} />
              ))}
            </BarChart>
          </ResponsiveContainer>
        </div>
      </Panel>

      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title={t('analytics.topPages.title')} testId="top-pages">
          <RankedTable rows={data.topPages.map((row) => ({ label: row.pagePath, value: row.views }))} labelHeader={t('analytics.topPages.page')} valueHeader={t('analytics.topPages.views')} emptyText={t('analytics.topPages.empty')} />
        </Panel>
        <Panel title={t('analytics.devices.title')} testId="devices">
          {data.devices.length ? (
            <div style={{ height: CHART_HEIGHT }}>
              <ResponsiveContainer width="100%" height="100%">
                <PieChart>
                  <Pie data={data.devices} dataKey="count" nameKey="deviceType" innerRadius="45%" outerRadius="80%" isAnimationActive={false}>
                    {data.devices.map((device, index) => (
                      <Cell key={device.deviceType} fill={seriesColor(index)} />
                    ))}
                  </Pie>
                  <Tooltip formatter={(value, name) => [number.count(Number(value)), t(`devices.${String(name)}`, { defaultValue: String(name) })]} />
                  <Legend formatter={(name) => t(`devices.${String(name)}`, { defaultValue: String(name) })} />
                </PieChart>
              </ResponsiveContainer>
            </div>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('analytics.devices.empty')}</p>
          )}
        </Panel>
      </div>

      <Panel title={t('analytics.utm.title')} description={t('analytics.utm.description')} testId="utm-sources">
        {data.utmSources.length ? (
          <div style={{ height: Math.max(120, data.utmSources.length * 36) }} dir="ltr">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={data.utmSources} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 16 }}>
                <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                <XAxis type="number" allowDecimals={false} tickFormatter={number.count} reversed={rtl} />
                <YAxis type="category" dataKey="source" width={120} orientation={valueAxisSide} />
                <Tooltip formatter={(value) => [number.count(Number(value)), t('analytics.utm.sessions')]} />
                <Bar dataKey="count" fill={seriesColor(1)} isAnimationActive={false} />
              </BarChart>
            </ResponsiveContainer>
          </div>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('analytics.utm.empty')}</p>
        )}
      </Panel>
    </>
  );
}
