import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { ServiceError } from '@fikrspace/errors';
import { toastFailure } from '@fikrspace/ui';
import { pitchDeckKeys, pitchDeckMutationKeys } from '../pitch-deck-keys';
import { PITCH_DECK_LINK_COLUMNS, lifetimeSeconds, type PitchDeckLink } from '../pitch-deck-model';
import { signDeckForLink } from './create-pitch-deck-link';

export interface PitchDeckLinkRenewal {
  id: string;
  organizationId: string;
  objectPath: string;
  lifetimeDays: number;
  now?: Date;
}

/** Gives a live or expired (not revoked) link a new expiry and a new signed address of the same deck. */
export async function renewPitchDeckLink(db: DbClient, input: PitchDeckLinkRenewal, signal?: AbortSignal): Promise<PitchDeckLink> {
  const seconds = lifetimeSeconds(input.lifetimeDays);
  const expiresAt = new Date((input.now ?? new Date()).getTime() + seconds * 1000).toISOString();
  const signedUrl = await signDeckForLink(db, input.objectPath, seconds);
  let request = db
    .from('pitch_deck_links')
    .update({ expires_at: expiresAt, signed_url: signedUrl })
    .eq('id', input.id)
    .eq('organization_id', input.organizationId)
    .select(PITCH_DECK_LINK_COLUMNS.join(', '));
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.returns<PitchDeckLink[]>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'pitch_deck_links' });
  const [row] = data ?? [];
  if (!row) throw new ServiceError('Permission denied: update on pitch_deck_links', 'PERMISSION_DENIED', { id: input.id }, 403);
  return row;
}

export const renewPitchDeckLinkMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: pitchDeckMutationKeys.renewLink,
    mutationFn: async (input: PitchDeckLinkRenewal) => renewPitchDeckLink(await whenDb(), input),
    onSettled: (_row, _error, input) => queryClient.invalidateQueries({ queryKey: pitchDeckKeys.links(input.organizationId) }),
  });

export function useRenewPitchDeckLink({ mutationConfig }: { mutationConfig?: MutationConfig<PitchDeckLink, PitchDeckLinkRenewal> } = {}) {
  return useMutation(withCallerConfig(renewPitchDeckLinkMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
