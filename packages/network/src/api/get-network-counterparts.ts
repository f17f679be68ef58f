import { type QueryConfig, queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import type { DefaultError } from '@tanstack/react-query';
import { networkKeys, type NetworkScope } from '../keys';
import type { NetworkOrganization } from '../model';

/**
 * The names of the platform organizations the startup's relationships name, through
 * `network_counterparts`: a member may not read other organizations' rows, and a card shows whom
 * it is about. Empty for anyone who is not a member.
 */
export async function getNetworkCounterparts(db: DbClient, { organizationId }: Pick<NetworkScope, 'organizationId'>, signal?: AbortSignal): Promise<NetworkOrganization[]> {
  let request = db.rpc('network_counterparts', { p_organization: organizationId });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { function: 'network_counterparts', organizationId });
  return data ?? [];
}

export const networkCounterpartsQueryOptions = (scope: NetworkScope) =>
  queryOptions({
    queryKey: networkKeys.counterparts(scope.viewerOrganizationId, scope.organizationId),
    queryFn: async ({ signal }) => getNetworkCounterparts(await whenDb(), scope, signal),
  });

type CounterpartsKey = ReturnType<typeof networkKeys.counterparts>;

/** Disabled until there is an organization to read for. */
export function useNetworkCounterparts<TData = NetworkOrganization[]>(scope: NetworkScope | null, { queryConfig }: { queryConfig?: QueryConfig<NetworkOrganization[], TData, CounterpartsKey> } = {}) {
  const { queryKey, queryFn } = networkCounterpartsQueryOptions(scope ?? { viewerOrganizationId: '', organizationId: '' });
  return useQuery<NetworkOrganization[], DefaultError, TData, CounterpartsKey>({ queryKey, queryFn, enabled: !!scope, ...queryConfig });
}
