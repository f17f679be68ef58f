import type { DetectorOptions } from 'i18next-browser-languagedetector';
import { LANGUAGE_STORAGE_KEY, SUPPORTED_LANGUAGES } from './languages';

/** The query parameter that picks a language for one visit (`?lng=ar`). */
export const LANGUAGE_QUERY_PARAMETER = 'lng';

/**
 * A detected code as the supported language it stands for: `es-mx` is `es-MX`, `de-DE` is `de`.
 * i18next prefers an exactly supported code anywhere in the detected list over a regional one
 * before it, so a browser asking for `de-DE, en` would get English; mapped first, it gets German.
 * A code with no supported match is left as it is, and i18next passes over it.
 */
export function toSupportedLanguage(code: string): string {
  const supported = SUPPORTED_LANGUAGES as readonly string[];
  const exact = supported.find((language) => language.toLowerCase() === code.toLowerCase());
  if (exact) return exact;
  const base = code.split('-')[0]!.toLowerCase();
  return supported.includes(base) ? base : code;
}

/**
 * Spec 000 §9 detection order: the query string, then local storage, then the browser's
 * languages. The first supported answer wins (`ar-EG` is read as `ar`), nothing supported means
 * English; the language shown is kept in local storage, so a `?lng=` link or a choice in the
 * selector lasts to the next visit.
 */
export const LANGUAGE_DETECTION: DetectorOptions = {
  order: ['querystring', 'localStorage', 'navigator'],
  lookupQuerystring: LANGUAGE_QUERY_PARAMETER,
  lookupLocalStorage: LANGUAGE_STORAGE_KEY,
  caches: ['localStorage'],
  excludeCacheFor: ['cimode'],
  convertDetectedLanguage: toSupportedLanguage,
};
