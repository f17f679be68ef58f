import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The floors of packages/. Lower floors never import higher ones; a domain context sits on top
 * beside portal-host and may use everything below it except session (the page's signed-in state
 * reaches a context through the app-store and portal-kit singletons, never through the controller).
 */
export const PLATFORM_PACKAGES = ['db', 'data', 'errors', 'sanitize', 'i18n', 'theme', 'router', 'app-store', 'config', 'sites', 'analytics', 'jobs'];
export const IDENTITY_PACKAGES = ['session', 'access', 'products'];
export const FRAME_PACKAGES = ['portal-kit', 'portal-host', 'ui'];

/** What a context must never import, by package folder name. */
export const FORBIDDEN_TO_CONTEXTS = ['portal-host', 'session'];

/**
 * Domain contexts declare themselves (`"fikrspace": { "kind": "context" }` in package.json), so a
 * new context is under the rules the day it is created, without editing a list here.
 */
export function contextPackages(root = ROOT) {
  const packagesDir = path.join(root, 'packages');
  return readdirSync(packagesDir)
    .filter((name) => {
      const manifest = path.join(packagesDir, name, 'package.json');
      return existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).fikrspace?.kind === 'context';
    })
    .sort();
}

/** Every folder of packages/ that is not a context must be on a known floor: a new one is placed on purpose. */
export function unplacedPackages(root = ROOT) {
  const placed = new Set([...PLATFORM_PACKAGES, ...IDENTITY_PACKAGES, ...FRAME_PACKAGES, ...contextPackages(root)]);
  return readdirSync(path.join(root, 'packages')).filter((name) => existsSync(path.join(root, 'packages', name, 'package.json')) && !placed.has(name));
}
