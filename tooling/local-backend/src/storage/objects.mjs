import { randomUUID } from 'node:crypto';
import { removeFiles } from './buckets.mjs';
import { accessDenied, noSuchBucket, noSuchKey, resourceNotFound, validationError } from './errors.mjs';
import { MAX_LIST_LIMIT, mustBeValidBucketName, mustBeValidKey } from './limits.mjs';
import { createObjectWrites } from './object-writes.mjs';
import { booleanField, enumField, headerUserMetadata, headerValue, integerField, jsonBody, stringField } from './request.mjs';
import { OBJECT_COLUMNS, iso, listEntryJson, objectJson, ownerColumns } from './rows.mjs';
import { serveObject } from './serve.mjs';

/**
 * The object calls other than uploads: downloads (authenticated, public, signed), info, list,
 * remove, move, copy and signing. Reads of private buckets, listing, removal and moves run as
 * the caller, so the project's policies on storage.objects decide; public buckets and valid
 * signed URLs are read without them, as upstream.
 */

const FIND_OBJECT = `select ${OBJECT_COLUMNS} from storage.objects where name = $1 and bucket_id = $2 limit 1`;

const SORT_COLUMNS = ['name', 'updated_at', 'created_at', 'last_accessed_at'];

const escapeLike = (text) => text.replace(/\\/g, '\\\\').replace(/([%_])/g, '\\$1');

/**
 * @param {{ access: ReturnType<typeof import('./access.mjs').createAccess>, store: ReturnType<typeof import('./file-store.mjs').createFileStore>,
 *   signer: ReturnType<typeof import('./signed-urls.mjs').createSigner>, log: (message: string, error?: unknown) => void }} options
 */
export function createObjectCalls({ access, store, signer, log }) {
  const writes = createObjectWrites(access);

  async function findAsCaller(ctx, operation, bucketId, key) {
    const row = await access.asCaller(ctx.identity, ctx.scope(operation), async (tx) => (await tx.query(FIND_OBJECT, [key, bucketId])).rows[0]);
    if (!row) throw noSuchKey();
    return row;
  }

  async function findAsOwner(bucketId, key) {
    const [row] = await access.ownerQuery(FIND_OBJECT, [key, bucketId]);
    if (!row) throw noSuchKey();
    return row;
  }

  /**
   * An object for reading (getObject.ts): an anonymous caller only reaches public buckets; a
   * public bucket's objects are read without policies, a private one's as the caller.
   */
  async function findReadable(ctx, operation, bucketId, key) {
    const [bucket] = await access.ownerQuery('select public from storage.buckets where id = $1', [bucketId]);
    if (!bucket || (!ctx.identity.authenticated && !bucket.public)) throw noSuchBucket();
    return bucket.public ? findAsOwner(bucketId, key) : findAsCaller(ctx, operation, bucketId, key);
  }

  const downloadName = (url) => (url.searchParams.has('download') ? url.searchParams.get('download') : null);

  return {
    /** GET /object/{bucket}/{key} and /object/authenticated/{bucket}/{key} */
    async download(ctx, bucketId, key) {
      const object = await findReadable(ctx, 'storage.object.get_authenticated', bucketId, key);
      await serveObject(ctx.req, ctx.res, store, object, { download: downloadName(ctx.url) });
    },

    /** GET /object/public/{bucket}/{key}: no key, no JWT, only public buckets. */
    async downloadPublic(ctx, bucketId, key) {
      const [bucket] = await access.ownerQuery('select 1 from storage.buckets where id = $1 and public', [bucketId]);
      if (!bucket) throw noSuchBucket();
      const object = await findAsOwner(bucketId, key);
      await serveObject(ctx.req, ctx.res, store, object, { download: downloadName(ctx.url) });
    },

    /** GET /object/sign/{bucket}/{key}?token=: the token is the permission. */
    async downloadSigned(ctx, bucketId, key) {
      const claims = await signer.verify(ctx.url.searchParams.get('token'), `${bucketId}/${key}`, 'download');
      const object = await findAsOwner(bucketId, key);
      await serveObject(ctx.req, ctx.res, store, object, { download: downloadName(ctx.url), expires: new Date(Number(claims.exp) * 1000).toUTCString() });
    },

    /** GET /object/info/{bucket}/{key} (what info() and exists() call); `publicRoute` for /object/info/public/... */
    async info(ctx, bucketId, key, { publicRoute = false } = {}) {
      const object = publicRoute ? await findAsOwner(bucketId, key) : await findReadable(ctx, 'object.get_authenticated_info', bucketId, key);
      if (!(await store.stat(object.version))) throw resourceNotFound();
      const metadata = object.metadata ?? {};
      /** @type {Record<string, string>} */
      const headers = {};
      if (metadata.eTag) headers.ETag = metadata.eTag;
      if (metadata.lastModified) headers['Last-Modified'] = new Date(metadata.lastModified).toUTCString();
      if (metadata.cacheControl) headers['Cache-Control'] = metadata.cacheControl;
      return {
        headers,
        body: {
          id: object.id,
          name: object.name,
          version: object.version,
          bucket_id: object.bucket_id,
          size: metadata.size ?? null,
          content_type: metadata.mimetype ?? null,
          cache_control: metadata.cacheControl ?? null,
          etag: metadata.eTag ?? null,
          metadata: object.user_metadata,
          last_modified: object.updated_at,
          created_at: object.created_at,
        },
      };
    },

    /** POST /object/list/{bucket}: one level under `prefix`, through storage.search as the caller. */
    async list(ctx, bucketId) {
      const body = await jsonBody(ctx.req);
      let prefix = /** @type {string} */ (stringField(body, 'prefix', { required: true }));
      const limit = integerField(body, 'limit', { minimum: 1 });
      const offset = integerField(body, 'offset');
      const search = stringField(body, 'search') ?? '';
      const sortBy = body.sortBy;
      if (sortBy !== undefined && (sortBy === null || typeof sortBy !== 'object' || Array.isArray(sortBy))) throw validationError('body/sortBy must be object');
      const sort = /** @type {Record<string, unknown>} */ (sortBy ?? {});
      if (sortBy !== undefined && sort.column === undefined) throw validationError("body/sortBy must have required property 'column'");
      const column = enumField(sort, 'column', SORT_COLUMNS, 'body/sortBy') ?? 'name';
      const order = enumField(sort, 'order', ['asc', 'desc'], 'body/sortBy') ?? 'asc';
      // The prefix is a folder (storage/object.ts searchObjects).
      if (prefix.length > 0 && !prefix.endsWith('/')) prefix = `${prefix}/`;
      // Other sorts match with ILIKE, so their wildcards are escaped (storage/database/pg.ts searchObjects).
      const literal = column !== 'name';
      const safePrefix = literal ? escapeLike(prefix) : prefix;
      const safeSearch = literal ? escapeLike(search) : search;
      const levels = `${safePrefix}${safeSearch}`.split('/').length;
      const rows = await access.asCaller(ctx.identity, ctx.scope('storage.object.list'), async (tx) => {
        const result = await tx.query(
          `select name, id, ${iso('updated_at')} as updated_at, ${iso('created_at')} as created_at, ${iso('last_accessed_at')} as last_accessed_at, metadata
           from storage.search($1, $2, $3, $4, $5, $6, $7, $8)`,
          [safePrefix, bucketId, Math.min(limit || 100, MAX_LIST_LIMIT), levels, offset || 0, safeSearch, column, order],
        );
        return result.rows;
      });
      return rows.map(listEntryJson);
    },

    /** DELETE /object/{bucket} with `{prefixes}`: rows the caller may not delete are silently skipped. */
    async remove(ctx, bucketId) {
      const body = await jsonBody(ctx.req);
      const prefixes = body.prefixes;
      if (prefixes === undefined) throw validationError("body must have required property 'prefixes'");
      if (!Array.isArray(prefixes) || prefixes.some((entry) => typeof entry !== 'string' || entry.includes('\u0000'))) throw validationError('body/prefixes must be array of strings');
      if (prefixes.length === 0) throw validationError('body/prefixes must NOT have fewer than 1 items');
      const rows = await access.asCaller(ctx.identity, ctx.scope('storage.object.delete_many'), async (tx) => {
        const result = await tx.query(`delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`, [bucketId, prefixes]);
        return result.rows;
      });
      await removeFiles(
        store,
        rows.map((row) => row.version),
        log,
      );
      return rows.map(objectJson);
    },

    /** DELETE /object/{bucket}/{key} */
    async removeOne(ctx, bucketId, key) {
      await findAsOwner(bucketId, key);
      const row = await access.asCaller(ctx.identity, ctx.scope('storage.object.delete'), async (tx) => (await tx.query('delete from storage.objects where bucket_id = $1 and name = $2 returning version', [bucketId, key])).rows[0]);
      if (!row) throw accessDenied('Access denied');
      await removeFiles(store, [row.version], log);
      return { message: 'Successfully deleted' };
    },

    /**
     * POST /object/move: renames the row as the caller, so a SELECT and an UPDATE policy (its
     * USING on the old row, its CHECK on the new one) must allow it. The bytes stay where they are.
     */
    async move(ctx) {
      const body = await jsonBody(ctx.req);
      const bucketId = mustBeValidBucketName(stringField(body, 'bucketId', { required: true }));
      const sourceKey = /** @type {string} */ (stringField(body, 'sourceKey', { required: true }));
      const destinationKey = mustBeValidKey(stringField(body, 'destinationKey', { required: true }));
      const destinationBucket = mustBeValidBucketName(stringField(body, 'destinationBucket') || bucketId);
      const { owner, owner_id: ownerId } = ownerColumns(ctx.identity.owner);
      const sets = ['name = $3', 'bucket_id = $4', ...(owner ? ['owner = $5::uuid'] : []), ...(ownerId ? [`owner_id = $${owner ? 6 : 5}`] : [])];
      const params = [bucketId, sourceKey, destinationKey, destinationBucket, ...(owner ? [owner] : []), ...(ownerId ? [ownerId] : [])];
      const moved = await access.asCaller(ctx.identity, ctx.scope('storage.object.move'), async (tx) => {
        const found = await tx.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [bucketId, sourceKey]);
        if (found.rows.length === 0) return false;
        return (await tx.query(`update storage.objects set ${sets.join(', ')} where bucket_id = $1 and name = $2 returning id`, params)).rows.length > 0;
      });
      if (!moved) throw noSuchKey();
      return { message: 'Successfully moved' };
    },

    /**
     * POST /object/copy: reads the source as the caller (SELECT policy), tries the destination
     * row as the caller (INSERT, or INSERT + UPDATE + SELECT with x-upsert), then copies the
     * bytes and writes the row as the database owner.
     */
    async copy(ctx) {
      const body = await jsonBody(ctx.req);
      const bucketId = mustBeValidBucketName(stringField(body, 'bucketId', { required: true }));
      const sourceKey = /** @type {string} */ (stringField(body, 'sourceKey', { required: true }));
      const destinationKey = mustBeValidKey(stringField(body, 'destinationKey', { required: true }));
      const destinationBucket = mustBeValidBucketName(stringField(body, 'destinationBucket') || bucketId);
      const copyMetadata = booleanField(body, 'copyMetadata') ?? true;
      const override = body.metadata;
      if (override !== undefined && (override === null || typeof override !== 'object' || Array.isArray(override))) throw validationError('body/metadata must be object');
      const upsert = headerValue(ctx.req, 'x-upsert') === 'true';

      const source = await findAsCaller(ctx, 'storage.object.copy', bucketId, sourceKey);
      const metadata = { ...(source.metadata ?? {}) };
      if (!copyMetadata && override) {
        const fields = /** @type {Record<string, unknown>} */ (override);
        const cacheControl = stringField(fields, 'cacheControl', { where: 'body/metadata' });
        const mimetype = stringField(fields, 'mimetype', { where: 'body/metadata' });
        if (cacheControl !== undefined) metadata.cacheControl = cacheControl;
        if (mimetype !== undefined) metadata.mimetype = mimetype;
      }
      const userMetadata = copyMetadata ? (source.user_metadata ?? undefined) : headerUserMetadata(headerValue(ctx.req, 'x-metadata'));
      const row = { bucketId: destinationBucket, key: destinationKey, ...ownerColumns(ctx.identity.owner), metadata, userMetadata, version: '1' };
      await writes.tryAsCaller(ctx, 'storage.object.copy', row, upsert);

      const version = randomUUID();
      if (!(await store.copy(source.version, version))) throw resourceNotFound();
      let written;
      try {
        written = await writes.writeAsOwner({ ...row, metadata: { ...metadata, lastModified: new Date().toISOString() }, version }, upsert);
      } catch (error) {
        await store.remove(version).catch((removeError) => log('could not remove a stored file', removeError));
        throw error;
      }
      if (written.previous && written.previous !== version) await removeFiles(store, [written.previous], log);
      return { Id: written.row.id, Key: `${destinationBucket}/${destinationKey}`, ...objectJson(written.row) };
    },

    /** POST /object/sign/{bucket}/{key}: the caller must be able to SELECT the object. */
    async sign(ctx, bucketId, key, expiresIn) {
      await findAsCaller(ctx, 'storage.object.sign', bucketId, key);
      const token = await signer.download(`${bucketId}/${key}`, expiresIn);
      // The raw key: supabase-js runs encodeURI over the whole URL.
      return { signedURL: `/object/sign/${bucketId}/${key}?token=${token}` };
    },

    /** POST /object/sign/{bucket} with `{expiresIn, paths}`: one entry per path, an error for those the caller cannot see. */
    async signMany(ctx, bucketId, expiresIn, paths) {
      const visible = await access.asCaller(ctx.identity, ctx.scope('storage.object.sign_many'), async (tx) => {
        const result = await tx.query('select name from storage.objects where bucket_id = $1 and name = any($2::text[])', [bucketId, paths]);
        return new Set(result.rows.map((row) => row.name));
      });
      return Promise.all(
        paths.map(async (path) => {
          if (!visible.has(path)) return { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null };
          const token = await signer.download(`${bucketId}/${path}`, expiresIn);
          return { error: null, path, signedURL: `/object/sign/${bucketId}/${path}?token=${token}` };
        }),
      );
    },
  };
}
