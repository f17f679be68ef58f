import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { ServiceError } from '@fikrspace/errors';
import { toastFailure } from '@fikrspace/ui';
import { dataRoomKeys, dataRoomMutationKeys } from '../keys';
import { DATA_ROOM_BUCKET, type DataRoomAccessAction } from '../model';

/** How long an opened document's address works: long enough to read or save it. */
export const DOCUMENT_URL_SECONDS = 10 * 60;

export interface OpenDocumentInput {
  /** The room's organization, whose access log the opening joins. */
  organizationId: string;
  documentId: string;
  objectPath: string;
  action?: DataRoomAccessAction;
}

/** Records an opening in the room's access log; refused (42501) unless the caller may read the document now. */
export async function recordDataRoomAccess(db: DbClient, { documentId, action = 'viewed' }: Pick<OpenDocumentInput, 'documentId' | 'action'>, signal?: AbortSignal): Promise<string> {
  let request = db.rpc('record_data_room_access', { p_document: documentId, p_action: action });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { rpc: 'record_data_room_access', documentId });
  return data;
}

/**
 * Opens a document: the access is recorded first, then a signed address of its file is made (a
 * read under the bucket's policies, so a grant revoked meanwhile gets none). Answers the address.
 */
export async function openDataRoomDocument(db: DbClient, input: OpenDocumentInput): Promise<string> {
  await recordDataRoomAccess(db, input);
  const { data, error } = await db.storage.from(DATA_ROOM_BUCKET).createSignedUrl(input.objectPath, DOCUMENT_URL_SECONDS, input.action === 'downloaded' ? { download: true } : undefined);
  if (error) throw new ServiceError(`The document could not be opened: ${error.message}`, 'RECORD_NOT_FOUND', { path: input.objectPath }, 404);
  return data.signedUrl;
}

export const openDataRoomDocumentMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: dataRoomMutationKeys.recordAccess,
    mutationFn: async (input: OpenDocumentInput) => openDataRoomDocument(await whenDb(), input),
    onSuccess: (_url, input) => queryClient.invalidateQueries({ queryKey: dataRoomKeys.accessLog(input.organizationId) }),
  });

export function useOpenDataRoomDocument({ mutationConfig }: { mutationConfig?: MutationConfig<string, OpenDocumentInput> } = {}) {
  return useMutation(withCallerConfig(openDataRoomDocumentMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
