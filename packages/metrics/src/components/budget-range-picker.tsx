import { useId } from 'react';
import { budgetMonthChoices, type BudgetRange } from '../budget-model';
import { useMetricFormat } from './use-metric-format';
import { useMetricsTranslation } from './use-metrics-translation';

/**
 * The months a budget view covers: a first and a last month, from two years back to a year ahead.
 * Moving one past the other moves the other with it, so the range is never empty.
 */
export function BudgetRangePicker({ range, currentMonth, onChange }: { range: BudgetRange; currentMonth: string; onChange: (range: BudgetRange) => void }) {
  const { t } = useMetricsTranslation();
  const format = useMetricFormat();
  const id = useId();
  const months = budgetMonthChoices(currentMonth);
  const options = months.map((month) => (
    <option key={month} value={month}>
      {format.month(month)}
    </option>
  ));
  return (
    <fieldset className="flex flex-wrap items-end gap-3">
      <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">{t('budget.range')}</legend>
      <label htmlFor={`${id}-from`} className="flex flex-col gap-1 text-sm">
        {t('budget.from')}
        <select id={`${id}-from`} className="text-field" value={range.from} onChange={(event) => onChange({ from: event.target.value, to: event.target.value > range.to ? event.target.value : range.to })}>
          {options}
        </select>
      </label>
      <label htmlFor={`${id}-to`} className="flex flex-col gap-1 text-sm">
        {t('budget.to')}
        <select id={`${id}-to`} className="text-field" value={range.to} onChange={(event) => onChange({ from: event.target.value < range.from ? event.target.value : range.from, to: event.target.value })}>
          {options}
        </select>
      </label>
    </fieldset>
  );
}
