import { queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { pitchDeckKeys } from '../pitch-deck-keys';
import type { PitchDeckGranteeCandidate } from '../pitch-deck-model';

export type { PitchDeckGranteeCandidate } from '../pitch-deck-model';

/** Accelerators and investors the deck may still be shared with; empty for a caller without documents:share. */
export async function getPitchDeckGranteeCandidates(db: DbClient, { organizationId }: { organizationId: string }, signal?: AbortSignal): Promise<PitchDeckGranteeCandidate[]> {
  let request = db.rpc('pitch_deck_grantee_candidates', { p_organization: organizationId });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { function: 'pitch_deck_grantee_candidates', organizationId });
  return (data ?? []) as PitchDeckGranteeCandidate[];
}

export const pitchDeckGranteeCandidatesQueryOptions = ({ organizationId }: { organizationId: string }) =>
  queryOptions({
    queryKey: pitchDeckKeys.candidates(organizationId),
    queryFn: async ({ signal }) => getPitchDeckGranteeCandidates(await whenDb(), { organizationId }, signal),
  });

export function usePitchDeckGranteeCandidates(organizationId: string | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...pitchDeckGranteeCandidatesQueryOptions({ organizationId: organizationId ?? '' }), enabled: enabled && !!organizationId });
}
