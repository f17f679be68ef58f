import type { MetricPeriod } from './model';
import { addMonths } from './months';
import type { SeriesIndex } from './series';

/**
 * Runway scenarios: how long the cash lasts from the latest submitted month, as the company runs
 * now and with what the founders try (burn up or down, revenue growing, a round coming in). Pure,
 * so every figure the page shows is the one the table-driven tests prove.
 *
 * The rule: the basis is the latest submitted month with both cash and net burn (a draft may
 * still change); its burn is the average net burn of up to three submitted months ending there,
 * as the financial summary averages it. Month by month from there, the net burn is that burn
 * changed by the scenario's percentage, less the revenue the scenario's growth adds over the
 * basis month's revenue; a round adds its amount in its month. The cash runs out in the month it
 * reaches zero; the months until then count that month in part (9.5 months from the end of
 * September: it runs out in July). A company whose net
 * burn is zero or less at the start, and whose cash never runs out, is not burning.
 */

/** How many submitted months the basis burn averages. */
export const BASIS_BURN_MONTHS = 3;
/** How far a projection looks: ten years, as far as the series function reads. */
export const RUNWAY_HORIZON_MONTHS = 120;

export interface RunwayBasis {
  /** The latest submitted month with cash and burn. */
  month: string;
  cash: number;
  /** The average net burn of the submitted months it was taken over. */
  burn: number;
  burnMonths: number;
  /** The month's revenue (zero when not reported): what a growth scenario grows. */
  revenue: number;
}

/** The basis of every scenario, or null when no submitted month has both cash and burn. */
export function runwayBasis(index: SeriesIndex, periods: readonly Pick<MetricPeriod, 'period' | 'status'>[]): RunwayBasis | null {
  const cash = index.get('cash');
  const burn = index.get('burn');
  const submitted = periods
    .filter((period) => period.status === 'submitted')
    .map((period) => period.period)
    .sort()
    .reverse();
  const month = submitted.find((candidate) => cash?.has(candidate) && burn?.has(candidate));
  if (!month) return null;
  const burns = submitted.filter((candidate) => candidate <= month && burn!.has(candidate)).slice(0, BASIS_BURN_MONTHS);
  const average = burns.reduce((sum, candidate) => sum + burn!.get(candidate)!, 0) / burns.length;
  return { month, cash: cash!.get(month)!, burn: average, burnMonths: burns.length, revenue: index.get('revenue')?.get(month) ?? 0 };
}

export interface RunwayScenario {
  /** The net burn changed by this much, in percent (-20 spends a fifth less). */
  burnChangePercent: number;
  /** Revenue growing by this much each month, in percent, compounded from the basis month's. */
  revenueGrowthPercent: number;
  /** New funding coming in, and the month it arrives (after the basis month); none when 0. */
  fundingAmount: number;
  fundingMonth: string | null;
}

export const BASE_SCENARIO: RunwayScenario = { burnChangePercent: 0, revenueGrowthPercent: 0, fundingAmount: 0, fundingMonth: null };

export type RunwayOutcome =
  | { kind: 'notBurning' }
  /** Lasts past the horizon although it burns at first (revenue growth or funding carries it). */
  | { kind: 'beyondHorizon'; horizonMonths: number }
  | { kind: 'runsOut'; /** Months from the basis month's end, one decimal. */ months: number; /** The month the cash reaches zero. */ cashZeroMonth: string };

export interface RunwayProjection {
  /** The net burn of the first month projected. */
  startingBurn: number;
  outcome: RunwayOutcome;
}

/** A scenario's runway from the basis. */
export function projectRunway(basis: RunwayBasis, scenario: RunwayScenario, horizon = RUNWAY_HORIZON_MONTHS): RunwayProjection {
  const burn = basis.burn * (1 + scenario.burnChangePercent / 100);
  const growth = 1 + scenario.revenueGrowthPercent / 100;
  const revenue = Math.max(0, basis.revenue);
  const burnOf = (month: number) => burn - revenue * (growth ** month - 1);
  let cash = basis.cash;
  for (let month = 1; month <= horizon; month += 1) {
    const period = addMonths(basis.month, month);
    const funding = scenario.fundingAmount > 0 && scenario.fundingMonth === period ? scenario.fundingAmount : 0;
    const available = cash + funding;
    const net = burnOf(month);
    if (available - net < 0) {
      // Part of this month: what was left, at this month's burn; the cash reaches zero in it.
      const exact = Math.max(0, month - 1 + Math.max(0, available) / net);
      return { startingBurn: burnOf(1), outcome: { kind: 'runsOut', months: Math.round(exact * 10) / 10, cashZeroMonth: addMonths(basis.month, Math.ceil(exact - 1e-9)) } };
    }
    cash = available - net;
  }
  return { startingBurn: burnOf(1), outcome: burnOf(1) <= 0 ? { kind: 'notBurning' } : { kind: 'beyondHorizon', horizonMonths: horizon } };
}

/** The months a round may arrive in: the two years after the basis month. */
export function fundingMonthChoices(basis: Pick<RunwayBasis, 'month'>): string[] {
  return Array.from({ length: 24 }, (_unused, index) => addMonths(basis.month, index + 1));
}
