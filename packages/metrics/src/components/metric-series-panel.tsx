import { ErrorPanel } from '@fikrspace/ui';
import { useEffect, useState } from 'react';
import { useMetricDefinitions } from '../api/get-metric-definitions';
import { useMetricSeries } from '../api/get-metric-series';
import type { MetricsScope } from '../keys';
import { DEFAULT_SERIES_KEYS } from '../model';
import { compareMetric, indexSeries, seriesQueryFor, visibleWindow, type RangeChoice } from '../series';
import { CsvExportButton } from './csv-export-button';
import { loadMetricChart } from './lazy-metric-chart';
import { MetricCard } from './metric-card';
import { MetricTable } from './metric-table';
import { Section, SectionEmpty, SectionLoading } from './section';
import { SeriesPicker } from './series-picker';
import { useMetricsTranslation } from './use-metrics-translation';

/**
 * The series view: the metrics and months chosen, each metric as a card with its comparisons and
 * chart, the same numbers as a table, and the download of exactly what is shown. A grantee is
 * offered the metrics of its grant, all of them shown from the start.
 */
export interface MetricSeriesPanelProps {
  scope: MetricsScope;
  currentMonth: string;
  /** The metrics to offer, when not every one the viewer may read (a grant of some metrics). */
  onlyKeys?: readonly string[];
  /** What the section says it shows, when not the company's own metrics (a grantee's view). */
  description?: string;
}

export function MetricSeriesPanel({ scope, currentMonth, onlyKeys, description }: MetricSeriesPanelProps) {
  const { t } = useMetricsTranslation();
  const [range, setRange] = useState<RangeChoice>(12);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const query = seriesQueryFor(range, currentMonth);
  const definitions = useMetricDefinitions(scope);
  const series = useMetricSeries(scope, query);
  // The charts' code comes while the figures do.
  useEffect(() => void loadMetricChart().catch(() => undefined), []);

  const failed = definitions.isError ? definitions : series.isError ? series : null;
  const known = (definitions.data ?? []).filter((definition) => !onlyKeys || onlyKeys.includes(definition.key));
  // Until the reader picks, the usual four (those the company has).
  const selected = chosen ?? (onlyKeys ? known.map((definition) => definition.key) : known.filter((definition) => (DEFAULT_SERIES_KEYS as readonly string[]).includes(definition.key)).map((definition) => definition.key));
  const shownDefinitions = known.filter((definition) => selected.includes(definition.key));
  const index = series.data ? indexSeries(series.data) : null;
  const shown = index ? visibleWindow(index, range, query) : null;

  return (
    <Section
      title={t('series.title')}
      description={description ?? t('series.description')}
      testId="metric-series"
      actions={index && shown ? <CsvExportButton definitions={shownDefinitions} months={shown.months} index={index} /> : null}
    >
      {failed ? (
        <ErrorPanel error={failed.error} headingLevel={3} onTryAgain={() => void failed.refetch()} />
      ) : !definitions.data || !index ? (
        <SectionLoading />
      ) : (
        <>
          <SeriesPicker definitions={known} selected={selected} onSelected={setChosen} range={range} onRange={setRange} />
          {!shown ? (
            <SectionEmpty>{t('series.empty')}</SectionEmpty>
          ) : shownDefinitions.length === 0 ? (
            <SectionEmpty>{t('series.noneChosen')}</SectionEmpty>
          ) : (
            <>
              <div className="grid gap-4 md:grid-cols-2" aria-busy={series.isPlaceholderData || undefined}>
                {shownDefinitions.map((definition) => (
                  <MetricCard
                    key={definition.key}
                    definition={definition}
                    span={shown}
                    values={index.get(definition.key) ?? new Map()}
                    comparison={compareMetric(index, definition, shown, range, query)}
                    length={range === 'all' ? null : range}
                  />
                ))}
              </div>
              <MetricTable definitions={shownDefinitions} months={shown.months} index={index} />
            </>
          )}
        </>
      )}
    </Section>
  );
}
