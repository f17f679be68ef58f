import { type QueryConfig, queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient, type Database } from '@fikrspace/db';
import type { DefaultError } from '@tanstack/react-query';
import { metricKeys } from '../keys';

/** A company that grants the caller's organization its metrics, and what it grants. */
export type SharedCompany = Database['public']['Functions']['metric_shares_with_me']['Returns'][number];

/**
 * The companies that grant the caller's organizations their metrics, by name, through
 * `metric_shares_with_me`: a grantee may not read the company's own row. Never a government
 * body's grants: it reads aggregates only.
 */
export async function getMetricSharesWithMe(db: DbClient, signal?: AbortSignal): Promise<SharedCompany[]> {
  let request = db.rpc('metric_shares_with_me');
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { function: 'metric_shares_with_me' });
  return data ?? [];
}

/** Always read afresh: a revocation must show on the next visit, not after a cache's lifetime. */
export const metricSharesWithMeQueryOptions = (viewerOrganizationId: string) =>
  queryOptions({
    queryKey: metricKeys.sharedWithMe(viewerOrganizationId),
    queryFn: async ({ signal }) => getMetricSharesWithMe(await whenDb(), signal),
    staleTime: 0,
  });

type SharedWithMeKey = ReturnType<typeof metricKeys.sharedWithMe>;

export function useMetricSharesWithMe<TData = SharedCompany[]>(viewerOrganizationId: string | null, { queryConfig }: { queryConfig?: QueryConfig<SharedCompany[], TData, SharedWithMeKey> } = {}) {
  const { queryKey, queryFn, staleTime } = metricSharesWithMeQueryOptions(viewerOrganizationId ?? '');
  return useQuery<SharedCompany[], DefaultError, TData, SharedWithMeKey>({ queryKey, queryFn, staleTime, ...queryConfig, enabled: !!viewerOrganizationId && (queryConfig?.enabled ?? true) });
}
