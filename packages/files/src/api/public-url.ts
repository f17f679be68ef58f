import type { DbClient } from '@fikrspace/db';
import type { PublicBucket } from '../model';

export interface PublicObjectRef {
  bucket: PublicBucket;
  /** The object's name in the bucket. */
  path: string;
  /** Have the browser save the file rather than show it: `true`, or the name to save it under. */
  download?: boolean | string;
}

/**
 * The address of a file in a public bucket (avatars, logos, the site's media): served to anyone
 * without a token, so it can go into an `<img>` or a page. It is built, not asked for: it exists
 * whether or not the file does. Private buckets have no such address (see `signed-url.ts`).
 */
export function getPublicUrl(db: DbClient, { bucket, path, download }: PublicObjectRef): string {
  return db.storage.from(bucket).getPublicUrl(path, download === undefined ? undefined : { download }).data.publicUrl;
}
