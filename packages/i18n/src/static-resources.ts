import { SITES } from '@fikrspace/sites';
import type { i18n as I18n, Resource, ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DATABASE_FOLDER, isDatabaseNamespace } from './database-namespaces';
import { followDocumentLanguage } from './document-language';
import { i18n } from './instance';
import { platformOptions } from './platform-options';

/**
 * Every translation file of every app, read when this module is transformed: by the tests, and by
 * the build-time prerender of public pages. Only this entry reads them this way; the apps serve
 * them as files to the browser and never bundle them.
 */
const LOCALE_FILES = import.meta.glob<Record<string, unknown>>('../../../apps/*/public/locales/**/*.json', { eager: true, import: 'default' });

const LOCALE_FILE = /\/public\/locales\/([^/]+)\/(.+)\.json$/;

/**
 * Domain contexts keep their texts in their package (`packages/<context>/locales/<lng>/<file>`);
 * every app that depends on one serves them as `<site>/<context>` for each of its sites
 * (tooling/federation, `contextLocales`). The same namespaces are made here, from the same files.
 */
const CONTEXT_LOCALE_FILES = import.meta.glob<Record<string, unknown>>('../../../packages/*/locales/*/*.json', { eager: true, import: 'default' });
const PACKAGE_MANIFESTS = import.meta.glob<PackageManifest>('../../../packages/*/package.json', { eager: true, import: 'default' });
const APP_MANIFESTS = import.meta.glob<PackageManifest>('../../../apps/*/package.json', { eager: true, import: 'default' });

// Vite writes the paths relative to this file (`../../cap-table/locales/en/cap-table.json`).
const CONTEXT_LOCALE_FILE = /([^/]+)\/locales\/([^/]+)\/([^/]+)\.json$/;
const FOLDER_OF_MANIFEST = /([^/]+)\/package\.json$/;

interface PackageManifest {
  name?: string;
  dependencies?: Record<string, string>;
  fikrspace?: { kind?: string };
}

const folderOf = (path: string) => FOLDER_OF_MANIFEST.exec(path)?.[1] ?? '';

/** The sites whose pages an app folder serves: its own, or for the shell the sites no remote builds. */
function sitesOfApp(app: string): string[] {
  const own = SITES.filter((site) => site.app === app);
  return (own.length > 0 ? own : SITES.filter((site) => site.app === null)).map((site) => site.id);
}

/** `<site>/<file>` namespaces of each context package folder, for every app that depends on it. */
function contextNamespaceSites(): Map<string, string[]> {
  const contexts = new Map(
    Object.entries(PACKAGE_MANIFESTS)
      .filter(([, manifest]) => manifest.fikrspace?.kind === 'context' && manifest.name)
      .map(([path, manifest]) => [manifest.name!, folderOf(path)]),
  );
  const sites = new Map<string, string[]>();
  for (const [path, manifest] of Object.entries(APP_MANIFESTS)) {
    for (const name of Object.keys(manifest.dependencies ?? {})) {
      const folder = contexts.get(name);
      if (folder) sites.set(folder, [...(sites.get(folder) ?? []), ...sitesOfApp(folderOf(path))]);
    }
  }
  return sites;
}

/** The namespace a file serves: `database/products.json` is the `products` namespace. */
function namespaceOfFile(path: string): string {
  const [folder, ...rest] = path.split('/');
  const name = rest.join('/');
  return folder === DATABASE_FOLDER && isDatabaseNamespace(name) ? name : path;
}

/** The files as i18next resources, by language and namespace. */
export function localeFileResources(): Resource {
  const resources: Resource = {};
  for (const [path, bundle] of Object.entries(LOCALE_FILES)) {
    const match = LOCALE_FILE.exec(path);
    if (!match || path.endsWith('.missing.json')) continue;
    const [, language, file] = match as unknown as [string, string, string];
    const byNamespace: ResourceLanguage = (resources[language] ??= {});
    byNamespace[namespaceOfFile(file)] = bundle;
  }
  const contextSites = contextNamespaceSites();
  for (const [path, bundle] of Object.entries(CONTEXT_LOCALE_FILES)) {
    const [, folder, language, file] = (CONTEXT_LOCALE_FILE.exec(path) ?? []) as Array<string | undefined>;
    if (!folder || !language || !file) continue;
    const byNamespace: ResourceLanguage = (resources[language] ??= {});
    for (const site of contextSites.get(folder) ?? []) byNamespace[`${site}/${file}`] = bundle;
  }
  return resources;
}

/**
 * The page's instance with every translation file in memory, for rendering without a browser (tests,
 * the prerender): texts are there at once, no request is made, and the platform's fallbacks apply.
 */
export async function initStaticI18n(language = 'en'): Promise<I18n> {
  if (!i18n.isInitialized) {
    const resources = localeFileResources();
    const namespaces = [...new Set(Object.values(resources).flatMap((byNamespace) => Object.keys(byNamespace)))];
    followDocumentLanguage(i18n);
    await i18n.use(initReactI18next).init({ ...platformOptions(), lng: language, resources, ns: namespaces, initAsync: false });
  }
  if (i18n.language !== language) await i18n.changeLanguage(language);
  return i18n;
}
