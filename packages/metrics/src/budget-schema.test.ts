import { describe, expect, it } from 'vitest';
import { budgetLineOf, budgetMonthSchema, scenarioOf, scenarioSchema, type BudgetLineFields, type BudgetMonthValues } from './budget-schema';
import { BUDGET_CATEGORIES } from './budget-model';

const empty: BudgetLineFields = { budgeted: '', actual: '', note: '' };
const month = (payroll: Partial<BudgetLineFields>): BudgetMonthValues => ({ lines: { ...Object.fromEntries(BUDGET_CATEGORIES.map((category) => [category, empty])), payroll: { ...empty, ...payroll } } as BudgetMonthValues['lines'] });
const problems = (result: ReturnType<ReturnType<typeof budgetMonthSchema>['safeParse']>) => (result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));

describe('a month’s budget form', () => {
  it.each([
    ['an empty category', {}, true, []],
    ['a budget alone', { budgeted: '12,500' }, true, []],
    ['a budget with its actual and a note', { budgeted: '12500', actual: '13 100,50', note: 'Two hires' }, true, []],
    ['an actual without a budget', { actual: '100' }, true, ['lines.payroll.budgeted: budgetRequired']],
    ['a note without a budget', { note: 'Why' }, true, ['lines.payroll.budgeted: budgetRequired']],
    ['a negative budget', { budgeted: '-5' }, true, ['lines.payroll.budgeted: negative']],
    ['words for an amount', { budgeted: 'lots', actual: '1e5' }, true, ['lines.payroll.budgeted: notANumber', 'lines.payroll.actual: notANumber']],
    ['an actual for a month that has not begun', { budgeted: '1', actual: '1' }, false, ['lines.payroll.actual: actualNotYet']],
    ['a note too long', { budgeted: '1', note: 'x'.repeat(501) }, true, ['lines.payroll.note: noteLong']],
  ] as const)('%s', (_case, payroll, actualsOpen, expected) => {
    expect(problems(budgetMonthSchema(',', actualsOpen).safeParse(month(payroll)))).toEqual(expected);
  });

  it('makes a line of what was typed, in the reader’s way of writing numbers, or none when the category is empty', () => {
    expect(budgetLineOf('payroll', { budgeted: '12 500,5', actual: '', note: '  ' }, ',')).toEqual({ category: 'payroll', budgeted: 12_500.5, actual: null, note: null });
    expect(budgetLineOf('payroll', { budgeted: '١٢٠٠', actual: '900', note: ' Bonus ' }, '.')).toEqual({ category: 'payroll', budgeted: 1200, actual: 900, note: 'Bonus' });
    expect(budgetLineOf('payroll', empty, '.')).toBeNull();
  });
});

describe('a runway scenario', () => {
  const fields = { burnChangePercent: '', revenueGrowthPercent: '', fundingAmount: '', fundingMonth: '' };
  it.each([
    ['empty fields: the base', fields, { burnChangePercent: 0, revenueGrowthPercent: 0, fundingAmount: 0, fundingMonth: null }],
    ['percentages with or without a sign', { ...fields, burnChangePercent: '-20 %', revenueGrowthPercent: '2.5' }, { burnChangePercent: -20, revenueGrowthPercent: 2.5, fundingAmount: 0, fundingMonth: null }],
    ['a round with its month', { ...fields, fundingAmount: '500,000', fundingMonth: '2027-03-01' }, { burnChangePercent: 0, revenueGrowthPercent: 0, fundingAmount: 500_000, fundingMonth: '2027-03-01' }],
    ['a round without its month', { ...fields, fundingAmount: '500000' }, null],
    ['burn cut by more than all of it', { ...fields, burnChangePercent: '-150' }, null],
    ['growth of more than 100 % a month', { ...fields, revenueGrowthPercent: '150' }, null],
    ['negative funding', { ...fields, fundingAmount: '-1', fundingMonth: '2027-03-01' }, null],
  ] as const)('%s', (_case, typed, expected) => {
    expect(scenarioOf(typed, '.')).toEqual(expected);
  });

  it('says which field is wrong', () => {
    const result = scenarioSchema('.').safeParse({ ...fields, fundingAmount: '1000', revenueGrowthPercent: 'fast' });
    expect(result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['revenueGrowthPercent', 'notANumber'],
      ['fundingMonth', 'fundingMonthRequired'],
    ]);
  });
});
