import type { CapTableSnapshot } from '../../ledger-model';
import { useCapTableTranslation } from '../use-cap-table-translation';
import { LedgerSection, TableScroller, cellClass, headClass, numberCellClass, numberHeadClass } from './ledger-section';
import { useLedgerFormat } from './use-ledger-format';

/**
 * Every stakeholder's shares, options, RSUs and warrants, and their share of the fully diluted
 * whole; the unissued pool closes the table, so the percentages add up to 100.
 */
export function FullyDilutedTable({ snapshot }: { snapshot: CapTableSnapshot }) {
  const { t } = useCapTableTranslation();
  const format = useLedgerFormat();
  const whole = snapshot.totals.fullyDiluted;
  const poolPercent = whole > 0 ? (100 * snapshot.pool.available) / whole : 0;
  return (
    <LedgerSection title={t('ledger.holders.title')} description={t('ledger.holders.description')} testId="cap-fully-diluted">
      <TableScroller label={t('ledger.holders.title')}>
        <table className="w-full text-sm">
          <thead className="bg-slate-50 dark:bg-slate-800/60">
            <tr>
              <th scope="col" className={headClass}>{t('ledger.holders.stakeholder')}</th>
              <th scope="col" className={numberHeadClass}>{t('ledger.holders.common')}</th>
              <th scope="col" className={numberHeadClass}>{t('ledger.holders.preferred')}</th>
              <th scope="col" className={numberHeadClass}>{t('ledger.holders.options')}</th>
              <th scope="col" className={numberHeadClass}>{t('ledger.holders.warrants')}</th>
              <th scope="col" className={numberHeadClass}>{t('ledger.holders.fullyDiluted')}</th>
              <th scope="col" className={numberHeadClass}>{t('ledger.fullyDilutedPercent')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {snapshot.holders.map((row) => (
              <tr key={row.stakeholder_id} data-testid="cap-holder-row">
                <th scope="row" className={`${cellClass} font-medium`}>
                  <bdi>{row.name}</bdi>
                  {row.stakeholderType ? <span className="block text-xs font-normal text-slate-600 dark:text-slate-300">{t(`types.${row.stakeholderType}`)}</span> : null}
                </th>
                <td className={numberCellClass}>{format.shares(row.common_shares)}</td>
                <td className={numberCellClass}>{format.shares(row.preferred_shares)}</td>
                <td className={numberCellClass}>{format.shares(row.options + row.rsus)}</td>
                <td className={numberCellClass}>{format.shares(row.warrants)}</td>
                <td className={numberCellClass}>{format.shares(row.fully_diluted)}</td>
                <td className={numberCellClass}>{format.percent(row.fully_diluted_percent)}</td>
              </tr>
            ))}
            {snapshot.pool.reserved > 0 ? (
              <tr data-testid="cap-pool-row">
                <th scope="row" className={`${cellClass} font-medium`}>{t('ledger.holders.pool')}</th>
                <td className={numberCellClass} colSpan={4} />
                <td className={numberCellClass}>{format.shares(snapshot.pool.available)}</td>
                <td className={numberCellClass}>{format.percent(poolPercent)}</td>
              </tr>
            ) : null}
          </tbody>
          <tfoot className="border-t-2 border-slate-300 font-semibold dark:border-slate-700">
            <tr>
              <th scope="row" className={cellClass}>{t('ledger.holders.total')}</th>
              <td className={numberCellClass} colSpan={4} />
              <td className={numberCellClass}>{format.shares(whole)}</td>
              <td className={numberCellClass}>{format.percent(whole > 0 ? 100 : 0)}</td>
            </tr>
          </tfoot>
        </table>
      </TableScroller>
    </LedgerSection>
  );
}
