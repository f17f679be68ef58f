import { useAccessTranslation } from '../hooks/use-access-translation';

export interface PageNavigationProps {
  page: number;
  totalPages: number;
  total: number;
  /** While the next page loads, the buttons wait for it. */
  busy: boolean;
  onPage: (page: number) => void;
}

export function PageNavigation({ page, totalPages, total, busy, onPage }: PageNavigationProps) {
  const { t } = useAccessTranslation();
  return (
    <nav
      aria-label={t('organizations.pages')}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm text-slate-700 dark:border-slate-800 dark:text-slate-300"
    >
      <span data-testid="organizations-page-of" aria-live="polite">
        {t('organizations.pageOf', { page, pages: totalPages, count: total })}
      </span>
      <span className="flex gap-2">
        <button type="button" className="secondary-button" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
          {t('organizations.previous')}
        </button>
        <button type="button" className="secondary-button" disabled={page >= totalPages || busy} onClick={() => onPage(page + 1)}>
          {t('organizations.next')}
        </button>
      </span>
    </nav>
  );
}
