import { randomUUID } from 'node:crypto';
import { entityTooLarge, keyAlreadyExists, noSuchBucket } from './errors.mjs';
import { checkMimeType, isDeclaredImage, isEmptyFolderPlaceholder } from './limits.mjs';
import { readMultipartFile } from './multipart.mjs';
import { headerUserMetadata, headerValue, parseUserMetadata } from './request.mjs';
import { createObjectWrites } from './object-writes.mjs';
import { asNumber, ownerColumns } from './rows.mjs';

/**
 * Uploads (POST and PUT /object/{bucket}/{key}, PUT /object/upload/sign/...), in the storage
 * server's order (storage/uploader.ts): read the bucket's limits, read the upload's headers
 * (multipart: up to the file part), check size and type, try the row as the caller in a
 * transaction that is rolled back, then stream the bytes to disk, and only then write the row,
 * as the database owner. No transaction is open while a body streams, so a slow upload never
 * holds the database (PGlite has a single connection).
 */

/**
 * @typedef {{ stream: import('node:stream').Readable, mimeType: string, cacheControl: string,
 *   userMetadata: Record<string, unknown> | undefined, declaredLength: number | undefined, exactLength: boolean }} UploadSource
 */

/**
 * @param {{ access: ReturnType<typeof import('./access.mjs').createAccess>, store: ReturnType<typeof import('./file-store.mjs').createFileStore>,
 *   fileSizeLimit: number, log: (message: string, error?: unknown) => void }} options
 */
export function createUploader({ access, store, fileSizeLimit, log }) {
  const writes = createObjectWrites(access);

  /** The bucket's own limits, read without row-level security (storage/object.ts uploadFromRequest). */
  async function bucketLimits(bucketId) {
    const [row] = await access.ownerQuery('select file_size_limit, allowed_mime_types from storage.buckets where id = $1', [bucketId]);
    if (!row) throw noSuchBucket();
    return { sizeLimit: asNumber(row.file_size_limit), allowedMimeTypes: /** @type {string[] | null} */ (row.allowed_mime_types) };
  }

  /**
   * @param {any} ctx
   * @param {{ bucketId: string, key: string, upsert: boolean, owner: string | undefined, operation: string,
   *   asCaller: boolean }} options `asCaller`: check the caller's policies (false for signed upload URLs, whose
   *   token already carries the permission)
   * @returns {Promise<{ id: string }>}
   */
  async function upload(ctx, { bucketId, key, upsert, owner, operation, asCaller }) {
    const { sizeLimit, allowedMimeTypes } = await bucketLimits(bucketId);
    const placeholder = isEmptyFolderPlaceholder(key);
    const limit = placeholder ? 0 : Math.min(fileSizeLimit, sizeLimit ?? Number.POSITIVE_INFINITY);
    const source = await openSource(ctx.req);
    if (!placeholder) checkMimeType(source.mimeType, allowedMimeTypes);
    // A raw body's declared length is its size: one that is too large is refused before it is read.
    if (source.exactLength && source.declaredLength !== undefined && source.declaredLength > limit) throw entityTooLarge();

    const probeRow = {
      bucketId,
      key,
      ...ownerColumns(owner),
      metadata: { mimetype: source.mimeType, contentLength: source.declaredLength },
      userMetadata: source.userMetadata,
      version: '1',
    };
    if (asCaller) await writes.tryAsCaller(ctx, operation, probeRow, upsert);
    else if (!upsert && (await writes.exists(bucketId, key))) throw keyAlreadyExists();

    const written = await storeObject(
      { store, writes, log },
      {
        bucketId,
        key,
        owner,
        stream: source.stream,
        limit,
        refuseMarkup: !placeholder && isDeclaredImage(source.mimeType) ? source.mimeType : null,
        mimeType: source.mimeType,
        cacheControl: source.cacheControl,
        userMetadata: source.userMetadata,
        upsert,
      },
    );
    return { id: written.id };
  }

  return { upload };
}

/**
 * Stores an object: streams its bytes into the store, then writes its row as the database owner,
 * and removes the file of the version an upsert replaced. The part of an upload after every check,
 * shared by the upload routes and the seeding of objects (seed-objects.mjs), so a seeded object is
 * stored exactly as an uploaded one.
 * @param {{ store: ReturnType<typeof import('./file-store.mjs').createFileStore>, writes: ReturnType<typeof createObjectWrites>,
 *   log: (message: string, error?: unknown) => void }} services
 * @param {{ bucketId: string, key: string, owner: string | undefined, stream: import('node:stream').Readable, limit: number,
 *   refuseMarkup: string | null, mimeType: string, cacheControl: string, userMetadata: Record<string, unknown> | undefined,
 *   upsert: boolean }} object
 * @returns {Promise<Record<string, any>>} the written row
 */
export async function storeObject({ store, writes, log }, { bucketId, key, owner, stream, limit, refuseMarkup, mimeType, cacheControl, userMetadata, upsert }) {
  const received = await store.receive(stream, { limit, refuseMarkup });
  const version = randomUUID();
  try {
    await store.commit(received.file, version);
  } catch (error) {
    await store.discard(received.file);
    throw error;
  }
  const row = {
    bucketId,
    key,
    ...ownerColumns(owner),
    metadata: {
      eTag: received.eTag,
      size: received.size,
      mimetype: mimeType,
      cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: received.size,
      httpStatusCode: 200,
    },
    userMetadata: { ...userMetadata },
    version,
  };
  let written;
  try {
    written = await writes.writeAsOwner(row, upsert);
  } catch (error) {
    await store.remove(version).catch((removeError) => log('could not remove a stored file', removeError));
    throw error;
  }
  if (written.previous && written.previous !== version) await store.remove(written.previous).catch((error) => log('could not remove a replaced file', error));
  return written.row;
}

/**
 * What is being uploaded and how it is described, before any of its bytes are read.
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<UploadSource>}
 */
async function openSource(req) {
  const contentType = headerValue(req, 'content-type');
  const declared = Number(headerValue(req, 'content-length'));
  const declaredLength = Number.isFinite(declared) && declared >= 0 ? declared : undefined;
  if (contentType?.startsWith('multipart/form-data')) {
    const { fields, file, mimeType } = await readMultipartFile(req);
    const metadataText = fields.metadata ?? fields.userMetadata;
    return {
      stream: file,
      mimeType: fields.contentType || mimeType,
      cacheControl: fields.cacheControl ? `max-age=${fields.cacheControl}` : 'no-cache',
      userMetadata: typeof metadataText === 'string' ? parseUserMetadata(metadataText) : undefined,
      // The form's length includes its boundaries; it is only what policies see as contentLength.
      declaredLength,
      exactLength: false,
    };
  }
  return {
    stream: req,
    mimeType: contentType || 'application/octet-stream',
    cacheControl: headerValue(req, 'cache-control') ?? 'no-cache',
    userMetadata: headerUserMetadata(headerValue(req, 'x-metadata')),
    declaredLength,
    exactLength: true,
  };
}
