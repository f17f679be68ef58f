import type { CapTableSnapshot } from '../../ledger-model';
import { useCapTableTranslation } from '../use-cap-table-translation';
import { LedgerSection, TableScroller, cellClass, headClass, numberCellClass, numberHeadClass } from './ledger-section';
import { useLedgerFormat } from './use-ledger-format';

/** Each share class: what is authorized, outstanding and reserved, and its share of the whole. */
export function ClassSummaryTable({ snapshot }: { snapshot: CapTableSnapshot }) {
  const { t } = useCapTableTranslation();
  const format = useLedgerFormat();
  return (
    <LedgerSection title={t('ledger.classes.title')} description={t('ledger.classes.description')} testId="cap-class-summary">
      <TableScroller label={t('ledger.classes.title')}>
        <table className="w-full text-sm">
          <thead className="bg-slate-50 dark:bg-slate-800/60">
            <tr>
              <th scope="col" className={headClass}>{t('ledger.classes.name')}</th>
              <th scope="col" className={numberHeadClass}>{t('ledger.classes.authorized')}</th>
              <th scope="col" className={numberHeadClass}>{t('ledger.classes.outstanding')}</th>
              <th scope="col" className={numberHeadClass}>{t('ledger.classes.reserved')}</th>
              <th scope="col" className={numberHeadClass}>{t('ledger.classes.price')}</th>
              <th scope="col" className={headClass}>{t('ledger.classes.preference')}</th>
              <th scope="col" className={numberHeadClass}>{t('ledger.fullyDilutedPercent')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {snapshot.classes.map(({ shareClass, outstanding, reserved, fullyDilutedPercent }) => (
              <tr key={shareClass.id} data-testid="cap-class-row">
                <th scope="row" className={`${cellClass} font-medium`}>
                  <bdi>{shareClass.name}</bdi>
                  <span className="block text-xs font-normal text-slate-600 dark:text-slate-300">{t(`ledger.classTypes.${shareClass.class_type}`)}</span>
                </th>
                <td className={numberCellClass}>{format.shares(shareClass.authorized_shares)}</td>
                <td className={numberCellClass}>{format.shares(outstanding)}</td>
                <td className={numberCellClass}>{format.shares(reserved)}</td>
                <td className={numberCellClass}>{format.price(shareClass.price_per_share)}</td>
                <td className={cellClass}>
                  {shareClass.class_type === 'common'
                    ? '—'
                    : t(shareClass.is_participating ? (shareClass.participation_cap_multiple ? 'ledger.classes.participatingCapped' : 'ledger.classes.participating') : 'ledger.classes.nonParticipating', {
                        multiple: shareClass.liquidation_preference_multiple,
                        cap: shareClass.participation_cap_multiple,
                        seniority: shareClass.seniority,
                      })}
                </td>
                <td className={numberCellClass}>{format.percent(fullyDilutedPercent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    </LedgerSection>
  );
}
