import { createReadStream, existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';
import { createAccess } from './access.mjs';
import { createFileStore } from './file-store.mjs';
import { DEFAULT_FILE_SIZE_LIMIT, checkMimeType, isDeclaredImage, mustBeValidKey } from './limits.mjs';
import { createObjectWrites } from './object-writes.mjs';
import { asNumber } from './rows.mjs';
import { storeObject } from './upload.mjs';

/**
 * Seeded Storage objects, as the Supabase CLI seeds them (`supabase seed buckets`, also run by
 * `supabase start` and `db reset`; supabase/cli pkg/storage batch.go UpsertObjects): every
 * `[storage.buckets.<id>]` table of config.toml with an `objects_path` (relative to the supabase
 * directory) has each regular file under that path uploaded to bucket `<id>`, keyed by its path
 * relative to it (a path naming one file gives that file's name), overwriting what is there, as
 * the service role, so the objects have no owner.
 *
 * The CLI also creates or updates the bucket from the table's other keys (public,
 * file_size_limit, allowed_mime_types). Here the buckets stay as the migrations made them: the
 * migrations are what hosted Supabase runs, and a bucket they do not create is an error rather
 * than a local-only bucket.
 *
 * The bytes go through the upload route's own code (upload.mjs storeObject), with the type the
 * file's extension names, so a seeded object downloads, lists and signs like an uploaded one.
 * Seeding runs on every start; an object already stored with the same size is left as it is.
 */

/**
 * The types of the extensions seeded files have, as the buckets' allowed_mime_types name them.
 * The CLI sniffs the first bytes instead (Go's http.DetectContentType); for these formats both
 * give the same type, except Office files, which sniffing cannot tell from any other ZIP.
 */
const TYPES_BY_EXTENSION = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.ppt': 'application/vnd.ms-powerpoint',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.aac': 'audio/aac',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.weba': 'audio/webm',
  '.txt': 'text/plain',
  '.csv': 'text/csv',
  '.json': 'application/json',
};

/** The storage-js default the CLI sends with every upload. */
const CACHE_CONTROL = 'max-age=3600';

/** Seeded objects of one store are written this many at a time, as the CLI uploads five at a time. */
const CONCURRENCY = 5;

/** @param {string} file */
export const mimeTypeOf = (file) => TYPES_BY_EXTENSION[/** @type {keyof typeof TYPES_BY_EXTENSION} */ (path.extname(file).toLowerCase())] ?? 'application/octet-stream';

/**
 * The buckets config.toml seeds objects into: `[storage.buckets.<id>]` tables with an
 * `objects_path`, resolved against the supabase directory. A missing config.toml or table seeds none.
 * @param {string} supabaseDir
 * @returns {Array<{ bucketId: string, objectsPath: string }>}
 */
export function bucketSeeds(supabaseDir) {
  const configFile = path.join(supabaseDir, 'config.toml');
  if (!existsSync(configFile)) return [];
  const document = /** @type {any} */ (parse(readFileSync(configFile, 'utf8')));
  const buckets = document.storage?.buckets ?? {};
  return Object.entries(buckets).flatMap(([bucketId, bucket]) => {
    const objectsPath = /** @type {Record<string, unknown>} */ (bucket).objects_path;
    if (objectsPath === undefined || objectsPath === '') return [];
    if (typeof objectsPath !== 'string') throw new Error(`${configFile}: [storage.buckets.${bucketId}] objects_path must be a path`);
    return [{ bucketId, objectsPath: path.resolve(supabaseDir, objectsPath) }];
  });
}

/**
 * The files one bucket seed uploads, with their object keys, in key order. Like the CLI's walk,
 * only regular files count (symbolic links are skipped) and a missing path is an error.
 * @param {{ bucketId: string, objectsPath: string }} seed
 * @returns {Array<{ bucketId: string, key: string, file: string, size: number }>}
 */
export function seedObjectFiles({ bucketId, objectsPath }) {
  const top = statSync(objectsPath, { throwIfNoEntry: false });
  if (!top) throw new Error(`[storage.buckets.${bucketId}] objects_path ${objectsPath} does not exist`);
  if (top.isFile()) return [{ bucketId, key: path.basename(objectsPath), file: objectsPath, size: top.size }];
  /** @type {Array<{ bucketId: string, key: string, file: string, size: number }>} */
  const found = [];
  const visit = (/** @type {string} */ directory, /** @type {string} */ prefix) => {
    const entries = readdirSync(directory, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const file = path.join(directory, entry.name);
      const key = `${prefix}${entry.name}`;
      // Symbolic links are neither followed nor uploaded, as fs.WalkDir does.
      if (entry.isDirectory()) visit(file, `${key}/`);
      else if (entry.isFile()) found.push({ bucketId, key, file, size: statSync(file).size });
    }
  };
  visit(objectsPath, '');
  return found;
}

/**
 * Uploads the seeded objects of the project in `supabaseDir` into `db` and the file store in
 * `storageDir`, as the service role. An object whose row and file both hold a file of the same
 * size is kept; any other is written (an upsert, as the CLI's), so a store emptied under a kept
 * database, or a database reset under a kept store, gets its objects back.
 * @param {{ db: any, storageDir: string, supabaseDir: string, fileSizeLimit?: number, log?: (message: string, error?: unknown) => void }} options
 * @returns {Promise<{ written: number, kept: number, bytes: number }>}
 */
export async function seedObjects({ db, storageDir, supabaseDir, fileSizeLimit = DEFAULT_FILE_SIZE_LIMIT, log = () => undefined }) {
  const files = bucketSeeds(supabaseDir).flatMap(seedObjectFiles);
  const result = { written: 0, kept: 0, bytes: 0 };
  if (files.length === 0) return result;
  // The upload code's services; the key is never used to sign or check a token here.
  const access = createAccess({ db, jwtKey: new Uint8Array() });
  const store = createFileStore(storageDir);
  const writes = createObjectWrites(access);

  const bucketIds = [...new Set(files.map((file) => file.bucketId))];
  const buckets = new Map(
    (await access.ownerQuery('select id, file_size_limit, allowed_mime_types from storage.buckets where id = any($1)', [bucketIds])).map((row) => [row.id, row]),
  );
  const stored = new Map(
    (await access.ownerQuery("select bucket_id, name, version, metadata->>'size' as size from storage.objects where bucket_id = any($1)", [bucketIds])).map((row) => [
      `${row.bucket_id}/${row.name}`,
      row,
    ]),
  );

  const seedOne = async (/** @type {{ bucketId: string, key: string, file: string, size: number }} */ { bucketId, key, file, size }) => {
    const bucket = buckets.get(bucketId);
    if (!bucket) throw new Error(`[storage.buckets.${bucketId}] names a bucket no migration creates`);
    mustBeValidKey(key);
    const present = stored.get(`${bucketId}/${key}`);
    if (present && Number(present.size) === size && (await store.stat(present.version))?.size === size) {
      result.kept += 1;
      return;
    }
    const mimeType = mimeTypeOf(file);
    checkMimeType(mimeType, bucket.allowed_mime_types);
    const limit = Math.min(fileSizeLimit, asNumber(bucket.file_size_limit) ?? Number.POSITIVE_INFINITY);
    await storeObject(
      { store, writes, log },
      {
        bucketId,
        key,
        owner: undefined,
        stream: createReadStream(file),
        limit,
        refuseMarkup: isDeclaredImage(mimeType) ? mimeType : null,
        mimeType,
        cacheControl: CACHE_CONTROL,
        userMetadata: undefined,
        upsert: true,
      },
    ).catch((error) => {
      throw new Error(`Could not seed ${bucketId}/${key} from ${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    });
    result.written += 1;
    result.bytes += size;
  };

  let next = 0;
  const worker = async () => {
    while (next < files.length) await seedOne(/** @type {any} */ (files[next++]));
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, files.length) }, worker));
  return result;
}
