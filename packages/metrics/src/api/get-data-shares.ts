import { type QueryConfig, queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import type { DefaultError } from '@tanstack/react-query';
import { metricKeys, type MetricsScope } from '../keys';
import { DATA_SHARE_COLUMNS, type DataShare } from '../model';

/**
 * The company's live grants (not revoked; an expired one is still listed, as expired), newest
 * first. The company's metric readers and the grantee's members read them.
 */
export async function getDataShares(db: DbClient, { organizationId }: { organizationId: string }, signal?: AbortSignal): Promise<DataShare[]> {
  let request = db.from('data_shares').select(DATA_SHARE_COLUMNS.join(', ')).eq('organization_id', organizationId).is('revoked_at', null).order('granted_at', { ascending: false });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.returns<DataShare[]>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'data_shares', organizationId });
  return data ?? [];
}

export const dataSharesQueryOptions = (scope: MetricsScope) =>
  queryOptions({
    queryKey: metricKeys.shares(scope.viewerOrganizationId, scope.organizationId),
    queryFn: async ({ signal }) => getDataShares(await whenDb(), scope, signal),
  });

type SharesKey = ReturnType<typeof metricKeys.shares>;

/** Disabled until there is an organization to read for. */
export function useDataShares<TData = DataShare[]>(scope: MetricsScope | null, { queryConfig }: { queryConfig?: QueryConfig<DataShare[], TData, SharesKey> } = {}) {
  const { queryKey, queryFn } = dataSharesQueryOptions(scope ?? { viewerOrganizationId: '', organizationId: '' });
  return useQuery<DataShare[], DefaultError, TData, SharesKey>({ queryKey, queryFn, enabled: !!scope, ...queryConfig });
}
