import { Can } from '@fikrspace/access';
import { useAppStore } from '@fikrspace/app-store';
import { EmptyState, ErrorPanel, LoadingScreen, PageHeader } from '@fikrspace/ui';
import { useState } from 'react';
import { useStakeholders } from '../api/get-stakeholders';
import { CapTableRoot } from './cap-table-root';
import { StakeholderForm } from './stakeholder-form';
import { StakeholderList } from './stakeholder-list';
import { useCapTableTranslation } from './use-cap-table-translation';

/**
 * The cap table's stakeholders page: the organization's stakeholders a page at a time, with add
 * and remove by permission. Any portal mounts it as a route's page; the first page is what
 * `stakeholdersQueryOptions({ organizationId, page: 1 })` prefetches.
 */
export function StakeholdersPage() {
  const { t } = useCapTableTranslation();
  const organizationId = useAppStore((state) => state.organization?.id ?? null);

  const header = <PageHeader title={t('title')} description={t('description')} />;
  if (!organizationId) {
    return (
      <CapTableRoot>
        {header}
        <EmptyState title={t('noOrganization')} description={t('noOrganizationHint')} />
      </CapTableRoot>
    );
  }

  return (
    <CapTableRoot>
      {header}
      <StakeholdersSection organizationId={organizationId} />
    </CapTableRoot>
  );
}

/** The stakeholders a page at a time, with add and remove by permission; Fikr Cap shows it below the ledger. */
export function StakeholdersSection({ organizationId }: { organizationId: string }) {
  const { t } = useCapTableTranslation();
  const [page, setPage] = useState(1);
  const stakeholders = useStakeholders({ organizationId, page });
  return (
    <>
      <Can resource="stakeholders" action="write">
        <StakeholderForm organizationId={organizationId} />
      </Can>
      {stakeholders.isPending ? (
        <LoadingScreen fullPage={false} />
      ) : stakeholders.isError ? (
        <ErrorPanel error={stakeholders.error} onTryAgain={() => void stakeholders.refetch()} />
      ) : stakeholders.data.total === 0 ? (
        <EmptyState title={t('emptyTitle')} description={t('emptyHint')} />
      ) : (
        <StakeholderList result={stakeholders.data} paging={stakeholders.isPlaceholderData} onPage={setPage} />
      )}
    </>
  );
}
