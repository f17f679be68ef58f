import { readFileSync, statSync } from 'node:fs';

/**
 * Reads the JSON files builds leave beside their output (routes.json, prerendered pages, remote
 * manifests) once per version: a file is parsed again only when its modification time or size changes,
 * so a new deployment is picked up without a restart. Null for a file that is not there.
 */
export function createBuildFileReader() {
  const cache = new Map();
  return function readBuildFile(file) {
    let version;
    try {
      const info = statSync(file);
      version = `${info.mtimeMs}:${info.size}`;
    } catch {
      return null;
    }
    const cached = cache.get(file);
    if (cached?.version === version) return cached;
    const entry = { version, value: JSON.parse(readFileSync(file, 'utf8')) };
    cache.set(file, entry);
    return entry;
  };
}
