import { queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { strategyKeys } from '../keys';
import { CHECK_IN_COLUMNS, type CheckIn } from '../model';
import { withSignal } from './with-signal';

/** A check-in with the name of the member who recorded it (none for the metric's). */
export interface CheckInView extends CheckIn {
  authorName: string | null;
}

/** How many check-ins the history shows: two years of weekly ones. */
export const CHECK_INS_LIMIT = 104;

/** A key result's check-ins, the latest first (by their day, then when they were recorded). */
export async function getCheckIns(db: DbClient, { organizationId, keyResultId }: { organizationId: string; keyResultId: string }, signal?: AbortSignal): Promise<CheckInView[]> {
  const request = db
    .from('key_result_check_ins')
    .select(`${CHECK_IN_COLUMNS.join(', ')}, author:users(first_name, last_name)`)
    .eq('organization_id', organizationId)
    .eq('key_result_id', keyResultId)
    .order('checked_on', { ascending: false })
    .order('created_at', { ascending: false })
    .limit(CHECK_INS_LIMIT);
  const { data, error } = await withSignal(request, signal).returns<Array<CheckIn & { author: { first_name: string | null; last_name: string | null } | null }>>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'key_result_check_ins', organizationId });
  return (data ?? []).map(({ author, ...checkIn }) => ({ ...checkIn, authorName: author ? [author.first_name, author.last_name].filter(Boolean).join(' ') || null : null }));
}

export const checkInsQueryOptions = (query: { organizationId: string; keyResultId: string }) =>
  queryOptions({
    queryKey: strategyKeys.checkIns(query.organizationId, query.keyResultId),
    queryFn: async ({ signal }) => getCheckIns(await whenDb(), query, signal),
  });

/** Read when the history is opened. */
export function useCheckIns(query: { organizationId: string; keyResultId: string }, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...checkInsQueryOptions(query), enabled });
}
