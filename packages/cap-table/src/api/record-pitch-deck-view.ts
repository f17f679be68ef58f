import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { toastFailure } from '@fikrspace/ui';
import { pitchDeckKeys, pitchDeckMutationKeys } from '../pitch-deck-keys';

export interface PitchDeckViewInput {
  versionId: string;
  /** The deck's organization, whose view log this adds to. */
  organizationId: string;
}

/** Logs that the caller opened a version in the page; the database checks they may view it. */
export async function recordPitchDeckView(db: DbClient, { versionId }: PitchDeckViewInput, signal?: AbortSignal): Promise<void> {
  let request = db.rpc('record_pitch_deck_view', { p_version: versionId });
  if (signal) request = request.abortSignal(signal);
  const { error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { function: 'record_pitch_deck_view', versionId });
}

export const recordPitchDeckViewMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: pitchDeckMutationKeys.recordView,
    mutationFn: async (input: PitchDeckViewInput) => recordPitchDeckView(await whenDb(), input),
    onSuccess: (_nothing, input) => queryClient.invalidateQueries({ queryKey: pitchDeckKeys.views(input.organizationId) }),
  });

export function useRecordPitchDeckView({ mutationConfig }: { mutationConfig?: MutationConfig<void, PitchDeckViewInput> } = {}) {
  return useMutation(withCallerConfig(recordPitchDeckViewMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
