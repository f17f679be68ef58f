import { errorMessage } from '@fikrspace/errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSaveBudgetLines, type BudgetLineInput } from '../api/save-budget-lines';
import { BUDGET_CATEGORIES, BUDGET_NOTE_MAX_LENGTH, linesOfMonth, type BudgetCategory, type BudgetLine } from '../budget-model';
import { budgetLineOf, budgetMonthSchema, type BudgetMonthValues } from '../budget-schema';
import type { MetricsScope } from '../keys';
import { Notice } from './section';
import { useMetricFormat } from './use-metric-format';
import { useMetricsTranslation } from './use-metrics-translation';

export interface BudgetMonthFormProps {
  scope: MetricsScope;
  /** The months of the range, oldest first: the ones the form may edit. */
  months: readonly string[];
  /** The range's lines. */
  lines: readonly BudgetLine[];
  currentMonth: string;
}

/** The month the form opens on: last month, the one whose actuals are due, when the range has it. */
function firstMonth(months: readonly string[], currentMonth: string): string {
  const due = months.filter((month) => month < currentMonth);
  return due[due.length - 1] ?? months[0]!;
}

/**
 * One month's budget and actuals, a row per category. Shown only to members whose role writes
 * metrics; the database refuses anyone else all the same.
 */
export function BudgetMonthForm({ scope, months, lines, currentMonth }: BudgetMonthFormProps) {
  const { t } = useMetricsTranslation();
  const format = useMetricFormat();
  const id = useId();
  const [chosen, setChosen] = useState(() => firstMonth(months, currentMonth));
  // A narrower range keeps the form on a month it shows.
  const month = months.includes(chosen) ? chosen : firstMonth(months, currentMonth);
  const stored = useMemo(() => linesOfMonth(lines, month), [lines, month]);
  return (
    <div className="flex flex-col gap-4 border-t border-slate-200 pt-4 dark:border-slate-800" data-testid="budget-month-form">
      <h3 className="text-base font-semibold text-slate-900 dark:text-slate-100">{t('budget.form.title')}</h3>
      <label htmlFor={`${id}-month`} className="flex w-fit flex-col gap-1 text-sm font-medium">
        {t('budget.form.month')}
        <select id={`${id}-month`} className="text-field" value={month} onChange={(event) => setChosen(event.target.value)}>
          {months.map((candidate) => (
            <option key={candidate} value={candidate}>
              {format.month(candidate)}
            </option>
          ))}
        </select>
      </label>
      <MonthLines key={month} scope={scope} month={month} stored={stored} actualsOpen={month <= currentMonth} />
    </div>
  );
}

type Outcome = 'saved' | 'unchanged' | null;

const sameLine = (input: BudgetLineInput, line: BudgetLine) => input.budgeted === Number(line.budgeted) && input.actual === (line.actual === null ? null : Number(line.actual)) && input.note === (line.note ?? null);

function MonthLines({ scope, month, stored, actualsOpen }: { scope: MetricsScope; month: string; stored: Map<BudgetCategory, BudgetLine>; actualsOpen: boolean }) {
  const { t } = useMetricsTranslation();
  const format = useMetricFormat();
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const schema = useMemo(() => budgetMonthSchema(format.decimal, actualsOpen), [format.decimal, actualsOpen]);
  const values = useMemo<BudgetMonthValues>(() => {
    const field = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : format.editable(Number(value)));
    return {
      lines: Object.fromEntries(
        BUDGET_CATEGORIES.map((category) => {
          const line = stored.get(category);
          return [category, { budgeted: field(line?.budgeted), actual: field(line?.actual), note: line?.note ?? '' }];
        }),
      ) as BudgetMonthValues['lines'],
    };
  }, [stored, format]);
  // A refresh of the stored lines (after a save, or another member's) keeps what is being typed.
  const form = useForm<BudgetMonthValues>({ resolver: zodResolver(schema), values, resetOptions: { keepDirtyValues: true } });
  // Refusals show beside the form, where the fields are, so no toast repeats them.
  const save = useSaveBudgetLines({ mutationConfig: { onError: () => undefined } });
  const errors = form.formState.errors.lines;
  const monthName = format.month(month);

  const onValid = (typed: BudgetMonthValues) => {
    const changed: BudgetLineInput[] = [];
    const removed: BudgetCategory[] = [];
    for (const category of BUDGET_CATEGORIES) {
      const input = budgetLineOf(category, typed.lines[category], format.decimal);
      const line = stored.get(category);
      if (input === null) {
        if (line) removed.push(category);
      } else if (!line || !sameLine(input, line)) changed.push(input);
    }
    setOutcome(null);
    if (changed.length === 0 && removed.length === 0) {
      form.reset(typed);
      setOutcome('unchanged');
      return;
    }
    save.mutate(
      { ...scope, month, lines: changed, removed },
      {
        onSuccess: () => {
          form.reset(typed);
          setOutcome('saved');
        },
      },
    );
  };

  const field = (category: BudgetCategory, name: 'budgeted' | 'actual' | 'note') => {
    const problem = errors?.[category]?.[name]?.message;
    const fieldId = `${id}-${category}-${name}`;
    const label = t(`budget.form.${name}Of`, { category: t(`budget.categories.${category}`) });
    return (
      <>
        <label htmlFor={fieldId} className="sr-only">
          {label}
        </label>
        <input
          id={fieldId}
          className={`text-field w-full ${name === 'note' ? '' : 'text-end tabular-nums'}`}
          {...(name === 'note' ? { dir: 'auto', maxLength: BUDGET_NOTE_MAX_LENGTH } : { inputMode: 'decimal' as const, dir: 'ltr' })}
          autoComplete="off"
          aria-invalid={!!problem || undefined}
          aria-describedby={problem ? `${fieldId}-error` : undefined}
          {...form.register(`lines.${category}.${name}`)}
        />
        {problem ? (
          <span id={`${fieldId}-error`} className="mt-1 block text-xs text-red-700 dark:text-red-300">
            {t(`budget.problems.${problem}`)}
          </span>
        ) : null}
      </>
    );
  };

  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate aria-label={t('budget.form.linesOf', { month: monthName })} className="flex flex-col gap-4">
      {actualsOpen ? null : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('budget.form.actualsNotYet', { month: monthName })}
        </p>
      )}
      <div className="relative overflow-x-auto">
        <table className="w-full min-w-[40rem] border-collapse text-sm">
          <caption className="sr-only">{t('budget.form.linesOf', { month: monthName })}</caption>
          <thead>
            <tr className="text-slate-600 dark:text-slate-400">
              <th scope="col" className="py-2 pe-3 text-start font-medium">
                {t('budget.category')}
              </th>
              <th scope="col" className="px-2 py-2 text-end font-medium">
                {t('budget.budgeted')}
              </th>
              <th scope="col" className="px-2 py-2 text-end font-medium">
                {t('budget.actual')}
              </th>
              <th scope="col" className="py-2 ps-2 text-start font-medium">
                {t('budget.note')}
              </th>
            </tr>
          </thead>
          <tbody>
            {BUDGET_CATEGORIES.map((category) => (
              <tr key={category} className="align-top">
                <th scope="row" className="py-2 pe-3 text-start font-medium">
                  {t(`budget.categories.${category}`)}
                </th>
                <td className="w-36 px-2 py-1">{field(category, 'budgeted')}</td>
                <td className="w-36 px-2 py-1">
                  {actualsOpen ? (
                    field(category, 'actual')
                  ) : (
                    <span className="block py-2 text-end text-slate-500 dark:text-slate-400">
                      <span aria-hidden="true">—</span>
                      <span className="sr-only">{t('budget.noActual')}</span>
                    </span>
                  )}
                </td>
                <td className="py-1 ps-2">{field(category, 'note')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div aria-live="polite">
        {outcome === 'saved' ? <Notice tone="ok">{t('budget.form.saved', { month: monthName })}</Notice> : null}
        {outcome === 'unchanged' ? <Notice tone="ok">{t('budget.form.unchanged')}</Notice> : null}
      </div>
      {save.isError ? <Notice tone="error">{errorMessage(save.error)}</Notice> : null}
      {errors && Object.keys(errors).length > 0 ? <Notice tone="error">{t('budget.form.fixFields')}</Notice> : null}
      <div>
        <button type="submit" className="primary-button" disabled={save.isPending}>
          {save.isPending ? t('budget.form.saving') : t('budget.form.save')}
        </button>
      </div>
    </form>
  );
}
