import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { toastFailure } from '@fikrspace/ui';
import { pitchDeckKeys, pitchDeckMutationKeys } from '../pitch-deck-keys';

export interface PitchDeckVersionRef {
  id: string;
  organizationId: string;
}

/** Marks one version current; public.set_current_pitch_deck unmarks the other and checks the caller. */
export async function setCurrentPitchDeck(db: DbClient, ref: PitchDeckVersionRef, signal?: AbortSignal): Promise<void> {
  let request = db.rpc('set_current_pitch_deck', { p_version: ref.id });
  if (signal) request = request.abortSignal(signal);
  const { error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { function: 'set_current_pitch_deck', ...ref });
}

export const setCurrentPitchDeckMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: pitchDeckMutationKeys.setCurrent,
    mutationFn: async (ref: PitchDeckVersionRef) => setCurrentPitchDeck(await whenDb(), ref),
    onSuccess: (_nothing, ref) => queryClient.invalidateQueries({ queryKey: pitchDeckKeys.versions(ref.organizationId) }),
  });

export function useSetCurrentPitchDeck({ mutationConfig }: { mutationConfig?: MutationConfig<void, PitchDeckVersionRef> } = {}) {
  return useMutation(withCallerConfig(setCurrentPitchDeckMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
