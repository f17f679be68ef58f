import { type QueryConfig, queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import type { Database } from '@fikrspace/db/types';
import type { DefaultError } from '@tanstack/react-query';
import { dataRoomKeys } from '../keys';

/** An organization whose live grant includes the documents: it opens the folders open to grantees. */
export type DataRoomGrantee = Database['public']['Functions']['data_room_grantees']['Returns'][number];

/** Who may open the startup's shared folders now, by name. */
export async function getDataRoomGrantees(db: DbClient, { organizationId }: { organizationId: string }, signal?: AbortSignal): Promise<DataRoomGrantee[]> {
  let request = db.rpc('data_room_grantees', { p_organization: organizationId });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { rpc: 'data_room_grantees', organizationId });
  return data ?? [];
}

export const dataRoomGranteesQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: dataRoomKeys.grantees(organizationId),
    queryFn: async ({ signal }) => getDataRoomGrantees(await whenDb(), { organizationId }, signal),
  });

type GranteesKey = ReturnType<typeof dataRoomKeys.grantees>;

export function useDataRoomGrantees<TData = DataRoomGrantee[]>(organizationId: string | null, { queryConfig }: { queryConfig?: QueryConfig<DataRoomGrantee[], TData, GranteesKey> } = {}) {
  const { queryKey, queryFn } = dataRoomGranteesQueryOptions(organizationId ?? '');
  return useQuery<DataRoomGrantee[], DefaultError, TData, GranteesKey>({ queryKey, queryFn, enabled: !!organizationId, ...queryConfig });
}
