import type { DbClient } from '@fikrspace/db';
import { contentTypeFor, type Bucket } from '../model';
import { NETWORK_FAILURE, abortError, toStorageServiceError, type StorageErrorLike } from './storage-error';

/** How much of a file has been sent, in bytes. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadObjectInput {
  bucket: Bucket;
  /** The object's name in the bucket, `<owner folder>/<file>` (see `objectPath`). */
  path: string;
  file: Blob & { name?: string };
  /** Replace an object of the same name (the policies must then allow select and update as well). */
  upsert?: boolean;
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
}

/** What storage-js sends with an upload: the stored object's Cache-Control. */
const CACHE_CONTROL = 'max-age=3600';

/**
 * Stores a file and answers its path in the bucket.
 *
 * storage-js's `upload` is one fetch, and fetch reports no upload progress, which a user sending a
 * 50 MB deck needs. So the upload is two steps: storage-js asks for a signed upload URL (the
 * server checks the caller's insert policy now, as it would for `upload`), then the browser PUTs
 * the file to it with XMLHttpRequest, whose `upload.onprogress` reports the bytes sent and whose
 * `abort()` the signal calls. Where there is no XMLHttpRequest (Node), storage-js's
 * `uploadToSignedUrl` sends it, without progress; a signal then only stops it between the steps.
 * Failures are service errors with Storage's code in `context.storageCode`; cancelling rejects
 * with the signal's reason (an `AbortError`).
 */
export async function uploadObject(db: DbClient, { bucket, path, file, upsert = false, signal, onProgress }: UploadObjectInput): Promise<string> {
  const context = { bucket, path };
  // The bucket compares this name, so a type the browser spells differently is sent as the bucket spells it.
  const contentType = contentTypeFor({ name: file.name ?? path, type: file.type }, bucket) ?? file.type;
  if (signal?.aborted) throw abortError(signal);
  const bucketApi = db.storage.from(bucket);
  const { data, error } = await bucketApi.createSignedUploadUrl(path, { upsert });
  if (error) throw toStorageServiceError(error, context);
  if (signal?.aborted) throw abortError(signal);

  if (typeof XMLHttpRequest === 'undefined') {
    // storage-js sends a Blob as a form whose file part carries the Blob's own type.
    const body = file.type === contentType ? file : new Blob([file], { type: contentType });
    const sent = await bucketApi.uploadToSignedUrl(data.path, data.token, body, { upsert, cacheControl: '3600' });
    if (sent.error) throw toStorageServiceError(sent.error, context);
    onProgress?.({ loaded: file.size, total: file.size });
    return data.path;
  }
  await putWithProgress(data.signedUrl, file, { contentType, upsert, signal, onProgress, context });
  return data.path;
}

interface PutOptions {
  contentType: string;
  upsert: boolean;
  signal: AbortSignal | undefined;
  onProgress: ((progress: UploadProgress) => void) | undefined;
  context: Record<string, unknown>;
}

/**
 * PUT of the raw file to a signed upload URL, as storage-js's `uploadToSignedUrl` sends a raw
 * body: the type and cache headers describe it, and the URL's token is the permission, so no
 * key or session is sent.
 */
function putWithProgress(url: string, file: Blob, { contentType, upsert, signal, onProgress, context }: PutOptions): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    const cancel = () => request.abort();
    const settle = (outcome: () => void) => {
      signal?.removeEventListener('abort', cancel);
      outcome();
    };
    request.open('PUT', url);
    request.setRequestHeader('content-type', contentType);
    request.setRequestHeader('cache-control', CACHE_CONTROL);
    request.setRequestHeader('x-upsert', String(upsert));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    request.onload = () =>
      settle(() => {
        if (request.status >= 200 && request.status < 300) {
          onProgress?.({ loaded: file.size, total: file.size });
          resolve();
        } else reject(toStorageServiceError(answeredError(request), context));
      });
    request.onerror = () => settle(() => reject(toStorageServiceError({ name: NETWORK_FAILURE, message: 'The upload could not reach the storage server' }, context)));
    request.ontimeout = request.onerror;
    request.onabort = () => settle(() => reject(abortError(signal)));
    signal?.addEventListener('abort', cancel, { once: true });
    request.send(file);
  });
}

/** The storage server's error body, read the way storage-js reads it (its `handleError`). */
function answeredError(request: XMLHttpRequest): StorageErrorLike {
  let body: { statusCode?: unknown; code?: unknown; error?: unknown; message?: unknown } | null = null;
  try {
    body = JSON.parse(request.responseText);
  } catch {
    // Not JSON: a proxy's page, say. The status is all there is.
  }
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  const code = text(body?.code);
  return {
    status: request.status,
    statusCode: text(body?.statusCode) ?? code ?? String(request.status),
    code,
    error: text(body?.error),
    message: text(body?.message) ?? text(body?.error) ?? (request.statusText || `HTTP ${request.status} error`),
  };
}
