import { QueryClient } from '@tanstack/react-query';

/** Spec 000 §9 "Data cache" and "Query": the limits every query of the platform shares. */
export const QUERY_STALE_TIME_MS = 5 * 60_000;
export const QUERY_GC_TIME_MS = 5 * 60_000;
export const QUERY_RETRIES = 1;
export const RETRY_BASE_DELAY_MS = 1_000;
export const RETRY_MAX_DELAY_MS = 30_000;

/** 1 s, doubling, at most 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** attempt, RETRY_MAX_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        retry: QUERY_RETRIES,
        retryDelay,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: 0 },
    },
  });
}

let current: QueryClient | null = null;

/**
 * The page's one QueryClient. This package is a federation singleton, so the shell's provider and
 * every remote's hooks share one cache: switching organization clears it once for everybody.
 */
export function getQueryClient(): QueryClient {
  current ??= createQueryClient();
  return current;
}

/** Replaces the page's client (tests). */
export function setQueryClient(client: QueryClient | null): void {
  current = client;
}
