import { useMemo } from 'react';
import { useCapTableTranslation } from '../use-cap-table-translation';

/**
 * Numbers of the ledger in the page's language: whole shares, money in US dollars (the ledger's
 * currency), percentages to two decimals, and dates as the calendar writes them. Latin digits in
 * every language, as the rest of the platform shows figures.
 */
export function useLedgerFormat() {
  const { i18n } = useCapTableTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const locale = `${language}-u-nu-latn`;
    const shares = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });
    const price = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 4 });
    const percent = new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const date = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
    return {
      shares: (value: number | null | undefined) => (value === null || value === undefined ? '—' : shares.format(value)),
      money: (value: number | null | undefined) => (value === null || value === undefined ? '—' : money.format(value)),
      price: (value: number | null | undefined) => (value === null || value === undefined ? '—' : price.format(value)),
      /** From a percentage (12.5 is 12.50 %). */
      percent: (value: number | null | undefined) => (value === null || value === undefined ? '—' : percent.format(value / 100)),
      /** A database date (YYYY-MM-DD), read as the calendar day it names. */
      date: (value: string | null | undefined) => (value ? date.format(new Date(`${value}T00:00:00Z`)) : '—'),
    };
  }, [language]);
}
