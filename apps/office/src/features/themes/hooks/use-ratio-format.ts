import { useMemo } from 'react';
import { truncatedRatio } from '../utils/contrast-checks';
import { useThemesTranslation } from './use-themes-translation';

/**
 * Contrast ratios as "4.52:1" in the page's language, digits and decimal mark included: measured
 * ones with two decimals (cut, never rounded up to a pass), thresholds as they are written (4.5:1).
 */
export function useRatioFormat(): { measured: (ratio: number) => string; threshold: (ratio: number) => string } {
  const { t, i18n } = useThemesTranslation();
  const language = i18n.language || 'en';
  return useMemo(() => {
    const twoDecimals = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const plain = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
    const one = plain.format(1);
    return {
      measured: (ratio: number) => t('contrast.ratio', { ratio: twoDecimals.format(truncatedRatio(ratio)), one }),
      threshold: (ratio: number) => t('contrast.ratio', { ratio: plain.format(ratio), one }),
    };
  }, [language, t]);
}
