import { describe, expect, it } from 'vitest';
import { groupMonths, groupStart, runwaySummary } from './period-groups';
import { monthRange } from './months';
import type { SeriesIndex } from './series';

const months = monthRange('2025-11-01', '2026-04-01');
const index: SeriesIndex = new Map([
  ['revenue', new Map(months.map((month, position) => [month, 100 * (position + 1)]))],
  ['cash', new Map(months.map((month, position) => [month, 10_000 - 1_000 * position]))],
  ['gross_margin', new Map([['2026-01-01', 40], ['2026-02-01', 50]])],
  ['burn', new Map([['2026-02-01', 900], ['2026-03-01', 1_000], ['2026-04-01', 1_100]])],
]);
const definitions = [
  { key: 'revenue', aggregation: 'sum' as const },
  { key: 'cash', aggregation: 'last' as const },
  { key: 'gross_margin', aggregation: 'average' as const },
];

describe('months gathered by quarter and year', () => {
  it('names a group by its first calendar month', () => {
    expect([groupStart('2026-05-01', 'quarter'), groupStart('2026-12-01', 'quarter'), groupStart('2026-05-01', 'year'), groupStart('2026-05-01', 'month')]).toEqual(['2026-04-01', '2026-10-01', '2026-01-01', '2026-05-01']);
  });

  it('sums a flow, takes a stock’s last month and averages a rate, over the months of the window in each quarter', () => {
    const quarters = groupMonths(index, definitions, months, 'quarter');
    expect(quarters.map((group) => [group.start, group.months.length, Object.fromEntries(group.values)])).toEqual([
      ['2025-10-01', 2, { revenue: 300, cash: 9_000 }],
      ['2026-01-01', 3, { revenue: 1_200, cash: 6_000, gross_margin: 45 }],
      ['2026-04-01', 1, { revenue: 600, cash: 5_000 }],
    ]);
    expect(groupMonths(index, definitions, months, 'year').map((group) => [group.start, group.values.get('revenue')])).toEqual([
      ['2025-01-01', 300],
      ['2026-01-01', 1_800],
    ]);
  });

  it('says how long the cash lasts at the average burn of the last three months, and when it runs out', () => {
    expect(runwaySummary(index, months)).toEqual({ month: '2026-04-01', cash: 5_000, averageBurn: 1_000, runwayMonths: 5, cashOutMonth: '2026-09-01' });
    expect(runwaySummary(new Map(), months)).toBeNull();
  });
});
