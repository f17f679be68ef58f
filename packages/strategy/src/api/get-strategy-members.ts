import { queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { strategyKeys } from '../keys';
import type { StrategyMember } from '../model';
import { withSignal } from './with-signal';

/**
 * The organization's members by name, sorted: who may own an objective, and how an owner is
 * named. A membership whose profile the caller may not read names nobody, and is left out.
 */
export async function getStrategyMembers(db: DbClient, { organizationId }: { organizationId: string }, signal?: AbortSignal): Promise<StrategyMember[]> {
  const request = db.from('organization_members').select('user_id, user:users(id, first_name, last_name, email)').eq('organization_id', organizationId);
  const { data, error } = await withSignal(request, signal);
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'organization_members', organizationId });
  const members = (data ?? []).flatMap(({ user_id: userId, user }) => {
    if (!user) return [];
    const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
    return [{ userId, name: name || user.email || userId }];
  });
  return members.sort((a, b) => a.name.localeCompare(b.name) || a.userId.localeCompare(b.userId));
}

export const strategyMembersQueryOptions = (query: { organizationId: string }) =>
  queryOptions({
    queryKey: strategyKeys.members(query.organizationId),
    queryFn: async ({ signal }) => getStrategyMembers(await whenDb(), query, signal),
  });

/** Disabled until there is an organization. */
export function useStrategyMembers(organizationId: string | null) {
  return useQuery({ ...strategyMembersQueryOptions({ organizationId: organizationId ?? '' }), enabled: !!organizationId });
}
