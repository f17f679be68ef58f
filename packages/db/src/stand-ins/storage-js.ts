/**
 * What the shell's build bundles in place of `@supabase/storage-js` (the alias is in
 * `@fikrspace/federation`). supabase-js creates a storage client with every client, but the
 * platform keeps no files in buckets, and the storage client with its analytics-bucket library is
 * 28 KB of every signed-in page's JavaScript. Creating it does nothing; every call fails with a
 * message that says where to turn it on.
 */
export const STORAGE_NOT_BUILT = 'Storage is not part of this build: remove the @supabase/storage-js alias in tooling/federation to use buckets.';

/** supabase-js re-exports it; the same shape as the library's, for `instanceof` checks. */
export class StorageApiError extends Error {
  override name = 'StorageApiError';
  readonly status: number;
  readonly statusCode: string;

  constructor(message: string, status: number, statusCode: string) {
    super(message);
    this.status = status;
    this.statusCode = statusCode;
  }
}

const notBuilt = (): never => {
  throw new Error(STORAGE_NOT_BUILT);
};

export class StorageClient {
  readonly url: string;

  constructor(url: string, _headers?: Record<string, string>, _fetch?: unknown, _options?: unknown) {
    this.url = url;
  }

  from(_bucketId: string): never {
    return notBuilt();
  }

  listBuckets(): never {
    return notBuilt();
  }

  getBucket(_id: string): never {
    return notBuilt();
  }

  createBucket(_id: string, _options?: unknown): never {
    return notBuilt();
  }

  updateBucket(_id: string, _options?: unknown): never {
    return notBuilt();
  }

  emptyBucket(_id: string): never {
    return notBuilt();
  }

  deleteBucket(_id: string): never {
    return notBuilt();
  }
}
