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
    const names = (app) => contextPackagesOf(appDir(app)).map((context) => context.name).sort();
    expect(names('startup')).toEqual(['@fikrspace/cap-table', '@fikrspace/companies', '@fikrspace/files', '@fikrspace/help-center', '@fikrspace/metrics', '@fikrspace/network', '@fikrspace/notifications', '@fikrspace/people']);
    expect(names('shell')).toEqual(['@fikrspace/cap-table', '@fikrspace/files', '@fikrspace/messaging', '@fikrspace/metrics', '@fikrspace/notifications', '@fikrspace/strategy']);
    expect(names('investor')).toEqual(['@fikrspace/cap-table', '@fikrspace/metrics', '@fikrspace/notifications']);
    expect(names('accelerator')).toEqual([]);
  });

  it('hand their shared imports to the app, so a remote bundling a context still uses the shell’s singletons', () => {
    // apps/startup does not list react-query itself; the cap table and the companies context import it.
    const shared = sharedFor(appDir('startup'), { hostProvidesWorkspace: true });
    expect(shared['@fikrspace/access']).toMatchObject({ singleton: true });
    expect(shared['@fikrspace/data']).toMatchObject({ singleton: true, import: false });
    expect(shared['@tanstack/react-query']).toMatchObject({ singleton: true, import: false });
    expect(shared['@fikrspace/cap-table']).toBeUndefined();
    expect(shared['@fikrspace/companies']).toBeUndefined();
    expect(shared['@fikrspace/metrics']).toBeUndefined();
  });
});

describe('context texts in each app', () => {
  it('serve the portal root’s copy from the shell and the startup portal’s from its remote', () => {
    expect(sitesOfApp(appDir('shell'))).toEqual(['portal']);
    expect(sitesOfApp(appDir('startup'))).toEqual(['startup']);
    const targets = (app) => contextLocaleFiles(appDir(app)).map((file) => file.target).sort();
    const languages = (site, context) => ['ar', 'en', 'fr'].map((language) => `locales/${language}/${site}/${context}.json`);
    expect(targets('shell')).toEqual([...languages('portal', 'cap-table'), ...languages('portal', 'files'), ...languages('portal', 'messaging'), ...languages('portal', 'metrics'), ...languages('portal', 'notifications'), ...languages('portal', 'strategy')].sort());
    expect(targets('startup')).toEqual([...languages('startup', 'cap-table'), ...languages('startup', 'companies'), ...languages('startup', 'files'), ...languages('startup', 'help-center'), ...languages('startup', 'metrics'), ...languages('startup', 'network'), ...languages('startup', 'notifications'), ...languages('startup', 'people')].sort());
    expect(targets('accelerator')).toEqual([]);
  });

  it('copy the package’s own files', () => {
    const english = contextLocaleFiles(appDir('startup')).find((file) => file.target === 'locales/en/startup/cap-table.json');
    expect(english?.source).toBe(path.join(ROOT, 'packages', 'cap-table', 'locales', 'en', 'cap-table.json'));
  });
});
