/**
 * The platform's Storage buckets as the page must know them: who may read a bucket's files by
 * URL, how large a file may be and which kinds it accepts. The database is the authority
 * (supabase/migrations/*_files_buckets.sql and *_messaging_conversations.sql insert these rows, and
 * the storage server refuses what breaks them); this copy lets the page say no before a byte is
 * sent, and `model.test.ts` keeps it equal to the migrations. It imports nothing, so a page can
 * read a bucket's limits without loading the upload code.
 */

const MEBIBYTE = 1024 * 1024;

/**
 * Each accepted type with the extensions a file of that type may carry. A file's name and its type
 * must agree: `invoice.html` sent as `image/png` is refused here, whatever the browser was told.
 */
export const FILE_TYPE_EXTENSIONS = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'image/avif': ['avif'],
  'application/pdf': ['pdf'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.ms-powerpoint': ['ppt'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'audio/mpeg': ['mp3'],
  'audio/mp4': ['m4a', 'mp4'],
  'audio/aac': ['aac'],
  'audio/ogg': ['ogg', 'oga', 'opus'],
  'audio/wav': ['wav'],
  'audio/webm': ['weba', 'webm'],
  'text/plain': ['txt'],
} as const satisfies Record<string, readonly string[]>;

export type FileType = keyof typeof FILE_TYPE_EXTENSIONS;

/**
 * Names browsers give some of the accepted types, mapped to the one the buckets list: Firefox and
 * Safari call a WAV `audio/x-wav`, Chrome an M4A `audio/x-m4a`. The upload sends the listed name,
 * which is the one the storage server compares.
 */
const TYPE_ALIASES: Readonly<Record<string, FileType>> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'audio/mp3': 'audio/mpeg',
  'audio/x-wav': 'audio/wav',
  'audio/wave': 'audio/wav',
  'audio/vnd.wave': 'audio/wav',
  'audio/x-m4a': 'audio/mp4',
  'audio/x-aac': 'audio/aac',
};

const IMAGES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'] as const satisfies readonly FileType[];

export interface BucketRule {
  /** Files are read by URL without a token (`getPublicUrl`); otherwise through a signed URL. */
  public: boolean;
  /** The bucket's `file_size_limit`, in bytes. */
  maxBytes: number;
  /** The bucket's `allowed_mime_types`, in the migration's order. */
  mimeTypes: readonly FileType[];
  /** Each accepted type with the extensions a file of it may carry. */
  extensions: Readonly<Partial<Record<FileType, readonly string[]>>>;
}

function bucketRule<const Public extends boolean, const Types extends readonly FileType[]>(isPublic: Public, maxBytes: number, mimeTypes: Types) {
  const extensions = Object.fromEntries(mimeTypes.map((type) => [type, FILE_TYPE_EXTENSIONS[type]])) as { [Type in Types[number]]: (typeof FILE_TYPE_EXTENSIONS)[Type] };
  return { public: isPublic, maxBytes, mimeTypes, extensions };
}

/** Every bucket of the platform, as its migration inserts it. */
export const BUCKET_RULES = {
  avatars: bucketRule(true, 2 * MEBIBYTE, IMAGES),
  'organization-logos': bucketRule(true, 2 * MEBIBYTE, IMAGES),
  'pitch-decks': bucketRule(false, 50 * MEBIBYTE, ['application/pdf']),
  'data-room': bucketRule(false, 100 * MEBIBYTE, [
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.ms-powerpoint',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ...IMAGES,
  ]),
  content: bucketRule(true, 200 * MEBIBYTE, [...IMAGES, 'audio/mpeg', 'audio/mp4', 'audio/aac', 'audio/ogg', 'audio/wav', 'audio/webm']),
  'message-attachments': bucketRule(false, 25 * MEBIBYTE, [
    'application/pdf',
    ...IMAGES,
    'text/plain',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ]),
} as const satisfies Record<string, BucketRule>;

export type Bucket = keyof typeof BUCKET_RULES;

/** Buckets whose files have a public URL. */
export type PublicBucket = { [B in Bucket]: (typeof BUCKET_RULES)[B]['public'] extends true ? B : never }[Bucket];

/** Buckets whose files are read through a signed URL only. */
export type PrivateBucket = Exclude<Bucket, PublicBucket>;

export const BUCKETS = Object.keys(BUCKET_RULES) as Bucket[];

export function isBucket(value: unknown): value is Bucket {
  return typeof value === 'string' && Object.hasOwn(BUCKET_RULES, value);
}

/** What a file needs to be checked: a browser `File` has all three. */
export interface FileFacts {
  name: string;
  size: number;
  type: string;
}

/** Why a file cannot go into a bucket. */
export type FileProblem =
  | { kind: 'bad-name' }
  | { kind: 'empty' }
  | { kind: 'svg' }
  | { kind: 'wrong-type'; accepted: readonly FileType[] }
  | { kind: 'too-large'; maxBytes: number };

/** The longest file name a browser or file system hands over in practice; longer ones are not real files. */
export const MAX_FILE_NAME_LENGTH = 255;

/** The part of a name after its last dot, lowercased; none for `.hidden` or `name.`. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const UNUSABLE_NAME = /[\u0000-\u001f\u007f/\\]/;

function hasUsableName(name: string): boolean {
  const trimmed = name.trim();
  return trimmed !== '' && trimmed !== '.' && trimmed !== '..' && name.length <= MAX_FILE_NAME_LENGTH && !UNUSABLE_NAME.test(name);
}

/** What browsers and servers call bytes of no known type. */
const UNKNOWN_TYPE = 'application/octet-stream';

const isSvg = (file: FileFacts) => /^image\/svg(\+xml)?$/i.test(file.type.trim()) || ['svg', 'svgz'].includes(extensionOf(file.name));

/**
 * The type a file is sent with, or null when the bucket does not accept it: the browser's type
 * under the name the bucket lists it by, or, when the browser could not tell (no type, or
 * `application/octet-stream`), the type its extension means among the bucket's. The extension
 * must be one that type may carry.
 */
export function contentTypeFor(file: Pick<FileFacts, 'name' | 'type'>, bucket: Bucket): FileType | null {
  const rule: BucketRule = BUCKET_RULES[bucket];
  const accepted = rule.mimeTypes;
  const extension = extensionOf(file.name);
  const declared = file.type.split(';')[0]!.trim().toLowerCase();
  const known = declared !== '' && declared !== UNKNOWN_TYPE;
  // Own keys only: a type such as `constructor` names nothing here, whatever objects inherit.
  const alias = known && Object.hasOwn(TYPE_ALIASES, declared) ? TYPE_ALIASES[declared] : undefined;
  const type = known ? (alias ?? declared) : accepted.find((candidate) => rule.extensions[candidate]?.includes(extension));
  const allowed = type !== undefined && Object.hasOwn(rule.extensions, type) ? rule.extensions[type as FileType] : undefined;
  return allowed?.includes(extension) ? (type as FileType) : null;
}

/**
 * Why `file` cannot go into `bucket`, or null when it can, checked in the order that tells the
 * user most: a name no file has, an SVG (never accepted as an image: it can carry script), a kind
 * the bucket does not take, an empty file, then one over the bucket's limit.
 */
export function checkFile(file: FileFacts, bucket: Bucket): FileProblem | null {
  const rule: BucketRule = BUCKET_RULES[bucket];
  if (!hasUsableName(file.name)) return { kind: 'bad-name' };
  if (isSvg(file)) return { kind: 'svg' };
  if (!contentTypeFor(file, bucket)) return { kind: 'wrong-type', accepted: rule.mimeTypes };
  if (!Number.isFinite(file.size) || file.size <= 0) return { kind: 'empty' };
  if (file.size > rule.maxBytes) return { kind: 'too-large', maxBytes: rule.maxBytes };
  return null;
}

/** The file picker's filter for a bucket, in react-dropzone's shape: each type with its extensions. */
export function acceptFor(bucket: Bucket): Record<string, string[]> {
  const rule: BucketRule = BUCKET_RULES[bucket];
  return Object.fromEntries(rule.mimeTypes.map((type) => [type, (rule.extensions[type] ?? []).map((extension) => `.${extension}`)]));
}

/** How the user names a type: most by a product or format name, plain text by a word of their language. */
export type FileKind = 'image' | 'document' | 'audio';

/** The family a type belongs to and the name it goes by (`null`: a word the texts translate). */
export const FILE_TYPE_LABELS: Readonly<Record<FileType, { kind: FileKind; label: string | null }>> = {
  'image/png': { kind: 'image', label: 'PNG' },
  'image/jpeg': { kind: 'image', label: 'JPEG' },
  'image/webp': { kind: 'image', label: 'WebP' },
  'image/gif': { kind: 'image', label: 'GIF' },
  'image/avif': { kind: 'image', label: 'AVIF' },
  'application/pdf': { kind: 'document', label: 'PDF' },
  'application/msword': { kind: 'document', label: 'Word' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { kind: 'document', label: 'Word' },
  'application/vnd.ms-excel': { kind: 'document', label: 'Excel' },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { kind: 'document', label: 'Excel' },
  'application/vnd.ms-powerpoint': { kind: 'document', label: 'PowerPoint' },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': { kind: 'document', label: 'PowerPoint' },
  'audio/mpeg': { kind: 'audio', label: 'MP3' },
  'audio/mp4': { kind: 'audio', label: 'M4A' },
  'audio/aac': { kind: 'audio', label: 'AAC' },
  'audio/ogg': { kind: 'audio', label: 'Ogg' },
  'audio/wav': { kind: 'audio', label: 'WAV' },
  'audio/webm': { kind: 'audio', label: 'WebM' },
  'text/plain': { kind: 'document', label: null },
};

/** Types that can be shown before sending: images by an `<img>`, PDFs in a frame. */
export function previewKind(type: string): 'image' | 'pdf' | null {
  if ((IMAGES as readonly string[]).includes(type)) return 'image';
  return type === 'application/pdf' ? 'pdf' : null;
}
