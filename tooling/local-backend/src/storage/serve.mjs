import { pipeline } from 'node:stream';
import { invalidRange, resourceNotFound } from './errors.mjs';
import { isRasterImage } from './limits.mjs';

/**
 * Sends an object's bytes with the storage server's headers (storage/renderer/renderer.ts):
 * Content-Type, Content-Length, ETag, Last-Modified, Cache-Control (Expires for signed URLs),
 * Accept-Ranges, X-Robots-Tag, conditional 304s and single byte ranges.
 *
 * Unlike the hosted service, which serves from its own domain, this backend serves objects from
 * the platform's origin, so an uploaded file must never be able to act as a page there: only
 * raster images are shown inline, everything else is an attachment, and every object goes out
 * with `nosniff` and a sandboxing Content-Security-Policy (see the routes, which set them on
 * every storage answer).
 */

/**
 * Headers every storage answer carries, errors included: nothing in an object loads, runs or
 * keeps its origin even if a browser renders it, and, like every answer of the backend, no page
 * may frame it.
 */
export const OBJECT_SECURITY_HEADERS = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox; frame-ancestors 'none'",
});

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {ReturnType<typeof import('./file-store.mjs').createFileStore>} store
 * @param {{ name: string, version: string, metadata: Record<string, any> | null }} object
 * @param {{ download?: string | null, expires?: string }} options `download`: the `?download=` value, null when absent
 */
export async function serveObject(req, res, store, object, { download = null, expires } = {}) {
  const stats = await store.stat(object.version);
  if (!stats) {
    res.setHeader('Cache-Control', 'no-store');
    throw resourceNotFound();
  }
  const metadata = object.metadata ?? {};
  const size = stats.size;
  const eTag = typeof metadata.eTag === 'string' ? metadata.eTag : `"${stats.mtimeMs.toString(16)}-${size.toString(16)}"`;
  const lastModified = validDate(metadata.lastModified) ?? stats.mtime;
  const mimeType = typeof metadata.mimetype === 'string' && metadata.mimetype ? metadata.mimetype : 'application/octet-stream';

  /** @type {Record<string, string | number>} */
  const headers = {
    'Accept-Ranges': 'bytes',
    // An HTML type never goes out as HTML, as upstream; with the disposition below it could not render anyway.
    'Content-Type': mimeType.includes('text/html') ? 'text/plain' : mimeType,
    ETag: eTag,
    'X-Robots-Tag': 'none',
    'Last-Modified': lastModified.toUTCString(),
  };
  if (expires) headers.Expires = expires;
  else headers['Cache-Control'] = typeof metadata.cacheControl === 'string' && metadata.cacheControl ? metadata.cacheControl : 'no-cache';
  const disposition = contentDisposition(object.name, mimeType, download);
  if (disposition) headers['Content-Disposition'] = disposition;

  if (notModified(req, eTag, lastModified)) {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.statusCode = 304;
    res.end();
    return;
  }

  let range = null;
  if (typeof req.headers.range === 'string') {
    range = parseRange(req.headers.range, size);
    if (!range) {
      res.setHeader('Content-Range', `bytes */${size}`);
      throw invalidRange();
    }
    headers['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`;
  }
  headers['Content-Length'] = range ? range.end - range.start + 1 : size;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.statusCode = range ? 206 : 200;
  if (req.method === 'HEAD' || size === 0) {
    res.end();
    return;
  }
  await new Promise((resolve) => {
    pipeline(store.read(object.version, range ?? {}), res, () => resolve(undefined));
  });
}

/**
 * Inline only for raster images (and then only without `?download`); anything else is a
 * download, named after the object unless `?download=<name>` names it.
 * @param {string} key
 * @param {string} mimeType
 * @param {string | null} download
 */
export function contentDisposition(key, mimeType, download) {
  if (download === null && isRasterImage(mimeType)) return null;
  const name = download ?? key.split('/').pop() ?? '';
  if (!name) return 'attachment;';
  const encoded = encodeURIComponent(name);
  return `attachment; filename=${encoded}; filename*=UTF-8''${encoded}`;
}

/** One `bytes=` range as the storage server accepts it (storage/range.ts); null when unsatisfiable. */
export function parseRange(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || size <= 0) return null;
  const [, first, last] = match;
  if (!first && !last) return null;
  if (!first) {
    const suffix = Number(last);
    if (!Number.isSafeInteger(suffix) || suffix <= 0) return null;
    return { start: Math.max(size - suffix, 0), end: size - 1 };
  }
  const start = Number(first);
  const end = last ? Number(last) : size - 1;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end < start || start >= size) return null;
  return { start, end: Math.min(end, size - 1) };
}

function notModified(req, eTag, lastModified) {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch) return ifNoneMatch === eTag;
  const ifModifiedSince = req.headers['if-modified-since'];
  if (!ifModifiedSince) return false;
  const since = Date.parse(ifModifiedSince);
  // HTTP dates have whole seconds.
  return Number.isFinite(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

const validDate = (value) => {
  if (typeof value !== 'string') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};
