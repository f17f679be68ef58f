// @vitest-environment jsdom
import { setDb } from '@fikrspace/db';
import { createFakeDb } from '@fikrspace/db/testing';
import { ORG } from '@fikrspace/db/testing/demo-ids';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { metricSeriesQueryOptions, useMetricSeries } from './get-metric-series';

/**
 * How long a series read stays fresh: the company's own figures as long as the client keeps any
 * read (the route's prefetch serves the page), another company's never (a revoked grant must not
 * show from the cache).
 */

const QUERY = { from: '2025-11-01', to: '2026-10-01' };

async function readTwice(viewerOrganizationId: string) {
  const fake = createFakeDb({ rpc: { metric_series: () => [{ metric_key: 'revenue', period: '2026-10-01', value: 1 }] } });
  setDb(fake.db);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 5 * 60_000 } } });
  const scope = { viewerOrganizationId, organizationId: ORG.fikrLabs };
  await client.prefetchQuery(metricSeriesQueryOptions(scope, QUERY));
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useMetricSeries(scope, QUERY), { wrapper });
  await waitFor(() => expect(result.current.isFetching).toBe(false));
  return fake.calls.filter((call) => call.rpc === 'metric_series').length;
}

afterEach(() => {
  cleanup();
  setDb(null);
});

describe('a series read', () => {
  it('of the company’s own figures is served from the prefetch, not asked again on mount', async () => {
    expect(await readTwice(ORG.fikrLabs)).toBe(1);
  });

  it('of another company’s figures is asked again whenever it is shown', async () => {
    expect(await readTwice(ORG.oasisVentures)).toBe(2);
  });
});
