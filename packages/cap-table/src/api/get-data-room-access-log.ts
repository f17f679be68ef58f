import { type QueryConfig, queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import type { Database } from '@fikrspace/db/types';
import type { DefaultError } from '@tanstack/react-query';
import { dataRoomKeys } from '../keys';

/** One opening of a document: who, for which organization, which document, when. */
export type DataRoomAccessEntry = Database['public']['Functions']['data_room_access_entries']['Returns'][number];

export const ACCESS_LOG_LIMIT = 100;

/** The latest openings of the organization's documents, newest first, for its members who read documents. */
export async function getDataRoomAccessLog(db: DbClient, { organizationId }: { organizationId: string }, signal?: AbortSignal): Promise<DataRoomAccessEntry[]> {
  let request = db.rpc('data_room_access_entries', { p_organization: organizationId, p_limit: ACCESS_LOG_LIMIT });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { rpc: 'data_room_access_entries', organizationId });
  return data ?? [];
}

export const dataRoomAccessLogQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: dataRoomKeys.accessLog(organizationId),
    queryFn: async ({ signal }) => getDataRoomAccessLog(await whenDb(), { organizationId }, signal),
  });

type AccessLogKey = ReturnType<typeof dataRoomKeys.accessLog>;

export function useDataRoomAccessLog<TData = DataRoomAccessEntry[]>(organizationId: string | null, { queryConfig }: { queryConfig?: QueryConfig<DataRoomAccessEntry[], TData, AccessLogKey> } = {}) {
  const { queryKey, queryFn } = dataRoomAccessLogQueryOptions(organizationId ?? '');
  return useQuery<DataRoomAccessEntry[], DefaultError, TData, AccessLogKey>({ queryKey, queryFn, enabled: !!organizationId, ...queryConfig });
}
