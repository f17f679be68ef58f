import { errorMessage } from '@fikrspace/errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useCorrectMetricValue } from '../api/correct-metric-value';
import type { MetricsScope } from '../keys';
import { REASON_MAX_LENGTH, type MetricDefinition } from '../model';
import { correctionSchema, fieldValue, type CorrectionValues } from '../month-schema';
import { Notice } from './section';
import { useMetricFormat } from './use-metric-format';
import { useMetricsTranslation } from './use-metrics-translation';

export interface CorrectionFormProps {
  scope: MetricsScope;
  period: string;
  definition: MetricDefinition;
  current: number | undefined;
  onDone: (corrected: boolean) => void;
}

/** Corrects one value of a submitted month: the new value (empty removes it) and the reason, both kept with the correction. */
export function CorrectionForm({ scope, period, definition, current, onDone }: CorrectionFormProps) {
  const { t } = useMetricsTranslation();
  const format = useMetricFormat();
  const id = useId();
  const form = useForm<CorrectionValues>({
    resolver: zodResolver(correctionSchema(definition.unit, format.decimal)),
    defaultValues: { value: current === undefined ? '' : format.editable(current), reason: '' },
  });
  // The database's refusal is shown here, beside the fields, so no toast repeats it.
  const correct = useCorrectMetricValue({ mutationConfig: { onError: () => undefined } });
  const { errors } = form.formState;
  const name = format.name(definition);

  const onValid = ({ value, reason }: CorrectionValues) =>
    correct.mutate({ ...scope, period, metricKey: definition.key, value: value.trim() === '' ? null : fieldValue(value, definition.unit, format.decimal), reason }, { onSuccess: () => onDone(true) });

  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50/60 p-4 dark:border-amber-900/60 dark:bg-amber-950/30" data-testid="correction-form">
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        {t('correction.title', { metric: name, month: format.month(period) })}
      </h3>
      <label className="flex flex-col gap-1 text-sm">
        {t('correction.value')}
        <input className="text-field" inputMode="decimal" dir="ltr" autoComplete="off" aria-invalid={!!errors.value || undefined} aria-describedby={errors.value ? `${id}-value-error` : `${id}-value-hint`} {...form.register('value')} />
        <span id={`${id}-value-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {t('correction.valueHint')}
        </span>
        {errors.value?.message ? (
          <span id={`${id}-value-error`} className="text-xs text-red-700 dark:text-red-300">
            {t(`problems.${errors.value.message}`)}
          </span>
        ) : null}
      </label>
      <label className="flex flex-col gap-1 text-sm">
        {t('correction.reason')}
        <textarea className="text-field" rows={2} maxLength={REASON_MAX_LENGTH} aria-invalid={!!errors.reason || undefined} aria-describedby={errors.reason ? `${id}-reason-error` : undefined} {...form.register('reason')} />
        {errors.reason?.message ? (
          <span id={`${id}-reason-error`} className="text-xs text-red-700 dark:text-red-300">
            {t(`problems.${errors.reason.message}`)}
          </span>
        ) : null}
      </label>
      {correct.isError ? <Notice tone="error">{errorMessage(correct.error)}</Notice> : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="primary-button" disabled={correct.isPending}>
          {correct.isPending ? t('correction.saving') : t('correction.save')}
        </button>
        <button type="button" className="secondary-button" onClick={() => onDone(false)}>
          {t('correction.cancel')}
        </button>
      </div>
    </form>
  );
}
