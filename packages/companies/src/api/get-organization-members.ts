import { queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { companyKeys, type CompanyScope } from '../keys';
import type { OrganizationMember } from '../model';

/**
 * The organization's members by name, sorted: who may own a milestone, and how an owner is
 * named. A member reads their fellow members and the profiles of their colleagues; a membership
 * whose profile the caller may not read names nobody, and is left out.
 */
export async function getOrganizationMembers(db: DbClient, { organizationId }: Pick<CompanyScope, 'organizationId'>, signal?: AbortSignal): Promise<OrganizationMember[]> {
  let request = db.from('organization_members').select('user_id, user:users(id, first_name, last_name, email)').eq('organization_id', organizationId);
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'organization_members', organizationId });
  const members = (data ?? []).flatMap(({ user_id: userId, user }) => {
    if (!user) return [];
    const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
    return [{ userId, name: name || user.email || userId }];
  });
  return members.sort((a, b) => a.name.localeCompare(b.name) || a.userId.localeCompare(b.userId));
}

export const organizationMembersQueryOptions = (scope: CompanyScope) =>
  queryOptions({
    queryKey: companyKeys.members(scope.viewerOrganizationId, scope.organizationId),
    queryFn: async ({ signal }) => getOrganizationMembers(await whenDb(), scope, signal),
  });

/** Disabled until there is an organization to read for. */
export function useOrganizationMembers(scope: CompanyScope | null) {
  return useQuery({ ...organizationMembersQueryOptions(scope ?? { viewerOrganizationId: '', organizationId: '' }), enabled: !!scope });
}
