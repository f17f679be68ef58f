import { queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { isUuid } from '../is-uuid';
import { peopleKeys } from '../keys';

export interface TeamRole {
  userId: string;
  /** The matrix role (spec 001 §6.2). */
  role: string;
  grantedBy: string | null;
  grantedAt: string;
}

/**
 * The active matrix role of each member the caller may see (their own, or everyone's for the
 * organization's access viewers). At most one row per member is active.
 */
export async function getTeamRoles(db: DbClient, organizationId: string, signal?: AbortSignal): Promise<TeamRole[]> {
  if (!isUuid(organizationId)) return [];
  let request = db.from('organisation_roles').select('user_id, role, granted_by, created_at').eq('organization_id', organizationId).eq('is_active', true);
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'organisation_roles', organizationId });
  return data.map((row) => ({ userId: row.user_id, role: row.role, grantedBy: row.granted_by, grantedAt: row.created_at }));
}

export const teamRolesQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: peopleKeys.roles(organizationId),
    queryFn: async ({ signal }) => getTeamRoles(await whenDb(), organizationId, signal),
  });

export function useTeamRoles(organizationId: string) {
  return useQuery(teamRolesQueryOptions(organizationId));
}
