import { sendJson } from '../http.mjs';
import { createAccess } from './access.mjs';
import { createBucketCalls } from './buckets.mjs';
import { StorageError, internalError, invalidKey, invalidRequest, notFoundRoute, validationError } from './errors.mjs';
import { createFileStore } from './file-store.mjs';
import { DEFAULT_FILE_SIZE_LIMIT, SIGNED_UPLOAD_URL_SECONDS, mustBeValidBucketName, mustBeValidKey } from './limits.mjs';
import { createObjectCalls } from './objects.mjs';
import { headerUserMetadata, headerValue, jsonBody } from './request.mjs';
import { ownerColumns } from './rows.mjs';
import { OBJECT_SECURITY_HEADERS } from './serve.mjs';
import { createSigner, expiresInSeconds } from './signed-urls.mjs';
import { createUploader } from './upload.mjs';
import { createObjectWrites } from './object-writes.mjs';

/**
 * Supabase Storage (`/storage/v1`) as supabase-js's storage client speaks it: the storage
 * server's paths, headers, bodies and error answers, with files on local disk and their rows in
 * the storage schema (db/bootstrap.sql).
 */

const MOUNT = '/storage/v1';

/**
 * Calls that need no API key, as upstream serves them without one: public objects, and signed
 * URLs, whose token is the permission. Decided on the path as sent, the one the routes below
 * follow.
 * @param {import('node:http').IncomingMessage} req
 * @param {URL} url
 */
export function isOpenStorageRequest(req, url) {
  const subpath = rawSubpath(req);
  if (subpath === null) return false;
  const { method } = req;
  const read = method === 'GET' || method === 'HEAD';
  if (read && /^\/(object|object\/info|render\/image)\/public\//.test(subpath)) return true;
  if (read && /^\/(object|render\/image)\/sign\//.test(subpath) && url.searchParams.has('token')) return true;
  return method === 'PUT' && subpath.startsWith('/object/upload/sign/') && url.searchParams.has('token');
}

/**
 * The path after /storage/v1 as sent, not as URL parsing resolved it: a key with `..` segments is
 * refused rather than quietly turned into another key. Null when the request is not under the mount.
 * @param {import('node:http').IncomingMessage} req
 */
function rawSubpath(req) {
  const rawPath = (req.url ?? '').split('?')[0];
  return rawPath.startsWith(`${MOUNT}/`) ? rawPath.slice(MOUNT.length) : null;
}

/**
 * @param {{ db: any, jwtKey: Uint8Array, storageDir: string, fileSizeLimit?: number, roleTimeout?: (role: string) => Promise<string | null>,
 *   log?: (message: string, error?: unknown) => void }} options
 */
export function createStorageApi({ db, jwtKey, storageDir, fileSizeLimit = DEFAULT_FILE_SIZE_LIMIT, roleTimeout, log = () => undefined }) {
  const access = createAccess({ db, jwtKey, roleTimeout });
  const store = createFileStore(storageDir);
  const signer = createSigner(jwtKey);
  const buckets = createBucketCalls({ access, store, fileSizeLimit, log });
  const objects = createObjectCalls({ access, store, signer, log });
  const uploader = createUploader({ access, store, fileSizeLimit, log });
  const writes = createObjectWrites(access);

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {URL} url
   */
  return async function handleStorage(req, res, url) {
    for (const [name, value] of Object.entries(OBJECT_SECURITY_HEADERS)) res.setHeader(name, value);
    try {
      const subpath = rawSubpath(req);
      if (subpath === null) throw invalidRequest('Invalid path');
      const segments = subpath.split('/').slice(1);
      const method = req.method ?? 'GET';
      /** @type {any} */
      const ctx = { req, res, url, identity: null, scope: (operation) => ({ req, path: subpath, operation }) };
      const identify = async (options) => {
        ctx.identity = await access.identify(req, options);
        return ctx.identity;
      };
      const answer = (body, status = 200, headers = {}) => sendJson(res, status, body, headers);

      if (segments[0] === 'bucket') {
        const id = segments.length > 1 && segments[1] !== '' ? mustBeValidBucketName(decode(segments[1])) : null;
        const rest = segments.slice(2).join('/');
        await identify();
        if (!id && method === 'GET') return answer(await buckets.list(ctx, url));
        if (!id && method === 'POST') return answer(await buckets.create(ctx));
        if (id && !rest && method === 'GET') return answer(await buckets.get(ctx, id));
        if (id && !rest && method === 'PUT') return answer(await buckets.update(ctx, id));
        if (id && !rest && method === 'DELETE') return answer(await buckets.remove(ctx, id));
        if (id && rest === 'empty' && method === 'POST') return answer(await buckets.empty(ctx, id));
        throw notFoundRoute(method, subpath);
      }
      // Image transformations are not run locally: a transformed URL serves the original image.
      if (segments[0] === 'render' && segments[1] === 'image' && (method === 'GET' || method === 'HEAD')) {
        const { bucketId, key } = target(segments.slice(3));
        if (segments[2] === 'public') return await objects.downloadPublic(ctx, bucketId, key);
        if (segments[2] === 'sign') return await objects.downloadSigned(ctx, bucketId, key);
        if (segments[2] === 'authenticated') {
          await identify();
          return await objects.download(ctx, bucketId, key);
        }
        throw notFoundRoute(method, subpath);
      }
      if (segments[0] !== 'object') throw notFoundRoute(method, subpath);

      const [section, ...after] = segments.slice(1);
      const read = method === 'GET' || method === 'HEAD';
      if (section === 'list' && method === 'POST' && after.length === 1) {
        await identify();
        return answer(await objects.list(ctx, mustBeValidBucketName(decode(after[0]))));
      }
      if (section === 'move' && method === 'POST' && after.length === 0) {
        await identify();
        return answer(await objects.move(ctx));
      }
      if (section === 'copy' && method === 'POST' && after.length === 0) {
        await identify();
        return answer(await objects.copy(ctx));
      }
      if (section === 'public' && read) {
        const { bucketId, key } = target(after);
        return await objects.downloadPublic(ctx, bucketId, key);
      }
      if (section === 'info' && method === 'GET') {
        const kind = after[0] === 'public' || after[0] === 'authenticated' ? after[0] : null;
        const { bucketId, key } = target(kind ? after.slice(1) : after);
        if (kind !== 'public') await identify({ allowInvalid: kind === null });
        const info = await objects.info(ctx, bucketId, key, { publicRoute: kind === 'public' });
        return answer(info.body, 200, info.headers);
      }
      if (section === 'sign') {
        if (read) {
          const { bucketId, key } = target(after);
          return await objects.downloadSigned(ctx, bucketId, key);
        }
        if (method === 'POST' && after.length === 1) {
          const bucketId = mustBeValidBucketName(decode(after[0]));
          await identify();
          const body = await jsonBody(req);
          const paths = body.paths;
          if (!Array.isArray(paths) || paths.some((path) => typeof path !== 'string' || path.includes('\u0000'))) throw validationError("body must have required property 'paths'");
          if (paths.length === 0 || paths.length > 1000) throw validationError('body/paths must have between 1 and 1000 items');
          return answer(await objects.signMany(ctx, bucketId, expiresInSeconds(body.expiresIn), paths));
        }
        if (method === 'POST') {
          const { bucketId, key } = target(after);
          await identify();
          const body = await jsonBody(req);
          return answer(await objects.sign(ctx, bucketId, key, expiresInSeconds(body.expiresIn)));
        }
        throw notFoundRoute(method, subpath);
      }
      if (section === 'upload' && after[0] === 'sign') {
        const { bucketId, key } = target(after.slice(1));
        if (method === 'POST') {
          await identify();
          return answer(await createUploadUrl(ctx, bucketId, key));
        }
        if (method === 'PUT') {
          const claims = await signer.verify(url.searchParams.get('token'), `${bucketId}/${key}`, 'upload');
          const owner = typeof claims.owner === 'string' ? claims.owner : undefined;
          await uploader.upload(ctx, { bucketId, key, upsert: claims.upsert === true, owner, operation: 'storage.object.upload_signed', asCaller: false });
          return answer({ Key: `${bucketId}/${key}` });
        }
        throw notFoundRoute(method, subpath);
      }
      if (section === 'authenticated' && read) {
        const { bucketId, key } = target(after);
        await identify();
        return await objects.download(ctx, bucketId, key);
      }

      // /object/{bucket} and /object/{bucket}/{key}
      if (section === undefined || section === '') throw notFoundRoute(method, subpath);
      if (after.length === 0 && method === 'DELETE') {
        const bucketId = mustBeValidBucketName(decode(section));
        await identify();
        return answer(await objects.remove(ctx, bucketId));
      }
      const { bucketId, key } = target([section, ...after]);
      if (read) {
        await identify({ allowInvalid: true });
        return await objects.download(ctx, bucketId, key);
      }
      if (method === 'POST' || method === 'PUT') {
        const identity = await identify();
        // PUT is update(): always an upsert, as upstream.
        const upsert = method === 'PUT' || headerValue(req, 'x-upsert') === 'true';
        const operation = method === 'PUT' ? 'storage.object.upload_update' : 'storage.object.upload';
        const { id } = await uploader.upload(ctx, { bucketId, key, upsert, owner: identity.owner, operation, asCaller: true });
        return answer({ Id: id, Key: `${bucketId}/${key}` });
      }
      if (method === 'DELETE') {
        await identify();
        return answer(await objects.removeOne(ctx, bucketId, key));
      }
      throw notFoundRoute(method, subpath);
    } catch (error) {
      return fail(req, res, error);
    }
  };

  /** POST /object/upload/sign/{bucket}/{key}: the caller must be able to write the row now. */
  async function createUploadUrl(ctx, bucketId, key) {
    const upsert = headerValue(ctx.req, 'x-upsert') === 'true';
    const declared = Number(headerValue(ctx.req, 'content-length'));
    const row = {
      bucketId,
      key,
      ...ownerColumns(ctx.identity.owner),
      metadata: { mimetype: headerValue(ctx.req, 'content-type'), contentLength: Number.isFinite(declared) ? declared : undefined },
      userMetadata: headerUserMetadata(headerValue(ctx.req, 'x-metadata')),
      version: '1',
    };
    await writes.tryAsCaller(ctx, 'storage.object.sign_upload_url', row, upsert);
    const token = await signer.upload(`${bucketId}/${key}`, SIGNED_UPLOAD_URL_SECONDS, { owner: ctx.identity.owner, upsert });
    return { url: `/object/upload/sign/${bucketId}/${key}?token=${token}`, token };
  }

  /**
   * Answers an error. A request whose body was not read (an upload refused early) is drained, so
   * the client, still sending, gets to read the answer.
   */
  function fail(req, res, error) {
    if (!req.readableEnded) drain(req);
    if (res.headersSent) {
      res.destroy();
      return undefined;
    }
    if (error instanceof URIError) error = invalidRequest('Malformed percent-encoding in the request path');
    if (!(error instanceof StorageError)) {
      log('storage request failed', error);
      error = internalError();
    }
    return sendJson(res, error.httpStatus, error.body);
  }
}

/** What is left of an unwanted request body is read and thrown away, up to a bound. */
const DRAIN_LIMIT_BYTES = 256 * 1024 * 1024;

/** @param {import('node:http').IncomingMessage} req */
function drain(req) {
  req.unpipe();
  let seen = 0;
  req.on('data', (chunk) => {
    seen += chunk.length;
    if (seen > DRAIN_LIMIT_BYTES) req.destroy();
  });
  req.resume();
}

const decode = (segment) => decodeURIComponent(segment);

/**
 * The bucket and key of `/{bucket}/{key...}` path segments, percent-decoded and checked. A `.`
 * or `..` segment is refused before decoding as after.
 * @param {string[]} segments
 */
function target(segments) {
  if (segments.length < 2) throw invalidRequest('Invalid object path');
  const bucketId = mustBeValidBucketName(decode(segments[0]));
  const rawKey = segments.slice(1).join('/');
  if (segments.slice(1).some((segment) => segment === '.' || segment === '..')) throw invalidKey(rawKey, 'contains dot path segment');
  return { bucketId, key: mustBeValidKey(decode(rawKey)) };
}
