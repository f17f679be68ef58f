import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { ServiceError } from '@fikrspace/errors';
import { toastFailure } from '@fikrspace/ui';
import { dataRoomKeys, dataRoomMutationKeys } from '../keys';
import { DATA_ROOM_BUCKET } from '../model';
import type { DocumentRef } from './update-data-room-document';

/**
 * Removes a document and then its file. The row goes first: a file left behind by a failed
 * removal is invisible to everyone but the members, while a row without its file would be listed.
 */
export async function deleteDataRoomDocument(db: DbClient, ref: DocumentRef, signal?: AbortSignal): Promise<void> {
  let request = db.from('data_room_documents').delete().eq('id', ref.id).eq('organization_id', ref.organizationId).select('object_path');
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'data_room_documents' });
  const [row] = data ?? [];
  if (!row) throw new ServiceError('Permission denied: delete on data_room_documents', 'PERMISSION_DENIED', { ...ref }, 403);
  const { error: storageError } = await db.storage.from(DATA_ROOM_BUCKET).remove([row.object_path]);
  if (storageError) throw new ServiceError(`The file of the document could not be removed: ${storageError.message}`, 'DATABASE_ERROR', { ...ref, path: row.object_path }, 500);
}

export const deleteDataRoomDocumentMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: dataRoomMutationKeys.deleteDocument,
    mutationFn: async (ref: DocumentRef) => deleteDataRoomDocument(await whenDb(), ref),
    onSuccess: (_nothing, ref) => queryClient.invalidateQueries({ queryKey: dataRoomKeys.all(ref.organizationId) }),
  });

export function useDeleteDataRoomDocument({ mutationConfig }: { mutationConfig?: MutationConfig<void, DocumentRef> } = {}) {
  return useMutation(withCallerConfig(deleteDataRoomDocumentMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
