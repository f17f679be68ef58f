import type { ThemeColors } from '@fikrspace/theme';
import { useId } from 'react';
import { useThemesTranslation } from '../hooks/use-themes-translation';

type BackgroundRole = keyof ThemeColors['background'];
type TextRole = keyof ThemeColors['text'];

/*
 * Whole class names, so Tailwind finds them in this file; each reads a variable the preview sets
 * on its container.
 */
const BACKGROUNDS: ReadonlyArray<{ role: BackgroundRole; className: string }> = [
  { role: 'primary', className: 'bg-(--fs-bg-primary)' },
  { role: 'secondary', className: 'bg-(--fs-bg-secondary)' },
  { role: 'tertiary', className: 'bg-(--fs-bg-tertiary)' },
  { role: 'overlay', className: 'bg-(--fs-bg-overlay)' },
];

const TEXTS: ReadonlyArray<{ role: TextRole; className: string }> = [
  { role: 'primary', className: 'text-(--fs-text-primary)' },
  { role: 'secondary', className: 'text-(--fs-text-secondary)' },
  { role: 'tertiary', className: 'text-(--fs-text-tertiary)' },
  { role: 'disabled', className: 'text-(--fs-text-disabled)' },
  // Inverse text is meant for a surface in the opposite tone: shown on the primary text colour.
  { role: 'inverse', className: 'bg-(--fs-text-primary) text-(--fs-text-inverse)' },
];

/** The background and text roles, each painted with its variable and named with its hex value. */
export function PreviewSurfaces({ colors, isDark }: { colors: ThemeColors; isDark: boolean }) {
  const { t } = useThemesTranslation();
  const titleId = useId();
  const border = isDark ? 'border-slate-700' : 'border-slate-200';
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h4 id={titleId} className="font-heading text-base font-semibold text-(--fs-text-primary)">
        {t('preview.surfaces.title')}
      </h4>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-2">
          <h5 className="text-sm font-medium text-(--fs-text-secondary)">{t('preview.surfaces.backgrounds')}</h5>
          <ul className="grid grid-cols-2 gap-2">
            {BACKGROUNDS.map(({ role, className }) => (
              <li key={role} className={`flex flex-col gap-1 rounded-lg border p-2 ${border}`} data-testid={`background-${role}`}>
                <span aria-hidden="true" className={`block h-10 rounded-md border ${border} ${className}`} />
                <span className="text-xs font-medium text-(--fs-text-primary)">{t(`preview.surfaces.roles.${role}`)}</span>
                <code className="font-mono text-xs text-(--fs-text-secondary)" dir="ltr">
                  {colors.background[role]}
                </code>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col gap-2">
          <h5 className="text-sm font-medium text-(--fs-text-secondary)">{t('preview.surfaces.text')}</h5>
          <ul className="flex flex-col gap-2">
            {TEXTS.map(({ role, className }) => (
              <li key={role} className={`flex items-center justify-between gap-3 rounded-lg border px-3 py-2 ${border} ${className}`} data-testid={`text-${role}`}>
                <span className="text-sm font-medium">{t(`preview.surfaces.textSample.${role}`)}</span>
                <code className="font-mono text-xs" dir="ltr">
                  {colors.text[role]}
                </code>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
