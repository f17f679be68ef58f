import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { ServiceError } from '@fikrspace/errors';
import { toastFailure } from '@fikrspace/ui';
import { pitchDeckKeys, pitchDeckMutationKeys } from '../pitch-deck-keys';
import { PITCH_DECK_BUCKET, PITCH_DECK_LINK_COLUMNS, lifetimeSeconds, type PitchDeckLink } from '../pitch-deck-model';

export interface NewPitchDeckLink {
  organizationId: string;
  versionId: string;
  objectPath: string;
  label: string;
  lifetimeDays: number;
  /** The moment the lifetime counts from; now unless a test says otherwise. */
  now?: Date;
}

/**
 * A signed address of the deck's file that works for `seconds`: the link page serves it to
 * whoever holds the link, so it lives exactly as long as the link.
 */
export async function signDeckForLink(db: DbClient, objectPath: string, seconds: number): Promise<string> {
  const { data, error } = await db.storage.from(PITCH_DECK_BUCKET).createSignedUrl(objectPath, seconds);
  if (error || !data) throw new ServiceError(error?.message ?? 'No signed address', 'PERMISSION_DENIED', { bucket: PITCH_DECK_BUCKET, path: objectPath }, 403);
  return data.signedUrl;
}

/** Makes an expiring link with its own signed address; the database checks the caller, the version and the expiry. */
export async function createPitchDeckLink(db: DbClient, input: NewPitchDeckLink, signal?: AbortSignal): Promise<PitchDeckLink> {
  const seconds = lifetimeSeconds(input.lifetimeDays);
  const expiresAt = new Date((input.now ?? new Date()).getTime() + seconds * 1000).toISOString();
  const signedUrl = await signDeckForLink(db, input.objectPath, seconds);
  let request = db
    .from('pitch_deck_links')
    .insert({ organization_id: input.organizationId, version_id: input.versionId, label: input.label.trim(), expires_at: expiresAt, signed_url: signedUrl })
    .select(PITCH_DECK_LINK_COLUMNS.join(', '));
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.single<PitchDeckLink>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'pitch_deck_links' });
  return data;
}

export const createPitchDeckLinkMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: pitchDeckMutationKeys.createLink,
    mutationFn: async (input: NewPitchDeckLink) => createPitchDeckLink(await whenDb(), input),
    onSuccess: (_row, input) => queryClient.invalidateQueries({ queryKey: pitchDeckKeys.links(input.organizationId) }),
  });

export function useCreatePitchDeckLink({ mutationConfig }: { mutationConfig?: MutationConfig<PitchDeckLink, NewPitchDeckLink> } = {}) {
  return useMutation(withCallerConfig(createPitchDeckLinkMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
