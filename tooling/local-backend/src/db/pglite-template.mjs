import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPgliteHost } from './pglite-host.mjs';

/**
 * A freshly initialised PGlite cluster, kept under the OS temp directory and copied into every
 * temporary database. Creating a cluster (initdb) on disk takes several seconds, copying one and
 * opening the copy well under one, and every test suite opens databases of its own.
 *
 * The template is built in a directory of its own and renamed into place when complete, so
 * processes that build it at the same time never see half of one. It is named after the PGlite
 * version, since a cluster only opens with the engine that made it.
 */

export function pgliteVersion() {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@electric-sql/pglite');
  return JSON.parse(readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')).version;
}

export function templateDirectory() {
  return path.join(tmpdir(), `local-backend-pglite-${pgliteVersion()}`);
}

/** Only a directory this user made and nobody else can change is copied into a database. */
export function usable(directory) {
  try {
    const stat = statSync(directory);
    if (!stat.isDirectory()) return false;
    if (typeof process.getuid === 'function' && stat.uid !== process.getuid()) return false;
    return (stat.mode & 0o022) === 0;
  } catch {
    return false;
  }
}

/** Builds the template when it is missing; resolves to its directory, or null when it cannot be had. */
async function ensureTemplate() {
  const directory = templateDirectory();
  if (usable(directory)) return directory;
  const build = mkdtempSync(`${directory}-build-`);
  try {
    const host = createPgliteHost(build);
    try {
      await host.ready();
    } finally {
      await host.close();
    }
    try {
      renameSync(build, directory);
    } catch {
      // Another process finished first; its template is as good as ours.
      rmSync(build, { recursive: true, force: true });
    }
    return usable(directory) ? directory : null;
  } catch {
    rmSync(build, { recursive: true, force: true });
    return null;
  }
}

/**
 * Fills the empty `directory` with a copy of the template. False when there is no template to
 * copy; then PGlite creates the cluster itself.
 * @param {string} directory
 */
export async function seedFromTemplate(directory) {
  const template = await ensureTemplate();
  if (!template) return false;
  try {
    cpSync(template, directory, { recursive: true });
    return true;
  } catch {
    rmSync(directory, { recursive: true, force: true });
    mkdirSync(directory, { mode: 0o700 });
    return false;
  }
}

/**
 * Copies a closed PGlite data directory into the empty `directory`, keeping it private to this
 * user as initdb would.
 * @param {string} source
 * @param {string} directory
 */
export function copyDataDirectory(source, directory) {
  cpSync(source, directory, { recursive: true });
  chmodSync(directory, 0o700);
}

/** Removes the template (after a copy of it failed to open), so the next database builds a new one. */
export function discardTemplate() {
  rmSync(templateDirectory(), { recursive: true, force: true });
}
