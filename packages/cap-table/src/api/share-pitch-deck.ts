import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { toastFailure } from '@fikrspace/ui';
import { pitchDeckKeys, pitchDeckMutationKeys } from '../pitch-deck-keys';

export interface PitchDeckShareInput {
  organizationId: string;
  granteeOrganizationId: string;
}

/** Shares the current deck with an accelerator or an investor; the policy checks both the caller and the grantee. */
export async function sharePitchDeck(db: DbClient, input: PitchDeckShareInput, signal?: AbortSignal): Promise<void> {
  let request = db.from('pitch_deck_shares').insert({ organization_id: input.organizationId, grantee_organization_id: input.granteeOrganizationId });
  if (signal) request = request.abortSignal(signal);
  const { error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'pitch_deck_shares' });
}

export const sharePitchDeckMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: pitchDeckMutationKeys.share,
    mutationFn: async (input: PitchDeckShareInput) => sharePitchDeck(await whenDb(), input),
    onSettled: (_nothing, _error, input) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: pitchDeckKeys.grantees(input.organizationId) }), queryClient.invalidateQueries({ queryKey: pitchDeckKeys.candidates(input.organizationId) })]),
  });

export function useSharePitchDeck({ mutationConfig }: { mutationConfig?: MutationConfig<void, PitchDeckShareInput> } = {}) {
  return useMutation(withCallerConfig(sharePitchDeckMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
