import type { MetricDefinition } from '../model';
import { RANGE_CHOICES, type RangeChoice } from '../series';
import { useMetricFormat } from './use-metric-format';
import { useMetricsTranslation } from './use-metrics-translation';

export interface SeriesPickerProps {
  definitions: readonly MetricDefinition[];
  selected: readonly string[];
  onSelected: (keys: string[]) => void;
  range: RangeChoice;
  onRange: (range: RangeChoice) => void;
}

/**
 * Which metrics the charts and the table show, and over how many months: native check boxes and
 * radio buttons in labelled groups, so the keyboard and screen readers work as everywhere else.
 */
export function SeriesPicker({ definitions, selected, onSelected, range, onRange }: SeriesPickerProps) {
  const { t } = useMetricsTranslation();
  const format = useMetricFormat();
  const toggle = (key: string, on: boolean) => onSelected(on ? definitions.map((definition) => definition.key).filter((candidate) => candidate === key || selected.includes(candidate)) : selected.filter((candidate) => candidate !== key));
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">{t('series.range')}</legend>
        {RANGE_CHOICES.map((choice) => (
          <label key={choice} className="flex items-center gap-2 text-sm">
            <input type="radio" name="metric-range" value={choice} checked={range === choice} onChange={() => onRange(choice)} className="size-4 accent-emerald-600" />
            {choice === 'all' ? t('series.rangeAll') : t('series.rangeMonths', { count: choice })}
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-wrap gap-x-4 gap-y-2">
        <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">{t('series.metrics')}</legend>
        {definitions.map((definition) => (
          <label key={definition.key} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={selected.includes(definition.key)}
              onChange={(event) => toggle(definition.key, event.target.checked)}
              className="size-4 accent-emerald-600"
              data-testid={`series-${definition.key}`}
            />
            {format.name(definition)}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
