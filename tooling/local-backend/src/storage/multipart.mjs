import busboy from 'busboy';
import { entityTooLarge, noContentProvided } from './errors.mjs';
import { MAX_USER_METADATA_BYTES } from './limits.mjs';

/**
 * The file part of a multipart/form-data upload (what supabase-js sends for a Blob, File or
 * FormData body): the form fields before it and the part's own stream, unread. Resolves as soon
 * as the file part's headers are parsed, so the caller can check the upload before a byte of the
 * file is read; until the stream is read the request stays paused behind it. supabase-js sends
 * `cacheControl` and `metadata` first and the file last, under the empty field name.
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<{ fields: Record<string, string>, file: import('node:stream').Readable, mimeType: string, release: () => void }>}
 *   `release` stops parsing, so the rest of the request can be drained
 */
export function readMultipartFile(req) {
  return new Promise((resolve, reject) => {
    let parser;
    try {
      parser = busboy({ headers: req.headers, limits: { fields: 10, files: 1, fieldSize: MAX_USER_METADATA_BYTES + 1 } });
    } catch {
      reject(noContentProvided());
      return;
    }
    /** @type {Record<string, string>} */
    const fields = {};
    let settled = false;
    const fail = (error) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      reject(error);
    };
    const release = () => req.unpipe(parser);
    parser.on('field', (name, value) => {
      if ((name === 'metadata' || name === 'userMetadata') && Buffer.byteLength(value) > MAX_USER_METADATA_BYTES) fail(entityTooLarge('user_metadata'));
      else fields[name] = value;
    });
    parser.on('file', (_name, file, info) => {
      if (settled) {
        file.resume();
        return;
      }
      settled = true;
      // The form may break off before its reader starts (the upload is checked first): the
      // error waits on the stream, which the reader finds destroyed.
      file.on('error', () => undefined);
      resolve({ fields, file, mimeType: info.mimeType, release });
    });
    // After the file part was handed over, a parse error reaches its reader through the file
    // stream, which busboy destroys with it.
    parser.on('error', () => fail(noContentProvided()));
    parser.on('close', () => fail(noContentProvided()));
    req.on('close', () => {
      if (!req.complete) parser.destroy(new Error('The upload was aborted'));
    });
    req.pipe(parser);
  });
}
