import { queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { isUuid } from '../is-uuid';
import { peopleKeys } from '../keys';

export interface TeamMember {
  userId: string;
  email: string | null;
  /** First and last name, or the e-mail address when the profile has no name. */
  name: string;
  /**
   * The member's picture (a public address in the avatars bucket); none shows their initials.
   * Optional: an app bundling an earlier version of this package caches members without it.
   */
  avatarUrl?: string | null;
  isActive: boolean;
  /** The platform-wide role (owner, manager, user ...), as the database names and displays it. */
  enterpriseRole: { name: string; displayName: string } | null;
  joinedAt: string;
}

const COLUMNS = 'user_id, created_at, user:users(id, email, first_name, last_name, avatar_url, is_active, enterprise_role:enterprise_roles(name, display_name))';

/** The organization's members with their profiles, by name. */
export async function getTeamMembers(db: DbClient, organizationId: string, signal?: AbortSignal): Promise<TeamMember[]> {
  if (!isUuid(organizationId)) return [];
  let request = db.from('organization_members').select(COLUMNS).eq('organization_id', organizationId);
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'organization_members', organizationId });
  const members: TeamMember[] = [];
  for (const row of data) {
    // A membership whose profile the caller may not read says nothing worth showing.
    if (!row.user) continue;
    const name = [row.user.first_name, row.user.last_name].filter(Boolean).join(' ');
    members.push({
      userId: row.user_id,
      email: row.user.email,
      name: name || row.user.email || row.user_id,
      avatarUrl: row.user.avatar_url,
      isActive: row.user.is_active,
      enterpriseRole: row.user.enterprise_role ? { name: row.user.enterprise_role.name, displayName: row.user.enterprise_role.display_name } : null,
      joinedAt: row.created_at,
    });
  }
  return members.sort((a, b) => a.name.localeCompare(b.name) || a.userId.localeCompare(b.userId));
}

export const teamMembersQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: peopleKeys.members(organizationId),
    queryFn: async ({ signal }) => getTeamMembers(await whenDb(), organizationId, signal),
  });

export function useTeamMembers(organizationId: string) {
  return useQuery(teamMembersQueryOptions(organizationId));
}
