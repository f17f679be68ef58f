import { type QueryConfig, queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { keepPreviousData, type DefaultError } from '@tanstack/react-query';
import { metricKeys, type MetricsScope, type SeriesQuery } from '../keys';
import type { MetricPoint } from '../model';

export interface GetMetricSeriesInput extends SeriesQuery {
  organizationId: string;
}

/**
 * A company's values of the months asked, reported and derived (runway, MRR growth, burn
 * multiple), through `metric_series`: the database computes the derived ones and leaves out what
 * the caller may not read (a member reads all; a grantee what was granted), and records a
 * grantee's read for the company to see. Never read from the tables directly.
 */
export async function getMetricSeries(db: DbClient, { organizationId, from, to }: GetMetricSeriesInput, signal?: AbortSignal): Promise<MetricPoint[]> {
  let request = db.rpc('metric_series', { p_organization: organizationId, p_from: from, p_to: to });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { function: 'metric_series', organizationId, from, to });
  // numeric arrives as a number from PostgREST, but as a string from some proxies: one shape here.
  return (data ?? []).map((point) => ({ ...point, value: Number(point.value) }));
}

/** Also the route prefetch of the metrics page, so its data and its code download together. */
export const metricSeriesQueryOptions = (scope: MetricsScope, query: SeriesQuery) =>
  queryOptions({
    queryKey: metricKeys.series(scope.viewerOrganizationId, scope.organizationId, query),
    queryFn: async ({ signal }) => getMetricSeries(await whenDb(), { organizationId: scope.organizationId, ...query }, signal),
    // The chart stays on screen while a longer range loads.
    placeholderData: keepPreviousData,
    // Another company's figures are read afresh every time and kept no longer than they are on
    // screen: a revoked grant must not go on showing from the cache.
    ...(isGrantee(scope) ? { staleTime: 0, gcTime: 0 } : {}),
  });

/** Whether the viewer reads another company's figures, by its grant. */
export const isGrantee = (scope: MetricsScope) => scope.viewerOrganizationId !== scope.organizationId;

type SeriesKey = ReturnType<typeof metricKeys.series>;

/** Disabled until there is an organization to read for. */
export function useMetricSeries<TData = MetricPoint[]>(scope: MetricsScope | null, query: SeriesQuery, { queryConfig }: { queryConfig?: QueryConfig<MetricPoint[], TData, SeriesKey> } = {}) {
  const { queryKey, queryFn, placeholderData, staleTime, gcTime } = metricSeriesQueryOptions(scope ?? { viewerOrganizationId: '', organizationId: '' }, query);
  // Only a grantee's read sets its times: an option given as undefined would override the
  // client's default freshness with none, and every view of the company's own figures would ask
  // again for what the route's prefetch had just brought.
  const freshness = staleTime === undefined ? {} : { staleTime, gcTime };
  return useQuery<MetricPoint[], DefaultError, TData, SeriesKey>({ queryKey, queryFn, placeholderData, ...freshness, enabled: !!scope, ...queryConfig });
}
