import { BUCKET_RULES, FILE_TYPE_LABELS, type Bucket, type FileKind, type FileType } from '../model';
import { useFilesTranslation } from './use-files-translation';

const MEBIBYTE = 1024 * 1024;

/** A limit as the megabytes users count in (1 MB = 1024 × 1024 bytes, as the buckets are set). */
export function megabytes(bytes: number): number {
  return Math.round((bytes / MEBIBYTE) * 10) / 10;
}

/** The platform's English writes lists without a serial comma, as its texts do. */
const listLocale = (language: string) => (language === 'en' ? 'en-GB' : language);

/** The bucket's accepted types by family, in the order the bucket lists them, each name once. */
function labelsByKind(types: readonly FileType[]): Map<FileKind, Array<string | null>> {
  const byKind = new Map<FileKind, Array<string | null>>();
  for (const type of types) {
    const { kind, label } = FILE_TYPE_LABELS[type];
    const labels = byKind.get(kind) ?? [];
    if (!labels.includes(label)) labels.push(label);
    byKind.set(kind, labels);
  }
  return byKind;
}

/**
 * What a bucket accepts, in the page's language: "PDF only", "PNG, JPEG, WebP, GIF or AVIF
 * images", "PDF, Word, Excel or PowerPoint documents and PNG, … images", with its size limit in MB.
 */
export function useAcceptedKinds(bucket: Bucket): { kinds: string; limitMegabytes: number } {
  const { t, i18n } = useFilesTranslation();
  const language = listLocale(i18n.resolvedLanguage ?? i18n.language);
  const { mimeTypes, maxBytes } = BUCKET_RULES[bucket];
  const either = new Intl.ListFormat(language, { type: 'disjunction' });
  const both = new Intl.ListFormat(language, { type: 'conjunction' });
  const phrases = [...labelsByKind(mimeTypes)].map(([kind, labels]) => {
    const list = either.format(labels.map((label) => label ?? t('kinds.text')));
    if (kind === 'image') return t('kinds.images', { list });
    if (kind === 'audio') return t('kinds.audio', { list });
    return t('kinds.documents', { list });
  });
  const pdfOnly = mimeTypes.length === 1 && mimeTypes[0] === 'application/pdf';
  return { kinds: pdfOnly ? t('kinds.pdfOnly') : both.format(phrases), limitMegabytes: megabytes(maxBytes) };
}
