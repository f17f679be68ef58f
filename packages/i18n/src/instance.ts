import i18next, { type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import { initReactI18next, useTranslation } from 'react-i18next';
import { followDocumentLanguage } from './document-language';
import { LANGUAGE_DETECTION } from './language-detection';
import { TRANSLATION_PARALLEL_READS, TRANSLATION_RETRIES, TRANSLATION_RETRY_DELAY_MS } from './loading-limits';
import { platformOptions } from './platform-options';
import { createTranslationRequest } from './translation-request';
import { missingTranslationsPath, translationLoadPath } from './translation-paths';

/**
 * The page's one i18next instance. This package is a federation singleton, so a remote's
 * `useTranslation` sees the language the shell chose.
 */
export const i18n: I18n = i18next.createInstance();

export interface InitOptions {
  /** A language to start in instead of detecting one (spec 000 §9 detection order). */
  language?: string;
  /**
   * A development build: keys no file has are reported to `{ns}.missing.json`. Passed in by the
   * app (`import.meta.env.DEV`), which is the one that knows how it was built.
   */
  development?: boolean;
}

let starting: Promise<I18n> | null = null;

/**
 * Starts the instance: the language from the query string, local storage or the browser, and the
 * default namespace read over HTTP before the promise settles, so the first render has its texts.
 * Other namespaces are read when something asks for them (`i18n.loadNamespaces`).
 */
export function initI18n(options: InitOptions = {}): Promise<I18n> {
  if (i18n.isInitialized) return Promise.resolve(i18n);
  starting ??= start(options);
  return starting;
}

/**
 * Settles once the instance has started, or at once when nothing is starting it: work queued
 * before the start (a remote's texts, asked for while its code downloads) runs after it.
 */
export function whenI18nStarted(): Promise<void> {
  return (starting ?? Promise.resolve(i18n)).then(
    () => undefined,
    () => undefined,
  );
}

async function start({ language, development = false }: InitOptions): Promise<I18n> {
  followDocumentLanguage(i18n);
  await i18n
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init<HttpBackendOptions>({
      ...platformOptions(),
      ...(language ? { lng: language } : {}),
      detection: LANGUAGE_DETECTION,
      backend: {
        loadPath: translationLoadPath,
        addPath: missingTranslationsPath,
        request: createTranslationRequest(),
        reloadInterval: false,
      },
      maxParallelReads: TRANSLATION_PARALLEL_READS,
      maxRetries: TRANSLATION_RETRIES,
      retryTimeout: TRANSLATION_RETRY_DELAY_MS,
      saveMissing: development,
    });
  return i18n;
}

export { useTranslation };
