import { invalidBucketName, invalidFileSizeLimit, invalidKey, invalidMimeType } from './errors.mjs';

/**
 * What the storage server accepts as names, sizes and content types (storage/limits.ts,
 * uploader.ts), plus the local rules that keep an uploaded file from ever running script on the
 * platform's origin.
 */

/** The storage server's default global upload limit (UPLOAD_FILE_SIZE_LIMIT), 50 MiB. */
export const DEFAULT_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

/** Signed upload URLs live this long (UPLOAD_SIGNED_URL_EXPIRATION_TIME). */
export const SIGNED_UPLOAD_URL_SECONDS = 7200;

/** Listing returns at most this many entries, whatever the caller asks (storage.search). */
export const MAX_LIST_LIMIT = 1500;

/** Largest JSON body of the storage API's own calls (lists, removals, signing). */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** Largest user metadata accepted with an upload. */
export const MAX_USER_METADATA_BYTES = 1024 * 1024;

const VALID_OBJECT_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;
const VALID_BUCKET_NAME = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]*$/;

/**
 * An object key the storage server accepts. Keys with `.` or `..` segments are refused as the
 * server's file backend (the one `supabase start` runs) refuses them: no key can name a place
 * outside its bucket, whatever a later layer does with it.
 * @param {unknown} key
 * @returns {string}
 */
export function mustBeValidKey(key) {
  if (typeof key !== 'string' || key.length === 0 || !VALID_OBJECT_KEY.test(key)) throw invalidKey(typeof key === 'string' ? key : '');
  if (key.split('/').some((segment) => segment === '.' || segment === '..')) throw invalidKey(key, 'contains dot path segment');
  return key;
}

/**
 * @param {unknown} name
 * @returns {string}
 */
export function mustBeValidBucketName(name) {
  if (typeof name !== 'string' || name.length === 0 || name.length > 100 || !VALID_BUCKET_NAME.test(name)) throw invalidBucketName();
  return name;
}

/** `.emptyFolderPlaceholder` files (the dashboard's empty folders) skip the size and type checks. */
export const isEmptyFolderPlaceholder = (key) => key.endsWith('.emptyFolderPlaceholder');

/**
 * A bucket's `file_size_limit` as the API takes it: a number of bytes, or a string with a
 * decimal unit (`"5MB"` = 5 000 000; gb, mb, kb, b only).
 * @param {unknown} value
 * @returns {number}
 */
export function parseFileSize(value) {
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 0) throw invalidFileSizeLimit();
    return value;
  }
  const match = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(String(value));
  if (!match) throw invalidFileSizeLimit();
  const amount = Number(Number.parseFloat(match[1]).toPrecision(3));
  const unit = match[2].toUpperCase();
  return Math.round(amount * (unit === 'GB' ? 1e9 : unit === 'MB' ? 1e6 : unit === 'KB' ? 1000 : 1));
}

/** @param {unknown} types */
export function validateAllowedMimeTypes(types) {
  for (const type of /** @type {unknown[]} */ (types)) {
    if (typeof type !== 'string' || type.length > 1000 || !/^([a-zA-Z0-9\-+.]+)\/([a-zA-Z0-9\-+.]+)(;\s*charset=[a-zA-Z0-9-]+)?$|\*$/.test(type)) {
      throw invalidMimeType(String(type));
    }
  }
}

/** The type and subtype of a Content-Type value, lower-cased, without parameters. */
export const mimeEssence = (mimeType) => String(mimeType ?? '').split(';')[0].trim().toLowerCase();

const SVG = 'image/svg+xml';

/**
 * Checks an upload's declared type against the bucket's `allowed_mime_types` as the storage
 * server does (type and subtype compared as sent, `type/*` matching any subtype), except that
 * `image/*` never admits SVG: an SVG is a document that runs script, so a bucket only takes one
 * when it lists `image/svg+xml` itself.
 * @param {string} mimeType
 * @param {string[] | null} allowed
 */
export function checkMimeType(mimeType, allowed) {
  if (!allowed || allowed.length === 0) return;
  const [type, subtype] = mimeType.split('/');
  if (subtype === undefined) throw invalidMimeType(mimeType);
  const isSvg = mimeEssence(mimeType) === SVG;
  for (const entry of allowed) {
    const [allowedType, allowedSubtype] = entry.split('/');
    if (allowedType !== type) continue;
    if (allowedSubtype === subtype) return;
    if (allowedSubtype === '*' && !isSvg) return;
  }
  throw invalidMimeType(mimeType);
}

/** The image types a browser only ever decodes as pictures: the only ones served inline. */
const RASTER_IMAGES = new Set(['image/png', 'image/jpeg', 'image/jpg', 'image/pjpeg', 'image/gif', 'image/webp', 'image/avif']);

/** @param {string} mimeType */
export const isRasterImage = (mimeType) => RASTER_IMAGES.has(mimeEssence(mimeType));

/** @param {string} mimeType */
export const isDeclaredImage = (mimeType) => mimeEssence(mimeType).startsWith('image/') && mimeEssence(mimeType) !== SVG;

/** How many leading bytes decide whether content is markup. */
export const SNIFF_BYTES = 512;

/**
 * Whether the first bytes of a file are markup (SVG, XML, HTML, script) rather than a picture:
 * after an optional UTF-8/UTF-16 byte-order mark and white space, the first character is `<`.
 * No raster format starts that way (PNG \x89PNG, JPEG \xFF\xD8, GIF GIF8, WebP RIFF, AVIF
 * ....ftyp), while every SVG or HTML document does, whether it opens with `<svg`, `<?xml`,
 * `<!DOCTYPE`, `<html`, `<script` or a comment.
 * @param {Buffer} head
 */
export function looksLikeMarkup(head) {
  const wide = head.subarray(2, 2 + ((head.length - 2) & ~1));
  let text;
  if (head[0] === 0xff && head[1] === 0xfe) text = wide.toString('utf16le');
  else if (head[0] === 0xfe && head[1] === 0xff) text = Buffer.from(wide).swap16().toString('utf16le');
  else text = head.toString('latin1').replace(/^\xef\xbb\xbf/, '');
  return /^[\s\0]*</.test(text);
}
