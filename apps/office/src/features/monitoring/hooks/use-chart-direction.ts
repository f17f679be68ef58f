import { useTranslation } from 'react-i18next';

/**
 * Charts drawn for the page's direction: in Arabic the category axis runs right to left and the
 * value axis sits on the right, as the reader scans.
 */
export function useChartDirection() {
  const { i18n } = useTranslation();
  const rtl = i18n.dir(i18n.language) === 'rtl';
  return { rtl, valueAxisSide: rtl ? ('right' as const) : ('left' as const) };
}
