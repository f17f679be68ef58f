import { ServiceError, errorMessage } from '@fikrspace/errors';
import type { ThemeDefinition } from '@fikrspace/theme';
import { InfoIcon } from '@fikrspace/ui';
import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { useCreateTheme } from '../api/create-theme';
import { useCanAddThemes } from '../hooks/use-can-add-themes';
import { useThemesTranslation } from '../hooks/use-themes-translation';
import { checkThemeText } from '../utils/check-theme-text';

/** A theme file is a few kilobytes; far larger is not a theme, and would stall the text field. */
const MAX_THEME_FILE_KB = 512;

type Problem = { kind: 'empty' } | { kind: 'too-large' } | { kind: 'unreadable' } | { kind: 'invalid'; message: string };

/**
 * Imports a theme file: chosen or pasted, checked by the theme manager's import, then stored in
 * `cms_themes`. What the person wrote stays in the field whatever goes wrong, so they can fix it.
 */
export function ThemeImportForm({ onSaved }: { onSaved: (theme: ThemeDefinition) => void }) {
  const { t, i18n } = useThemesTranslation();
  const canAdd = useCanAddThemes();
  const create = useCreateTheme();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [savedName, setSavedName] = useState<string | null>(null);
  // The check loads the theme schema the first time, so a second press waits for the first.
  const [checking, setChecking] = useState(false);
  const busy = checking || create.isPending;
  const ids = { title: useId(), readOnly: useId(), file: useId(), text: useId(), textHint: useId(), error: useId() };

  function startOver() {
    setSavedName(null);
    setProblem(null);
    create.reset();
  }

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    // Emptied, so choosing the same file again after fixing it reads it again; the text shows what was read.
    event.target.value = '';
    startOver();
    if (file.size > MAX_THEME_FILE_KB * 1024) {
      setProblem({ kind: 'too-large' });
      return;
    }
    try {
      setText(await file.text());
    } catch {
      setProblem({ kind: 'unreadable' });
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canAdd || busy) return;
    startOver();
    if (!text.trim()) {
      setProblem({ kind: 'empty' });
      return;
    }
    setChecking(true);
    const checked = await checkThemeText(text).finally(() => setChecking(false));
    if (!checked.ok) {
      setProblem({ kind: 'invalid', message: checked.message });
      return;
    }
    create.mutate(checked.theme, {
      onSuccess: () => {
        setText('');
        setSavedName(checked.theme.name);
        onSaved(checked.theme);
      },
    });
  }

  const kilobytes = new Intl.NumberFormat(i18n.language || 'en', { style: 'unit', unit: 'kilobyte' }).format(MAX_THEME_FILE_KB);
  const problemText: Record<Problem['kind'], ReactNode> = {
    empty: t('import.errors.empty'),
    'too-large': t('import.errors.tooLarge', { size: kilobytes }),
    unreadable: t('import.errors.unreadable'),
    invalid: problem?.kind === 'invalid' ? <Detailed summary={t('import.errors.invalid')} detail={problem.message} /> : null,
  };
  const error = problem ? problemText[problem.kind] : create.isError ? <SaveError error={create.error} themeId={create.variables?.id ?? ''} /> : null;
  const textInvalid = problem?.kind === 'empty' || problem?.kind === 'invalid';

  return (
    <section aria-labelledby={ids.title} data-testid="theme-import" className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-col gap-1">
        <h2 id={ids.title} className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('import.title')}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('import.description')}</p>
      </div>
      {canAdd ? null : (
        <div
          id={ids.readOnly}
          data-testid="theme-import-read-only"
          className="flex gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950 dark:border-sky-900 dark:bg-sky-950/40 dark:text-sky-100"
        >
          <InfoIcon className="mt-0.5 shrink-0" aria-hidden="true" />
          <div className="flex flex-col gap-1">
            <p className="font-semibold">{t('import.readOnlyTitle')}</p>
            <p>{t('import.readOnlyBody')}</p>
          </div>
        </div>
      )}
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy} aria-labelledby={ids.title} data-testid="theme-import-form">
        <fieldset disabled={!canAdd} aria-describedby={canAdd ? undefined : ids.readOnly} className="flex min-w-0 flex-col gap-4 disabled:opacity-70">
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.file} className="text-sm font-medium text-slate-800 dark:text-slate-200">
              {t('import.fileLabel')}
            </label>
            <input
              id={ids.file}
              type="file"
              accept=".json,application/json"
              onChange={(event) => void readFile(event)}
              className="text-sm text-slate-700 file:me-3 file:cursor-pointer file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:file:cursor-not-allowed dark:text-slate-300 dark:file:border-slate-700 dark:file:bg-slate-900 dark:file:text-slate-100"
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.text} className="text-sm font-medium text-slate-800 dark:text-slate-200">
              {t('import.textLabel')}
            </label>
            <p id={ids.textHint} className="text-xs text-slate-600 dark:text-slate-400">
              {t('import.textHint')}
            </p>
            <textarea
              id={ids.text}
              value={text}
              onChange={(event) => setText(event.target.value)}
              rows={12}
              dir="ltr"
              spellCheck={false}
              autoComplete="off"
              className="text-field font-mono text-xs leading-5"
              aria-invalid={textInvalid ? true : undefined}
              aria-describedby={[ids.textHint, error ? ids.error : ''].filter(Boolean).join(' ')}
              data-testid="theme-json"
            />
          </div>
          {error ? (
            <div id={ids.error} role="alert" data-testid="theme-import-error" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/60 dark:text-red-200">
              {error}
            </div>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className="primary-button" disabled={busy}>
              {create.isPending ? t('import.saving') : t('import.submit')}
            </button>
            {/* In the page while empty, so screen readers announce what arrives in it. */}
            <p role="status" data-testid="theme-import-status" className="text-sm font-medium text-emerald-800 dark:text-emerald-300">
              {savedName ? <Trans t={t} i18nKey="import.saved" values={{ name: savedName }} components={{ name: <bdi /> }} /> : null}
            </p>
          </div>
        </fieldset>
      </form>
    </section>
  );
}

/** A sentence in the page's language, then the exact words of whoever refused, kept in their own direction. */
function Detailed({ summary, detail }: { summary: string; detail: string }) {
  return (
    <>
      <span className="font-medium">{summary}</span> <bdi>{detail}</bdi>
    </>
  );
}

/** What the database said about the save, in words the person can act on. */
function SaveError({ error, themeId }: { error: unknown; themeId: string }) {
  const { t } = useThemesTranslation();
  const code = error instanceof ServiceError ? error.code : null;
  if (code === 'PERMISSION_DENIED') return <>{t('import.errors.permission')}</>;
  if (code === 'DUPLICATE_RECORD') return <Trans t={t} i18nKey="import.errors.duplicate" values={{ id: themeId }} components={{ id: <bdi dir="ltr" className="font-mono" /> }} />;
  if (code === 'AUTH_ERROR') return <>{t('import.errors.signedOut')}</>;
  if (code === 'VALIDATION_ERROR') return <Detailed summary={t('import.errors.rejected')} detail={errorMessage(error)} />;
  return <Detailed summary={t('import.errors.saveFailed')} detail={errorMessage(error)} />;
}
