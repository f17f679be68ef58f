import { describe, expect, it } from 'vitest';
import { dueMonths } from './due-months';

const submitted = (period: string) => ({ period, status: 'submitted' as const });
const draft = (period: string) => ({ period, status: 'draft' as const });

describe('the months a company owes', () => {
  it('is last month alone for a company with nothing recorded yet', () => {
    expect(dueMonths([], '2026-11-01')).toEqual([{ period: '2026-10-01', state: 'missing' }]);
  });

  it('is nothing when every ended month is submitted; this month is not owed yet', () => {
    expect(dueMonths([submitted('2026-09-01'), submitted('2026-10-01'), draft('2026-11-01')], '2026-11-01')).toEqual([]);
  });

  it('lists drafts and gaps since the first recorded month, newest first', () => {
    expect(dueMonths([submitted('2026-07-01'), draft('2026-08-01'), submitted('2026-10-01')], '2026-11-01')).toEqual([
      { period: '2026-09-01', state: 'missing' },
      { period: '2026-08-01', state: 'draft' },
    ]);
  });

  it('looks back a year at most, across a change of year', () => {
    const due = dueMonths([draft('2020-01-01')], '2026-02-01');
    expect(due).toHaveLength(12);
    expect(due[0]).toEqual({ period: '2026-01-01', state: 'missing' });
    expect(due.at(-1)).toEqual({ period: '2025-02-01', state: 'missing' });
  });
});
