import { isDatabaseNamespace, DATABASE_FOLDER } from './database-namespaces';
import { DEFAULT_NAMESPACE, namespaceBase } from './namespaces';

/**
 * The file part with i18next-http-backend's placeholders left in, so the backend still checks the
 * language and namespace it puts into the URL.
 */
function fileTemplate(namespace: string): string {
  return isDatabaseNamespace(namespace) ? `${DATABASE_FOLDER}/{{ns}}` : '{{ns}}';
}

/** Spec 000 §7: `GET {base}locales/{lng}/{ns}.json`, one file per language and namespace. */
export function translationLoadPath(_languages: readonly string[], namespaces: readonly string[]): string {
  const namespace = namespaces[0] ?? DEFAULT_NAMESPACE;
  return `${namespaceBase(namespace)}locales/{{lng}}/${fileTemplate(namespace)}.json`;
}

/** Spec 000 §7: missing keys go to `{base}locales/{lng}/{ns}.missing.json` (development only). */
export function missingTranslationsPath(_language: string, namespace: string): string {
  return `${namespaceBase(namespace)}locales/{{lng}}/${fileTemplate(namespace)}.missing.json`;
}
