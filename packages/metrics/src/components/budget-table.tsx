import { useId, type ReactNode } from 'react';
import type { Amounts, BudgetSummary, CategoryRow, Flow, Variance } from '../budget-model';
import { useBudgetFormat } from './use-budget-format';
import { useMetricsTranslation } from './use-metrics-translation';

const CELL = 'px-3 py-2 text-end tabular-nums';

/** A cell with nothing to show yet: a dash for the eye, words for a screen reader. */
function Missing({ label }: { label: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{label}</span>
    </>
  );
}

/** The variance in percent, with what it means in words; the tone repeats the words, never replaces them. */
function VariancePercent({ variance, flow }: { variance: Variance; flow: Flow }) {
  const format = useBudgetFormat();
  const { t } = useMetricsTranslation();
  const tone = variance.favourable === null ? 'text-slate-700 dark:text-slate-300' : variance.favourable ? 'text-emerald-800 dark:text-emerald-300' : 'text-red-800 dark:text-red-300';
  const arrow = variance.direction === 'above' ? '▲' : variance.direction === 'below' ? '▼' : '';
  return (
    <span className={`inline-flex items-center gap-1 ${tone}`}>
      {arrow ? <span aria-hidden="true">{arrow}</span> : null}
      {variance.percent === null ? t('budget.noPercent') : format.signedPercent(variance.percent)}
      <span className="text-xs font-medium">{format.status(variance, flow)}</span>
    </span>
  );
}

function Row({ header, amounts, variance, flow, strong = false, testId }: { header: ReactNode; amounts: Amounts; variance: Variance | null; flow: Flow; strong?: boolean; testId?: string }) {
  const { t } = useMetricsTranslation();
  const format = useBudgetFormat();
  return (
    <tr data-testid={testId} className={strong ? 'bg-slate-50 font-semibold dark:bg-slate-800/60' : undefined}>
      <th scope="row" className={`px-3 py-2 text-start ${strong ? 'font-semibold' : 'font-medium'}`}>
        {header}
      </th>
      <td className={CELL}>{format.money(amounts.budgeted)}</td>
      <td className={CELL}>{amounts.actual === null ? <Missing label={t('budget.noActual')} /> : format.money(amounts.comparedBudget)}</td>
      <td className={CELL}>{amounts.actual === null ? <Missing label={t('budget.noActual')} /> : format.money(amounts.actual)}</td>
      <td className={CELL}>{variance ? format.signedMoney(variance.amount) : <Missing label={t('budget.noActual')} />}</td>
      <td className={CELL}>{variance ? <VariancePercent variance={variance} flow={flow} /> : <Missing label={t('budget.noActual')} />}</td>
    </tr>
  );
}

/**
 * The range's budget against actuals by category: inflows, then outflows, each with its total,
 * then the net cash flow. Variance compares the actuals with the budget of the same months (those
 * whose actual is known), so months still to come never count as under budget.
 */
export function BudgetTable({ summary }: { summary: BudgetSummary }) {
  const { t } = useMetricsTranslation();
  const captionId = useId();
  const categoryRows = (rows: CategoryRow[]) =>
    rows.map((row) => <Row key={row.category} header={t(`budget.categories.${row.category}`)} amounts={row.amounts} variance={row.variance} flow={row.flow} testId={`budget-row-${row.category}`} />);
  const group = (label: string) => (
    <tr>
      <th scope="rowgroup" colSpan={6} className="px-3 pt-4 pb-1 text-start text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
        {label}
      </th>
    </tr>
  );
  const body = 'divide-y divide-slate-200 dark:divide-slate-800';
  return (
    <div role="region" aria-labelledby={captionId} tabIndex={0} className="relative overflow-x-auto rounded-xl border border-slate-200 outline-none focus-visible:ring-2 focus-visible:ring-brand dark:border-slate-800">
      <table className="w-full min-w-max border-collapse text-sm" data-testid="budget-table">
        <caption id={captionId} className="px-3 py-2 text-start text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('budget.tableCaption')}
        </caption>
        <thead className="bg-slate-50 dark:bg-slate-800/60">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {t('budget.category')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-semibold">
              {t('budget.budgeted')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-semibold">
              {t('budget.budgetedToDate')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-semibold">
              {t('budget.actual')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-semibold">
              {t('budget.variance')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-semibold">
              {t('budget.variancePercent')}
            </th>
          </tr>
        </thead>
        <tbody className={body}>
          {group(t('budget.inflows'))}
          {categoryRows(summary.inflows)}
          <Row header={t('budget.totalInflows')} amounts={summary.totalInflows} variance={summary.inflowVariance} flow="inflow" strong testId="budget-total-inflows" />
        </tbody>
        <tbody className={`${body} border-t border-slate-200 dark:border-slate-800`}>
          {group(t('budget.outflows'))}
          {categoryRows(summary.outflows)}
          <Row header={t('budget.totalOutflows')} amounts={summary.totalOutflows} variance={summary.outflowVariance} flow="outflow" strong testId="budget-total-outflows" />
        </tbody>
        <tbody className="border-t border-slate-200 dark:border-slate-800">
          <Row header={t('budget.net')} amounts={summary.net} variance={summary.netVariance} flow="inflow" strong testId="budget-net" />
        </tbody>
      </table>
    </div>
  );
}
