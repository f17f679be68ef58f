import { type QueryConfig, queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import type { DefaultError } from '@tanstack/react-query';
import { dataRoomKeys } from '../keys';
import { DATA_ROOM_DOCUMENT_COLUMNS, DUE_WINDOW_DAYS, addDays, localToday, type DataRoomDocument } from '../model';

export interface GetExpiringDocumentsInput {
  organizationId: string;
  /** Documents expiring up to this many days from today, and those already expired. */
  withinDays?: number;
  /** Today in the viewer's calendar (`YYYY-MM-DD`). */
  today?: string;
}

/** What is due on the dashboard: documents expired or expiring within the window, soonest (expired) first. */
export async function getExpiringDocuments(db: DbClient, { organizationId, withinDays = DUE_WINDOW_DAYS, today = localToday() }: GetExpiringDocumentsInput, signal?: AbortSignal): Promise<DataRoomDocument[]> {
  let request = db
    .from('data_room_documents')
    .select(DATA_ROOM_DOCUMENT_COLUMNS.join(', '))
    .eq('organization_id', organizationId)
    .not('expires_at', 'is', null)
    .lte('expires_at', addDays(today, withinDays))
    .order('expires_at')
    .order('name')
    .limit(50);
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.returns<DataRoomDocument[]>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'data_room_documents', organizationId });
  return data ?? [];
}

export const expiringDocumentsQueryOptions = (organizationId: string, withinDays = DUE_WINDOW_DAYS) =>
  queryOptions({
    queryKey: dataRoomKeys.expiring(organizationId, { withinDays }),
    queryFn: async ({ signal }) => getExpiringDocuments(await whenDb(), { organizationId, withinDays }, signal),
  });

type ExpiringKey = ReturnType<typeof dataRoomKeys.expiring>;

export function useExpiringDocuments<TData = DataRoomDocument[]>(organizationId: string | null, { queryConfig }: { queryConfig?: QueryConfig<DataRoomDocument[], TData, ExpiringKey> } = {}) {
  const { queryKey, queryFn } = expiringDocumentsQueryOptions(organizationId ?? '');
  return useQuery<DataRoomDocument[], DefaultError, TData, ExpiringKey>({ queryKey, queryFn, enabled: !!organizationId, ...queryConfig });
}
