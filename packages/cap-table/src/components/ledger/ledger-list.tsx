import { Can } from '@fikrspace/access';
import { ErrorPanel, LoadingScreen } from '@fikrspace/ui';
import { useState } from 'react';
import { useCapLedger } from '../../api/get-cap-ledger';
import { useReverseCapTransaction } from '../../api/record-cap-transaction';
import { isoDate, type CapTransaction, type Holder } from '../../ledger-model';
import { useCapTableTranslation } from '../use-cap-table-translation';
import { LedgerSection } from './ledger-section';
import { useLedgerFormat } from './use-ledger-format';

/**
 * The ledger itself, the latest first, a page at a time. A row is never edited: whoever may write
 * the cap table undoes one by recording its reversal, after saying so.
 */
export function LedgerList({ organizationId, holders }: { organizationId: string; holders: readonly Holder[] }) {
  const { t } = useCapTableTranslation();
  const [page, setPage] = useState(1);
  const ledger = useCapLedger({ organizationId, page });
  const names = new Map(holders.map((holder) => [holder.id, holder.name]));
  return (
    <LedgerSection title={t('ledger.transactions.title')} description={t('ledger.transactions.description')} testId="cap-ledger">
      {ledger.isPending ? (
        <LoadingScreen fullPage={false} />
      ) : ledger.isError ? (
        <ErrorPanel error={ledger.error} headingLevel={3} onTryAgain={() => void ledger.refetch()} />
      ) : ledger.data.total === 0 ? (
        <p className="px-4 py-3 text-sm text-slate-600 dark:text-slate-300">{t('ledger.transactions.none')}</p>
      ) : (
        <>
          <ol className="divide-y divide-slate-200 dark:divide-slate-800">
            {ledger.data.rows.map((row) => (
              <LedgerRow key={row.id} row={row} names={names} reversed={ledger.data.rows.some((other) => other.reverses_transaction_id === row.id)} />
            ))}
          </ol>
          <nav className="flex items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm dark:border-slate-800" aria-label={t('ledger.transactions.pages')}>
            <span>{t('ledger.transactions.pageOf', { page: ledger.data.page, pages: Math.max(ledger.data.totalPages, 1) })}</span>
            <span className="flex gap-2">
              <button type="button" className="secondary-button" disabled={page <= 1 || ledger.isPlaceholderData} onClick={() => setPage(page - 1)}>
                {t('previous')}
              </button>
              <button type="button" className="secondary-button" disabled={page >= ledger.data.totalPages || ledger.isPlaceholderData} onClick={() => setPage(page + 1)}>
                {t('next')}
              </button>
            </span>
          </nav>
        </>
      )}
    </LedgerSection>
  );
}

function LedgerRow({ row, names, reversed }: { row: CapTransaction; names: ReadonlyMap<string, string>; reversed: boolean }) {
  const { t } = useCapTableTranslation();
  const format = useLedgerFormat();
  const [confirming, setConfirming] = useState(false);
  const reverse = useReverseCapTransaction({ mutationConfig: { onSuccess: () => setConfirming(false) } });
  const holder = row.stakeholder_id ? names.get(row.stakeholder_id) : undefined;
  const recipient = row.to_stakeholder_id ? names.get(row.to_stakeholder_id) : undefined;
  const kind = t(`ledger.kinds.${row.kind}`);
  return (
    <li className="flex flex-wrap items-start gap-x-6 gap-y-1 px-4 py-3" data-testid="cap-ledger-row">
      <span className="w-28 shrink-0 text-sm tabular-nums text-slate-600 dark:text-slate-300">{format.date(row.effective_on)}</span>
      <span className="min-w-0 flex-1 basis-full sm:basis-0">
        <span className="block font-medium">
          {kind}
          {reversed ? <span className="ms-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-normal dark:bg-slate-800">{t('ledger.transactions.reversed')}</span> : null}
        </span>
        <span className="block text-sm text-slate-600 dark:text-slate-300">
          {holder ? <bdi>{holder}</bdi> : null}
          {recipient ? (
            <>
              {' → '}
              <bdi>{recipient}</bdi>
            </>
          ) : null}
          {row.note ? (
            <>
              {' · '}
              <bdi>{row.note}</bdi>
            </>
          ) : null}
        </span>
      </span>
      <span className="text-sm tabular-nums">{row.quantity !== null ? t('ledger.transactions.shares', { value: format.shares(row.quantity) }) : format.money(row.amount)}</span>
      {row.kind !== 'reversal' && !reversed ? (
        <Can resource="cap_table" action="write">
          {confirming ? (
            <span className="flex basis-full flex-wrap items-center gap-2 text-sm" role="group" aria-label={t('ledger.transactions.confirmLabel', { kind })}>
              <span>{t('ledger.transactions.confirm', { date: format.date(isoDate(new Date())) })}</span>
              <button
                type="button"
                className="secondary-button"
                disabled={reverse.isPending}
                onClick={() => reverse.mutate({ organizationId: row.organization_id, transactionId: row.id, effectiveOn: isoDate(new Date()) })}
              >
                {t('ledger.transactions.confirmReverse')}
              </button>
              <button type="button" className="secondary-button" onClick={() => setConfirming(false)}>
                {t('ledger.cancel')}
              </button>
            </span>
          ) : (
            <button type="button" className="secondary-button" aria-label={t('ledger.transactions.reverseNamed', { kind, date: format.date(row.effective_on) })} onClick={() => setConfirming(true)}>
              {t('ledger.transactions.reverse')}
            </button>
          )}
        </Can>
      ) : null}
    </li>
  );
}
