import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { ServiceError } from '@fikrspace/errors';
import { toastFailure } from '@fikrspace/ui';
import { peopleKeys, peopleMutationKeys } from '../keys';
import { TEAM_PROFILE_COLUMNS, type OwnProfileFields, type TeamProfile, type TeamStandingFields } from '../model';

export interface SaveTeamProfileInput {
  organizationId: string;
  /** Whose profile: the member's own, or anyone's for a member who may update the organization. */
  userId: string;
  /**
   * What the form changed. The equity role and the joining date are sent only by members who may
   * update the organization: the database refuses them from anyone else, even unchanged.
   */
  fields: OwnProfileFields & Partial<TeamStandingFields>;
}

/**
 * Creates or changes one member's profile in one request (an upsert on the membership): the page
 * need not know whether the member has one yet. The policies and the table's trigger decide who
 * may write what; a refusal, or a row they did not let through, is an error.
 */
export async function saveTeamProfile(db: DbClient, { organizationId, userId, fields }: SaveTeamProfileInput, signal?: AbortSignal): Promise<TeamProfile> {
  let request = db
    .from('team_member_profiles')
    .upsert({ organization_id: organizationId, user_id: userId, ...fields }, { onConflict: 'organization_id,user_id' })
    .select(TEAM_PROFILE_COLUMNS.join(', '));
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.maybeSingle<TeamProfile>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'team_member_profiles' });
  if (!data) throw new ServiceError('Permission denied: save on team_member_profiles', 'PERMISSION_DENIED', { organizationId, userId }, 403);
  return data;
}

export const saveTeamProfileMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: peopleMutationKeys.saveTeamProfile,
    mutationFn: async (input: SaveTeamProfileInput) => saveTeamProfile(await whenDb(), input),
    // What the database kept is shown at once; every other read of the team is refreshed.
    onSuccess: async (saved) => {
      queryClient.setQueryData<TeamProfile[]>(peopleKeys.teamProfiles(saved.organization_id), (profiles = []) => [...profiles.filter((profile) => profile.user_id !== saved.user_id), saved]);
      await queryClient.invalidateQueries({ queryKey: peopleKeys.all(saved.organization_id) });
    },
  });

export function useSaveTeamProfile({ mutationConfig }: { mutationConfig?: MutationConfig<TeamProfile, SaveTeamProfileInput> } = {}) {
  return useMutation(withCallerConfig(saveTeamProfileMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
