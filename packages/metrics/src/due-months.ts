import type { MetricPeriod } from './model';
import { addMonths, monthRange } from './months';

/** How far back an unsubmitted month still counts as owed: a year, as the reminders look back. */
export const DUE_WINDOW_MONTHS = 12;

export interface DueMonth {
  period: string;
  /** A draft holds figures already; a missing month has none. */
  state: 'draft' | 'missing';
}

/**
 * The months whose figures are owed, newest first: every month that has ended, is not submitted,
 * falls in the last year and is not before the company's first recorded month (a company that
 * joined last week owes last month only, not a year of gaps).
 */
export function dueMonths(periods: readonly Pick<MetricPeriod, 'period' | 'status'>[], currentMonth: string): DueMonth[] {
  const lastEnded = addMonths(currentMonth, -1);
  const statuses = new Map(periods.map((period) => [period.period, period.status]));
  const first = periods.reduce<string>((earliest, period) => (period.period < earliest ? period.period : earliest), lastEnded);
  const windowStart = addMonths(currentMonth, -DUE_WINDOW_MONTHS);
  const from = first > windowStart ? first : windowStart;
  return monthRange(from, lastEnded)
    .filter((period) => statuses.get(period) !== 'submitted')
    .reverse()
    .map((period) => ({ period, state: statuses.has(period) ? 'draft' : 'missing' }));
}
