import { CSS_VARIABLE_PREFIX, PALETTES, SHADES, type ThemeColors } from '@fikrspace/theme';
import { useId } from 'react';
import { useThemeLabels } from '../hooks/use-theme-labels';
import { useThemesTranslation } from '../hooks/use-themes-translation';

/**
 * The eight colour scales, 50 to 950. Each swatch is painted from the variable the preview's
 * container sets (`var(--fs-color-primary-500)`), named by palette and shade, with its hex value
 * as text. A style rather than a class: 88 class names built at run time are invisible to Tailwind.
 */
export function PreviewScales({ colors }: { colors: ThemeColors }) {
  const { t } = useThemesTranslation();
  const labels = useThemeLabels();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h4 id={titleId} className="font-heading text-base font-semibold text-(--fs-text-primary)">
        {t('preview.scales.title')}
      </h4>
      {PALETTES.map((palette) => (
        <div key={palette} className="flex flex-col gap-2" data-testid={`scale-${palette}`}>
          <h5 id={`${titleId}-${palette}`} className="text-sm font-medium text-(--fs-text-secondary)">
            {labels.palette(palette)}
          </h5>
          <ol aria-labelledby={`${titleId}-${palette}`} className="grid grid-cols-4 gap-2 sm:grid-cols-6 xl:grid-cols-11">
            {SHADES.map((shade) => (
              <li key={shade} className="flex min-w-0 flex-col gap-1">
                <span
                  aria-hidden="true"
                  className="block h-8 rounded-md border border-(--fs-text-disabled)/30"
                  style={{ backgroundColor: `var(${CSS_VARIABLE_PREFIX}color-${palette}-${shade})` }}
                />
                <span className="text-xs font-medium text-(--fs-text-primary)">
                  <span className="sr-only">{labels.palette(palette)} </span>
                  {shade}
                </span>
                <code className="truncate font-mono text-[0.6875rem] text-(--fs-text-secondary)" dir="ltr">
                  {colors[palette][shade]}
                </code>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
}
