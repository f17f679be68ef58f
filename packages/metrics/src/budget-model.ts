import type { Tables } from '@fikrspace/db';
import { Constants, type Enums } from '@fikrspace/db/types';
import { addMonths, monthRange } from './months';

/**
 * The budget's model: a company's monthly budget lines by category
 * (supabase/migrations/20261130300000_metrics_budgets.sql), and what the page computes from them:
 * each line's variance, totals over a range of months by category, inflows and outflows, and each
 * month's net cash flow with the cash balance it leads to. Pure, so the figures shown are the ones
 * tested.
 */

export type BudgetCategory = Enums<'budget_category'>;
/** Every category, in the enum's order: the inflows first, then the outflows. */
export const BUDGET_CATEGORIES: readonly BudgetCategory[] = Constants.public.Enums.budget_category;
/** The categories that bring cash in; every other one takes it out. */
export const INFLOW_CATEGORIES: readonly BudgetCategory[] = ['revenue', 'other_income'];
export const OUTFLOW_CATEGORIES: readonly BudgetCategory[] = BUDGET_CATEGORIES.filter((category) => !INFLOW_CATEGORIES.includes(category));

export type Flow = 'inflow' | 'outflow';
export const flowOf = (category: BudgetCategory): Flow => (INFLOW_CATEGORIES.includes(category) ? 'inflow' : 'outflow');

export const BUDGET_LINE_COLUMNS = ['id', 'organization_id', 'month', 'category', 'budgeted', 'actual', 'note', 'updated_at'] as const;
/** One month's budget of one category, and its actual amount once known. */
export type BudgetLine = Pick<Tables<'budget_lines'>, (typeof BUDGET_LINE_COLUMNS)[number]>;

/** The table's checks: amounts from 0 to 10^15, a note of at most 500 characters. */
export const BUDGET_AMOUNT_LIMIT = 1e15;
export const BUDGET_NOTE_MAX_LENGTH = 500;

/** The months a budget view covers, first days of months, oldest first. */
export interface BudgetRange {
  from: string;
  to: string;
}

/** The range a budget opens on: the last twelve months and this one with the next two. */
export function defaultBudgetRange(currentMonth: string): BudgetRange {
  return { from: addMonths(currentMonth, -12), to: addMonths(currentMonth, 2) };
}

/** The months a range may start and end in: back as far as the financial series reads, a year ahead. */
export function budgetMonthChoices(currentMonth: string): string[] {
  return monthRange(addMonths(currentMonth, -23), addMonths(currentMonth, 12));
}

/** Cents, so sums of amounts with decimals do not drift (0.1 + 0.2). */
const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * What a set of lines adds up to. Variance compares like with like: the actuals against the
 * budget of the same lines, those whose actual is known, never against months still to come.
 */
export interface Amounts {
  /** Every line's budget. */
  budgeted: number;
  /** The known actuals; null when no line has one. */
  actual: number | null;
  /** The budget of the lines whose actual is known. */
  comparedBudget: number;
}

export function sumLines(lines: readonly Pick<BudgetLine, 'budgeted' | 'actual'>[]): Amounts {
  let budgeted = 0;
  let actual: number | null = null;
  let comparedBudget = 0;
  for (const line of lines) {
    budgeted += Number(line.budgeted);
    if (line.actual !== null) {
      actual = (actual ?? 0) + Number(line.actual);
      comparedBudget += Number(line.budgeted);
    }
  }
  return { budgeted: cents(budgeted), actual: actual === null ? null : cents(actual), comparedBudget: cents(comparedBudget) };
}

/** Inflows less outflows, field by field. */
export function netOf(inflows: Amounts, outflows: Amounts): Amounts {
  const actual = inflows.actual === null && outflows.actual === null ? null : cents((inflows.actual ?? 0) - (outflows.actual ?? 0));
  return { budgeted: cents(inflows.budgeted - outflows.budgeted), actual, comparedBudget: cents(inflows.comparedBudget - outflows.comparedBudget) };
}

/** Whether the actual came out above or below its budget. */
export type VarianceDirection = 'above' | 'below' | 'onBudget';

export interface Variance {
  /** Actual less budget. */
  amount: number;
  /** That, in percent of the budget; null when the budget is zero. */
  percent: number | null;
  direction: VarianceDirection;
  /** More coming in, or less going out; null when on budget. */
  favourable: boolean | null;
}

/** How the actual compares with its budget; null before any actual is known. Net cash flow reads as an inflow. */
export function varianceOf(amounts: Amounts, flow: Flow): Variance | null {
  if (amounts.actual === null) return null;
  const amount = cents(amounts.actual - amounts.comparedBudget);
  const direction: VarianceDirection = amount > 0 ? 'above' : amount < 0 ? 'below' : 'onBudget';
  return {
    amount,
    percent: amounts.comparedBudget === 0 ? null : (amount / Math.abs(amounts.comparedBudget)) * 100,
    direction,
    favourable: direction === 'onBudget' ? null : (flow === 'inflow') === (direction === 'above'),
  };
}

export interface CategoryRow {
  category: BudgetCategory;
  flow: Flow;
  amounts: Amounts;
  variance: Variance | null;
}

export interface BudgetSummary {
  inflows: CategoryRow[];
  outflows: CategoryRow[];
  totalInflows: Amounts;
  totalOutflows: Amounts;
  inflowVariance: Variance | null;
  outflowVariance: Variance | null;
  net: Amounts;
  netVariance: Variance | null;
  /** Months of the range with at least one actual. */
  monthsWithActuals: number;
}

const inRange = (month: string, range: BudgetRange) => month >= range.from && month <= range.to;

/** The range's lines by category (only the categories that have a line), with totals and the net cash flow. */
export function summarizeBudget(lines: readonly BudgetLine[], range: BudgetRange): BudgetSummary {
  const shown = lines.filter((line) => inRange(line.month, range));
  const row = (category: BudgetCategory): CategoryRow[] => {
    const own = shown.filter((line) => line.category === category);
    if (own.length === 0) return [];
    const amounts = sumLines(own);
    return [{ category, flow: flowOf(category), amounts, variance: varianceOf(amounts, flowOf(category)) }];
  };
  const totalInflows = sumLines(shown.filter((line) => flowOf(line.category) === 'inflow'));
  const totalOutflows = sumLines(shown.filter((line) => flowOf(line.category) === 'outflow'));
  const net = netOf(totalInflows, totalOutflows);
  return {
    inflows: INFLOW_CATEGORIES.flatMap(row),
    outflows: OUTFLOW_CATEGORIES.flatMap(row),
    totalInflows,
    totalOutflows,
    inflowVariance: varianceOf(totalInflows, 'inflow'),
    outflowVariance: varianceOf(totalOutflows, 'outflow'),
    net,
    netVariance: varianceOf(net, 'inflow'),
    monthsWithActuals: new Set(shown.filter((line) => line.actual !== null).map((line) => line.month)).size,
  };
}

/** Where a month's cash flow comes from: its actuals, its budget, some of each, or nothing yet. */
export type CashFlowBasis = 'actual' | 'partial' | 'budget' | 'none';

export interface CashFlowMonth {
  month: string;
  inflows: number;
  outflows: number;
  net: number;
  basis: CashFlowBasis;
  /** Cash at the month's end: as reported, or projected from the last cash known and the net flows since; null before any. */
  cash: number | null;
  cashBasis: 'reported' | 'projected' | null;
}

/**
 * Each month's inflows, outflows and net cash flow, from each line's actual where known and its
 * budget otherwise, and the cash balance: the cash reported for the month (the `cash` metric),
 * else the last balance plus the month's net flow. Funds raised show in the reported cash only.
 */
export function cashFlowMonths(lines: readonly BudgetLine[], range: BudgetRange, reportedCash: ReadonlyMap<string, number>): CashFlowMonth[] {
  let balance: number | null = reportedCash.get(addMonths(range.from, -1)) ?? null;
  return monthRange(range.from, range.to).map((month) => {
    const own = lines.filter((line) => line.month === month);
    let inflows = 0;
    let outflows = 0;
    for (const line of own) {
      const amount = Number(line.actual ?? line.budgeted);
      if (flowOf(line.category) === 'inflow') inflows += amount;
      else outflows += amount;
    }
    const known = own.filter((line) => line.actual !== null).length;
    const basis: CashFlowBasis = own.length === 0 ? 'none' : known === own.length ? 'actual' : known === 0 ? 'budget' : 'partial';
    const net = cents(inflows - outflows);
    const reported = reportedCash.get(month);
    let cashBasis: CashFlowMonth['cashBasis'] = null;
    if (reported !== undefined) {
      balance = reported;
      cashBasis = 'reported';
    } else if (balance !== null) {
      balance = cents(balance + net);
      cashBasis = 'projected';
    }
    return { month, inflows: cents(inflows), outflows: cents(outflows), net, basis, cash: balance, cashBasis };
  });
}

/** A month's lines by category, for the form that edits them. */
export function linesOfMonth(lines: readonly BudgetLine[], month: string): Map<BudgetCategory, BudgetLine> {
  return new Map(lines.filter((line) => line.month === month).map((line) => [line.category, line]));
}
