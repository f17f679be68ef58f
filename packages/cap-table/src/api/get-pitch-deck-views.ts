import { queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { pitchDeckKeys } from '../pitch-deck-keys';
import type { PitchDeckView } from '../pitch-deck-model';

export type { PitchDeckView } from '../pitch-deck-model';

/** Who viewed the deck and when, newest first, with names (public.pitch_deck_view_log checks the caller). */
export async function getPitchDeckViews(db: DbClient, { organizationId }: { organizationId: string }, signal?: AbortSignal): Promise<PitchDeckView[]> {
  let request = db.rpc('pitch_deck_view_log', { p_organization: organizationId });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { function: 'pitch_deck_view_log', organizationId });
  return (data ?? []) as PitchDeckView[];
}

export const pitchDeckViewsQueryOptions = ({ organizationId }: { organizationId: string }) =>
  queryOptions({
    queryKey: pitchDeckKeys.views(organizationId),
    queryFn: async ({ signal }) => getPitchDeckViews(await whenDb(), { organizationId }, signal),
  });

export function usePitchDeckViews(organizationId: string | null) {
  return useQuery({ ...pitchDeckViewsQueryOptions({ organizationId: organizationId ?? '' }), enabled: !!organizationId });
}
