import { type QueryConfig, queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import type { DefaultError } from '@tanstack/react-query';
import { pitchDeckKeys } from '../pitch-deck-keys';
import { PITCH_DECK_VERSION_COLUMNS, type PitchDeckVersion } from '../pitch-deck-model';

export type { PitchDeckVersion } from '../pitch-deck-model';

/** Every version of an organization's deck, newest first; row level security decides which exist. */
export async function getPitchDeckVersions(db: DbClient, { organizationId }: { organizationId: string }, signal?: AbortSignal): Promise<PitchDeckVersion[]> {
  let request = db
    .from('pitch_deck_versions')
    .select(PITCH_DECK_VERSION_COLUMNS.join(', '))
    .eq('organization_id', organizationId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: true });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.returns<PitchDeckVersion[]>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'pitch_deck_versions', organizationId });
  return data ?? [];
}

/** Also the route prefetch of the pitch deck page. */
export const pitchDeckVersionsQueryOptions = ({ organizationId }: { organizationId: string }) =>
  queryOptions({
    queryKey: pitchDeckKeys.versions(organizationId),
    queryFn: async ({ signal }) => getPitchDeckVersions(await whenDb(), { organizationId }, signal),
  });

type VersionsKey = ReturnType<typeof pitchDeckKeys.versions>;

/** Disabled until there is an organization. */
export function usePitchDeckVersions<TData = PitchDeckVersion[]>(organizationId: string | null, { queryConfig }: { queryConfig?: QueryConfig<PitchDeckVersion[], TData, VersionsKey> } = {}) {
  const { queryKey, queryFn } = pitchDeckVersionsQueryOptions({ organizationId: organizationId ?? '' });
  return useQuery<PitchDeckVersion[], DefaultError, TData, VersionsKey>({ queryKey, queryFn, enabled: !!organizationId, ...queryConfig });
}
