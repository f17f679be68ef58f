import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { ServiceError } from '@fikrspace/errors';
import { toastFailure } from '@fikrspace/ui';
import { dataRoomKeys, dataRoomMutationKeys } from '../keys';
import { DATA_ROOM_DOCUMENT_COLUMNS, DATA_ROOM_DOCUMENT_NAME_MAX_LENGTH, cleanName, type DataRoomCategory, type DataRoomDocument } from '../model';

export interface DocumentRef {
  id: string;
  organizationId: string;
}

/** What a member may change of a document: the rest is set once. */
export interface DataRoomDocumentChanges {
  name?: string;
  category?: DataRoomCategory;
  /** `YYYY-MM-DD`, or null to clear it. */
  expiresAt?: string | null;
  /** Another folder of the same organization. */
  folderId?: string;
}

export async function updateDataRoomDocument(db: DbClient, { id, organizationId, changes }: DocumentRef & { changes: DataRoomDocumentChanges }, signal?: AbortSignal): Promise<DataRoomDocument> {
  const row = {
    ...(changes.name !== undefined && { name: cleanName(changes.name, DATA_ROOM_DOCUMENT_NAME_MAX_LENGTH) }),
    ...(changes.category !== undefined && { category: changes.category }),
    ...(changes.expiresAt !== undefined && { expires_at: changes.expiresAt || null }),
    ...(changes.folderId !== undefined && { folder_id: changes.folderId }),
  };
  let request = db.from('data_room_documents').update(row).eq('id', id).eq('organization_id', organizationId).select(DATA_ROOM_DOCUMENT_COLUMNS.join(', '));
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.returns<DataRoomDocument[]>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'data_room_documents' });
  const [updated] = data ?? [];
  if (!updated) throw new ServiceError('Permission denied: update on data_room_documents', 'PERMISSION_DENIED', { id, organizationId }, 403);
  return updated;
}

type Input = DocumentRef & { changes: DataRoomDocumentChanges };

export const updateDataRoomDocumentMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: dataRoomMutationKeys.updateDocument,
    mutationFn: async (input: Input) => updateDataRoomDocument(await whenDb(), input),
    onSuccess: (_row, input) => queryClient.invalidateQueries({ queryKey: dataRoomKeys.all(input.organizationId) }),
  });

export function useUpdateDataRoomDocument({ mutationConfig }: { mutationConfig?: MutationConfig<DataRoomDocument, Input> } = {}) {
  return useMutation(withCallerConfig(updateDataRoomDocumentMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
