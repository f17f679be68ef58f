import { type QueryConfig, queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import type { DefaultError } from '@tanstack/react-query';
import { dataRoomKeys } from '../keys';
import { DATA_ROOM_FOLDER_COLUMNS, type DataRoomFolder } from '../model';

/** An organization's data room folders in their order; row level security decides which exist. */
export async function getDataRoomFolders(db: DbClient, { organizationId }: { organizationId: string }, signal?: AbortSignal): Promise<DataRoomFolder[]> {
  let request = db.from('data_room_folders').select(DATA_ROOM_FOLDER_COLUMNS.join(', ')).eq('organization_id', organizationId).order('position').order('name');
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.returns<DataRoomFolder[]>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'data_room_folders', organizationId });
  return data ?? [];
}

export const dataRoomFoldersQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: dataRoomKeys.folders(organizationId),
    queryFn: async ({ signal }) => getDataRoomFolders(await whenDb(), { organizationId }, signal),
  });

type FoldersKey = ReturnType<typeof dataRoomKeys.folders>;

export function useDataRoomFolders<TData = DataRoomFolder[]>(organizationId: string | null, { queryConfig }: { queryConfig?: QueryConfig<DataRoomFolder[], TData, FoldersKey> } = {}) {
  const { queryKey, queryFn } = dataRoomFoldersQueryOptions(organizationId ?? '');
  return useQuery<DataRoomFolder[], DefaultError, TData, FoldersKey>({ queryKey, queryFn, enabled: !!organizationId, ...queryConfig });
}
