import type { MetricPeriod, MetricPeriodStatus } from './model';
import { addMonths, monthRange } from './months';

/** How far back the month form offers months when the company has none older. */
export const MONTHS_OFFERED = 24;

export interface MonthChoice {
  period: string;
  /** Null: the month has had no value yet. */
  status: MetricPeriodStatus | null;
  /** Whether the month has ended: only an ended month is submitted. */
  ended: boolean;
}

/** The months a member may fill in or look at, newest first: this month back to the oldest with values, and at least two years. */
export function monthChoices(periods: readonly Pick<MetricPeriod, 'period' | 'status'>[], currentMonth: string): MonthChoice[] {
  const statuses = new Map(periods.map((period) => [period.period, period.status]));
  const oldest = periods.reduce((first, period) => (period.period < first ? period.period : first), addMonths(currentMonth, -(MONTHS_OFFERED - 1)));
  return monthRange(oldest, currentMonth)
    .reverse()
    .map((period) => ({ period, status: statuses.get(period) ?? null, ended: period < currentMonth }));
}

/**
 * The month the form opens on: the latest ended month not yet submitted (last month, while its
 * figures are being gathered), or this month once every ended month is submitted.
 */
export function monthToFill(choices: readonly MonthChoice[], currentMonth: string): string {
  return choices.find((choice) => choice.ended && choice.status !== 'submitted')?.period ?? currentMonth;
}
