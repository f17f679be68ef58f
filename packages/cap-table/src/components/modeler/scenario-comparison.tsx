import type { CapTableSnapshot } from '../../ledger-model';
import type { MathsResult } from '../../maths/result';
import type { RoundModel } from '../../maths/round-types';
import { LedgerSection, TableScroller, cellClass, headClass, numberCellClass, numberHeadClass } from '../ledger/ledger-section';
import { useLedgerFormat } from '../ledger/use-ledger-format';
import { useCapTableTranslation } from '../use-cap-table-translation';

export interface ComparedScenario {
  id: string;
  name: string;
  result: MathsResult<RoundModel> | null;
}

/**
 * Saved scenarios side by side with today: the price, the valuation, the pool, and each of
 * today's stakeholders' ownership after each round. A scenario whose terms no longer make a round
 * (the table changed under it) says why in its column.
 */
export function ScenarioComparison({ snapshot, scenarios }: { snapshot: CapTableSnapshot; scenarios: readonly ComparedScenario[] }) {
  const { t } = useCapTableTranslation();
  const format = useLedgerFormat();
  const models = scenarios.map((scenario) => (scenario.result?.ok ? scenario.result.value : null));
  const percentOf = (model: RoundModel | null, stakeholderId: string) => model?.table.find((row) => row.stakeholderId === stakeholderId)?.percentAfter;
  const figureRows: { id: string; label: string; today: string; value: (model: RoundModel) => string }[] = [
    { id: 'price', label: t('modeler.result.price'), today: '—', value: (model) => format.price(model.pricePerShare) },
    { id: 'new-money', label: t('modeler.form.newMoney'), today: '—', value: (model) => format.money(model.newMoney) },
    { id: 'post-money', label: t('modeler.result.postMoney'), today: '—', value: (model) => format.money(model.totals.postMoneyValuation) },
    { id: 'shares', label: t('modeler.result.fullyDiluted'), today: format.shares(snapshot.totals.fullyDiluted), value: (model) => format.shares(model.totals.sharesAfter) },
    {
      id: 'pool',
      label: t('modeler.result.pool'),
      today: format.percent(snapshot.totals.fullyDiluted > 0 ? (100 * snapshot.pool.available) / snapshot.totals.fullyDiluted : 0),
      value: (model) => format.percent(model.pool.percentAfter),
    },
  ];
  return (
    <LedgerSection title={t('modeler.compare.title')} description={t('modeler.compare.description')} testId="modeler-comparison">
      <TableScroller label={t('modeler.compare.title')}>
        <table className="w-full text-sm">
          <thead className="bg-slate-50 dark:bg-slate-800/60">
            <tr>
              <th scope="col" className={headClass}>
                <span className="sr-only">{t('modeler.compare.figure')}</span>
              </th>
              <th scope="col" className={numberHeadClass}>{t('modeler.compare.today')}</th>
              {scenarios.map((scenario) => (
                <th key={scenario.id} scope="col" className={numberHeadClass}>
                  <bdi>{scenario.name}</bdi>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {figureRows.map((row) => (
              <tr key={row.id}>
                <th scope="row" className={`${cellClass} font-medium`}>{row.label}</th>
                <td className={numberCellClass}>{row.today}</td>
                {scenarios.map((scenario, index) => {
                  const model = models[index];
                  return (
                    <td key={scenario.id} className={numberCellClass}>
                      {model ? row.value(model) : row.id === 'price' ? <span className="text-xs text-red-700 dark:text-red-300">{t('modeler.compare.cannotModel')}</span> : '—'}
                    </td>
                  );
                })}
              </tr>
            ))}
            {snapshot.holders.map((holder) => (
              <tr key={holder.stakeholder_id} data-testid="modeler-compare-row">
                <th scope="row" className={`${cellClass} font-medium`}>
                  <bdi>{holder.name}</bdi>
                </th>
                <td className={numberCellClass}>{format.percent(holder.fully_diluted_percent)}</td>
                {scenarios.map((scenario, index) => (
                  <td key={scenario.id} className={numberCellClass}>
                    {format.percent(percentOf(models[index] ?? null, holder.stakeholder_id))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    </LedgerSection>
  );
}
