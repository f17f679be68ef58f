import { type QueryConfig, queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import type { DefaultError } from '@tanstack/react-query';
import { metricKeys, type MetricsScope } from '../keys';
import type { GranteeCandidate } from '../model';

/**
 * The organizations the company has granted its metrics to, now or before, by name, through
 * `data_share_grantees`: members may not read those organizations' rows, and the grants and
 * their log need their names. Empty for a caller who does not read the company's metrics.
 */
export async function getDataShareGrantees(db: DbClient, { organizationId }: { organizationId: string }, signal?: AbortSignal): Promise<GranteeCandidate[]> {
  let request = db.rpc('data_share_grantees', { p_organization: organizationId });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { function: 'data_share_grantees', organizationId });
  return data ?? [];
}

export const dataShareGranteesQueryOptions = (scope: MetricsScope) =>
  queryOptions({
    queryKey: metricKeys.grantees(scope.viewerOrganizationId, scope.organizationId),
    queryFn: async ({ signal }) => getDataShareGrantees(await whenDb(), { organizationId: scope.organizationId }, signal),
  });

type GranteesKey = ReturnType<typeof metricKeys.grantees>;

export function useDataShareGrantees<TData = GranteeCandidate[]>(scope: MetricsScope | null, { queryConfig }: { queryConfig?: QueryConfig<GranteeCandidate[], TData, GranteesKey> } = {}) {
  const { queryKey, queryFn } = dataShareGranteesQueryOptions(scope ?? { viewerOrganizationId: '', organizationId: '' });
  return useQuery<GranteeCandidate[], DefaultError, TData, GranteesKey>({ queryKey, queryFn, ...queryConfig, enabled: !!scope && (queryConfig?.enabled ?? true) });
}
