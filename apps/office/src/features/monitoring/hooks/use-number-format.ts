import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Counts, percentages and durations in the page's language (its digits and separators). */
export function useNumberFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language || 'en';
  return useMemo(() => {
    const count = new Intl.NumberFormat(language);
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
    const seconds = new Intl.NumberFormat(language, { style: 'unit', unit: 'second', unitDisplay: 'short', maximumFractionDigits: 1 });
    const milliseconds = new Intl.NumberFormat(language, { style: 'unit', unit: 'millisecond', unitDisplay: 'short', maximumFractionDigits: 0 });
    return {
      count: (value: number) => count.format(value),
      /** From a 0-100 value. */
      percent: (value: number) => percent.format(value / 100),
      duration: (ms: number) => seconds.format(ms / 1000),
      milliseconds: (ms: number) => milliseconds.format(ms),
    };
  }, [language]);
}
