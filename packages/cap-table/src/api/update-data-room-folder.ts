import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { ServiceError } from '@fikrspace/errors';
import { toastFailure } from '@fikrspace/ui';
import { dataRoomKeys, dataRoomMutationKeys } from '../keys';
import { DATA_ROOM_FOLDER_COLUMNS, DATA_ROOM_FOLDER_NAME_MAX_LENGTH, cleanName, type DataRoomFolder } from '../model';

export interface FolderRef {
  id: string;
  organizationId: string;
}

async function updateFolder(db: DbClient, ref: FolderRef, changes: { name?: string; shared_with_grantees?: boolean }, signal?: AbortSignal): Promise<DataRoomFolder> {
  let request = db.from('data_room_folders').update(changes).eq('id', ref.id).eq('organization_id', ref.organizationId).select(DATA_ROOM_FOLDER_COLUMNS.join(', '));
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.returns<DataRoomFolder[]>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'data_room_folders' });
  const [row] = data ?? [];
  if (!row) throw new ServiceError('Permission denied: update on data_room_folders', 'PERMISSION_DENIED', { ...ref }, 403);
  return row;
}

/** Renames a folder; a name already taken in the organization is a conflict. */
export function renameDataRoomFolder(db: DbClient, { name, ...ref }: FolderRef & { name: string }, signal?: AbortSignal): Promise<DataRoomFolder> {
  return updateFolder(db, ref, { name: cleanName(name, DATA_ROOM_FOLDER_NAME_MAX_LENGTH) }, signal);
}

/** Opens a folder to the grantees whose grant includes documents, or closes it; effective at their next request. */
export function setDataRoomFolderShared(db: DbClient, { shared, ...ref }: FolderRef & { shared: boolean }, signal?: AbortSignal): Promise<DataRoomFolder> {
  return updateFolder(db, ref, { shared_with_grantees: shared }, signal);
}

export const renameDataRoomFolderMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: dataRoomMutationKeys.renameFolder,
    mutationFn: async (input: FolderRef & { name: string }) => renameDataRoomFolder(await whenDb(), input),
    onSuccess: (_row, input) => queryClient.invalidateQueries({ queryKey: dataRoomKeys.all(input.organizationId) }),
  });

export const setDataRoomFolderSharedMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: dataRoomMutationKeys.shareFolder,
    mutationFn: async (input: FolderRef & { shared: boolean }) => setDataRoomFolderShared(await whenDb(), input),
    onSuccess: (_row, input) => queryClient.invalidateQueries({ queryKey: dataRoomKeys.all(input.organizationId) }),
  });

export function useRenameDataRoomFolder({ mutationConfig }: { mutationConfig?: MutationConfig<DataRoomFolder, FolderRef & { name: string }> } = {}) {
  return useMutation(withCallerConfig(renameDataRoomFolderMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}

export function useSetDataRoomFolderShared({ mutationConfig }: { mutationConfig?: MutationConfig<DataRoomFolder, FolderRef & { shared: boolean }> } = {}) {
  return useMutation(withCallerConfig(setDataRoomFolderSharedMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
