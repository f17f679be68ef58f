import { describe, expect, it } from 'vitest';
import { confidenceCounts, defaultPeriodId, groupBy, keyResultProgress, meanProgress, progressPercent, type ObjectiveView } from './model';

const period = (id: string, starts_on: string, ends_on: string) => ({ id, organization_id: 'org', name: id, starts_on, ends_on });

describe('the default period', () => {
  // The latest first, as the page reads them.
  const periods = [period('q1-2027', '2027-01-01', '2027-03-31'), period('q4-2026', '2026-10-01', '2026-12-31'), period('q3-2026', '2026-07-01', '2026-09-30')];

  it.each([
    ['the one under way', '2026-11-28', 'q4-2026'],
    ['on its first day', '2026-10-01', 'q4-2026'],
    ['on its last day', '2026-12-31', 'q4-2026'],
    ['between periods, the latest begun', '2027-06-01', 'q1-2027'],
    ['before any has begun, the first planned', '2026-01-01', 'q3-2026'],
  ])('is %s', (_case, today, expected) => {
    expect(defaultPeriodId(periods, today)).toBe(expected);
  });

  it('is none without periods', () => {
    expect(defaultPeriodId([], '2026-11-28')).toBeNull();
  });
});

describe('a key result’s progress, as the database computes it', () => {
  it.each([
    ['half way up', { start_value: 0, target_value: 3 }, 1.5, 0.5],
    ['a third of the way, to four places', { start_value: 0, target_value: 3 }, 1, 0.3333],
    ['half way down to a lower target', { start_value: 25, target_value: 5 }, 15, 0.5],
    ['past the target, held at 1', { start_value: 150, target_value: 200 }, 260, 1],
    ['behind the start, held at 0', { start_value: 150, target_value: 200 }, 120, 0],
    ['from a negative start', { start_value: -10, target_value: 10 }, 0, 0.5],
  ])('%s', (_case, keyResult, value, expected) => {
    expect(keyResultProgress(keyResult, value)).toBe(expected);
  });
});

describe('rolling progress up', () => {
  it('averages the progresses there are, to four places', () => {
    expect(meanProgress([0.3333, 0.34])).toBe(0.3367);
    expect(meanProgress([1, null, 0])).toBe(0.5);
  });

  it('has no progress without any', () => {
    expect(meanProgress([])).toBeNull();
    expect(meanProgress([null])).toBeNull();
  });

  it('says a progress as a whole percentage', () => {
    expect([progressPercent(0.3367), progressPercent(1), progressPercent(null)]).toEqual([34, 100, null]);
  });
});

describe('counting and grouping', () => {
  const keyResult = (confidence: 'low' | 'medium' | 'high') => ({ confidence }) as ObjectiveView['keyResults'][number];
  it('counts the key results of every confidence, none left out', () => {
    const objectives = [{ keyResults: [keyResult('high'), keyResult('low')] }, { keyResults: [keyResult('high')] }, { keyResults: [] }] as unknown as ObjectiveView[];
    expect(confidenceCounts(objectives)).toEqual({ low: 1, medium: 0, high: 2 });
  });

  it('groups rows by a key in their order, rows without one under null', () => {
    const groups = groupBy([{ id: 'a', stream: 's1' }, { id: 'b', stream: null }, { id: 'c', stream: 's1' }], (row) => row.stream);
    expect([...groups.entries()].map(([key, rows]) => [key, rows.map((row) => row.id)])).toEqual([
      ['s1', ['a', 'c']],
      [null, ['b']],
    ]);
  });
});
