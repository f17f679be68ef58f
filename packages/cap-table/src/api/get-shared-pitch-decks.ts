import { queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { pitchDeckKeys } from '../pitch-deck-keys';
import type { SharedPitchDeck } from '../pitch-deck-model';

export type { SharedPitchDeck } from '../pitch-deck-model';

/** The current decks startups share with the caller's organizations, by company name. */
export async function getSharedPitchDecks(db: DbClient, signal?: AbortSignal): Promise<SharedPitchDeck[]> {
  let request = db.rpc('shared_pitch_decks');
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { function: 'shared_pitch_decks' });
  return (data ?? []) as SharedPitchDeck[];
}

export const sharedPitchDecksQueryOptions = ({ viewerOrganizationId }: { viewerOrganizationId: string }) =>
  queryOptions({
    queryKey: pitchDeckKeys.sharedWithMe(viewerOrganizationId),
    queryFn: async ({ signal }) => getSharedPitchDecks(await whenDb(), signal),
  });

export function useSharedPitchDecks(viewerOrganizationId: string | null) {
  return useQuery({ ...sharedPitchDecksQueryOptions({ viewerOrganizationId: viewerOrganizationId ?? '' }), enabled: !!viewerOrganizationId });
}
