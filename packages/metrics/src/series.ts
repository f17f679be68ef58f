import type { SeriesQuery } from './keys';
import type { MetricAggregation, MetricDefinition, MetricPoint, MetricUnit } from './model';
import { addMonths, monthRange, monthsBetween } from './months';

/**
 * What a series view shows and compares, computed from the rows of `metric_series`: the window of
 * months on screen, each metric's last month against the one before, and the window against the
 * same length of months before it. Pure, so the figures the page shows are the ones tested.
 */

/** The months a view shows: the last 6 (the financial page), 12 or 24, or every month there is. */
export type RangeChoice = 6 | 12 | 24 | 'all';
export const RANGE_CHOICES: readonly RangeChoice[] = [12, 24, 'all'];

/** The most months one read asks for: the series function refuses more than ten years. */
export const LONGEST_READ = 120;

/**
 * The months to read for a range ending at the current month: twice the range, so the window
 * before the one on screen is there to compare with, and one more, since the current month is
 * often still empty and the window then ends the month before; every month the function gives
 * for `all`.
 */
export function seriesQueryFor(range: RangeChoice, currentMonth: string): SeriesQuery {
  const months = range === 'all' ? LONGEST_READ : range * 2 + 1;
  return { from: addMonths(currentMonth, -(months - 1)), to: currentMonth };
}

/** Values by metric, then by month. */
export type SeriesIndex = Map<string, Map<string, number>>;

export function indexSeries(points: readonly MetricPoint[]): SeriesIndex {
  const index: SeriesIndex = new Map();
  for (const point of points) {
    let byMonth = index.get(point.metric_key);
    if (!byMonth) index.set(point.metric_key, (byMonth = new Map()));
    byMonth.set(point.period, Number(point.value));
  }
  return index;
}

/** A run of months, oldest first. */
export interface MonthWindow {
  from: string;
  to: string;
  months: string[];
}

/**
 * The months on screen: the range's length, ending at the latest month that has a value (this
 * month is often still empty); for `all`, from the first month with a value. Null when the
 * series read holds no value at all.
 */
export function visibleWindow(index: SeriesIndex, range: RangeChoice, query: SeriesQuery): MonthWindow | null {
  const months = [...index.values()].flatMap((byMonth) => [...byMonth.keys()]).filter((month) => month >= query.from && month <= query.to);
  if (months.length === 0) return null;
  const to = months.reduce((latest, month) => (month > latest ? month : latest));
  const earliest = months.reduce((first, month) => (month < first ? month : first));
  const from = range === 'all' ? earliest : addMonths(to, -(range - 1));
  return { from, to, months: monthRange(from, to) };
}

/** The same number of months right before a window. */
export function windowBefore(window: MonthWindow): MonthWindow {
  const length = monthsBetween(window.from, window.to) + 1;
  const to = addMonths(window.from, -1);
  const from = addMonths(to, -(length - 1));
  return { from, to, months: monthRange(from, to) };
}

/** Months added up as the metric says: a flow sums, a stock takes the last month, a rate averages. */
export function aggregate(values: readonly number[], aggregation: MetricAggregation): number | null {
  if (values.length === 0) return null;
  if (aggregation === 'last') return values[values.length - 1]!;
  const total = values.reduce((sum, value) => sum + value, 0);
  return aggregation === 'sum' ? total : total / values.length;
}

/**
 * How much a value moved: in percent of the earlier one, or, for a metric that is itself a
 * percentage, in percentage points (a margin from 40 % to 44 % rose 4 points, not 10 %). Null
 * when there is nothing to compare, or a percent change of zero would divide by it.
 */
export interface Change {
  kind: 'percent' | 'points';
  value: number;
}

export function changeBetween(current: number | null, previous: number | null, unit: MetricUnit): Change | null {
  if (current === null || previous === null) return null;
  if (unit === 'percent') return { kind: 'points', value: current - previous };
  if (previous === 0) return null;
  return { kind: 'percent', value: ((current - previous) / Math.abs(previous)) * 100 };
}

export interface MetricComparison {
  /** The latest month of the window with a value, and that value. */
  last: { period: string; value: number } | null;
  /** The last month against the month before it. */
  monthChange: Change | null;
  /** The window, aggregated, against the same length of months before it (none for `all`). */
  windowValue: number | null;
  previousWindowValue: number | null;
  windowChange: Change | null;
}

const valuesIn = (byMonth: Map<string, number> | undefined, window: MonthWindow) =>
  window.months.flatMap((month) => (byMonth?.has(month) ? [byMonth.get(month)!] : []));

/**
 * One metric's comparisons over a window of a read. The window before counts only when the read
 * covers it whole: a sum of eleven months against one of twelve would say nothing.
 */
export function compareMetric(index: SeriesIndex, definition: MetricDefinition, window: MonthWindow, range: RangeChoice, query: SeriesQuery): MetricComparison {
  const byMonth = index.get(definition.key);
  const lastMonth = [...window.months].reverse().find((month) => byMonth?.has(month));
  const last = lastMonth ? { period: lastMonth, value: byMonth!.get(lastMonth)! } : null;
  const monthBefore = lastMonth ? (byMonth?.get(addMonths(lastMonth, -1)) ?? null) : null;
  const windowValue = aggregate(valuesIn(byMonth, window), definition.aggregation);
  const previous = windowBefore(window);
  const previousWindowValue = range === 'all' || previous.from < query.from ? null : aggregate(valuesIn(byMonth, previous), definition.aggregation);
  return {
    last,
    monthChange: changeBetween(last?.value ?? null, monthBefore, definition.unit),
    windowValue,
    previousWindowValue,
    windowChange: changeBetween(windowValue, previousWindowValue, definition.unit),
  };
}
