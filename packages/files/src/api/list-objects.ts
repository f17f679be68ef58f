import { queryOptions, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { fileKeys } from '../keys';
import type { Bucket } from '../model';
import { toStorageServiceError } from './storage-error';

/** One file of a folder, as a list shows it. */
export interface StoredFile {
  /** The object's name in the bucket: `<folder>/<file>`. */
  path: string;
  name: string;
  size: number | null;
  type: string | null;
  createdAt: string | null;
}

/**
 * The files directly in a folder (an organization's, say), newest first. Listing is a read under
 * the caller's select policy, so a folder the caller may not read lists as empty, as on Supabase.
 */
export async function listObjects(db: DbClient, { bucket, folder }: { bucket: Bucket; folder: string }): Promise<StoredFile[]> {
  const { data, error } = await db.storage.from(bucket).list(folder, { limit: 100, sortBy: { column: 'created_at', order: 'desc' } });
  if (error) throw toStorageServiceError(error, { bucket, folder });
  return (data ?? [])
    // Sub-folders list with no id; only files are the folder's own.
    .filter((entry) => entry.id !== null)
    .map((entry) => {
      const metadata = (entry.metadata ?? {}) as { size?: number; mimetype?: string };
      return { path: `${folder}/${entry.name}`, name: entry.name, size: metadata.size ?? null, type: metadata.mimetype ?? null, createdAt: entry.created_at ?? null };
    });
}

export const organizationFilesQueryOptions = (organizationId: string, bucket: Bucket) =>
  queryOptions({
    queryKey: fileKeys.folder(organizationId, bucket),
    queryFn: async () => listObjects(await whenDb(), { bucket, folder: organizationId }),
  });

export function useOrganizationFiles(organizationId: string | null, bucket: Bucket) {
  return useQuery({ ...organizationFilesQueryOptions(organizationId ?? '', bucket), enabled: !!organizationId });
}
