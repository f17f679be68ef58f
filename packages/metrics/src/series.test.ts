import { describe, expect, it } from 'vitest';
import type { MetricDefinition } from './model';
import { addMonths, monthRange } from './months';
import { compareMetric, indexSeries, seriesQueryFor, visibleWindow } from './series';

/** The comparisons a series view shows, on a year of revenue (a flow), cash (a stock) and margin (a rate). */

const definition = (key: string, unit: MetricDefinition['unit'], aggregation: MetricDefinition['aggregation']): MetricDefinition => ({
  id: key,
  organization_id: null,
  key,
  name: key,
  description: null,
  unit,
  currency_code: null,
  aggregation,
  is_derived: false,
  position: 1,
});

// 24 months of data up to October 2026; November (the current month) is still empty.
const MONTHS = monthRange('2024-11-01', '2026-10-01');
const points = [
  ...MONTHS.map((period, index) => ({ metric_key: 'revenue', period, value: index < 12 ? 100 : 150 })),
  ...MONTHS.map((period, index) => ({ metric_key: 'cash', period, value: 1000 - index * 10 })),
  ...MONTHS.map((period, index) => ({ metric_key: 'gross_margin', period, value: index < 23 ? 40 : 44 })),
];

describe('a series view', () => {
  const query = seriesQueryFor(12, '2026-11-01');
  const index = indexSeries(points);
  const window = visibleWindow(index, 12, query)!;

  it('reads twice the range and shows the range up to the latest month with a value', () => {
    expect(query).toEqual({ from: '2024-11-01', to: '2026-11-01' });
    expect(window).toEqual({ from: '2025-11-01', to: '2026-10-01', months: monthRange('2025-11-01', '2026-10-01') });
    expect(visibleWindow(index, 'all', seriesQueryFor('all', '2026-11-01'))?.from).toBe('2024-11-01');
    expect(visibleWindow(indexSeries([]), 12, query)).toBeNull();
  });

  it('compares a flow by its sum, a stock by its last month and a rate in points', () => {
    const revenue = compareMetric(index, definition('revenue', 'currency', 'sum'), window, 12, query);
    expect(revenue).toMatchObject({ last: { period: '2026-10-01', value: 150 }, monthChange: { kind: 'percent', value: 0 }, windowValue: 1800, previousWindowValue: 1200, windowChange: { kind: 'percent', value: 50 } });
    // A window before that the read does not cover whole is not compared.
    expect(compareMetric(index, definition('revenue', 'currency', 'sum'), window, 12, { ...query, from: '2024-12-01' }).windowChange).toBeNull();
    const cash = compareMetric(index, definition('cash', 'currency', 'last'), window, 12, query);
    expect(cash.windowValue).toBe(770);
    expect(cash.previousWindowValue).toBe(890);
    expect(cash.monthChange?.value).toBeCloseTo(-1.282, 3);
    const margin = compareMetric(index, definition('gross_margin', 'percent', 'average'), window, 12, query);
    expect(margin.monthChange).toEqual({ kind: 'points', value: 4 });
    expect(compareMetric(index, definition('cash', 'currency', 'last'), window, 'all', query).windowChange).toBeNull();
    expect(addMonths('2026-01-01', -1)).toBe('2025-12-01');
  });
});
