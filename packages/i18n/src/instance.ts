import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { ar } from './resources/ar';
import { en } from './resources/en';
import { LANGUAGE_STORAGE_KEY, applyDocumentLanguage, detectLanguage, fallbackChain } from './languages';

export const DEFAULT_NAMESPACE = 'common';

/**
 * The page's one i18next instance. This package is a federation singleton, so a remote's
 * `useTranslation` sees the language the shell chose.
 */
export const i18n: I18n = i18next.createInstance();

export interface InitOptions {
  language?: string;
}

export async function initI18n(options: InitOptions = {}): Promise<I18n> {
  if (i18n.isInitialized) return i18n;
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages;
  const stored = readStoredLanguage();
  const language = options.language ?? detectLanguage(typeof location === 'undefined' ? '' : location.search, stored, browser);
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: (code: string) => fallbackChain(code).slice(1),
    defaultNS: DEFAULT_NAMESPACE,
    ns: [DEFAULT_NAMESPACE],
    resources: { en: { common: en }, ar: { common: ar } },
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  if (typeof document !== 'undefined') applyDocumentLanguage(language);
  i18n.on('languageChanged', (next) => {
    if (typeof document !== 'undefined') applyDocumentLanguage(next);
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
    } catch {
      // Storage can be unavailable (private mode); the choice then lasts for this page only.
    }
  });
  return i18n;
}

function readStoredLanguage(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Picks the variant of a bilingual text for the current language; other languages read English. */
export function useLocalized(): (text: { en: string; ar: string }) => string {
  const { i18n: instance } = useTranslation();
  const isArabic = instance.language?.split('-')[0] === 'ar';
  return (text) => (isArabic ? text.ar : text.en);
}

export { useTranslation };
