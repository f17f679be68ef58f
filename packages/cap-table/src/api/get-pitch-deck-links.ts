import { queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { pitchDeckKeys } from '../pitch-deck-keys';
import { PITCH_DECK_LINK_COLUMNS, type PitchDeckLink } from '../pitch-deck-model';

export type { PitchDeckLink } from '../pitch-deck-model';

/** The organization's expiring links, newest first; only members who share documents read them. */
export async function getPitchDeckLinks(db: DbClient, { organizationId }: { organizationId: string }, signal?: AbortSignal): Promise<PitchDeckLink[]> {
  let request = db.from('pitch_deck_links').select(PITCH_DECK_LINK_COLUMNS.join(', ')).eq('organization_id', organizationId).order('created_at', { ascending: false }).order('id');
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.returns<PitchDeckLink[]>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'pitch_deck_links', organizationId });
  return data ?? [];
}

export const pitchDeckLinksQueryOptions = ({ organizationId }: { organizationId: string }) =>
  queryOptions({
    queryKey: pitchDeckKeys.links(organizationId),
    queryFn: async ({ signal }) => getPitchDeckLinks(await whenDb(), { organizationId }, signal),
  });

export function usePitchDeckLinks(organizationId: string | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...pitchDeckLinksQueryOptions({ organizationId: organizationId ?? '' }), enabled: enabled && !!organizationId });
}
