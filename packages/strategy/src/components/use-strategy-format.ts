import { useMemo } from 'react';
import type { KeyResultUnit } from '../model';
import { useStrategyTranslation } from './use-strategy-translation';

/**
 * Fikr OS's numbers in the page's language: a key result's values by its unit (money in US dollars,
 * as the metrics catalogue's), whole percentages of progress, and dates as the calendar writes
 * them. Latin digits in every language, as the rest of the platform shows figures.
 */
export function useStrategyFormat() {
  const { i18n } = useStrategyTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const locale = `${language}-u-nu-latn`;
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    const share = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    const day = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
    const month = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' });
    return {
      /** A key result's value in its unit; a percent unit counts points (12 is 12 %). */
      value: (value: number, unit: KeyResultUnit) => (unit === 'currency' ? money.format(value) : unit === 'percent' ? `${number.format(value)}%` : number.format(value)),
      /** A progress of 0..1 as a whole percentage; none as a dash. */
      progress: (progress: number | null) => (progress === null ? '—' : share.format(progress)),
      /** A database date (YYYY-MM-DD), read as the calendar day it names. */
      day: (value: string) => day.format(new Date(`${value}T00:00:00Z`)),
      month: (value: string) => month.format(new Date(`${value}T00:00:00Z`)),
    };
  }, [language]);
}
