import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { MetricDefinition } from '../model';
import { useMetricFormat } from './use-metric-format';
import { useMetricsTranslation } from './use-metrics-translation';

export interface MetricChartProps {
  definition: MetricDefinition;
  /** The months on screen, oldest first. */
  months: readonly string[];
  /** The metric's values by month; a month without one leaves a gap. */
  values: ReadonlyMap<string, number>;
  /** Several lines of the same measure instead (one figure across marketing channels), each named in a legend. */
  lines?: ReadonlyArray<{ id: string; label: string; values: ReadonlyMap<string, number> }>;
}

/** Line colours of a chart of several lines, from the design tokens. */
const LINE_COLOURS = ['var(--fs-color-primary-500)', 'var(--fs-color-warning-500, #d97706)', 'var(--fs-color-info-500, #2563eb)', 'var(--fs-color-danger-500, #dc2626)', 'var(--fs-color-neutral-500)'];

const CHART_HEIGHT = 160;

/** On the value axis a count of months is the number alone: "24 months" on every tick crowds it. */
const axisUnit = (definition: MetricDefinition): MetricDefinition => (definition.unit === 'months' ? { ...definition, unit: 'count' } : definition);
/** A size to draw at before the container is measured (and where it never is, as in tests). */
const FIRST_SIZE = { width: 320, height: CHART_HEIGHT };

/**
 * One metric's line over the months on screen. It is the only module that imports recharts, and
 * the series view loads it with React.lazy, so the library downloads when a chart first shows.
 * The chart is a picture for sighted readers; the table beside it holds the same numbers for
 * keyboard and screen-reader users. Drawn for the page's direction: in Arabic time runs right to
 * left and the value axis sits on the right.
 */
export default function MetricChart({ definition, months, values, lines }: MetricChartProps) {
  const { t, i18n } = useMetricsTranslation();
  const format = useMetricFormat();
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const drawn = lines ?? [{ id: 'value', label: format.name(definition), values }];
  const data = months.map((month) => ({ month, ...Object.fromEntries(drawn.map((line) => [line.id, line.values.get(month) ?? null])) }));
  const label = t('series.chartLabel', { metric: format.name(definition), from: format.month(months[0] ?? ''), to: format.month(months[months.length - 1] ?? '') });
  return (
    <div role="img" aria-label={label} dir="ltr" style={{ height: CHART_HEIGHT }} data-metric-chart="">
      <ResponsiveContainer width="100%" height="100%" initialDimension={FIRST_SIZE}>
        <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--fs-color-neutral-200)" />
          <XAxis dataKey="month" tickFormatter={format.shortMonth} reversed={rtl} tick={{ fontSize: 11 }} minTickGap={16} />
          <YAxis orientation={rtl ? 'right' : 'left'} width={56} tick={{ fontSize: 11 }} tickFormatter={(value: number) => format.value(value, axisUnit(definition), { compact: true })} />
          <Tooltip labelFormatter={(month) => format.month(String(month))} formatter={(value, id) => [format.value(Number(value), definition), drawn.find((line) => line.id === id)?.label ?? format.name(definition)]} />
          {lines ? <Legend formatter={(id) => drawn.find((line) => line.id === id)?.label ?? String(id)} /> : null}
          {drawn.map((line, position) => (
            <Line key={line.id} type="monotone" dataKey={line.id} stroke={LINE_COLOURS[position % LINE_COLOURS.length]} strokeWidth={2} dot={false} connectNulls={false} isAnimationActive={false} />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
