import { describe, expect, it } from 'vitest';
import { BUDGET_CATEGORIES, INFLOW_CATEGORIES, OUTFLOW_CATEGORIES, cashFlowMonths, defaultBudgetRange, flowOf, sumLines, summarizeBudget, varianceOf, type BudgetLine } from './budget-model';

let made = 0;
const line = (month: string, category: BudgetLine['category'], budgeted: number, actual: number | null = null, note: string | null = null): BudgetLine => ({
  id: `line-${(made += 1)}`,
  organization_id: 'org',
  month,
  category,
  budgeted,
  actual,
  note,
  updated_at: '2026-11-01T00:00:00Z',
});

describe('the categories', () => {
  it('are the enum’s, inflows first: revenue and other income bring cash in, every other one takes it out', () => {
    expect(BUDGET_CATEGORIES.slice(0, 2)).toEqual(INFLOW_CATEGORIES);
    expect([...INFLOW_CATEGORIES, ...OUTFLOW_CATEGORIES]).toEqual(BUDGET_CATEGORIES);
    expect(BUDGET_CATEGORIES.map(flowOf).filter((flow) => flow === 'inflow')).toHaveLength(2);
  });
});

describe('varianceOf', () => {
  it.each([
    ['spending more than budgeted', 'outflow', 1000, 1100, { amount: 100, percent: 10, direction: 'above', favourable: false }],
    ['spending less than budgeted', 'outflow', 1000, 900, { amount: -100, percent: -10, direction: 'below', favourable: true }],
    ['earning more than budgeted', 'inflow', 1000, 1250, { amount: 250, percent: 25, direction: 'above', favourable: true }],
    ['earning less than budgeted', 'inflow', 1000, 800, { amount: -200, percent: -20, direction: 'below', favourable: false }],
    ['exactly the budget', 'outflow', 500, 500, { amount: 0, percent: 0, direction: 'onBudget', favourable: null }],
    ['an actual against a budget of zero', 'outflow', 0, 300, { amount: 300, percent: null, direction: 'above', favourable: false }],
    ['a net burn smaller than budgeted (a negative net that rose)', 'inflow', -50_000, -40_000, { amount: 10_000, percent: 20, direction: 'above', favourable: true }],
  ] as const)('%s', (_case, flow, budgeted, actual, expected) => {
    expect(varianceOf({ budgeted, actual, comparedBudget: budgeted }, flow)).toEqual(expected);
  });

  it('is unknown before any actual is', () => {
    expect(varianceOf({ budgeted: 1000, actual: null, comparedBudget: 0 }, 'outflow')).toBeNull();
  });
});

describe('sumLines', () => {
  it('compares the actuals with the budget of the same lines, and keeps cents exact', () => {
    expect(sumLines([line('2026-09-01', 'travel', 100.1, 90.2), line('2026-10-01', 'travel', 200.2, 210.1), line('2026-12-01', 'travel', 300)])).toEqual({ budgeted: 600.3, actual: 300.3, comparedBudget: 300.3 });
    expect(sumLines([line('2026-12-01', 'travel', 300)])).toEqual({ budgeted: 300, actual: null, comparedBudget: 0 });
  });
});

describe('summarizeBudget', () => {
  const lines = [
    line('2026-09-01', 'revenue', 10_000, 12_000),
    line('2026-09-01', 'payroll', 8_000, 8_500),
    line('2026-09-01', 'marketing', 2_000, 1_500),
    line('2026-10-01', 'revenue', 11_000, 10_000),
    line('2026-10-01', 'payroll', 8_000, 8_000),
    line('2026-12-01', 'revenue', 13_000),
    line('2026-12-01', 'payroll', 9_000),
    // Outside the range.
    line('2027-01-01', 'payroll', 99_000),
  ];
  const summary = summarizeBudget(lines, { from: '2026-09-01', to: '2026-12-01' });

  it('totals each category over the range, in the categories’ order, leaving out those without a line', () => {
    expect(summary.inflows.map((row) => [row.category, row.amounts])).toEqual([['revenue', { budgeted: 34_000, actual: 22_000, comparedBudget: 21_000 }]]);
    expect(summary.outflows.map((row) => row.category)).toEqual(['payroll', 'marketing']);
    expect(summary.outflows[0]!.variance).toMatchObject({ amount: 500, direction: 'above', favourable: false });
  });

  it('gives the net cash flow as inflows less outflows, read as an inflow', () => {
    expect(summary.totalInflows).toEqual({ budgeted: 34_000, actual: 22_000, comparedBudget: 21_000 });
    expect(summary.totalOutflows).toEqual({ budgeted: 27_000, actual: 18_000, comparedBudget: 18_000 });
    expect(summary.net).toEqual({ budgeted: 7_000, actual: 4_000, comparedBudget: 3_000 });
    expect(summary.netVariance).toMatchObject({ amount: 1_000, direction: 'above', favourable: true });
    expect(summary.outflowVariance).toMatchObject({ amount: 0, direction: 'onBudget' });
    expect(summary.monthsWithActuals).toBe(2);
  });
});

describe('cashFlowMonths', () => {
  const range = { from: '2026-09-01', to: '2026-12-01' };
  const lines = [
    line('2026-09-01', 'revenue', 10_000, 12_000),
    line('2026-09-01', 'payroll', 8_000, 20_000),
    line('2026-10-01', 'revenue', 11_000, 10_000),
    line('2026-10-01', 'payroll', 8_000),
    line('2026-12-01', 'revenue', 13_000),
    line('2026-12-01', 'payroll', 9_000),
  ];

  it('takes each line’s actual where known, its budget otherwise, and says which', () => {
    const months = cashFlowMonths(lines, range, new Map());
    expect(months.map(({ month, inflows, outflows, net, basis }) => [month, inflows, outflows, net, basis])).toEqual([
      ['2026-09-01', 12_000, 20_000, -8_000, 'actual'],
      ['2026-10-01', 10_000, 8_000, 2_000, 'partial'],
      ['2026-11-01', 0, 0, 0, 'none'],
      ['2026-12-01', 13_000, 9_000, 4_000, 'budget'],
    ]);
  });

  it('follows the reported cash, then projects it from the last known balance by the net flows', () => {
    const cash = new Map([
      ['2026-08-01', 100_000],
      ['2026-09-01', 93_000],
    ]);
    expect(cashFlowMonths(lines, range, cash).map(({ cash: balance, cashBasis }) => [balance, cashBasis])).toEqual([
      [93_000, 'reported'],
      [95_000, 'projected'],
      [95_000, 'projected'],
      [99_000, 'projected'],
    ]);
  });

  it('has no balance before any cash is known', () => {
    expect(cashFlowMonths(lines, range, new Map()).every((month) => month.cash === null && month.cashBasis === null)).toBe(true);
  });
});

it('opens on the last twelve months, this one and the next two', () => {
  expect(defaultBudgetRange('2026-11-01')).toEqual({ from: '2025-11-01', to: '2027-01-01' });
});
