const KILOBYTE = 1024;
const MEGABYTE = 1024 * 1024;

/**
 * A file's size as people read it, in the reader's language: kilobytes under a megabyte,
 * megabytes above (1 MB = 1024 × 1024 bytes, as the buckets' limits are set). Intl writes the
 * unit and the digits for each language.
 */
export function formatFileSize(bytes: number, language: string): string {
  const [value, unit] = bytes < MEGABYTE ? [Math.max(bytes / KILOBYTE, 0.1), 'kilobyte'] : [bytes / MEGABYTE, 'megabyte'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}
