import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { ServiceError } from '@fikrspace/errors';
import { toastFailure } from '@fikrspace/ui';
import { dataRoomKeys, dataRoomMutationKeys } from '../keys';
import type { FolderRef } from './update-data-room-folder';

/** Removes an empty folder: one that still holds documents is refused by the database (23503). */
export async function deleteDataRoomFolder(db: DbClient, ref: FolderRef, signal?: AbortSignal): Promise<void> {
  let request = db.from('data_room_folders').delete().eq('id', ref.id).eq('organization_id', ref.organizationId).select('id');
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'data_room_folders' });
  if (!data?.length) throw new ServiceError('Permission denied: delete on data_room_folders', 'PERMISSION_DENIED', { ...ref }, 403);
}

export const deleteDataRoomFolderMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: dataRoomMutationKeys.deleteFolder,
    mutationFn: async (ref: FolderRef) => deleteDataRoomFolder(await whenDb(), ref),
    onSuccess: (_nothing, ref) => queryClient.invalidateQueries({ queryKey: dataRoomKeys.all(ref.organizationId) }),
  });

export function useDeleteDataRoomFolder({ mutationConfig }: { mutationConfig?: MutationConfig<void, FolderRef> } = {}) {
  return useMutation(withCallerConfig(deleteDataRoomFolderMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
