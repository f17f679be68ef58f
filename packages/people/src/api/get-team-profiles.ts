import { queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { isUuid } from '../is-uuid';
import { peopleKeys } from '../keys';
import { TEAM_PROFILE_COLUMNS, type TeamProfile } from '../model';

/**
 * The team's profiles of an organization, one per member who has one. Its own members read them;
 * anyone else gets none (row level security), and a page cannot tell that from a team without
 * profiles, nor needs to.
 */
export async function getTeamProfiles(db: DbClient, organizationId: string, signal?: AbortSignal): Promise<TeamProfile[]> {
  if (!isUuid(organizationId)) return [];
  let request = db.from('team_member_profiles').select(TEAM_PROFILE_COLUMNS.join(', ')).eq('organization_id', organizationId);
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.returns<TeamProfile[]>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'team_member_profiles', organizationId });
  return data ?? [];
}

/** Also the route prefetch of a page that shows the team, so data and page code download together. */
export const teamProfilesQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: peopleKeys.teamProfiles(organizationId),
    queryFn: async ({ signal }) => getTeamProfiles(await whenDb(), organizationId, signal),
  });

export function useTeamProfiles(organizationId: string) {
  return useQuery({ ...teamProfilesQueryOptions(organizationId), enabled: isUuid(organizationId) });
}
