import { type QueryConfig, queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { keepPreviousData, type DefaultError } from '@tanstack/react-query';
import { metricKeys, type MetricsScope } from '../keys';
import { CANDIDATE_LIMIT, type GranteeCandidate } from '../model';

export interface GetGranteeCandidatesInput {
  organizationId: string;
  /** Part of a name; empty lists the first ones by name. */
  search: string;
  limit?: number;
}

/**
 * Accelerators, investors and government bodies the company may grant its metrics to, by name,
 * through `data_share_grantee_candidates`: organizations are otherwise visible only to their
 * members, and it gives no more than a name, a type and a place. Empty for a member who may not
 * share the company's metrics.
 */
export async function getGranteeCandidates(db: DbClient, { organizationId, search, limit = CANDIDATE_LIMIT }: GetGranteeCandidatesInput, signal?: AbortSignal): Promise<GranteeCandidate[]> {
  let request = db.rpc('data_share_grantee_candidates', { p_organization: organizationId, p_search: search.trim(), p_limit: limit });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { function: 'data_share_grantee_candidates', organizationId });
  return data ?? [];
}

export const granteeCandidatesQueryOptions = (scope: MetricsScope, search: string) =>
  queryOptions({
    queryKey: metricKeys.candidates(scope.viewerOrganizationId, scope.organizationId, search.trim()),
    queryFn: async ({ signal }) => getGranteeCandidates(await whenDb(), { organizationId: scope.organizationId, search }, signal),
    // The list stays while the next search's answer comes.
    placeholderData: keepPreviousData,
  });

type CandidatesKey = ReturnType<typeof metricKeys.candidates>;

/** Disabled until there is an organization to read for, or when the caller says so. */
export function useGranteeCandidates<TData = GranteeCandidate[]>(scope: MetricsScope | null, search: string, { queryConfig }: { queryConfig?: QueryConfig<GranteeCandidate[], TData, CandidatesKey> } = {}) {
  const { queryKey, queryFn, placeholderData } = granteeCandidatesQueryOptions(scope ?? { viewerOrganizationId: '', organizationId: '' }, search);
  return useQuery<GranteeCandidate[], DefaultError, TData, CandidatesKey>({ queryKey, queryFn, placeholderData, ...queryConfig, enabled: !!scope && (queryConfig?.enabled ?? true) });
}
