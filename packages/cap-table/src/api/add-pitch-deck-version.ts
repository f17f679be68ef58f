import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { toastFailure } from '@fikrspace/ui';
import { pitchDeckKeys, pitchDeckMutationKeys } from '../pitch-deck-keys';
import { PITCH_DECK_VERSION_COLUMNS, type PitchDeckVersion } from '../pitch-deck-model';
import { setCurrentPitchDeck } from './set-current-pitch-deck';

export interface NewPitchDeckVersion {
  organizationId: string;
  /** The uploaded object's path in `pitch-decks`, in the organization's folder. */
  objectPath: string;
  title: string;
  fileSize: number;
  /** Mark it current at once (the page does for the first version). */
  makeCurrent?: boolean;
}

/**
 * Records an uploaded file as a version of the deck. The file is stored first (the page's upload);
 * the database checks that the path is in the organization's folder and that the caller writes
 * documents there.
 */
export async function addPitchDeckVersion(db: DbClient, input: NewPitchDeckVersion, signal?: AbortSignal): Promise<PitchDeckVersion> {
  let request = db
    .from('pitch_deck_versions')
    .insert({ organization_id: input.organizationId, object_path: input.objectPath, title: input.title.trim(), file_size: input.fileSize })
    .select(PITCH_DECK_VERSION_COLUMNS.join(', '));
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.single<PitchDeckVersion>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'pitch_deck_versions' });
  if (!input.makeCurrent) return data;
  await setCurrentPitchDeck(db, { id: data.id, organizationId: input.organizationId });
  return { ...data, is_current: true };
}

export const addPitchDeckVersionMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: pitchDeckMutationKeys.addVersion,
    mutationFn: async (input: NewPitchDeckVersion) => addPitchDeckVersion(await whenDb(), input),
    onSuccess: (_row, input) => queryClient.invalidateQueries({ queryKey: pitchDeckKeys.versions(input.organizationId) }),
  });

export function useAddPitchDeckVersion({ mutationConfig }: { mutationConfig?: MutationConfig<PitchDeckVersion, NewPitchDeckVersion> } = {}) {
  return useMutation(withCallerConfig(addPitchDeckVersionMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
