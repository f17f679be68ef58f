import { EmptyState, ErrorPanel, LoadingScreen, PageHeader, useThemeState } from '@fikrspace/ui';
import { useId, useMemo, useState } from 'react';
import { useCustomThemes } from '../api/get-themes';
import { useThemesTranslation } from '../hooks/use-themes-translation';
import { BUILT_IN_ENTRIES, customEntries, entryToPreview, type ThemeEntry } from '../utils/theme-entries';
import { ThemeImportForm } from './theme-import-form';
import { ThemeList } from './theme-list';
import { ThemePreview } from './theme-preview';
import { ThemesRoot } from './themes-root';

/**
 * The platform's themes (spec 000 §3, §4): the built-in ones from code and the custom ones from
 * `cms_themes`, one previewed in its own colours, applied to the page through the theme manager,
 * and new ones imported from a file.
 */
export default function ThemesPage() {
  const { t } = useThemesTranslation();
  const custom = useCustomThemes();
  const { activeTheme } = useThemeState();
  const [pickedId, setPickedId] = useState<string | null>(null);
  const ids = { listTitle: useId(), listHint: useId() };

  const customs = useMemo(() => customEntries(custom.data?.themes ?? []), [custom.data]);
  const entries = useMemo<ThemeEntry[]>(() => [...BUILT_IN_ENTRIES, ...customs], [customs]);
  const previewed = entryToPreview(entries, pickedId, activeTheme.id);
  const skipped = custom.data?.skipped ?? [];

  return (
    <ThemesRoot testId="office-themes">
      <div className="mx-auto flex max-w-6xl flex-col gap-6">
        <PageHeader title={t('page.title')} description={t('page.description')} />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
          <section
            aria-labelledby={ids.listTitle}
            aria-busy={custom.isFetching}
            className="flex min-w-0 flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="flex flex-col gap-1">
              <h2 id={ids.listTitle} className="text-lg font-semibold text-slate-900 dark:text-white">
                {t('list.title')}
              </h2>
              <p id={ids.listHint} className="text-xs text-slate-600 dark:text-slate-400">
                {t('list.hint')}
              </p>
            </div>
            <ThemeList
              groups={[
                { id: 'built-in', label: t('list.builtInGroup'), entries: BUILT_IN_ENTRIES },
                { id: 'custom', label: t('list.customGroup'), entries: customs },
              ]}
              selectedId={previewed?.theme.id}
              activeId={activeTheme.id}
              onSelect={(entry) => setPickedId(entry.theme.id)}
              labelledBy={ids.listTitle}
              describedBy={ids.listHint}
            />
            {custom.isPending ? (
              <LoadingScreen fullPage={false} />
            ) : custom.isError ? (
              <ErrorPanel error={custom.error} onTryAgain={() => void custom.refetch()} />
            ) : customs.length === 0 ? (
              <EmptyState title={t('list.emptyTitle')} description={t('list.emptyBody')} />
            ) : null}
            {skipped.length > 0 ? (
              <p className="rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900 dark:bg-amber-950/50 dark:text-amber-100" data-testid="skipped-themes">
                {t('list.skipped')} <bdi className="font-mono">{skipped.map((row) => row.id).join(', ')}</bdi>
              </p>
            ) : null}
          </section>
          {previewed ? <ThemePreview entry={previewed} active={previewed.theme.id === activeTheme.id} /> : null}
        </div>
        <ThemeImportForm onSaved={(theme) => setPickedId(theme.id)} />
      </div>
    </ThemesRoot>
  );
}
