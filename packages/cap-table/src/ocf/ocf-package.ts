import { md5 } from './md5';
import type { ReportEntry } from './ocf-plan';
import { MANIFEST_LISTS, OCF_FILE_TYPES, type OcfFileKind } from './ocf-types';

/**
 * An OCF package from its files: the manifest (the one file whose `file_type` says so) and the
 * files it lists, found beside it by their paths or, for files chosen one by one, by their names.
 * A problem that leaves no package to read (no manifest, a file that is not JSON, a listed file
 * missing) is returned, never thrown; a file the manifest does not list, or whose MD5 differs from
 * the manifest's, is a note for the report.
 */

export interface OcfSource {
  /** The file's path in the zip, or its name. */
  path: string;
  bytes: Uint8Array;
}

export type OcfReadProblemCode = 'empty' | 'noManifest' | 'manyManifests' | 'badJson' | 'missingFile' | 'wrongFileType' | 'badZip' | 'tooLarge';
export interface OcfReadProblem {
  code: OcfReadProblemCode;
  detail?: string;
}

export interface OcfPackageContent {
  manifest: Record<string, unknown>;
  /** Every object of the listed files, as read. */
  items: unknown[];
  notes: ReportEntry[];
}

export type OcfRead = { content: OcfPackageContent } | { problems: OcfReadProblem[] };

const decoder = new TextDecoder();

function parse(source: OcfSource): { value: unknown } | null {
  try {
    return { value: JSON.parse(decoder.decode(source.bytes)) as unknown };
  } catch {
    return null;
  }
}

const folderOf = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/') + 1) : '');
const nameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** `./a/../b.json` beside `pkg/` as `pkg/b.json`. */
function resolve(folder: string, relative: string): string {
  const parts: string[] = [];
  for (const part of `${folder}${relative}`.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') parts.pop();
    else parts.push(part);
  }
  return parts.join('/');
}

export function readOcfPackage(sources: readonly OcfSource[]): OcfRead {
  if (sources.length === 0) return { problems: [{ code: 'empty' }] };
  const parsed = new Map<string, unknown>();
  const problems: OcfReadProblem[] = [];
  for (const source of sources) {
    const result = parse(source);
    if (result) parsed.set(source.path, result.value);
    else problems.push({ code: 'badJson', detail: source.path });
  }
  const manifests = [...parsed].filter(([, value]) => (value as { file_type?: unknown })?.file_type === 'OCF_MANIFEST_FILE');
  if (manifests.length === 0) return { problems: [...problems, { code: 'noManifest' }] };
  if (manifests.length > 1) return { problems: [{ code: 'manyManifests', detail: manifests.map(([path]) => path).join(', ') }] };
  const [manifestPath, manifestValue] = manifests[0] as [string, Record<string, unknown>];
  const folder = folderOf(manifestPath);

  const items: unknown[] = [];
  const notes: ReportEntry[] = [];
  const listed = new Set([manifestPath]);
  for (const kind of Object.keys(MANIFEST_LISTS) as OcfFileKind[]) {
    const references = manifestValue[MANIFEST_LISTS[kind]];
    for (const reference of Array.isArray(references) ? references : []) {
      const filepath = (reference as { filepath?: unknown })?.filepath;
      if (typeof filepath !== 'string') continue;
      const path = findSource(sources, resolve(folder, filepath));
      if (!path) {
        problems.push({ code: 'missingFile', detail: filepath });
        continue;
      }
      listed.add(path);
      const value = parsed.get(path) as { file_type?: unknown; items?: unknown } | undefined;
      if (value === undefined) continue;
      if (value?.file_type !== OCF_FILE_TYPES[kind] || !Array.isArray(value.items)) {
        problems.push({ code: 'wrongFileType', detail: path });
        continue;
      }
      const expected = (reference as { md5?: unknown }).md5;
      const source = sources.find((entry) => entry.path === path) as OcfSource;
      if (typeof expected === 'string' && expected.toLowerCase() !== md5(source.bytes)) notes.push({ objectType: 'FILE', id: path, reason: 'md5Mismatch' });
      items.push(...value.items);
    }
  }
  if (problems.length > 0) return { problems };
  for (const source of sources) if (!listed.has(source.path)) notes.push({ objectType: 'FILE', id: source.path, reason: 'fileNotListed' });
  return { content: { manifest: manifestValue, items, notes } };
}

/** The source at a path, or the only one of that name (files chosen one by one carry no folders). */
function findSource(sources: readonly OcfSource[], path: string): string | null {
  if (sources.some((source) => source.path === path)) return path;
  const named = sources.filter((source) => nameOf(source.path) === nameOf(path));
  return named.length === 1 ? (named[0] as OcfSource).path : null;
}
