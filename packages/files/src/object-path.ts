import { extensionOf } from './model';

/**
 * The name an uploaded file is stored under: `<owner folder>/<slug>-<suffix>.<extension>`.
 *
 * The owner folder is what the bucket policies read (an organization's or a user's id), so it is
 * a uuid and nothing else. The rest comes from what a user named the file and is never trusted:
 * no `/` of theirs makes a folder, no `.` or `..` makes a segment, and only characters of
 * Supabase's key set pass (`/^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/`, storage/limits.ts), of which
 * the slug keeps the plainest (`a-z`, `0-9`, `-`) so the name also reads well in a URL. A name
 * with nothing Latin in it (Arabic, say) gets a fallback slug. The suffix keeps two files of one
 * name apart, so an upload never needs to overwrite.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Long enough to read, short enough that the key stays far below Storage's 1024 bytes. */
export const MAX_SLUG_LENGTH = 60;
const MAX_EXTENSION_LENGTH = 10;

/** The slug of a name with no letter or digit of the Latin alphabet. */
export const FALLBACK_SLUG = 'file';

const SUFFIX_LENGTH = 8;
const SUFFIX_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

export interface ObjectPathOptions {
  /** The distinguishing suffix; random (crypto) unless given, for tests. */
  suffix?: string;
}

export class ObjectPathError extends Error {
  override name = 'ObjectPathError';
}

/** Eight random characters of `[0-9a-z]`: about 41 bits, enough for the files of one folder. */
export function randomSuffix(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(SUFFIX_LENGTH));
  return Array.from(bytes, (byte) => SUFFIX_ALPHABET[byte % SUFFIX_ALPHABET.length]).join('');
}

/** A readable ASCII slug: accents dropped (`Café` → `cafe`), every other run of characters one `-`. */
export function slugOf(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '');
  return slug || FALLBACK_SLUG;
}

/** The stored name of `fileName` in `ownerFolder`; throws when the folder is not a uuid. */
export function objectPath(ownerFolder: string, fileName: string, { suffix = randomSuffix() }: ObjectPathOptions = {}): string {
  if (!UUID.test(ownerFolder)) throw new ObjectPathError('The owner folder of a stored file is an organization’s or a user’s id');
  const safeSuffix = slugOf(suffix);
  // Only the last segment of whatever the user's name holds: a picked file never has a folder.
  const base = fileName.split(/[/\\]/).pop() ?? '';
  const extension = extensionOf(base).replace(/[^a-z0-9]/g, '').slice(0, MAX_EXTENSION_LENGTH);
  const stem = extension ? base.slice(0, base.lastIndexOf('.')) : base;
  return `${ownerFolder.toLowerCase()}/${slugOf(stem)}-${safeSuffix}${extension ? `.${extension}` : ''}`;
}

/**
 * The stored name an image's public address points at, when it is a file of `ownerFolder` in
 * `bucket` (`…/storage/v1/object/public/<bucket>/<owner folder>/<file>`); null for anything else,
 * so a profile that names some other address never leads to removing someone else's file.
 */
export function objectPathOfPublicUrl(url: string, bucket: string, ownerFolder: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return null;
  }
  const marker = `/storage/v1/object/public/${bucket}/`;
  const at = pathname.indexOf(marker);
  if (at < 0) return null;
  const [folder, name, ...rest] = pathname.slice(at + marker.length).split('/');
  return folder === ownerFolder && name && rest.length === 0 && /^[A-Za-z0-9._-]+$/.test(name) && name !== '.' && name !== '..' ? `${folder}/${name}` : null;
}
