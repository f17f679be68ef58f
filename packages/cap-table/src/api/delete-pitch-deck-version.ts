import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { ServiceError } from '@fikrspace/errors';
import { toastFailure } from '@fikrspace/ui';
import { pitchDeckKeys, pitchDeckMutationKeys } from '../pitch-deck-keys';
import { PITCH_DECK_BUCKET } from '../pitch-deck-model';

export interface PitchDeckVersionToDelete {
  id: string;
  organizationId: string;
  objectPath: string;
}

/**
 * Removes a version and its file. The row goes first: a refusal (documents:delete) then leaves
 * both in place. The same right removes the object; should that fail, the file is left without a
 * version, which no page lists and no grantee can read.
 */
export async function deletePitchDeckVersion(db: DbClient, ref: PitchDeckVersionToDelete, signal?: AbortSignal): Promise<void> {
  let request = db.from('pitch_deck_versions').delete().eq('id', ref.id).eq('organization_id', ref.organizationId).select('id');
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'pitch_deck_versions' });
  if (!data?.length) throw new ServiceError('Permission denied: delete on pitch_deck_versions', 'PERMISSION_DENIED', { id: ref.id, organizationId: ref.organizationId }, 403);
  const removed = await db.storage.from(PITCH_DECK_BUCKET).remove([ref.objectPath]);
  if (removed.error) throw new ServiceError(removed.error.message, 'DATABASE_ERROR', { bucket: PITCH_DECK_BUCKET, path: ref.objectPath });
}

export const deletePitchDeckVersionMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: pitchDeckMutationKeys.deleteVersion,
    mutationFn: async (ref: PitchDeckVersionToDelete) => deletePitchDeckVersion(await whenDb(), ref),
    onSettled: (_nothing, _error, ref) => queryClient.invalidateQueries({ queryKey: pitchDeckKeys.all(ref.organizationId) }),
  });

export function useDeletePitchDeckVersion({ mutationConfig }: { mutationConfig?: MutationConfig<void, PitchDeckVersionToDelete> } = {}) {
  return useMutation(withCallerConfig(deletePitchDeckVersionMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
