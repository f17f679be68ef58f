import { describe, expect, it } from 'vitest';
import { pivotByDay } from './pivot-by-day';
import { rangeFor } from './date-range';

describe('events by day', () => {
  it('makes one row per day with a column per event type, zeros where nothing happened', () => {
    const pivot = pivotByDay(
      [
        { day: '2026-11-22', eventType: 'page_view', count: 5 },
        { day: '2026-11-24', eventType: 'page_view', count: 2 },
        { day: '2026-11-24', eventType: 'web_vital', count: 7 },
      ],
      { from: '2026-11-21T12:00:00.000Z', to: '2026-11-24T12:00:00.000Z' },
    );
    expect(pivot.types).toEqual(['page_view', 'web_vital']);
    expect(pivot.days).toEqual([
      { day: '2026-11-21', page_view: 0, web_vital: 0 },
      { day: '2026-11-22', page_view: 5, web_vital: 0 },
      { day: '2026-11-23', page_view: 0, web_vital: 0 },
      { day: '2026-11-24', page_view: 2, web_vital: 7 },
    ]);
  });

  it.each([1, 7, 30, 90])('a %i-day range ends now, to the minute', (days) => {
    const now = Date.parse('2026-11-24T10:15:30Z');
    const { from, to } = rangeFor(days, now);
    expect(to).toBe('2026-11-24T10:16:00.000Z');
    expect(Date.parse(to) - Date.parse(from)).toBe(days * 86_400_000);
  });
});
