import type { DbClient } from '@fikrspace/db';
import { ServiceError } from '@fikrspace/errors';
import type { Bucket } from '../model';
import { toStorageServiceError } from './storage-error';

export interface ObjectRef {
  bucket: Bucket;
  /** The object's name in the bucket. */
  path: string;
}

/**
 * Deletes one stored file. The storage server deletes under the caller's delete policy and
 * answers the rows it removed, leaving out, without an error, those the policies refuse or hide;
 * such a refusal is reported here rather than passing for a success.
 */
export async function removeObject(db: DbClient, { bucket, path }: ObjectRef): Promise<void> {
  const { data, error } = await db.storage.from(bucket).remove([path]);
  if (error) throw toStorageServiceError(error, { bucket, path });
  if (!data?.length) throw new ServiceError(`Permission denied: remove ${bucket}/${path}`, 'PERMISSION_DENIED', { bucket, path, storageCode: 'AccessDenied' }, 403);
}
