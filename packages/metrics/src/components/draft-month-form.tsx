import { errorMessage } from '@fikrspace/errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSaveMetricValues } from '../api/save-metric-values';
import { useSubmitMetricPeriod } from '../api/submit-metric-period';
import { fieldValue, monthValuesSchema, type MonthValues } from '../month-schema';
import { ConfirmDialog } from './confirm-dialog';
import { DerivedValues, type MonthValuesProps } from './locked-month-values';
import { Notice } from './section';
import { useMetricFormat } from './use-metric-format';
import { useMetricsTranslation } from './use-metrics-translation';

type Outcome = 'saved' | 'unchanged' | null;

/**
 * A draft month's values, one field per metric the company reports (react-hook-form, checked by
 * zod as the CSV import checks a line): saving sends only what changed, and an emptied field
 * removes its value. Once the month has ended and its values are saved, Submit month locks it
 * after a confirmation. What was typed stays in the fields when the form or the database says no.
 */
export function DraftMonthForm({ scope, choice, reported, derived, saved }: MonthValuesProps) {
  const { t } = useMetricsTranslation();
  const format = useMetricFormat();
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [confirming, setConfirming] = useState(false);
  const schema = useMemo(() => monthValuesSchema(reported, format.decimal), [reported, format.decimal]);
  const stored = useMemo<MonthValues>(
    () => ({ values: Object.fromEntries(reported.map((definition) => [definition.key, saved.has(definition.key) ? format.editable(saved.get(definition.key)!) : ''])) }),
    [reported, saved, format],
  );
  // A refresh of the stored values (after a save, or another member's) keeps what is being typed.
  const form = useForm<MonthValues>({ resolver: zodResolver(schema), values: stored, resetOptions: { keepDirtyValues: true } });
  // Refusals are shown beside the form, where the fields are, so no toast repeats them.
  const save = useSaveMetricValues({ mutationConfig: { onError: () => undefined } });
  const submit = useSubmitMetricPeriod({ mutationConfig: { onError: () => undefined } });
  const { errors, isDirty } = form.formState;
  const month = format.month(choice.period);

  const onValid = (typed: MonthValues) => {
    const values: Record<string, number | null> = {};
    for (const definition of reported) {
      const text = typed.values[definition.key] ?? '';
      const value = text.trim() === '' ? null : fieldValue(text, definition.unit, format.decimal);
      if (value === null ? saved.has(definition.key) : value !== saved.get(definition.key)) values[definition.key] = value;
    }
    setOutcome(null);
    submit.reset();
    if (Object.keys(values).length === 0) {
      form.reset(typed);
      setOutcome('unchanged');
      return;
    }
    save.mutate(
      { ...scope, period: choice.period, values },
      {
        onSuccess: () => {
          // What was saved is the form's new starting point, so the month reads as unchanged.
          form.reset(typed);
          setOutcome('saved');
        },
      },
    );
  };

  const openConfirmation = () => {
    submit.reset();
    setConfirming(true);
  };

  // Once submitted the month shows as locked, and its status (a live region) says so.
  const confirmSubmit = () =>
    submit.mutate(
      { ...scope, period: choice.period },
      {
        onSuccess: () => setConfirming(false),
      },
    );

  // Why the month cannot be submitted yet, if it cannot.
  const blocked = !choice.ended ? t('form.submitNotEnded') : isDirty ? t('form.submitSaveFirst') : saved.size === 0 ? t('form.submitEmpty') : null;

  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate aria-label={t('form.valuesOf', { month })} className="flex flex-col gap-4" data-testid="draft-form">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {reported.map((definition) => {
          const problem = errors.values?.[definition.key]?.message;
          const unit = definition.unit === 'currency' ? definition.currency_code : definition.unit === 'percent' ? '%' : null;
          const fieldId = `${id}-${definition.key}`;
          return (
            <div key={definition.key} className="flex flex-col gap-1 text-sm">
              <label htmlFor={fieldId} className="font-medium">
                {format.name(definition)}
                {unit ? <span className="ms-1 text-xs font-normal text-slate-500 dark:text-slate-400">({unit})</span> : null}
              </label>
              <input
                id={fieldId}
                className="text-field text-end tabular-nums"
                inputMode="decimal"
                dir="ltr"
                autoComplete="off"
                aria-invalid={!!problem || undefined}
                aria-describedby={problem ? `${fieldId}-error` : undefined}
                data-testid={`value-${definition.key}`}
                {...form.register(`values.${definition.key}`)}
              />
              {problem ? (
                <span id={`${fieldId}-error`} className="text-xs text-red-700 dark:text-red-300">
                  {t(`problems.${problem}`)}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
      <DerivedValues derived={derived} saved={saved} />
      <div aria-live="polite">
        {outcome === 'saved' ? <Notice tone="ok">{t('form.saved', { month })}</Notice> : null}
        {outcome === 'unchanged' ? <Notice tone="ok">{t('form.unchanged')}</Notice> : null}
      </div>
      {save.isError ? <Notice tone="error">{errorMessage(save.error)}</Notice> : null}
      {Object.keys(errors.values ?? {}).length > 0 ? <Notice tone="error">{t('form.fixFields')}</Notice> : null}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="primary-button" disabled={save.isPending}>
          {save.isPending ? t('form.saving') : t('form.save')}
        </button>
        <button type="button" className="secondary-button" disabled={blocked !== null || submit.isPending} aria-describedby={blocked ? `${id}-blocked` : undefined} onClick={openConfirmation}>
          {t('form.submit')}
        </button>
        {blocked ? (
          <span id={`${id}-blocked`} className="text-sm text-slate-600 dark:text-slate-400">
            {blocked}
          </span>
        ) : null}
      </div>
      {confirming ? (
        <ConfirmDialog
          title={t('form.confirmTitle', { month })}
          confirmLabel={t('form.confirmSubmit')}
          cancelLabel={t('form.cancel')}
          busy={submit.isPending}
          onConfirm={confirmSubmit}
          onCancel={() => setConfirming(false)}
          error={submit.isError ? <Notice tone="error">{errorMessage(submit.error)}</Notice> : null}
        >
          {t('form.confirmBody')}
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
