import { useId, useMemo, useState } from 'react';
import type { CapTableSnapshot } from '../../ledger-model';
import { exitWaterfall } from '../../maths/waterfall';
import { waterfallInputFrom } from '../../round-scenario-model';
import { numberFrom } from '../../round-scenario-schema';
import { LedgerSection, TableScroller, cellClass, headClass, numberCellClass, numberHeadClass } from '../ledger/ledger-section';
import { useLedgerFormat } from '../ledger/use-ledger-format';
import { useCapTableTranslation } from '../use-cap-table-translation';

/**
 * What each stakeholder receives if the company is sold today for a given value: preferences by
 * seniority first, participation up to its cap, preferred that does better as common converts,
 * options and warrants only when in the money. Computed in the page from the ledger's table.
 */
export function ExitWaterfall({ snapshot, initialExitValue }: { snapshot: CapTableSnapshot; initialExitValue: number }) {
  const { t } = useCapTableTranslation();
  const format = useLedgerFormat();
  const id = useId();
  const [typed, setTyped] = useState(String(initialExitValue));
  const exitValue = numberFrom(typed);
  const names = useMemo(() => new Map(snapshot.stakeholders.map((row) => [row.id, row.name])), [snapshot.stakeholders]);
  const classNames = useMemo(() => new Map(snapshot.classes.map(({ shareClass }) => [shareClass.id, shareClass.name])), [snapshot.classes]);
  const input = useMemo(() => (exitValue === null ? null : waterfallInputFrom(snapshot, exitValue)), [snapshot, exitValue]);
  const result = useMemo(() => (input ? exitWaterfall(input) : null), [input]);

  const className = (classId: string) => {
    const [kind, price] = classId.split('@');
    if (price !== undefined) return t(kind === 'warrant' ? 'modeler.waterfall.warrantsAt' : 'modeler.waterfall.optionsAt', { price: format.price(Number(price)) });
    return classNames.get(classId) ?? classId;
  };

  return (
    <LedgerSection title={t('modeler.waterfall.title')} description={t('modeler.waterfall.description')} testId="modeler-waterfall">
      <div className="flex flex-col gap-3 p-4">
        <label className="flex max-w-xs flex-col gap-1 text-sm">
          {t('modeler.waterfall.exitValue')}
          <input
            className="text-field"
            inputMode="decimal"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-invalid={exitValue === null ? true : undefined}
            aria-describedby={exitValue === null ? `${id}-problem` : undefined}
            data-testid="modeler-exit-value"
          />
        </label>
        {exitValue === null ? (
          <span id={`${id}-problem`} className="text-xs text-red-700 dark:text-red-300">
            {t('modeler.problems.positive')}
          </span>
        ) : null}
        {input && input.convertiblesLeftOut > 0 ? <p className="text-sm text-slate-600 dark:text-slate-300">{t('modeler.waterfall.convertiblesLeftOut', { number: input.convertiblesLeftOut })}</p> : null}
        {result && !result.ok ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {t(`modeler.mathsProblems.${result.code}`, { defaultValue: result.problem })}
          </p>
        ) : null}
      </div>
      {result?.ok ? (
        <>
          <TableScroller label={t('modeler.waterfall.byStakeholder')}>
            <table className="w-full text-sm">
              <caption className="sr-only">{t('modeler.waterfall.byStakeholder')}</caption>
              <thead className="bg-slate-50 dark:bg-slate-800/60">
                <tr>
                  <th scope="col" className={headClass}>{t('modeler.result.holder')}</th>
                  <th scope="col" className={numberHeadClass}>{t('modeler.waterfall.proceeds')}</th>
                  <th scope="col" className={numberHeadClass}>{t('modeler.waterfall.shareOfProceeds')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {[...result.value.stakeholders]
                  .sort((a, b) => b.amount - a.amount)
                  .map((row) => (
                    <tr key={row.stakeholderId} data-testid="modeler-waterfall-row">
                      <th scope="row" className={`${cellClass} font-medium`}>
                        <bdi>{names.get(row.stakeholderId) ?? row.stakeholderId}</bdi>
                      </th>
                      <td className={numberCellClass}>{format.money(row.amount)}</td>
                      <td className={numberCellClass}>{format.percent(result.value.exitValue > 0 ? (100 * row.amount) / result.value.exitValue : 0)}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </TableScroller>
          <TableScroller label={t('modeler.waterfall.byClass')}>
            <table className="w-full border-t border-slate-200 text-sm dark:border-slate-800">
              <caption className="sr-only">{t('modeler.waterfall.byClass')}</caption>
              <thead className="bg-slate-50 dark:bg-slate-800/60">
                <tr>
                  <th scope="col" className={headClass}>{t('modeler.waterfall.class')}</th>
                  <th scope="col" className={numberHeadClass}>{t('modeler.result.shares')}</th>
                  <th scope="col" className={numberHeadClass}>{t('modeler.waterfall.preference')}</th>
                  <th scope="col" className={numberHeadClass}>{t('modeler.waterfall.proceeds')}</th>
                  <th scope="col" className={headClass}>{t('modeler.waterfall.how')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {result.value.classes.map((row) => (
                  <tr key={row.classId}>
                    <th scope="row" className={`${cellClass} font-medium`}>
                      <bdi>{className(row.classId)}</bdi>
                    </th>
                    <td className={numberCellClass}>{format.shares(row.shares)}</td>
                    <td className={numberCellClass}>{format.money(row.preference)}</td>
                    <td className={numberCellClass}>{format.money(row.amount)}</td>
                    <td className={cellClass}>{row.converted ? t('modeler.waterfall.converted') : row.preference > 0 ? t('modeler.waterfall.tookPreference') : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
        </>
      ) : null}
    </LedgerSection>
  );
}
