import { Can } from '@fikrspace/access';
import { useAppStore } from '@fikrspace/app-store';
import { errorMessage } from '@fikrspace/errors';
import { EmptyState, ErrorPanel, LoadingScreen, PageHeader } from '@fikrspace/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteStakeholder } from '../api/delete-stakeholder';
import { useStakeholders } from '../api/get-stakeholders';
import type { Stakeholder } from '../api/stakeholder-keys';
import { StakeholderForm } from './stakeholder-form';

/** Fikr Cap: the organization's stakeholders, a page at a time, with add and remove by permission. */
export default function StakeholdersPage() {
  const { t } = useTranslation();
  const organizationId = useAppStore((state) => state.organization?.id ?? null);
  const [page, setPage] = useState(1);
  const stakeholders = useStakeholders(organizationId, page);

  const header = <PageHeader title={t('stakeholders.title')} description={t('stakeholders.description')} />;
  if (!organizationId) {
    return (
      <div className="mx-auto flex max-w-6xl flex-col gap-6">
        {header}
        <EmptyState title={t('stakeholders.noOrganization')} description={t('stakeholders.noOrganizationHint')} />
      </div>
    );
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      {header}
      <Can resource="stakeholders" action="write">
        <StakeholderForm organizationId={organizationId} />
      </Can>
      {stakeholders.isPending ? (
        <LoadingScreen fullPage={false} />
      ) : stakeholders.isError ? (
        <ErrorPanel error={stakeholders.error} onTryAgain={() => void stakeholders.refetch()} />
      ) : stakeholders.data.total === 0 ? (
        <EmptyState title={t('stakeholders.emptyTitle')} description={t('stakeholders.emptyHint')} />
      ) : (
        <section aria-labelledby="stakeholder-list" className="overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
          <h2 id="stakeholder-list" className="sr-only">
            {t('stakeholders.title')}
          </h2>
          <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="stakeholder-list">
            {stakeholders.data.data.map((row) => (
              <StakeholderRow key={row.id} row={row} />
            ))}
          </ul>
          <nav className="flex items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm dark:border-slate-800" aria-label={t('stakeholders.pages')}>
            <span>{t('stakeholders.pageOf', { page: stakeholders.data.page, pages: Math.max(stakeholders.data.totalPages, 1), count: stakeholders.data.total })}</span>
            <span className="flex gap-2">
              <button type="button" className="secondary-button" disabled={page <= 1 || stakeholders.isPlaceholderData} onClick={() => setPage(page - 1)}>
                {t('stakeholders.previous')}
              </button>
              <button type="button" className="secondary-button" disabled={page >= stakeholders.data.totalPages || stakeholders.isPlaceholderData} onClick={() => setPage(page + 1)}>
                {t('stakeholders.next')}
              </button>
            </span>
          </nav>
        </section>
      )}
    </div>
  );
}

function StakeholderRow({ row }: { row: Stakeholder }) {
  const { t } = useTranslation();
  const remove = useDeleteStakeholder();
  return (
    <li className="flex flex-wrap items-center gap-x-6 gap-y-1 px-4 py-3" data-testid="stakeholder-row">
      <span className="min-w-0 basis-full sm:flex-1 sm:basis-0">
        <span className="block truncate font-medium">
          <bdi>{row.name}</bdi>
        </span>
        <span className="block truncate text-xs text-slate-500 dark:text-slate-400">
          {t(`stakeholders.types.${row.stakeholder_type}`)}
          {row.email ? (
            <>
              {' · '}
              <bdi>{row.email}</bdi>
            </>
          ) : null}
        </span>
      </span>
      <span className="me-auto text-sm tabular-nums sm:me-0">{t('stakeholders.shareCount', { count: row.shares })}</span>
      <Can resource="stakeholders" action="delete">
        <button
          type="button"
          className="secondary-button"
          disabled={remove.isPending}
          aria-label={t('stakeholders.removeNamed', { name: row.name })}
          onClick={() => remove.mutate({ id: row.id, organizationId: row.organization_id })}
        >
          {t('stakeholders.remove')}
        </button>
      </Can>
      {remove.isError ? (
        <p role="alert" className="w-full text-sm text-red-700 dark:text-red-300">
          {errorMessage(remove.error)}
        </p>
      ) : null}
    </li>
  );
}
