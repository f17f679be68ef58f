import type { RoundModel } from '../../maths/round-types';
import { POOL_ID } from '../../round-scenario-model';
import { LedgerSection, TableScroller, cellClass, headClass, numberCellClass, numberHeadClass } from '../ledger/ledger-section';
import { useLedgerFormat } from '../ledger/use-ledger-format';
import { useCapTableTranslation } from '../use-cap-table-translation';

/**
 * A modeled round: its price and valuation, each convertible's conversion, and the table after
 * the round beside today's, stakeholder by stakeholder, with how much of their ownership the round
 * takes. Nothing here is recorded.
 */
export function RoundResult({ model, nameOf }: { model: RoundModel; nameOf: (id: string) => string }) {
  const { t } = useCapTableTranslation();
  const format = useLedgerFormat();
  const figures = [
    { id: 'price', label: t('modeler.result.price'), value: format.price(model.pricePerShare) },
    { id: 'post-money', label: t('modeler.result.postMoney'), value: format.money(model.totals.postMoneyValuation) },
    { id: 'new-shares', label: t('modeler.result.newShares'), value: format.shares(model.totals.newShares) },
    { id: 'pool-after', label: t('modeler.result.poolAfter'), value: format.percent(model.pool.percentAfter) },
  ];
  return (
    <div className="flex flex-col gap-4" data-testid="modeler-result">
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.id} className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900" data-testid={`modeler-figure-${figure.id}`}>
            <dt className="text-sm text-slate-600 dark:text-slate-300">{figure.label}</dt>
            <dd className="mt-1 text-xl font-semibold break-words tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>

      {model.conversions.length > 0 ? (
        <LedgerSection title={t('modeler.result.conversionsTitle')} description={t('modeler.result.conversionsDescription')} testId="modeler-conversions">
          <TableScroller label={t('modeler.result.conversionsTitle')}>
            <table className="w-full text-sm">
              <thead className="bg-slate-50 dark:bg-slate-800/60">
                <tr>
                  <th scope="col" className={headClass}>{t('modeler.result.holder')}</th>
                  <th scope="col" className={numberHeadClass}>{t('modeler.result.converting')}</th>
                  <th scope="col" className={headClass}>{t('modeler.result.basis')}</th>
                  <th scope="col" className={numberHeadClass}>{t('modeler.result.conversionPrice')}</th>
                  <th scope="col" className={numberHeadClass}>{t('modeler.result.shares')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {model.conversions.map((row) => (
                  <tr key={row.convertibleId}>
                    <th scope="row" className={`${cellClass} font-medium`}>
                      <bdi>{nameOf(row.stakeholderId)}</bdi>
                    </th>
                    <td className={numberCellClass}>{format.money(row.convertingAmount)}</td>
                    <td className={cellClass}>{t(`modeler.result.bases.${row.basis}`)}</td>
                    <td className={numberCellClass}>{format.price(row.conversionPrice)}</td>
                    <td className={numberCellClass}>{format.shares(row.shares)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
        </LedgerSection>
      ) : null}

      <LedgerSection title={t('modeler.result.tableTitle')} description={t('modeler.result.tableDescription')} testId="modeler-table">
        <TableScroller label={t('modeler.result.tableTitle')}>
          <table className="w-full text-sm">
            <thead className="bg-slate-50 dark:bg-slate-800/60">
              <tr>
                <th scope="col" className={headClass}>{t('modeler.result.holder')}</th>
                <th scope="col" className={numberHeadClass}>{t('modeler.result.sharesToday')}</th>
                <th scope="col" className={numberHeadClass}>{t('modeler.result.percentToday')}</th>
                <th scope="col" className={numberHeadClass}>{t('modeler.result.sharesAfter')}</th>
                <th scope="col" className={numberHeadClass}>{t('modeler.result.percentAfter')}</th>
                <th scope="col" className={numberHeadClass}>{t('modeler.result.dilution')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {[...model.table]
                .filter((row) => row.stakeholderId !== POOL_ID)
                .sort((a, b) => b.sharesAfter - a.sharesAfter)
                .map((row) => (
                  <tr key={row.stakeholderId} data-testid="modeler-row">
                    <th scope="row" className={`${cellClass} font-medium`}>
                      <bdi>{nameOf(row.stakeholderId)}</bdi>
                      {row.sharesBefore === 0 ? <span className="block text-xs font-normal text-slate-600 dark:text-slate-300">{t('modeler.result.newcomer')}</span> : null}
                    </th>
                    <td className={numberCellClass}>{format.shares(row.sharesBefore)}</td>
                    <td className={numberCellClass}>{format.percent(row.percentBefore)}</td>
                    <td className={numberCellClass}>{format.shares(row.sharesAfter)}</td>
                    <td className={numberCellClass}>{format.percent(row.percentAfter)}</td>
                    <td className={numberCellClass}>{row.dilutionPercent === null ? '—' : format.percent(row.dilutionPercent)}</td>
                  </tr>
                ))}
              <tr data-testid="modeler-pool-row">
                <th scope="row" className={`${cellClass} font-medium`}>
                  {t('modeler.result.pool')}
                  {model.pool.topUpShares > 0 ? (
                    <span className="block text-xs font-normal text-slate-600 dark:text-slate-300">{t('modeler.result.topUp', { shares: format.shares(model.pool.topUpShares) })}</span>
                  ) : null}
                </th>
                <td className={numberCellClass}>{format.shares(model.pool.sharesBefore)}</td>
                <td className={numberCellClass}>{format.percent(model.pool.percentBefore)}</td>
                <td className={numberCellClass}>{format.shares(model.pool.sharesAfter)}</td>
                <td className={numberCellClass}>{format.percent(model.pool.percentAfter)}</td>
                <td className={numberCellClass}>—</td>
              </tr>
            </tbody>
            <tfoot className="border-t-2 border-slate-300 font-semibold dark:border-slate-700">
              <tr>
                <th scope="row" className={cellClass}>{t('modeler.result.total')}</th>
                <td className={numberCellClass}>{format.shares(model.totals.sharesBefore)}</td>
                <td className={numberCellClass}>{format.percent(100)}</td>
                <td className={numberCellClass}>{format.shares(model.totals.sharesAfter)}</td>
                <td className={numberCellClass}>{format.percent(100)}</td>
                <td className={numberCellClass} />
              </tr>
            </tfoot>
          </table>
        </TableScroller>
      </LedgerSection>
    </div>
  );
}
