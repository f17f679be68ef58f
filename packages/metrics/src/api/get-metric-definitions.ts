import { type QueryConfig, queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import type { DefaultError } from '@tanstack/react-query';
import { requireOrganizationId } from './organization-id';
import { metricKeys, type MetricsScope } from '../keys';
import { METRIC_DEFINITION_COLUMNS, sortDefinitions, type MetricDefinition } from '../model';

/**
 * The catalogue and the company's own metrics, in the catalogue's order. Row level security
 * gives every signed-in user the catalogue, and a company's own metrics to its members and to
 * the grantees they are shared with.
 */
export async function getMetricDefinitions(db: DbClient, { organizationId }: { organizationId: string }, signal?: AbortSignal): Promise<MetricDefinition[]> {
  // The id goes into a filter expression: only an id may.
  requireOrganizationId(organizationId);
  let request = db
    .from('metric_definitions')
    .select(METRIC_DEFINITION_COLUMNS.join(', '))
    .or(`organization_id.is.null,organization_id.eq.${organizationId}`)
    .order('position')
    .order('key');
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.returns<MetricDefinition[]>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'metric_definitions', organizationId });
  return sortDefinitions(data ?? []);
}

export const metricDefinitionsQueryOptions = (scope: MetricsScope) =>
  queryOptions({
    queryKey: metricKeys.definitions(scope.viewerOrganizationId, scope.organizationId),
    queryFn: async ({ signal }) => getMetricDefinitions(await whenDb(), scope, signal),
    // The catalogue changes with a release, a company's own metrics rarely.
    staleTime: 30 * 60_000,
  });

type DefinitionsKey = ReturnType<typeof metricKeys.definitions>;

/** Disabled until there is an organization to read for. */
export function useMetricDefinitions<TData = MetricDefinition[]>(scope: MetricsScope | null, { queryConfig }: { queryConfig?: QueryConfig<MetricDefinition[], TData, DefinitionsKey> } = {}) {
  const { queryKey, queryFn, staleTime } = metricDefinitionsQueryOptions(scope ?? { viewerOrganizationId: '', organizationId: '' });
  return useQuery<MetricDefinition[], DefaultError, TData, DefinitionsKey>({ queryKey, queryFn, staleTime, enabled: !!scope, ...queryConfig });
}
