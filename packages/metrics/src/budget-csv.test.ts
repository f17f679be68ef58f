import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { BudgetLine } from './budget-model';
import { BUDGET_CSV_COLUMNS, budgetCsv, budgetFileName } from './csv';

const line = (month: string, category: BudgetLine['category'], budgeted: number, actual: number | null, note: string | null = null): BudgetLine => ({
  id: `${month}-${category}`,
  organization_id: 'org',
  month,
  category,
  budgeted,
  actual,
  note,
  updated_at: '2026-11-01T00:00:00Z',
});

describe('budgetCsv', () => {
  it('writes a row per month and category, oldest month first and categories in their order, with the variance where an actual is known', () => {
    const text = budgetCsv([
      line('2026-12-01', 'payroll', 9_000, null),
      line('2026-10-01', 'payroll', 8_000, 8_800, 'Bonus, "Q3"'),
      line('2026-10-01', 'revenue', 10_000, 9_500.5),
      line('2026-10-01', 'travel', 0, 250),
    ]);
    expect(text.split('\r\n')).toEqual([
      BUDGET_CSV_COLUMNS.join(','),
      '2026-10,revenue,inflow,10000,9500.5,-499.5,-5.0,',
      '2026-10,payroll,outflow,8000,8800,800,10.0,"Bonus, ""Q3"""',
      '2026-10,travel,outflow,0,250,250,,',
      '2026-12,payroll,outflow,9000,,,,',
    ]);
    expect(Papa.parse<string[]>(text).data[2]![7]).toBe('Bonus, "Q3"');
  });

  it('keeps a note a spreadsheet would run as a formula as text', () => {
    expect(budgetCsv([line('2026-10-01', 'travel', 1, 1, '=HYPERLINK("x")')]).split('\r\n')[1]).toBe('2026-10,travel,outflow,1,1,0,0.0,"\'=HYPERLINK(""x"")"');
  });
});

describe('budgetFileName', () => {
  it.each([
    ['Fikr Labs', 'budget-fikr-labs-2025-11-2027-01.csv'],
    ['سحابة نور', 'budget-سحابة-نور-2025-11-2027-01.csv'],
    ['  Café & Co. ', 'budget-café-co-2025-11-2027-01.csv'],
    ['', 'budget-organization-2025-11-2027-01.csv'],
  ])('names the file of %j after it and the months', (name, file) => {
    expect(budgetFileName(name, { from: '2025-11-01', to: '2027-01-01' })).toBe(file);
  });
});
