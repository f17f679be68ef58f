import { Can } from '@fikrspace/access';
import { useAppStore } from '@fikrspace/app-store';
import { EmptyState, ErrorPanel, LoadingScreen, PageHeader } from '@fikrspace/ui';
import { useState } from 'react';
import { useCapTableSnapshot } from '../api/get-cap-table-snapshot';
import { isoDate } from '../ledger-model';
import { CapNav } from './cap-nav';
import { CapTableRoot } from './cap-table-root';
import { AsOfPicker } from './ledger/as-of-picker';
import { ClassSummaryTable } from './ledger/class-summary-table';
import { CompanyTerms } from './ledger/company-terms';
import { ConvertiblesTable } from './ledger/convertibles-table';
import { FullyDilutedTable } from './ledger/fully-diluted-table';
import { KeyFigures } from './ledger/key-figures';
import { LedgerList } from './ledger/ledger-list';
import { MyHoldings } from './ledger/my-holdings';
import { OcfSection } from './ledger/ocf-section';
import { RecordTransactionForm } from './ledger/record-transaction-form';
import { StakeholdersSection } from './stakeholders-page';
import { useCapTableTranslation } from './use-cap-table-translation';

/**
 * Fikr Cap: the cap table as of any date, derived by the database from the ledger. Members who
 * read the whole table see it by class, fully diluted and as convertibles, with the ledger, the
 * stakeholders and (by permission) the form that records a transaction; a member whose role is
 * `stakeholder` sees what they hold and how it vests. The database decides both: the page only
 * leaves out what would be empty.
 */
export function CapTablePage() {
  const { t } = useCapTableTranslation();
  const organizationId = useAppStore((state) => state.organization?.id ?? null);
  const user = useAppStore((state) => state.user);
  const [asOf, setAsOf] = useState(() => isoDate(new Date()));
  const snapshot = useCapTableSnapshot({ organizationId, asOf });
  const ownOnly = user?.organizationRole === 'stakeholder';

  const header = <PageHeader title={t('ledger.title')} description={t(ownOnly ? 'ledger.ownDescription' : 'ledger.description')} actions={<AsOfPicker value={asOf} onChange={setAsOf} />} />;
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
      <div data-testid="cap-table-page" className="contents">
        {header}
        {ownOnly ? null : <CapNav />}
        {snapshot.isPending ? (
          <LoadingScreen fullPage={false} />
        ) : snapshot.isError ? (
          <ErrorPanel error={snapshot.error} headingLevel={2} onTryAgain={() => void snapshot.refetch()} />
        ) : (
          <>
            {user ? <MyHoldings organizationId={organizationId} snapshot={snapshot.data} userId={user.id} /> : null}
            {ownOnly ? (
              snapshot.data.positions.length === 0 ? (
                <EmptyState title={t('ledger.mine.emptyTitle')} description={t('ledger.mine.emptyHint')} />
              ) : null
            ) : snapshot.data.holders.length === 0 && snapshot.data.convertibles.length === 0 ? (
              <EmptyState title={t('ledger.emptyTitle')} description={t('ledger.emptyHint')} />
            ) : (
              <>
                <KeyFigures snapshot={snapshot.data} />
                <FullyDilutedTable snapshot={snapshot.data} />
                <ClassSummaryTable snapshot={snapshot.data} />
                <ConvertiblesTable snapshot={snapshot.data} />
              </>
            )}
            {ownOnly ? null : (
              <>
                <Can resource="cap_table" action="write">
                  <RecordTransactionForm organizationId={organizationId} snapshot={snapshot.data} />
                  <CompanyTerms organizationId={organizationId} snapshot={snapshot.data} />
                </Can>
                <LedgerList organizationId={organizationId} holders={snapshot.data.stakeholders} />
                <OcfSection organizationId={organizationId} />
              </>
            )}
          </>
        )}
        {/* The stakeholders are read on their own, so a ledger that cannot be read leaves them workable. */}
        {ownOnly ? null : <StakeholdersSection organizationId={organizationId} />}
      </div>
    </CapTableRoot>
  );
}
