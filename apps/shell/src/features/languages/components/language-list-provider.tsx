import { FALLBACK_LANGUAGES, LanguageListContext } from '@fikrspace/i18n';
import type { ReactNode } from 'react';
import { useLanguageList } from '../api/get-languages';

/**
 * Hands the language list to every selector of the page, remotes included: the built-in list
 * until the table answers, then the table's.
 */
export function LanguageListProvider({ children }: { children: ReactNode }) {
  const { data } = useLanguageList();
  return <LanguageListContext value={data ?? FALLBACK_LANGUAGES}>{children}</LanguageListContext>;
}
