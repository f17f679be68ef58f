import { strToU8, unzipSync, zipSync } from 'fflate';
import type { OcfExportFile } from './export-ocf';
import type { OcfReadProblem, OcfSource } from './ocf-package';

/**
 * The files of an OCF package from what a person chose: a zip (its JSON files, wherever they sit
 * in it) or JSON files one by one; and a package as a zip to download. Limits keep a hostile zip
 * from filling the tab's memory: an OCF package is text, megabytes at most.
 */

export const MAX_FILE_BYTES = 20 * 1024 * 1024;
export const MAX_PACKAGE_BYTES = 50 * 1024 * 1024;
const MAX_FILES = 200;

const isJson = (name: string) => name.toLowerCase().endsWith('.json') && !name.startsWith('__MACOSX/') && !name.split('/').some((part) => part.startsWith('.'));
const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b;

/** The JSON files of a zip, or why it cannot be read. */
export function unzipSources(bytes: Uint8Array): { sources: OcfSource[] } | { problems: OcfReadProblem[] } {
  let total = 0;
  let count = 0;
  let tooLarge = false;
  try {
    const files = unzipSync(bytes, {
      filter: (file) => {
        if (!isJson(file.name)) return false;
        total += file.originalSize;
        count += 1;
        if (file.originalSize > MAX_FILE_BYTES || total > MAX_PACKAGE_BYTES || count > MAX_FILES) tooLarge = true;
        return !tooLarge;
      },
    });
    if (tooLarge) return { problems: [{ code: 'tooLarge' }] };
    return { sources: Object.entries(files).map(([path, content]) => ({ path, bytes: content })) };
  } catch {
    return { problems: [{ code: 'badZip' }] };
  }
}

/** What was chosen in the page (or read from disk in a test) as package sources. */
export async function sourcesFromFiles(files: readonly { name: string; size: number; arrayBuffer: () => Promise<ArrayBuffer> }[]): Promise<{ sources: OcfSource[] } | { problems: OcfReadProblem[] }> {
  if (files.length === 0) return { problems: [{ code: 'empty' }] };
  if (files.reduce((sum, file) => sum + file.size, 0) > MAX_PACKAGE_BYTES) return { problems: [{ code: 'tooLarge' }] };
  const sources: OcfSource[] = [];
  for (const file of files) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (isZip(bytes)) {
      const unzipped = unzipSources(bytes);
      if ('problems' in unzipped) return unzipped;
      sources.push(...unzipped.sources);
    } else {
      sources.push({ path: file.name, bytes });
    }
  }
  return { sources };
}

/** A package's files as one zip, in a folder named like the download. */
export function zipOcf(files: readonly OcfExportFile[], folder: string): Uint8Array {
  return zipSync(Object.fromEntries(files.map((file) => [`${folder}/${file.path}`, strToU8(file.text)])), { level: 6 });
}
