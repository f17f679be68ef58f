import type * as StorageLibrary from '@supabase/storage-js/dist/index.mjs';
import type { StorageClient as RealStorageClient } from '@supabase/storage-js/dist/index.mjs';

/**
 * What the shell's build bundles in place of `@supabase/storage-js` (the alias is in
 * `@fikrspace/federation`). supabase-js creates a storage client with every client, and the real
 * one with its analytics-bucket library is 28 KB that most pages never use. This one takes the same
 * arguments and downloads the real client on the first call that needs it, so only a page that
 * uploads or lists files pays for it. Every call but `getPublicUrl` returns a promise in storage-js
 * already, so waiting for the download changes nothing for the caller.
 */

type StorageModule = typeof StorageLibrary;

/**
 * The real library. A path under `dist/` on purpose: the build's alias replaces the bare name
 * `@supabase/storage-js` with this file.
 */
const loadStorageModule = (): Promise<StorageModule> => import('@supabase/storage-js/dist/index.mjs');

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

interface PublicUrlOptions {
  download?: string | boolean;
  cacheNonce?: string | number;
  versionId?: string;
  transform?: unknown;
}

type FileApi = ReturnType<RealStorageClient['from']>;
type LazyFileApi = {
  [Method in keyof FileApi]: FileApi[Method] extends (...args: infer Args) => infer Result ? (...args: Args) => Result extends Promise<unknown> ? Result : Promise<Awaited<Result>> : never;
} & { getPublicUrl: (path: string, options?: PublicUrlOptions) => { data: { publicUrl: string } } };

export class StorageClient {
  readonly url: string;
  readonly #headers: Record<string, string>;
  readonly #fetch: unknown;
  readonly #options: unknown;
  #real: Promise<RealStorageClient> | null = null;

  constructor(url: string, headers: Record<string, string> = {}, fetch?: unknown, options?: unknown) {
    this.url = url;
    this.#headers = headers;
    this.#fetch = fetch;
    this.#options = options;
  }

  /** The real client, downloaded once; a page about to upload may call it early to save the wait. */
  load(): Promise<RealStorageClient> {
    this.#real ??= loadStorageModule().then(
      ({ StorageClient: Real }) => new Real(this.url, this.#headers, this.#fetch as ConstructorParameters<typeof Real>[2], this.#options as ConstructorParameters<typeof Real>[3]),
      (error: unknown) => {
        // A failed download is tried again by the next call rather than remembered.
        this.#real = null;
        throw error;
      },
    );
    return this.#real;
  }

  from(bucketId: string): LazyFileApi {
    const publicUrl = (path: string, options: PublicUrlOptions = {}) => {
      // storage-js's own algorithm (StorageFileApi.getPublicUrl), which is synchronous there too.
      if (options.transform) throw new Error('Image transformations are not used by the platform: getPublicUrl takes no transform here.');
      const query = new URLSearchParams();
      if (options.download) query.set('download', options.download === true ? '' : options.download);
      if (options.cacheNonce != null) query.set('cacheNonce', String(options.cacheNonce));
      if (options.versionId != null) query.set('versionId', String(options.versionId));
      const queryString = query.toString();
      return { data: { publicUrl: encodeURI(`${this.url}/object/public/${bucketId}/${path.replace(/^\/+/, '')}`) + (queryString ? `?${queryString}` : '') } };
    };
    return new Proxy({} as LazyFileApi, {
      get: (_target, method) => {
        if (method === 'getPublicUrl') return publicUrl;
        if (typeof method !== 'string' || method === 'then') return undefined;
        return async (...args: unknown[]) => {
          const api = (await this.load()).from(bucketId) as unknown as Record<string, (...values: unknown[]) => unknown>;
          const call = api[method];
          if (typeof call !== 'function') throw new TypeError(`storage-js has no ${method}`);
          return call.apply(api, args);
        };
      },
    });
  }

  listBuckets(...args: Parameters<RealStorageClient['listBuckets']>) {
    return this.load().then((client) => client.listBuckets(...args));
  }

  getBucket(...args: Parameters<RealStorageClient['getBucket']>) {
    return this.load().then((client) => client.getBucket(...args));
  }

  createBucket(...args: Parameters<RealStorageClient['createBucket']>) {
    return this.load().then((client) => client.createBucket(...args));
  }

  updateBucket(...args: Parameters<RealStorageClient['updateBucket']>) {
    return this.load().then((client) => client.updateBucket(...args));
  }

  emptyBucket(...args: Parameters<RealStorageClient['emptyBucket']>) {
    return this.load().then((client) => client.emptyBucket(...args));
  }

  deleteBucket(...args: Parameters<RealStorageClient['deleteBucket']>) {
    return this.load().then((client) => client.deleteBucket(...args));
  }
}
