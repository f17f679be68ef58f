import { useEffect, useState, type ComponentType } from 'react';
import type { MetricChartProps } from './metric-chart';
import { useMetricsTranslation } from './use-metrics-translation';

/**
 * The chart module (and the charting library with it). A view that will show charts starts this
 * download as it mounts, and the metrics routes during the portal's loading hold, while the
 * figures are on their way; pages without charts never download it.
 */
export const loadMetricChart = () => import('./metric-chart');

type Loaded = { state: 'loading' } | { state: 'ready'; Chart: ComponentType<MetricChartProps> } | { state: 'failed' };

/**
 * A chart, drawn as soon as its code is here. Not through `React.lazy` and Suspense: a lazy
 * component suspends on its first render even when the download has finished, and React holds a
 * revealed fallback for up to 300 ms, which was most of the metrics page's time from data to
 * chart. A download that fails leaves a sentence; the table beside the chart has the figures.
 */
export function LazyMetricChart(props: MetricChartProps) {
  const { t } = useMetricsTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    loadMetricChart().then(
      (module) => current && setLoaded({ state: 'ready', Chart: module.default }),
      () => current && setLoaded({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, []);
  if (loaded.state === 'ready') return <loaded.Chart {...props} />;
  if (loaded.state === 'failed') return <p className="text-sm text-slate-600 dark:text-slate-400">{t('series.chartFailed')}</p>;
  return <div className="h-40 animate-pulse rounded-lg bg-slate-100 motion-reduce:animate-none dark:bg-slate-800" aria-hidden="true" />;
}
