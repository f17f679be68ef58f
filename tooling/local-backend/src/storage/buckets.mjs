import { StorageError, accessDenied, bucketAlreadyExists, bucketNotEmpty, entityTooLarge, invalidBucketName, noSuchBucket, validationError } from './errors.mjs';
import { mustBeValidBucketName, parseFileSize, validateAllowedMimeTypes } from './limits.mjs';
import { booleanField, enumField, integerField, jsonBody, stringField } from './request.mjs';
import { BUCKET_COLUMNS, bucketJson, ownerColumns } from './rows.mjs';

/**
 * The bucket calls (`/bucket`): list, get, create, update, empty, delete. Each runs as the caller
 * on storage.buckets, so without bucket policies only the service role sees or changes buckets,
 * as on hosted Supabase.
 */

const SORT_COLUMNS = ['id', 'name', 'created_at', 'updated_at'];

/**
 * @param {{ access: ReturnType<typeof import('./access.mjs').createAccess>, store: ReturnType<typeof import('./file-store.mjs').createFileStore>,
 *   fileSizeLimit: number, log: (message: string, error?: unknown) => void }} options
 */
export function createBucketCalls({ access, store, fileSizeLimit, log }) {
  /** `file_size_limit` and `allowed_mime_types` of a create or update body, checked as upstream. */
  function limitColumns(body) {
    /** @type {Record<string, unknown>} */
    const columns = {};
    const size = body.file_size_limit;
    if (size === null) columns.file_size_limit = null;
    else if (size !== undefined) {
      if (typeof size !== 'number' && typeof size !== 'string') throw validationError('body/file_size_limit must be integer or string');
      const bytes = parseFileSize(size);
      if (bytes > fileSizeLimit) throw entityTooLarge();
      columns.file_size_limit = bytes;
    }
    const types = body.allowed_mime_types;
    if (types === null) columns.allowed_mime_types = null;
    else if (types !== undefined) {
      if (!Array.isArray(types)) throw validationError('body/allowed_mime_types must be array');
      const listed = types.filter(Boolean);
      validateAllowedMimeTypes(listed);
      columns.allowed_mime_types = listed;
    }
    return columns;
  }

  return {
    /** GET /bucket */
    async list(ctx, url) {
      const query = Object.fromEntries(url.searchParams);
      const limit = integerField(query, 'limit', { minimum: 1, where: 'querystring' });
      const offset = integerField(query, 'offset', { where: 'querystring' });
      const sortColumn = enumField(query, 'sortColumn', SORT_COLUMNS, 'querystring');
      const sortOrder = enumField(query, 'sortOrder', ['asc', 'desc'], 'querystring');
      const search = stringField(query, 'search', { where: 'querystring' });
      const params = [];
      let sql = `select ${BUCKET_COLUMNS} from storage.buckets`;
      if (search) {
        params.push(`%${search.replace(/[\\%_]/g, '\\$&')}%`);
        sql += ` where name ilike $${params.length}`;
      }
      if (sortColumn) sql += ` order by ${sortColumn} ${sortOrder === 'desc' ? 'desc' : 'asc'}`;
      if (limit !== undefined) sql += ` limit ${limit}`;
      if (offset !== undefined) sql += ` offset ${offset}`;
      const rows = await access.asCaller(ctx.identity, ctx.scope('storage.bucket.list'), async (tx) => (await tx.query(sql, params)).rows);
      return rows.map((row) => bucketJson(row, { withType: true }));
    },

    /** GET /bucket/{id} */
    async get(ctx, id) {
      const row = await access.asCaller(ctx.identity, ctx.scope('storage.bucket.get'), async (tx) => (await tx.query(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1 limit 1`, [id])).rows[0]);
      if (!row) throw noSuchBucket();
      return bucketJson(row);
    },

    /** POST /bucket */
    async create(ctx) {
      const body = await jsonBody(ctx.req);
      const name = stringField(body, 'name', { required: true });
      const id = stringField(body, 'id') || /** @type {string} */ (name);
      if (/** @type {string} */ (name).trim() !== name) throw invalidBucketName();
      mustBeValidBucketName(name);
      // Upstream only checks the name; the id names the bucket in every URL, so it is held to the same rules.
      mustBeValidBucketName(id);
      const type = enumField(body, 'type', ['STANDARD', 'ANALYTICS']);
      if (type === 'ANALYTICS') throw new StorageError({ statusCode: 409, code: 'FeatureNotEnabled', message: 'The feature iceberg_catalog is not enabled for this resource' });
      const isPublic = booleanField(body, 'public') ?? false;
      const limits = limitColumns(body);
      const { owner, owner_id: ownerId } = ownerColumns(ctx.identity.owner);
      await access
        .asCaller(ctx.identity, ctx.scope('storage.bucket.create'), (tx) =>
          tx.query(
            `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types, type)
             values ($1, $2, $3, $4, $5, $6, $7, 'STANDARD')`,
            [id, name, owner, ownerId, isPublic, limits.file_size_limit ?? null, limits.allowed_mime_types ?? null],
          ),
        )
        .catch((error) => {
          throw error?.code === 'ResourceAlreadyExists' ? bucketAlreadyExists() : error;
        });
      return { name };
    },

    /** PUT /bucket/{id} */
    async update(ctx, id) {
      const body = await jsonBody(ctx.req);
      const isPublic = booleanField(body, 'public');
      const columns = { ...(isPublic === undefined ? {} : { public: isPublic }), ...limitColumns(body) };
      const names = Object.keys(columns);
      if (names.length === 0) throw validationError("body must have required property 'public'");
      const sets = names.map((column, index) => `${column} = $${index + 2}`).join(', ');
      const updated = await access.asCaller(ctx.identity, ctx.scope('storage.bucket.update'), async (tx) => (await tx.query(`update storage.buckets set ${sets} where id = $1`, [id, ...Object.values(columns)])).rowCount);
      if (!updated) throw noSuchBucket();
      return { message: 'Successfully updated' };
    },

    /**
     * POST /bucket/{id}/empty: service role only, as upstream. Upstream queues the deletion; here
     * it is done before answering, with upstream's answer.
     */
    async empty(ctx, id) {
      if (ctx.identity.role !== 'service_role') throw accessDenied('Access denied: Invalid role', 403);
      const versions = await access.asCaller(ctx.identity, ctx.scope('storage.bucket.empty'), async (tx) => {
        const found = await tx.query('select id from storage.buckets where id = $1', [id]);
        if (found.rows.length === 0) throw noSuchBucket();
        return (await tx.query('delete from storage.objects where bucket_id = $1 returning version', [id])).rows.map((row) => row.version);
      });
      await removeFiles(store, versions, log);
      return { message: 'Empty bucket has been queued. Completion may take up to an hour.' };
    },

    /** DELETE /bucket/{id}: only an empty bucket. */
    async remove(ctx, id) {
      const [state] = await access.ownerQuery('select exists(select 1 from storage.objects where bucket_id = $1) as busy from storage.buckets where id = $1', [id]);
      if (!state) throw noSuchBucket();
      if (state.busy) throw bucketNotEmpty();
      const deleted = await access.asCaller(ctx.identity, ctx.scope('storage.bucket.delete'), async (tx) => (await tx.query('delete from storage.buckets where id = $1', [id])).rowCount);
      if (!deleted) throw noSuchBucket();
      return { message: 'Successfully deleted' };
    },
  };
}

/**
 * Removes the files of deleted object versions. The rows are already gone, so a file that cannot
 * be removed is only logged: it is unreachable either way.
 * @param {ReturnType<typeof import('./file-store.mjs').createFileStore>} store
 * @param {unknown[]} versions
 * @param {(message: string, error?: unknown) => void} log
 */
export async function removeFiles(store, versions, log) {
  const results = await Promise.allSettled(versions.map((version) => store.remove(version)));
  for (const result of results) if (result.status === 'rejected') log('could not remove a stored file', result.reason);
}
