import { queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { pitchDeckKeys } from '../pitch-deck-keys';
import type { OpenedPitchDeckLink } from '../pitch-deck-model';

export type { OpenedPitchDeckLink } from '../pitch-deck-model';

/**
 * What a link's holder may see, signed in or not: the deck's title, the company and the stored
 * signed address; null when the link is unknown, expired or revoked (the database does not say
 * which). Each answer logs a view.
 */
export async function openPitchDeckLink(db: DbClient, { token }: { token: string }, signal?: AbortSignal): Promise<OpenedPitchDeckLink | null> {
  let request = db.rpc('open_pitch_deck_link', { p_token: token });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { function: 'open_pitch_deck_link' });
  return ((data ?? []) as OpenedPitchDeckLink[])[0] ?? null;
}

export const openPitchDeckLinkQueryOptions = ({ token }: { token: string }) =>
  queryOptions({
    queryKey: pitchDeckKeys.link(token),
    queryFn: async ({ signal }) => openPitchDeckLink(await whenDb(), { token }, signal),
    // Each read logs a view: the page asks once, not on every focus.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export function useOpenPitchDeckLink(token: string) {
  return useQuery(openPitchDeckLinkQueryOptions({ token }));
}
