import type { MetricDefinition } from '../model';
import { monthText } from '../months';
import type { SeriesIndex } from '../series';
import { useMetricsTranslation } from './use-metrics-translation';

export interface CsvExportButtonProps {
  definitions: readonly MetricDefinition[];
  months: readonly string[];
  index: SeriesIndex;
}

/** Downloads a file from text the page holds, without a round trip. */
export function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The series on screen as a metrics file (month, metric, value): the metrics chosen over the
 * months shown, derived ones included as they are shown. The CSV module downloads on the click.
 */
export function CsvExportButton({ definitions, months, index }: CsvExportButtonProps) {
  const { t } = useMetricsTranslation();
  const rows = months.flatMap((period) => definitions.flatMap((definition) => (index.get(definition.key)?.has(period) ? [{ period, metricKey: definition.key, value: index.get(definition.key)!.get(period)! }] : [])));
  const exportRows = async () => {
    const { metricsCsv } = await import('../csv');
    download(metricsCsv(rows), `metrics-${monthText(months[0]!)}-${monthText(months[months.length - 1]!)}.csv`);
  };
  return (
    <button type="button" className="secondary-button" disabled={rows.length === 0} onClick={() => void exportRows()}>
      {t('series.export')}
    </button>
  );
}
