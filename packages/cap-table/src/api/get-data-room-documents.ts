import { type QueryConfig, queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import type { DefaultError } from '@tanstack/react-query';
import { dataRoomKeys } from '../keys';
import { DATA_ROOM_DOCUMENT_COLUMNS, type DataRoomCategory, type DataRoomDocument, type DataRoomFolder } from '../model';

/** A document with the folder it sits in. */
export type DataRoomDocumentWithFolder = DataRoomDocument & { folder: Pick<DataRoomFolder, 'id' | 'name' | 'shared_with_grantees'> | null };

export interface GetDataRoomDocumentsInput {
  organizationId: string;
  /** Only these categories (the legal page's); every document when null. */
  categories: readonly DataRoomCategory[] | null;
}

/** An organization's documents by name, each with its folder. */
export async function getDataRoomDocuments(db: DbClient, { organizationId, categories }: GetDataRoomDocumentsInput, signal?: AbortSignal): Promise<DataRoomDocumentWithFolder[]> {
  let request = db
    .from('data_room_documents')
    .select(`${DATA_ROOM_DOCUMENT_COLUMNS.join(', ')}, folder:data_room_folders(id, name, shared_with_grantees)`)
    .eq('organization_id', organizationId);
  if (categories) request = request.in('category', [...categories]);
  request = request.order('name').order('created_at');
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.returns<DataRoomDocumentWithFolder[]>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'data_room_documents', organizationId });
  return data ?? [];
}

export const dataRoomDocumentsQueryOptions = (input: GetDataRoomDocumentsInput) =>
  queryOptions({
    queryKey: dataRoomKeys.documents(input.organizationId, { categories: input.categories }),
    queryFn: async ({ signal }) => getDataRoomDocuments(await whenDb(), input, signal),
  });

type DocumentsKey = ReturnType<typeof dataRoomKeys.documents>;

export function useDataRoomDocuments<TData = DataRoomDocumentWithFolder[]>(
  organizationId: string | null,
  categories: readonly DataRoomCategory[] | null = null,
  { queryConfig }: { queryConfig?: QueryConfig<DataRoomDocumentWithFolder[], TData, DocumentsKey> } = {},
) {
  const { queryKey, queryFn } = dataRoomDocumentsQueryOptions({ organizationId: organizationId ?? '', categories });
  return useQuery<DataRoomDocumentWithFolder[], DefaultError, TData, DocumentsKey>({ queryKey, queryFn, enabled: !!organizationId, ...queryConfig });
}
