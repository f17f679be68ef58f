import { useMemo } from 'react';
import { useCapTableTranslation } from '../use-cap-table-translation';

/**
 * Figures of the rounds in the page's language: money in the round's own currency, prices per
 * share to four decimals, percentages, and dates as the calendar writes them. Latin digits in
 * every language, as the rest of the platform shows figures.
 */
export function useFundingFormat() {
  const { i18n } = useCapTableTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const locale = `${language}-u-nu-latn`;
    const moneyFormats = new Map<string, Intl.NumberFormat>();
    const moneyIn = (currency: string, digits: number) => {
      const key = `${currency}:${digits}`;
      let format = moneyFormats.get(key);
      if (!format) {
        format = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: digits });
        moneyFormats.set(key, format);
      }
      return format;
    };
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
    const date = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
    return {
      /** Whole units: what a round raises is never counted in cents on the page. */
      money: (value: number | null | undefined, currency: string) => (value === null || value === undefined ? '—' : moneyIn(currency, 0).format(value)),
      price: (value: number | null | undefined, currency: string) => (value === null || value === undefined ? '—' : moneyIn(currency, 4).format(value)),
      /** From a percentage (12.5 is 12.5 %). */
      percent: (value: number | null | undefined) => (value === null || value === undefined ? '—' : percent.format(value / 100)),
      /** A database date (YYYY-MM-DD), read as the calendar day it names. */
      date: (value: string | null | undefined) => (value ? date.format(new Date(`${value}T00:00:00Z`)) : '—'),
    };
  }, [language]);
}
