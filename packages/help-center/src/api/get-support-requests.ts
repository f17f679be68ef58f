import { type QueryConfig, queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import type { DefaultError } from '@tanstack/react-query';
import { helpCenterKeys, type HelpCenterScope } from '../keys';
import { SUPPORT_REQUEST_COLUMNS, type SupportRequest } from '../model';

/** The most requests a page lists: years of a busy organization's. */
export const REQUESTS_SHOWN = 200;

const SELECT = `${SUPPORT_REQUEST_COLUMNS.join(', ')}, author:users(first_name, last_name)`;

/**
 * The organization's support requests, newest first, each with its author's name (colleagues
 * read each other). Row level security answers: a member reads their organization's, anyone
 * else none.
 */
export async function getSupportRequests(db: DbClient, { organizationId }: Pick<HelpCenterScope, 'organizationId'>, signal?: AbortSignal): Promise<SupportRequest[]> {
  let request = db.from('support_requests').select(SELECT).eq('organization_id', organizationId).order('created_at', { ascending: false }).order('id').limit(REQUESTS_SHOWN);
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.returns<SupportRequest[]>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'support_requests', organizationId });
  return data ?? [];
}

export const supportRequestsQueryOptions = (scope: HelpCenterScope) =>
  queryOptions({
    queryKey: helpCenterKeys.supportRequests(scope.viewerOrganizationId, scope.organizationId),
    queryFn: async ({ signal }) => getSupportRequests(await whenDb(), scope, signal),
  });

type SupportRequestsKey = ReturnType<typeof helpCenterKeys.supportRequests>;

/** Disabled until there is an organization to read for. */
export function useSupportRequests<TData = SupportRequest[]>(scope: HelpCenterScope | null, { queryConfig }: { queryConfig?: QueryConfig<SupportRequest[], TData, SupportRequestsKey> } = {}) {
  const { queryKey, queryFn } = supportRequestsQueryOptions(scope ?? { viewerOrganizationId: '', organizationId: '' });
  return useQuery<SupportRequest[], DefaultError, TData, SupportRequestsKey>({ queryKey, queryFn, enabled: !!scope, ...queryConfig });
}
