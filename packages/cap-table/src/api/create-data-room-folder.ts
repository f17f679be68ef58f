import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { toastFailure } from '@fikrspace/ui';
import { dataRoomKeys, dataRoomMutationKeys } from '../keys';
import { DATA_ROOM_FOLDER_COLUMNS, DATA_ROOM_FOLDER_NAME_MAX_LENGTH, cleanName, type DataRoomFolder } from '../model';

export interface NewDataRoomFolder {
  organizationId: string;
  name: string;
  sharedWithGrantees?: boolean;
  position?: number;
}

/** Adds a folder; its name is unique in the organization (a second one is a conflict). */
export async function createDataRoomFolder(db: DbClient, input: NewDataRoomFolder, signal?: AbortSignal): Promise<DataRoomFolder> {
  const name = cleanName(input.name, DATA_ROOM_FOLDER_NAME_MAX_LENGTH);
  let request = db
    .from('data_room_folders')
    .insert({ organization_id: input.organizationId, name, shared_with_grantees: input.sharedWithGrantees ?? false, position: input.position ?? 0 })
    .select(DATA_ROOM_FOLDER_COLUMNS.join(', '));
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.single<DataRoomFolder>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'data_room_folders' });
  return data;
}

export const createDataRoomFolderMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: dataRoomMutationKeys.createFolder,
    mutationFn: async (input: NewDataRoomFolder) => createDataRoomFolder(await whenDb(), input),
    onSuccess: (_row, input) => queryClient.invalidateQueries({ queryKey: dataRoomKeys.all(input.organizationId) }),
  });

export function useCreateDataRoomFolder({ mutationConfig }: { mutationConfig?: MutationConfig<DataRoomFolder, NewDataRoomFolder> } = {}) {
  return useMutation(withCallerConfig(createDataRoomFolderMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
