import { describe, expect, it } from 'vitest';
import { createQueryClient, getQueryClient, retryDelay, setQueryClient } from './query-client';
import { queryKeys } from './query-keys';

describe('query defaults (spec 000 §9)', () => {
  it('keeps data fresh for 5 minutes, collects it after 5, retries once and ignores window focus', () => {
    const defaults = createQueryClient().getDefaultOptions().queries!;
    expect(defaults.staleTime).toBe(300_000);
    expect(defaults.gcTime).toBe(300_000);
    expect(defaults.retry).toBe(1);
    expect(defaults.refetchOnWindowFocus).toBe(false);
  });

  it.each([
    [0, 1_000],
    [1, 2_000],
    [2, 4_000],
    [4, 16_000],
    [5, 30_000],
    [10, 30_000],
  ])('waits %i -> %i ms before a retry (1 s doubling to 30 s)', (attempt, delay) => {
    expect(retryDelay(attempt)).toBe(delay);
  });

  it('hands out one client per page', () => {
    setQueryClient(null);
    expect(getQueryClient()).toBe(getQueryClient());
  });
});

describe('query keys', () => {
  it('scope organization data under org and the organization id', () => {
    expect(queryKeys.orgScoped('o1', 'members', { page: 2 })).toEqual(['org', 'o1', 'members', { page: 2 }]);
    expect(queryKeys.org('o1')).toEqual(['org', 'o1']);
    expect(queryKeys.meScoped('u1', 'organizations')).toEqual(['me', 'u1', 'organizations']);
  });
});
