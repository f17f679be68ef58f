import { themeCssVariables } from '@fikrspace/theme';
import { useId, useMemo, type CSSProperties } from 'react';
import { Trans } from 'react-i18next';
import { useThemeLabels } from '../hooks/use-theme-labels';
import { useThemesTranslation } from '../hooks/use-themes-translation';
import { contrastChecks } from '../utils/contrast-checks';
import type { ThemeEntry } from '../utils/theme-entries';
import { ApplyTheme } from './apply-theme';
import { Badge } from './badge';
import { ContrastTable } from './contrast-table';
import { PreviewSample } from './preview-sample';
import { PreviewScales } from './preview-scales';
import { PreviewSurfaces } from './preview-surfaces';

/**
 * One theme, shown in its own colours inside the page's. The theme's variables (the same the
 * manager writes on <html>) are set on the preview's container only, so the Tailwind classes in
 * it, which read those variables, show this theme while the rest of the page keeps its own.
 */
export function ThemePreview({ entry, active }: { entry: ThemeEntry; active: boolean }) {
  const { t } = useThemesTranslation();
  const labels = useThemeLabels();
  const titleId = useId();
  const { theme, origin } = entry;
  const variables = useMemo(() => themeCssVariables(theme), [theme]);
  const checks = useMemo(() => contrastChecks(variables), [variables]);
  const name = labels.name(theme, origin);
  const description = labels.description(theme, origin);

  return (
    <section
      aria-labelledby={titleId}
      data-testid="theme-preview-panel"
      className="flex min-w-0 flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1.5">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
            <Trans t={t} i18nKey="preview.title" values={{ name }} components={{ name: <bdi /> }} />
          </h2>
          {description ? (
            <p className="text-sm text-slate-600 dark:text-slate-300" dir="auto">
              {description}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-1">
            <code className="me-1 font-mono text-xs text-slate-600 dark:text-slate-400" dir="ltr">
              {theme.id}
            </code>
            <Badge>{labels.mode(theme)}</Badge>
            <Badge tone={origin === 'custom' ? 'custom' : 'neutral'}>{labels.origin(origin)}</Badge>
            {active ? <Badge tone="active">{t('badges.active')}</Badge> : null}
          </div>
        </div>
        <ApplyTheme key={theme.id} entry={entry} />
      </header>
      <div
        data-testid="theme-preview"
        data-theme-id={theme.id}
        style={variables as CSSProperties}
        className="flex flex-col gap-6 rounded-xl bg-(--fs-bg-primary) p-4 font-sans text-(--fs-text-primary) sm:p-6"
      >
        <PreviewSample isDark={theme.metadata.isDark} />
        <PreviewSurfaces colors={theme.tokens.colors} isDark={theme.metadata.isDark} />
        <PreviewScales colors={theme.tokens.colors} />
      </div>
      <ContrastTable checks={checks} />
    </section>
  );
}
