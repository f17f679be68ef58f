import { queryOptions, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { messagingKeys } from '../keys';
import { ATTACHMENT_BUCKET } from '../model';
import { storageServiceError } from './storage-error';

/** How long a download link works. */
export const ATTACHMENT_URL_SECONDS = 3600;

/**
 * A link that downloads one attachment under its original name. The bucket is private: the
 * storage server signs the link only for a member of the conversation (the bucket's policies).
 */
export async function getAttachmentUrl(db: DbClient, { path, name }: { path: string; name: string }): Promise<string> {
  const { data, error } = await db.storage.from(ATTACHMENT_BUCKET).createSignedUrl(path, ATTACHMENT_URL_SECONDS, { download: name });
  if (error || !data) throw storageServiceError(error ?? {}, { bucket: ATTACHMENT_BUCKET, path });
  return data.signedUrl;
}

export const attachmentUrlQueryOptions = (userId: string, attachment: { path: string; name: string }) =>
  queryOptions({
    queryKey: messagingKeys.attachmentUrl(userId, attachment.path),
    queryFn: async () => getAttachmentUrl(await whenDb(), attachment),
    // Asked for again well before the link stops working.
    staleTime: (ATTACHMENT_URL_SECONDS - 600) * 1000,
    gcTime: (ATTACHMENT_URL_SECONDS - 600) * 1000,
  });

/** Read when the message is on screen (the thread renders only what is in view). */
export function useAttachmentUrl(userId: string | null, attachment: { path: string; name: string } | null) {
  return useQuery({ ...attachmentUrlQueryOptions(userId ?? '', attachment ?? { path: '', name: '' }), enabled: !!userId && !!attachment });
}
