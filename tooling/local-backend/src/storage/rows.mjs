/**
 * Rows of storage.buckets and storage.objects as the storage server sends them. Its responses go
 * through fastify's schema serializer: timestamps come out as ISO strings with milliseconds,
 * `null` in a string-typed field becomes "" and fields outside the schema are left out.
 */

/** A timestamptz column as the storage server's JSON renders it (a JS Date's toISOString). */
export const iso = (column) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Every column a storage object response can show, timestamps already as text. */
export const OBJECT_COLUMNS = `id, name, bucket_id, owner::text as owner, owner_id, version, metadata, user_metadata,
  ${iso('created_at')} as created_at, ${iso('updated_at')} as updated_at, ${iso('last_accessed_at')} as last_accessed_at`;

export const BUCKET_COLUMNS = `id, name, owner::text as owner, public, type::text as type, file_size_limit, allowed_mime_types,
  ${iso('created_at')} as created_at, ${iso('updated_at')} as updated_at`;

const asString = (value) => (value === null || value === undefined ? '' : String(value));

/** A bigint column: a number from PGlite, a string from node-postgres. */
export const asNumber = (value) => (value === null || value === undefined ? null : Number(value));

/**
 * @param {Record<string, any>} row
 * @param {{ withType?: boolean }} [options] listBuckets shows the bucket type, getBucket does not
 */
export function bucketJson(row, { withType = false } = {}) {
  return {
    id: row.id,
    name: row.name,
    owner: asString(row.owner),
    public: Boolean(row.public),
    ...(withType ? { type: row.type ?? 'STANDARD' } : {}),
    file_size_limit: asNumber(row.file_size_limit),
    allowed_mime_types: row.allowed_mime_types ?? null,
    created_at: asString(row.created_at),
    updated_at: asString(row.updated_at),
  };
}

/** A full object row (remove and copy answers). */
export function objectJson(row) {
  return {
    name: asString(row.name),
    bucket_id: asString(row.bucket_id),
    owner: asString(row.owner),
    owner_id: asString(row.owner_id),
    version: asString(row.version),
    id: row.id ?? null,
    updated_at: row.updated_at ?? null,
    created_at: row.created_at ?? null,
    last_accessed_at: row.last_accessed_at ?? null,
    metadata: row.metadata ?? null,
    user_metadata: row.user_metadata ?? null,
  };
}

/** A listing entry: a file, or a folder with only its name. */
export function listEntryJson(row) {
  return {
    name: asString(row.name),
    id: row.id ?? null,
    updated_at: row.updated_at ?? null,
    created_at: row.created_at ?? null,
    last_accessed_at: row.last_accessed_at ?? null,
    metadata: row.metadata ?? null,
  };
}

/** `owner` holds the JWT subject only when it is a UUID; `owner_id` always holds it. */
export const ownerColumns = (subject) => ({
  owner: subject && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-5][0-9a-f]{3}-[089ab][0-9a-f]{3}-[0-9a-f]{12}$/i.test(subject) ? subject : null,
  owner_id: subject ?? null,
});
