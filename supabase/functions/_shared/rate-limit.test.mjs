import { describe, expect, it } from 'vitest';
import { createIngestLimits, createRateLimit } from './rate-limit.js';

describe('a fixed-window limit', () => {
  const T = 1_000_000;

  it.each([
    { name: 'single requests up to the limit', costs: [1, 1, 1, 1], allowed: [true, true, true, false] },
    { name: 'a batch that fits exactly', costs: [2, 1], allowed: [true, true] },
    { name: 'a batch bigger than what is left, then one that fits', costs: [2, 2, 1], allowed: [true, false, true] },
    { name: 'a batch bigger than the limit', costs: [4, 3], allowed: [false, true] },
  ])('counts $name', ({ costs, allowed }) => {
    const take = createRateLimit({ limit: 3, windowMs: 60_000 });
    expect(costs.map((cost) => take('k', cost, T).allowed)).toEqual(allowed);
  });

  it('says when to retry and starts a fresh window after it', () => {
    const take = createRateLimit({ limit: 1, windowMs: 60_000 });
    expect(take('k', 1, T)).toEqual({ allowed: true });
    expect(take('k', 1, T + 20_000)).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(take('other', 1, T + 20_000)).toEqual({ allowed: true });
    expect(take('k', 1, T + 60_000)).toEqual({ allowed: true });
  });
});

describe('the ingest limits', () => {
  it('keeps the caller and the address apart', () => {
    const limits = createIngestLimits({ perCaller: 2, perAddress: 3 });
    expect([1, 2].map(() => limits.caller('user:a', 1).allowed)).toEqual([true, true]);
    expect(limits.caller('user:a', 1).allowed).toBe(false);
    expect(limits.caller('user:b', 1).allowed).toBe(true);
    expect([1, 2, 3, 4].map(() => limits.address('address:198.18.0.1', 1).allowed)).toEqual([true, true, true, false]);
  });
});
