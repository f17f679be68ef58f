import type { CapTableSnapshot } from '../../ledger-model';
import { useCapTableTranslation } from '../use-cap-table-translation';
import { useLedgerFormat } from './use-ledger-format';

/** The cap table's four headline figures as of the date. */
export function KeyFigures({ snapshot }: { snapshot: CapTableSnapshot }) {
  const { t } = useCapTableTranslation();
  const format = useLedgerFormat();
  const convertibles = snapshot.convertibles.reduce((sum, row) => sum + row.amount, 0);
  const figures = [
    { id: 'fully-diluted', label: t('ledger.figures.fullyDiluted'), value: format.shares(snapshot.totals.fullyDiluted) },
    { id: 'outstanding', label: t('ledger.figures.outstanding'), value: format.shares(snapshot.totals.outstanding) },
    { id: 'pool', label: t('ledger.figures.poolAvailable'), value: format.shares(snapshot.pool.available) },
    { id: 'convertibles', label: t('ledger.figures.convertibles'), value: format.money(convertibles) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {figures.map((figure) => (
        <div key={figure.id} className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900" data-testid={`cap-figure-${figure.id}`}>
          <dt className="text-sm text-slate-600 dark:text-slate-300">{figure.label}</dt>
          <dd className="mt-1 text-xl font-semibold break-words tabular-nums">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
