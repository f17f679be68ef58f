import type { DbClient } from '@fikrspace/db';
import type { Bucket } from '../model';
import { toStorageServiceError } from './storage-error';

/**
 * How long a signed download address works unless the caller says otherwise: long enough to open
 * or save the file, short enough that a copied link soon stops working.
 */
export const SIGNED_URL_SECONDS = 10 * 60;

export interface SignedUrlInput {
  bucket: Bucket;
  path: string;
  /** Seconds the address works for. */
  expiresIn?: number;
  /** Have the browser save the file rather than show it: `true`, or the name to save it under. */
  download?: boolean | string;
}

/**
 * An address that serves one file of a private bucket (pitch decks, the data room, attachments)
 * to whoever holds it, until it expires. Asking for it is a read under the caller's select policy,
 * so a file the caller may not read gets no address (Storage's NoSuchKey, as for a missing file).
 */
export async function createSignedUrl(db: DbClient, { bucket, path, expiresIn = SIGNED_URL_SECONDS, download }: SignedUrlInput): Promise<string> {
  const { data, error } = await db.storage.from(bucket).createSignedUrl(path, expiresIn, download === undefined ? undefined : { download });
  if (error) throw toStorageServiceError(error, { bucket, path });
  return data.signedUrl;
}
