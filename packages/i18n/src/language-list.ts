import { createContext, use } from 'react';
import { FALLBACK_LANGUAGES, type Language } from './languages';

/**
 * The languages the selector offers. The shell provides the list it read from the database; a
 * page rendered without it (a remote on its own dev server, a test) offers the built-in list.
 */
export const LanguageListContext = createContext<readonly Language[]>(FALLBACK_LANGUAGES);

export function useLanguages(): readonly Language[] {
  return use(LanguageListContext);
}
