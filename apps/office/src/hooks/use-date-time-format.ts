import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Dates and times in the page's language, as the reader writes them. */
export function useDateTimeFormat(): (iso: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language || 'en';
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => format.format(new Date(iso));
  }, [language]);
}
