import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { ServiceError } from '@fikrspace/errors';
import { toastFailure } from '@fikrspace/ui';
import { companyKeys, companyMutationKeys } from '../keys';
import { STARTUP_PROFILE_COLUMNS, type StartupProfile, type StartupProfileRow } from '../model';

export interface SaveStartupProfileInput {
  /** Whose eyes: the organization the viewer works in, whose cached answers the save refreshes. */
  viewerOrganizationId: string;
  /** The whole profile: the first save creates it, every later one replaces it. */
  profile: StartupProfileRow;
}

/**
 * Creates or replaces an organization's profile in one request (an upsert on the organization):
 * the page need not know whether one exists, and two members saving at once cannot both create
 * one. The policies decide who may; a refusal, or a row they did not let through, is an error.
 */
export async function saveStartupProfile(db: DbClient, { profile }: SaveStartupProfileInput, signal?: AbortSignal): Promise<StartupProfile> {
  let request = db.from('startup_profiles').upsert(profile, { onConflict: 'organization_id' }).select(STARTUP_PROFILE_COLUMNS.join(', '));
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.maybeSingle<StartupProfile>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'startup_profiles' });
  if (!data) throw new ServiceError('Permission denied: save on startup_profiles', 'PERMISSION_DENIED', { organizationId: profile.organization_id }, 403);
  return data;
}

export const saveStartupProfileMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: companyMutationKeys.saveProfile,
    mutationFn: async (input: SaveStartupProfileInput) => saveStartupProfile(await whenDb(), input),
    // What the database kept is shown at once; every other read of the viewer's (a directory
    // holding the card, say) is refreshed.
    onSuccess: async (saved, { viewerOrganizationId }) => {
      queryClient.setQueryData(companyKeys.profile(viewerOrganizationId, saved.organization_id), saved);
      await queryClient.invalidateQueries({ queryKey: companyKeys.all(viewerOrganizationId) });
    },
  });

export function useSaveStartupProfile({ mutationConfig }: { mutationConfig?: MutationConfig<StartupProfile, SaveStartupProfileInput> } = {}) {
  return useMutation(withCallerConfig(saveStartupProfileMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
