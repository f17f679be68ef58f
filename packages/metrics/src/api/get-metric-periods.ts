import { type QueryConfig, queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import type { DefaultError } from '@tanstack/react-query';
import { metricKeys, type MetricsScope } from '../keys';
import { METRIC_PERIOD_COLUMNS, type MetricPeriod } from '../model';

/**
 * The company's months, newest first, each a draft or submitted. A month exists once it has had a
 * value; only members who read metrics see them (a grantee reads values, not the workflow).
 */
export async function getMetricPeriods(db: DbClient, { organizationId }: { organizationId: string }, signal?: AbortSignal): Promise<MetricPeriod[]> {
  let request = db.from('metric_periods').select(METRIC_PERIOD_COLUMNS.join(', ')).eq('organization_id', organizationId).order('period', { ascending: false });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.returns<MetricPeriod[]>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'metric_periods', organizationId });
  return data ?? [];
}

export const metricPeriodsQueryOptions = (scope: MetricsScope) =>
  queryOptions({
    queryKey: metricKeys.periods(scope.viewerOrganizationId, scope.organizationId),
    queryFn: async ({ signal }) => getMetricPeriods(await whenDb(), scope, signal),
  });

type PeriodsKey = ReturnType<typeof metricKeys.periods>;

/** Disabled until there is an organization to read for. */
export function useMetricPeriods<TData = MetricPeriod[]>(scope: MetricsScope | null, { queryConfig }: { queryConfig?: QueryConfig<MetricPeriod[], TData, PeriodsKey> } = {}) {
  const { queryKey, queryFn } = metricPeriodsQueryOptions(scope ?? { viewerOrganizationId: '', organizationId: '' });
  return useQuery<MetricPeriod[], DefaultError, TData, PeriodsKey>({ queryKey, queryFn, enabled: !!scope, ...queryConfig });
}
