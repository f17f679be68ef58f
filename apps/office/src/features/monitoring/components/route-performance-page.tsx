import { getAnalytics } from '@fikrspace/analytics';
import { PageHeader } from '@fikrspace/ui';
import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useGeolocation } from '../api/get-geolocation';
import { useRoutePerformance, type RoutePerformance } from '../api/get-route-performance';
import { useChartDirection } from '../hooks/use-chart-direction';
import { useMonitoringTranslation } from '../hooks/use-monitoring-translation';
import { useNumberFormat } from '../hooks/use-number-format';
import { seriesColor } from '../utils/chart-colors';
import type { RangeDays } from '../utils/date-range';
import { Panel } from './panel';
import { QueryState } from './query-state';
import { RangePicker } from './range-picker';
import { RankedTable } from './ranked-table';
import { RouteVisits } from './route-visits';
import { StatCard } from './stat-card';
import { MonitoringRoot } from './monitoring-root';

/**
 * Route performance (spec 000 §3, §9): visits, time on route and bounces (a stored visit under
 * 10 s) per route across the platform, and this browser's own navigations: the slowest routes and
 * the top transitions the route monitor measured.
 */
export default function RoutePerformancePage() {
  const { t } = useMonitoringTranslation();
  const [days, setDays] = useState<RangeDays>(7);
  const summary = useRoutePerformance(days);
  return (
    <MonitoringRoot testId="office-route-performance">
      <PageHeader title={t('routes.title')} description={t('routes.description')} actions={<RangePicker value={days} onChange={setDays} />} />
      <QueryState query={summary} isEmpty={(data) => data.totals.visits === 0} empty={{ title: t('routes.emptyTitle'), description: t('routes.emptyBody') }}>
        {(data) => <RouteSummary data={data} />}
      </QueryState>
      <RouteVisits days={days} />
      <ThisBrowser />
    </MonitoringRoot>
  );
}

function RouteSummary({ data }: { data: RoutePerformance }) {
  const { t } = useMonitoringTranslation();
  const number = useNumberFormat();
  const { rtl, valueAxisSide } = useChartDirection();
  const dash = t('routes.none');
  return (
    <>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <StatCard label={t('routes.totals.visits')} value={number.count(data.totals.visits)} />
        <StatCard label={t('routes.totals.sessions')} value={number.count(data.totals.sessions)} />
        <StatCard label={t('routes.totals.bounceRate')} value={data.totals.bounceRate === null ? dash : number.percent(data.totals.bounceRate)} hint={t('routes.totals.bounceHint')} />
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title={t('routes.mostVisited')} testId="most-visited-routes">
          <div style={{ height: 220 }} dir="ltr">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={data.mostVisited} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 16 }}>
                <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                <XAxis type="number" allowDecimals={false} tickFormatter={number.count} reversed={rtl} />
                <YAxis type="category" dataKey="route" width={140} orientation={valueAxisSide} />
                <Tooltip formatter={(value) => [number.count(Number(value)), t('routes.table.visits')]} />
                <Bar dataKey="visits" fill={seriesColor(0)} isAnimationActive={false} />
              </BarChart>
            </ResponsiveContainer>
          </div>
        </Panel>
        <Panel title={t('routes.slowest')} description={t('routes.slowestHint')} testId="slowest-routes">
          <RankedTable rows={data.slowest.map((row) => ({ label: row.route, value: row.averageMs === null ? dash : number.duration(row.averageMs) }))} labelHeader={t('routes.table.route')} valueHeader={t('routes.table.averageTime')} emptyText={dash} />
        </Panel>
      </div>
      <Panel title={t('routes.allRoutes')} testId="route-table">
        <div className="overflow-x-auto">
          <table className="w-full min-w-lg text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-400">
                <th scope="col" className="py-2 text-start font-medium">{t('routes.table.route')}</th>
                <th scope="col" className="py-2 text-end font-medium">{t('routes.table.visits')}</th>
                <th scope="col" className="py-2 text-end font-medium">{t('routes.table.averageTime')}</th>
                <th scope="col" className="py-2 text-end font-medium">{t('routes.table.bounceRate')}</th>
              </tr>
            </thead>
            <tbody>
              {data.routes.map((row) => (
                <tr key={row.route} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
                  <td className="py-2">
                    <bdi dir="ltr">{row.route}</bdi>
                  </td>
                  <td className="py-2 text-end tabular-nums">{number.count(row.visits)}</td>
                  <td className="py-2 text-end tabular-nums">{row.averageMs === null ? dash : number.duration(row.averageMs)}</td>
                  <td className="py-2 text-end tabular-nums">{row.bounceRate === null ? dash : number.percent(row.bounceRate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Panel>
    </>
  );
}

/** What the route monitor measured in this browser since the page was loaded. */
function ThisBrowser() {
  const { t } = useMonitoringTranslation();
  const number = useNumberFormat();
  const routes = getAnalytics()?.routes;
  if (!routes) return null;
  const transitions = routes.topTransitions();
  const slowest = routes.slowestRoutes();
  return (
    <Panel title={t('routes.browser.title')} description={t('routes.browser.description')} testId="this-browser">
      <BrowserLocation />
      <div className="grid gap-6 lg:grid-cols-2">
        <RankedTable rows={transitions.map((row) => ({ label: `${row.from} → ${row.to}`, value: row.count }))} labelHeader={t('routes.browser.transition')} valueHeader={t('routes.browser.count')} emptyText={t('routes.browser.empty')} />
        <RankedTable rows={slowest.map((row) => ({ label: row.path, value: number.duration(row.averageLoadTime) }))} labelHeader={t('routes.table.route')} valueHeader={t('routes.browser.loadTime')} emptyText={t('routes.browser.empty')} />
      </div>
    </Panel>
  );
}

/** Where the get-geolocation function places this browser, or why it cannot. */
function BrowserLocation() {
  const { t } = useMonitoringTranslation();
  const location = useGeolocation();
  if (location.isPending) return <p className="text-sm text-slate-600 dark:text-slate-400">{t('routes.browser.locating')}</p>;
  if (location.isError) return <p className="text-sm text-red-800 dark:text-red-200">{t('routes.browser.locationFailed')}</p>;
  const { country, city, reason } = location.data;
  const place = [city, country].filter(Boolean).join(', ');
  return (
    <p className="text-sm" data-testid="browser-location">
      {place ? t('routes.browser.location', { place }) : t('routes.browser.locationUnknown', { reason: reason ?? '' })}
    </p>
  );
}
