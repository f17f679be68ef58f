import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { ServiceError } from '@fikrspace/errors';
import { toastFailure } from '@fikrspace/ui';
import { pitchDeckKeys, pitchDeckMutationKeys } from '../pitch-deck-keys';
import type { PitchDeckShareInput } from './share-pitch-deck';

/** Stops sharing with a grantee: its members lose the deck from their next request. */
export async function unsharePitchDeck(db: DbClient, input: PitchDeckShareInput, signal?: AbortSignal): Promise<void> {
  let request = db.from('pitch_deck_shares').delete().eq('organization_id', input.organizationId).eq('grantee_organization_id', input.granteeOrganizationId).select('id');
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'pitch_deck_shares' });
  if (!data?.length) throw new ServiceError('Permission denied: delete on pitch_deck_shares', 'PERMISSION_DENIED', { ...input }, 403);
}

export const unsharePitchDeckMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: pitchDeckMutationKeys.unshare,
    mutationFn: async (input: PitchDeckShareInput) => unsharePitchDeck(await whenDb(), input),
    onSettled: (_nothing, _error, input) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: pitchDeckKeys.grantees(input.organizationId) }), queryClient.invalidateQueries({ queryKey: pitchDeckKeys.candidates(input.organizationId) })]),
  });

export function useUnsharePitchDeck({ mutationConfig }: { mutationConfig?: MutationConfig<void, PitchDeckShareInput> } = {}) {
  return useMutation(withCallerConfig(unsharePitchDeckMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
