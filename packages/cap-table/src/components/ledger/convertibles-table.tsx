import type { CapTableSnapshot } from '../../ledger-model';
import { useCapTableTranslation } from '../use-cap-table-translation';
import { LedgerSection, TableScroller, cellClass, headClass, numberCellClass, numberHeadClass } from './ledger-section';
import { useLedgerFormat } from './use-ledger-format';

/** SAFEs and notes not yet converted: money in, not shares until a priced round. */
export function ConvertiblesTable({ snapshot }: { snapshot: CapTableSnapshot }) {
  const { t } = useCapTableTranslation();
  const format = useLedgerFormat();
  return (
    <LedgerSection title={t('ledger.convertibles.title')} description={t('ledger.convertibles.description')} testId="cap-convertibles">
      {snapshot.convertibles.length === 0 ? (
        <p className="px-4 py-3 text-sm text-slate-600 dark:text-slate-300">{t('ledger.convertibles.none')}</p>
      ) : (
        <TableScroller label={t('ledger.convertibles.title')}>
          <table className="w-full text-sm">
            <thead className="bg-slate-50 dark:bg-slate-800/60">
              <tr>
                <th scope="col" className={headClass}>{t('ledger.holders.stakeholder')}</th>
                <th scope="col" className={headClass}>{t('ledger.convertibles.instrument')}</th>
                <th scope="col" className={numberHeadClass}>{t('ledger.convertibles.amount')}</th>
                <th scope="col" className={numberHeadClass}>{t('ledger.convertibles.cap')}</th>
                <th scope="col" className={numberHeadClass}>{t('ledger.convertibles.discount')}</th>
                <th scope="col" className={headClass}>{t('ledger.convertibles.issued')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {snapshot.convertibles.map((row) => (
                <tr key={row.securityId} data-testid="cap-convertible-row">
                  <th scope="row" className={`${cellClass} font-medium`}>
                    <bdi>{row.holderName}</bdi>
                  </th>
                  <td className={cellClass}>{row.convertibleType ? t(`ledger.convertibleTypes.${row.convertibleType}`) : '—'}</td>
                  <td className={numberCellClass}>{format.money(row.amount)}</td>
                  <td className={numberCellClass}>{format.money(row.valuationCap)}</td>
                  <td className={numberCellClass}>{row.discountPercent === null ? '—' : format.percent(row.discountPercent)}</td>
                  <td className={cellClass}>{format.date(row.issuedOn)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
    </LedgerSection>
  );
}
