import { type QueryConfig, queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { keepPreviousData, type DefaultError } from '@tanstack/react-query';
import { networkKeys, type NetworkScope } from '../keys';
import { CANDIDATE_LIMIT, type NetworkOrganization } from '../model';

export interface FindNetworkCandidatesInput {
  organizationId: string;
  /** Part of a name, in any case; empty lists the first ones by name. */
  search: string;
}

/**
 * The platform organizations a relationship may name (every one that is not a startup), found
 * by part of their name through `network_counterpart_candidates`. Empty for a member who may not
 * keep the network.
 */
export async function findNetworkCandidates(db: DbClient, { organizationId, search }: FindNetworkCandidatesInput, signal?: AbortSignal): Promise<NetworkOrganization[]> {
  let request = db.rpc('network_counterpart_candidates', { p_organization: organizationId, p_search: search.trim(), p_limit: CANDIDATE_LIMIT });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { function: 'network_counterpart_candidates', organizationId });
  return data ?? [];
}

export const networkCandidatesQueryOptions = (scope: NetworkScope, search: string) =>
  queryOptions({
    queryKey: networkKeys.candidates(scope.viewerOrganizationId, scope.organizationId, search.trim().toLowerCase()),
    queryFn: async ({ signal }) => findNetworkCandidates(await whenDb(), { organizationId: scope.organizationId, search }, signal),
    // The choices stay on screen while the next search's answer comes.
    placeholderData: keepPreviousData,
  });

type CandidatesKey = ReturnType<typeof networkKeys.candidates>;

export function useNetworkCandidates<TData = NetworkOrganization[]>(scope: NetworkScope, search: string, { queryConfig }: { queryConfig?: QueryConfig<NetworkOrganization[], TData, CandidatesKey> } = {}) {
  const { queryKey, queryFn, placeholderData } = networkCandidatesQueryOptions(scope, search);
  return useQuery<NetworkOrganization[], DefaultError, TData, CandidatesKey>({ queryKey, queryFn, placeholderData, ...queryConfig });
}
