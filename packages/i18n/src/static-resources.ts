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
