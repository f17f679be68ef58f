import { isUuid } from './model';

/**
 * The name an attachment is stored under: `<conversation id>/<slug>-<suffix>.<extension>`. The
 * bucket's policies read the first folder (the conversation), so it is a uuid and nothing else; the
 * rest comes from what a person named their file and is never trusted: no `/` of theirs makes a
 * folder, no `.` or `..` makes a segment, and only the plainest characters of Storage's key set
 * (`a-z`, `0-9`, `-`) pass. A name with no Latin letter in it (Arabic, say) gets a fallback slug;
 * the original name travels with the message (`attachment_name`). The suffix is the send's own id,
 * so sending the same message again writes the same object instead of a second copy.
 */

const MAX_SLUG_LENGTH = 60;
const MAX_EXTENSION_LENGTH = 10;
const FALLBACK_SLUG = 'file';

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

export function attachmentPath(conversationId: string, fileName: string, suffix: string): string {
  if (!isUuid(conversationId)) throw new Error('An attachment is stored in its conversation’s folder, named by the conversation’s id');
  const base = fileName.split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 ? base.slice(dot + 1).toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, MAX_EXTENSION_LENGTH) : '';
  const stem = dot > 0 ? base.slice(0, dot) : base;
  return `${conversationId.toLowerCase()}/${slugOf(stem)}-${slugOf(suffix)}${extension ? `.${extension}` : ''}`;
}

/** An id for one message on its way, unique enough among one person's sends (about 60 bits). */
export function newClientId(): string {
  const alphabet = '0123456789abcdefghijklmnopqrstuvwxyz';
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => alphabet[byte % alphabet.length]).join('');
}
