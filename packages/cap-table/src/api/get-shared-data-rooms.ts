import { type QueryConfig, queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import type { DefaultError } from '@tanstack/react-query';
import { dataRoomKeys } from '../keys';
import { DATA_ROOM_DOCUMENT_COLUMNS, DATA_ROOM_FOLDER_COLUMNS, type DataRoomDocument, type DataRoomFolder } from '../model';

export type SharedFolder = DataRoomFolder & { documents: DataRoomDocument[] };

/** A company's data room as a grantee sees it: the folders opened to it and their documents. */
export interface SharedDataRoom {
  organizationId: string;
  organizationName: string;
  expiresAt: string | null;
  folders: SharedFolder[];
}

/**
 * The data rooms opened to the viewer's organizations, company by company. The companies' names
 * come from a function (a grantee may not read their organization rows); the folders and
 * documents from the tables, where the policies give exactly what is granted.
 */
export async function getSharedDataRooms(db: DbClient, signal?: AbortSignal): Promise<SharedDataRoom[]> {
  let rooms = db.rpc('data_rooms_shared_with_me');
  if (signal) rooms = rooms.abortSignal(signal);
  const { data: companies, error } = await rooms;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { rpc: 'data_rooms_shared_with_me' });
  if (!companies?.length) return [];
  let request = db
    .from('data_room_folders')
    .select(`${DATA_ROOM_FOLDER_COLUMNS.join(', ')}, documents:data_room_documents(${DATA_ROOM_DOCUMENT_COLUMNS.join(', ')})`)
    .in('organization_id', companies.map((company) => company.organization_id))
    .order('position')
    .order('name');
  if (signal) request = request.abortSignal(signal);
  const { data: folders, error: foldersError } = await request.returns<SharedFolder[]>();
  if (foldersError) throw toServiceError(foldersError, 'DATABASE_ERROR', { table: 'data_room_folders' });
  return companies
    .map((company) => ({
      organizationId: company.organization_id,
      organizationName: company.organization_name,
      expiresAt: company.expires_at,
      folders: (folders ?? [])
        .filter((folder) => folder.organization_id === company.organization_id)
        .map((folder) => ({ ...folder, documents: [...(folder.documents ?? [])].sort((a, b) => a.name.localeCompare(b.name)) })),
    }))
    .sort((a, b) => a.organizationName.localeCompare(b.organizationName));
}

export const sharedDataRoomsQueryOptions = (viewerOrganizationId: string) =>
  queryOptions({
    queryKey: dataRoomKeys.sharedWithMe(viewerOrganizationId),
    queryFn: async ({ signal }) => getSharedDataRooms(await whenDb(), signal),
  });

type SharedKey = ReturnType<typeof dataRoomKeys.sharedWithMe>;

export function useSharedDataRooms<TData = SharedDataRoom[]>(viewerOrganizationId: string | null, { queryConfig }: { queryConfig?: QueryConfig<SharedDataRoom[], TData, SharedKey> } = {}) {
  const { queryKey, queryFn } = sharedDataRoomsQueryOptions(viewerOrganizationId ?? '');
  return useQuery<SharedDataRoom[], DefaultError, TData, SharedKey>({ queryKey, queryFn, enabled: !!viewerOrganizationId, ...queryConfig });
}
