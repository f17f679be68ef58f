import type { MetricDefinition } from './model';
import { addMonths } from './months';
import { aggregate, type SeriesIndex } from './series';

/**
 * Months gathered into quarters or years, each metric aggregated as it says (a flow sums, a stock
 * takes its last month, a rate averages). Pure, so the figures the financial page shows are the
 * ones tested.
 */

export type Granularity = 'month' | 'quarter' | 'year';
export const GRANULARITIES: readonly Granularity[] = ['month', 'quarter', 'year'];

/** A run of months shown as one row: its first month names it. */
export interface PeriodGroup {
  granularity: Granularity;
  /** The group's first calendar month (`YYYY-MM-01`): January, April, July or October for a quarter. */
  start: string;
  /** The months of the window that fall in it, oldest first. */
  months: string[];
  /** Each metric's aggregate over those months; a metric with no value there is absent. */
  values: Map<string, number>;
}

/** The first month of the group a month belongs to. */
export function groupStart(month: string, granularity: Granularity): string {
  const monthNumber = Number(month.slice(5, 7));
  if (granularity === 'month') return month;
  const back = granularity === 'year' ? monthNumber - 1 : (monthNumber - 1) % 3;
  return addMonths(month, -back);
}

/** The months gathered by quarter or year (or kept one by one), oldest first. */
export function groupMonths(index: SeriesIndex, definitions: readonly Pick<MetricDefinition, 'key' | 'aggregation'>[], months: readonly string[], granularity: Granularity): PeriodGroup[] {
  const groups: PeriodGroup[] = [];
  for (const month of months) {
    const start = groupStart(month, granularity);
    const last = groups[groups.length - 1];
    if (last && last.start === start) last.months.push(month);
    else groups.push({ granularity, start, months: [month], values: new Map() });
  }
  for (const group of groups) {
    for (const definition of definitions) {
      const byMonth = index.get(definition.key);
      const values = group.months.flatMap((month) => (byMonth?.has(month) ? [byMonth.get(month)!] : []));
      const value = aggregate(values, definition.aggregation);
      if (value !== null) group.values.set(definition.key, value);
    }
  }
  return groups;
}

/** The months the runway summary averages the burn over. */
export const SUMMARY_BURN_MONTHS = 3;

export interface RunwaySummary {
  /** The latest month with cash. */
  month: string;
  cash: number;
  /** The average net burn of the last months up to it (those with a value). */
  averageBurn: number | null;
  /** Cash divided by that burn, in months; null when the company burns nothing. */
  runwayMonths: number | null;
  /** The month the cash runs out at that burn. */
  cashOutMonth: string | null;
}

/**
 * How long the cash lasts at the average burn of the last three months, from the latest month
 * with cash: smoother than the single month's runway the database derives.
 */
export function runwaySummary(index: SeriesIndex, months: readonly string[]): RunwaySummary | null {
  const cash = index.get('cash');
  const month = [...months].reverse().find((candidate) => cash?.has(candidate));
  if (!month) return null;
  const burn = index.get('burn');
  const recent = Array.from({ length: SUMMARY_BURN_MONTHS }, (_unused, back) => addMonths(month, -back)).flatMap((candidate) => (burn?.has(candidate) ? [burn.get(candidate)!] : []));
  const averageBurn = recent.length ? recent.reduce((sum, value) => sum + value, 0) / recent.length : null;
  const runwayMonths = averageBurn !== null && averageBurn > 0 ? Math.round((cash!.get(month)! / averageBurn) * 10) / 10 : null;
  return {
    month,
    cash: cash!.get(month)!,
    averageBurn,
    runwayMonths,
    cashOutMonth: runwayMonths === null ? null : addMonths(month, Math.floor(runwayMonths)),
  };
}

/** The figures the financial page shows, in this order, when the company has them. */
export const FINANCIAL_KEYS = ['revenue', 'mrr', 'gross_margin', 'cash', 'burn', 'runway_months', 'mrr_growth', 'burn_multiple', 'funds_raised'] as const;

/** The ranges the financial page offers, in months. */
export const FINANCIAL_RANGES = [6, 12, 24] as const;
export type FinancialRange = (typeof FINANCIAL_RANGES)[number];
