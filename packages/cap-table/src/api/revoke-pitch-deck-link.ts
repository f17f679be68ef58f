import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { ServiceError } from '@fikrspace/errors';
import { toastFailure } from '@fikrspace/ui';
import { pitchDeckKeys, pitchDeckMutationKeys } from '../pitch-deck-keys';

export interface PitchDeckLinkRef {
  id: string;
  organizationId: string;
}

/**
 * Revokes a link: its page answers "no longer valid" from now on (the database stamps the time and
 * refuses any change to a link already revoked). A signed address someone already copied out of
 * the page keeps working until its own expiry.
 */
export async function revokePitchDeckLink(db: DbClient, ref: PitchDeckLinkRef, signal?: AbortSignal): Promise<void> {
  let request = db.from('pitch_deck_links').update({ revoked_at: new Date().toISOString() }).eq('id', ref.id).eq('organization_id', ref.organizationId).select('id');
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'pitch_deck_links' });
  if (!data?.length) throw new ServiceError('Permission denied: update on pitch_deck_links', 'PERMISSION_DENIED', { ...ref }, 403);
}

export const revokePitchDeckLinkMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: pitchDeckMutationKeys.revokeLink,
    mutationFn: async (ref: PitchDeckLinkRef) => revokePitchDeckLink(await whenDb(), ref),
    onSettled: (_nothing, _error, ref) => queryClient.invalidateQueries({ queryKey: pitchDeckKeys.links(ref.organizationId) }),
  });

export function useRevokePitchDeckLink({ mutationConfig }: { mutationConfig?: MutationConfig<void, PitchDeckLinkRef> } = {}) {
  return useMutation(withCallerConfig(revokePitchDeckLinkMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
