import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { toastFailure } from '@fikrspace/ui';
import { dataRoomKeys, dataRoomMutationKeys } from '../keys';
import { DATA_ROOM_DOCUMENT_COLUMNS, DATA_ROOM_DOCUMENT_NAME_MAX_LENGTH, cleanName, type DataRoomCategory, type DataRoomDocument } from '../model';

export interface NewDataRoomDocument {
  organizationId: string;
  folderId: string;
  /** Where the upload stored the file in the `data-room` bucket (`<organization id>/...`). */
  objectPath: string;
  name: string;
  category: DataRoomCategory;
  fileSize?: number | null;
  contentType?: string | null;
  /** `YYYY-MM-DD`, or none. */
  expiresAt?: string | null;
}

/** Lists a file the upload has stored; the database checks that the object is the organization's. */
export async function addDataRoomDocument(db: DbClient, input: NewDataRoomDocument, signal?: AbortSignal): Promise<DataRoomDocument> {
  let request = db
    .from('data_room_documents')
    .insert({
      organization_id: input.organizationId,
      folder_id: input.folderId,
      object_path: input.objectPath,
      name: cleanName(input.name, DATA_ROOM_DOCUMENT_NAME_MAX_LENGTH),
      category: input.category,
      file_size: input.fileSize ?? null,
      content_type: input.contentType || null,
      expires_at: input.expiresAt || null,
    })
    .select(DATA_ROOM_DOCUMENT_COLUMNS.join(', '));
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.single<DataRoomDocument>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'data_room_documents' });
  return data;
}

export const addDataRoomDocumentMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: dataRoomMutationKeys.addDocument,
    mutationFn: async (input: NewDataRoomDocument) => addDataRoomDocument(await whenDb(), input),
    onSuccess: (_row, input) => queryClient.invalidateQueries({ queryKey: dataRoomKeys.all(input.organizationId) }),
  });

export function useAddDataRoomDocument({ mutationConfig }: { mutationConfig?: MutationConfig<DataRoomDocument, NewDataRoomDocument> } = {}) {
  return useMutation(withCallerConfig(addDataRoomDocumentMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
