import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contextLocaleFiles, contextPackagesOf, isContextManifest, sitesOfApp } from './context-locales.js';
import { HOST_PROVIDED, KEEP_FALLBACK, SHARED_DEPENDENCIES, sharedFor } from './index.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const appDir = (app) => path.join(ROOT, 'apps', app);

/** Every workspace package that declares itself a domain context. */
function workspaceContexts() {
  return readdirSync(path.join(ROOT, 'packages'))
    .map((folder) => path.join(ROOT, 'packages', folder, 'package.json'))
    .filter((file) => existsSync(file))
    .map((file) => JSON.parse(readFileSync(file, 'utf8')))
    .filter(isContextManifest)
    .map((manifest) => manifest.name);
}

describe('domain context packages', () => {
  const contexts = workspaceContexts();

  it('include the cap table', () => {
    expect(contexts).toContain('@fikrspace/cap-table');
  });

  // A shared context would load on every page at start-up and tie each remote's deploy to the
  // shell's; bundled, each app carries the version it was built with (domain-contexts.md 2.2).
  it('are never federation singletons, nor kept as fallbacks of one', () => {
    expect(contexts.filter((name) => SHARED_DEPENDENCIES.includes(name) || KEEP_FALLBACK.includes(name) || HOST_PROVIDED.includes(name))).toEqual([]);
  });

  it('are found among the dependencies of the apps that bundle them', () => {
    expect(contextPackagesOf(appDir('startup')).map((context) => context.name)).toEqual(['@fikrspace/cap-table']);
    expect(contextPackagesOf(appDir('shell')).map((context) => context.name)).toEqual(['@fikrspace/cap-table']);
    expect(contextPackagesOf(appDir('investor'))).toEqual([]);
  });

  it('hand their shared imports to the app, so a remote bundling a context still uses the shell’s singletons', () => {
    // apps/startup lists none of these itself; the cap table imports each.
    const shared = sharedFor(appDir('startup'), { hostProvidesWorkspace: true });
    expect(shared['@fikrspace/access']).toMatchObject({ singleton: true });
    expect(shared['@fikrspace/data']).toMatchObject({ singleton: true, import: false });
    expect(shared['@tanstack/react-query']).toMatchObject({ singleton: true, import: false });
    expect(shared['@fikrspace/cap-table']).toBeUndefined();
  });
});

describe('context texts in each app', () => {
  it('serve the portal root’s copy from the shell and the startup portal’s from its remote', () => {
    expect(sitesOfApp(appDir('shell'))).toEqual(['portal']);
    expect(sitesOfApp(appDir('startup'))).toEqual(['startup']);
    const targets = (app) => contextLocaleFiles(appDir(app)).map((file) => file.target).sort();
    expect(targets('shell')).toEqual(['locales/ar/portal/cap-table.json', 'locales/en/portal/cap-table.json', 'locales/fr/portal/cap-table.json']);
    expect(targets('startup')).toEqual(['locales/ar/startup/cap-table.json', 'locales/en/startup/cap-table.json', 'locales/fr/startup/cap-table.json']);
    expect(targets('investor')).toEqual([]);
  });

  it('copy the package’s own files', () => {
    const english = contextLocaleFiles(appDir('startup')).find((file) => file.target === 'locales/en/startup/cap-table.json');
    expect(english?.source).toBe(path.join(ROOT, 'packages', 'cap-table', 'locales', 'en', 'cap-table.json'));
  });
});
