import { queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { pitchDeckKeys } from '../pitch-deck-keys';
import type { PitchDeckGrantee } from '../pitch-deck-model';

export type { PitchDeckGrantee } from '../pitch-deck-model';

/** The organizations the deck is shared with, by name (public.pitch_deck_grantees checks the caller). */
export async function getPitchDeckGrantees(db: DbClient, { organizationId }: { organizationId: string }, signal?: AbortSignal): Promise<PitchDeckGrantee[]> {
  let request = db.rpc('pitch_deck_grantees', { p_organization: organizationId });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { function: 'pitch_deck_grantees', organizationId });
  return (data ?? []) as PitchDeckGrantee[];
}

export const pitchDeckGranteesQueryOptions = ({ organizationId }: { organizationId: string }) =>
  queryOptions({
    queryKey: pitchDeckKeys.grantees(organizationId),
    queryFn: async ({ signal }) => getPitchDeckGrantees(await whenDb(), { organizationId }, signal),
  });

export function usePitchDeckGrantees(organizationId: string | null) {
  return useQuery({ ...pitchDeckGranteesQueryOptions({ organizationId: organizationId ?? '' }), enabled: !!organizationId });
}
