import { useAppStore } from '@fikrspace/app-store';
import { ErrorPanel, LoadingScreen } from '@fikrspace/ui';
import { useState } from 'react';
import { useCapTableSnapshot } from '../../api/get-cap-table-snapshot';
import { isoDate } from '../../ledger-model';
import { useCapTableTranslation } from '../use-cap-table-translation';
import { FullyDilutedTable } from './fully-diluted-table';
import { KeyFigures } from './key-figures';
import { LedgerSection } from './ledger-section';
import { MyHoldings } from './my-holdings';

/**
 * Who owns the company today, as the ledger derives it: the key figures and the fully diluted
 * table, or for a member whose role is `stakeholder` their own holdings. Pages beyond Fikr Cap
 * (the startup portal's fundraising) show it read-only and link to Fikr Cap, where it is changed.
 */
export function OwnershipSummary({ organizationId, capTableHref }: { organizationId: string; capTableHref: string }) {
  const { t } = useCapTableTranslation();
  const user = useAppStore((state) => state.user);
  const [today] = useState(() => isoDate(new Date()));
  const snapshot = useCapTableSnapshot({ organizationId, asOf: today });
  const ownOnly = user?.organizationRole === 'stakeholder';
  const link = (
    <a className="text-sm font-medium underline" href={capTableHref}>
      {t('ledger.ownership.open')}
    </a>
  );
  if (snapshot.isPending) return <LoadingScreen fullPage={false} />;
  if (snapshot.isError) return <ErrorPanel error={snapshot.error} headingLevel={2} onTryAgain={() => void snapshot.refetch()} />;
  if (ownOnly) return user ? <MyHoldings organizationId={organizationId} snapshot={snapshot.data} userId={user.id} /> : null;
  if (snapshot.data.holders.length === 0) {
    return (
      <LedgerSection title={t('ledger.ownership.title')} description={t('ledger.ownership.description')} actions={link} testId="ownership-summary">
        <p className="px-4 py-3 text-sm text-slate-600 dark:text-slate-300">{t('ledger.ownership.empty')}</p>
      </LedgerSection>
    );
  }
  return (
    <div className="flex flex-col gap-4" data-testid="ownership-summary">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold">{t('ledger.ownership.title')}</h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('ledger.ownership.description')}</p>
        </div>
        {link}
      </div>
      <KeyFigures snapshot={snapshot.data} />
      <FullyDilutedTable snapshot={snapshot.data} />
    </div>
  );
}
