import { THEME_MESSAGES, getThemeState, selectTheme } from '@fikrspace/theme';
import { useThemeState } from '@fikrspace/ui';
import { useId, useState } from 'react';
import { Trans } from 'react-i18next';
import { useThemeLabels } from '../hooks/use-theme-labels';
import { useThemesTranslation } from '../hooks/use-themes-translation';
import type { ThemeEntry } from '../utils/theme-entries';

type Outcome = { kind: 'applied' } | { kind: 'failed'; message: string };

/**
 * "Use this theme": the page's theme manager selects it, for this browser, as the theme switcher
 * would. A refusal is the manager's own message ('Theme {id} not found'), as it words it.
 */
export function ApplyTheme({ entry }: { entry: ThemeEntry }) {
  const { t } = useThemesTranslation();
  const labels = useThemeLabels();
  const { organizationThemeId } = useThemeState();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const hintId = useId();
  const name = labels.name(entry.theme, entry.origin);

  function apply() {
    const applied = selectTheme(entry.theme.id);
    setOutcome(applied ? { kind: 'applied' } : { kind: 'failed', message: getThemeState().error ?? THEME_MESSAGES.notFound(entry.theme.id) });
  }

  return (
    <div className="flex flex-col items-start gap-2">
      {/* The status stays in the page while empty, so screen readers announce what arrives in it. */}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <button type="button" className="primary-button" onClick={apply} aria-describedby={hintId} data-testid="use-theme">
          {t('apply.button')}
        </button>
        <p role="status" data-testid="apply-status" className="text-sm font-medium text-emerald-800 dark:text-emerald-300">
          {outcome?.kind === 'applied' ? <Trans t={t} i18nKey="apply.applied" values={{ name }} components={{ name: <bdi /> }} /> : null}
        </p>
      </div>
      <p id={hintId} className="max-w-sm text-xs text-slate-600 dark:text-slate-400">
        {t('apply.modeHint')}
        {organizationThemeId ? ` ${t('apply.organizationHint')}` : null}
      </p>
      {outcome?.kind === 'failed' ? (
        <p role="alert" data-testid="apply-error" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/60 dark:text-red-200">
          <span className="font-medium">{t('apply.failed')}</span> <bdi>{outcome.message}</bdi>
        </p>
      ) : null}
    </div>
  );
}
