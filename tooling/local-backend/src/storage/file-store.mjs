import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { entityTooLarge, invalidMimeType, invalidRequest } from './errors.mjs';
import { SNIFF_BYTES, looksLikeMarkup } from './limits.mjs';

/**
 * The bytes of stored objects, on disk. Each stored version of an object is one file named after
 * its version (a UUID the backend generates), `<dir>/objects/<first two characters>/<version>`;
 * names, buckets and owners live only in storage.objects. So no object key, however it is
 * written, becomes part of a file path; replacing an object writes a new file and switches the
 * row to it, while a download already reading the old file finishes reading it; and moving an
 * object only changes its row.
 */

const VERSION = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Chunks of a quarter MiB: few enough system calls and socket writes for big files, small enough
 * that the buffers a transfer leaves to the garbage collector never add up to a visible amount.
 */
const READ_CHUNK_BYTES = 256 * 1024;

/**
 * @param {string} root
 */
export function createFileStore(root) {
  const objectsDir = path.join(root, 'objects');
  const temporaryDir = path.join(root, 'tmp');
  mkdirSync(objectsDir, { recursive: true });
  mkdirSync(temporaryDir, { recursive: true });
  removeAbandonedUploads(temporaryDir);

  /**
   * Where a version's bytes are, or null for a version this store never wrote (rows written by
   * hand may hold anything there).
   * @param {unknown} version
   */
  const fileOf = (version) => (typeof version === 'string' && VERSION.test(version) ? path.join(objectsDir, version.slice(0, 2), version) : null);

  return {
    fileOf,

    /**
     * Streams `source` into a temporary file, refusing it once it is larger than `limit` bytes
     * and, with `refuseMarkup`, when its first bytes are markup (see limits.mjs looksLikeMarkup).
     * Resolves once every byte is on disk. On refusal the temporary file is removed and the
     * source is left unpiped (the caller drains it so the client can read the answer).
     * @param {import('node:stream').Readable} source
     * @param {{ limit: number, refuseMarkup?: string | null }} options `refuseMarkup`: the declared type, named in the refusal
     * @returns {Promise<{ file: string, size: number, eTag: string }>}
     */
    receive(source, { limit, refuseMarkup = null }) {
      if (source.destroyed) return Promise.reject(incompleteBody());
      const file = path.join(temporaryDir, randomUUID());
      const inspector = new Inspector(limit, refuseMarkup);
      const sink = createWriteStream(file, { flags: 'wx', highWaterMark: READ_CHUNK_BYTES });
      return new Promise((resolve, reject) => {
        let failed = false;
        const fail = (error) => {
          if (failed) return;
          failed = true;
          source.unpipe(inspector);
          inspector.destroy();
          // Removed once closed: a file still being opened would otherwise appear after the removal.
          const remove = () => rm(file, { force: true }).finally(() => reject(error));
          if (sink.closed) remove();
          else sink.once('close', remove);
          sink.destroy();
        };
        const incomplete = () => fail(incompleteBody());
        source.on('error', incomplete);
        source.on('aborted', incomplete);
        inspector.on('error', fail);
        sink.on('error', fail);
        // 'close' rather than 'finish': the file is complete and its descriptor released.
        sink.on('close', () => {
          if (!failed && sink.writableFinished) resolve({ file, size: inspector.size, eTag: `"${inspector.hash.digest('hex').slice(0, 32)}"` });
        });
        source.pipe(inspector).pipe(sink);
      });
    },

    /** Moves a received temporary file into place as `version`. */
    async commit(temporaryFile, version) {
      const target = /** @type {string} */ (fileOf(version));
      await mkdir(path.dirname(target), { recursive: true });
      await rename(temporaryFile, target);
    },

    /** Removes a temporary file that will not be committed. */
    discard: (temporaryFile) => rm(temporaryFile, { force: true }),

    /** Removes a version's bytes; a version without a file is already gone. */
    async remove(version) {
      const file = fileOf(version);
      if (file) await rm(file, { force: true });
    },

    /**
     * Copies a version's bytes to a new version. Resolves to false when the source has no file.
     * @param {unknown} fromVersion @param {string} toVersion
     */
    async copy(fromVersion, toVersion) {
      const source = fileOf(fromVersion);
      const target = /** @type {string} */ (fileOf(toVersion));
      if (!source) return false;
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await copyFile(source, target);
        return true;
      } catch (error) {
        if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return false;
        throw error;
      }
    },

    /** Size and modification time of a version's file, or null when it has none. */
    async stat(version) {
      const file = fileOf(version);
      if (!file) return null;
      try {
        return await stat(file);
      } catch (error) {
        if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return null;
        throw error;
      }
    },

    /** @param {string} version @param {{ start?: number, end?: number }} [range] */
    read: (version, range = {}) => createReadStream(/** @type {string} */ (fileOf(version)), { ...range, highWaterMark: READ_CHUNK_BYTES }),
  };
}

/** Uploads left half-written by a process that stopped; a day is longer than any upload takes. */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

function removeAbandonedUploads(directory) {
  for (const name of readdirSync(directory)) {
    const file = path.join(directory, name);
    try {
      if (Date.now() - statSync(file).mtimeMs > ABANDONED_AFTER_MS) rmSync(file, { force: true });
    } catch {
      // Finished or removed by another process meanwhile.
    }
  }
}

/** A body that breaks off (a dropped connection, a truncated form) is the request's fault. */
const incompleteBody = () => invalidRequest('The upload ended before its body was complete');

/**
 * Counts, hashes and inspects an upload on its way to disk, without holding more than its first
 * SNIFF_BYTES bytes.
 */
class Inspector extends Transform {
  /** @param {number} limit @param {string | null} refuseMarkup */
  constructor(limit, refuseMarkup) {
    super();
    this.limit = limit;
    this.refuseMarkup = refuseMarkup;
    this.size = 0;
    // The entity tag is a content hash shaped like S3's (32 hex digits), but SHA-256 rather than
    // MD5: processors hash it in hardware, several times faster, and the upload is no faster than
    // its hash. S3's own tag is no MD5 either once an upload is large enough to go in parts.
    this.hash = createHash('sha256');
    /** @type {Buffer[] | null} the first bytes, held back until they are known not to be markup */
    this.head = refuseMarkup ? [] : null;
    this.headSize = 0;
  }

  _transform(chunk, _encoding, callback) {
    this.size += chunk.length;
    if (this.size > this.limit) return callback(entityTooLarge());
    this.hash.update(chunk);
    if (!this.head) return callback(null, chunk);
    this.head.push(chunk);
    this.headSize += chunk.length;
    if (this.headSize < SNIFF_BYTES) return callback();
    return this.releaseHead(callback);
  }

  _flush(callback) {
    if (this.head) return this.releaseHead(callback);
    return callback();
  }

  releaseHead(callback) {
    const head = Buffer.concat(/** @type {Buffer[]} */ (this.head));
    this.head = null;
    if (looksLikeMarkup(head.subarray(0, SNIFF_BYTES))) return callback(invalidMimeType(/** @type {string} */ (this.refuseMarkup)));
    return callback(null, head);
  }
}
