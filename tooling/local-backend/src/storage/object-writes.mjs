import { keyAlreadyExists } from './errors.mjs';
import { OBJECT_COLUMNS } from './rows.mjs';

/**
 * Writing an object's row, shared by uploads and copies: first tried as the caller and rolled
 * back (before any byte is stored), then written for real as the database owner once the bytes
 * are in place.
 *
 * @typedef {{ bucketId: string, key: string, owner: string | null, owner_id: string | null, metadata: Record<string, unknown>,
 *   userMetadata: unknown, version: string }} ObjectRow
 */

const INSERT_ROW = `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
  values ($1, $2, $3::uuid, $4, $5::jsonb, $6::jsonb, $7)`;

/**
 * What an upsert changes, as upstream's upsertObject: metadata and version always, user metadata
 * when given, the owner only when the caller has one.
 * @param {ObjectRow} row
 */
function updateClause(row) {
  const sets = ['metadata = excluded.metadata', 'version = excluded.version'];
  if (row.userMetadata !== undefined) sets.push('user_metadata = excluded.user_metadata');
  if (row.owner) sets.push('owner = excluded.owner');
  if (row.owner_id) sets.push('owner_id = excluded.owner_id');
  return sets.join(', ');
}

/** @param {ObjectRow} row */
const params = (row) => [row.bucketId, row.key, row.owner, row.owner_id, JSON.stringify(row.metadata), row.userMetadata === undefined ? null : JSON.stringify(row.userMetadata), row.version];

/** @param {ObjectRow} row @param {boolean} upsert @param {string} returning */
const statement = (row, upsert, returning) => `${INSERT_ROW}${upsert ? ` on conflict (name, bucket_id) do update set ${updateClause(row)}` : ''} returning ${returning}`;

const duplicateIsKeyConflict = (error) => {
  throw error?.code === 'ResourceAlreadyExists' ? keyAlreadyExists() : error;
};

/** @param {ReturnType<typeof import('./access.mjs').createAccess>} access */
export function createObjectWrites(access) {
  return {
    /**
     * Whether the caller may write the row: a plain write needs an INSERT policy (upstream
     * inserts without RETURNING); an upsert runs INSERT ... ON CONFLICT DO UPDATE ... RETURNING,
     * so it needs INSERT, UPDATE and SELECT policies.
     * @param {any} ctx @param {string} operation @param {ObjectRow} row @param {boolean} upsert
     */
    async tryAsCaller(ctx, operation, row, upsert) {
      await access
        .probe(ctx.identity, ctx.scope(operation), (tx) => (upsert ? tx.query(statement(row, true, 'id'), params(row)) : tx.query(INSERT_ROW, params(row))))
        .catch(duplicateIsKeyConflict);
    },

    /** Whether a row exists, whoever may see it. */
    async exists(bucketId, key) {
      return (await access.ownerQuery('select 1 from storage.objects where bucket_id = $1 and name = $2', [bucketId, key])).length > 0;
    },

    /**
     * Writes the row as the database owner, in one statement that also locks and reports the
     * version it replaces, whose file the caller removes once this has committed.
     * @param {ObjectRow} row @param {boolean} upsert
     * @returns {Promise<{ row: Record<string, any>, previous: string | null }>}
     */
    async writeAsOwner(row, upsert) {
      // The insert reads `previous` first, so the current row is locked and its version read
      // before the insert replaces it (a CTE that only RETURNING read would run after).
      const sql = `with previous as materialized (select version from storage.objects where bucket_id = $1 and name = $2 for update)
        insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
        select $1, $2, $3::uuid, $4, $5::jsonb, $6::jsonb, $7 from (select count(*) from previous) as locked
        ${upsert ? `on conflict (name, bucket_id) do update set ${updateClause(row)}` : ''}
        returning ${OBJECT_COLUMNS}, (select version from previous) as previous_version`;
      const [written] = await access.ownerQuery(sql, params(row)).catch(duplicateIsKeyConflict);
      return { row: written, previous: written.previous_version ?? null };
    },
  };
}
