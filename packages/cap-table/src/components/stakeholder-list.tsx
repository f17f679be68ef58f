import { Can } from '@fikrspace/access';
import { useDeleteStakeholder } from '../api/delete-stakeholder';
import type { StakeholderPage } from '../api/get-stakeholders';
import type { Stakeholder } from '../model';
import { useCapTableTranslation } from './use-cap-table-translation';

interface StakeholderListProps {
  result: StakeholderPage;
  /** While the next page loads the current one stays on screen, and paging waits. */
  paging: boolean;
  onPage: (page: number) => void;
}

/** One page of stakeholders with the way to the pages around it. */
export function StakeholderList({ result, paging, onPage }: StakeholderListProps) {
  const { t } = useCapTableTranslation();
  return (
    <section aria-labelledby="stakeholder-list" className="overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <h2 id="stakeholder-list" className="sr-only">
        {t('title')}
      </h2>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="stakeholder-list">
        {result.data.map((row) => (
          <StakeholderRow key={row.id} row={row} />
        ))}
      </ul>
      <nav className="flex items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm dark:border-slate-800" aria-label={t('pages')}>
        <span>{t('pageOf', { page: result.page, pages: Math.max(result.totalPages, 1), count: result.total })}</span>
        <span className="flex gap-2">
          <button type="button" className="secondary-button" disabled={result.page <= 1 || paging} onClick={() => onPage(result.page - 1)}>
            {t('previous')}
          </button>
          <button type="button" className="secondary-button" disabled={result.page >= result.totalPages || paging} onClick={() => onPage(result.page + 1)}>
            {t('next')}
          </button>
        </span>
      </nav>
    </section>
  );
}

/**
 * A stakeholder's name, type and e-mail. What they hold is derived from the ledger, so Fikr Cap's
 * tables show it, not the row. A refused removal is toasted by the mutation hook; the row stays.
 */
function StakeholderRow({ row }: { row: Stakeholder }) {
  const { t } = useCapTableTranslation();
  const remove = useDeleteStakeholder();
  return (
    <li className="flex items-center gap-6 px-4 py-3" data-testid="stakeholder-row">
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">
          <bdi>{row.name}</bdi>
        </span>
        <span className="block truncate text-xs text-slate-500 dark:text-slate-400">
          {t(`types.${row.stakeholder_type}`)}
          {row.email ? (
            <>
              {' · '}
              <bdi>{row.email}</bdi>
            </>
          ) : null}
          {row.user_id ? (
            <>
              {' · '}
              <span data-testid="stakeholder-linked">{t('linkedAccount')}</span>
            </>
          ) : null}
        </span>
      </span>
      <Can resource="stakeholders" action="delete">
        <button
          type="button"
          className="secondary-button"
          disabled={remove.isPending}
          aria-label={t('removeNamed', { name: row.name })}
          onClick={() => remove.mutate({ id: row.id, organizationId: row.organization_id })}
        >
          {t('remove')}
        </button>
      </Can>
    </li>
  );
}
