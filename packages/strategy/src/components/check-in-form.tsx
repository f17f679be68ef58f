import { toast } from '@fikrspace/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useAddCheckIn } from '../api/add-check-in';
import { CONFIDENCES, isoDate, keyResultProgress, type KeyResult } from '../model';
import { checkInSchema, orNull, type CheckInForm as CheckInFormValues } from '../schema';
import { Field, FormActions, Refusal } from './form-parts';
import { useStrategyFormat } from './use-strategy-format';
import { useStrategyTranslation } from './use-strategy-translation';

/**
 * A weekly check-in: the value reached, how confident the owner is, and why. The database makes it
 * the key result's current value; the form previews the progress it means as it is typed.
 */
export function CheckInForm({ keyResult, onDone, onCancel }: { keyResult: KeyResult; onDone?: () => void; onCancel?: () => void }) {
  const { t } = useStrategyTranslation();
  const format = useStrategyFormat();
  const today = isoDate(new Date());
  const schema = useMemo(() => checkInSchema(today), [today]);
  const defaults: CheckInFormValues = { value: String(keyResult.current_value), confidence: keyResult.confidence, checkedOn: today, comment: '' };
  const form = useForm<CheckInFormValues>({ resolver: zodResolver(schema), defaultValues: defaults });
  const add = useAddCheckIn();
  const typed = form.watch('value');
  const preview = typed.trim() !== '' && Number.isFinite(Number(typed)) ? keyResultProgress(keyResult, Number(typed)) : null;
  const submit = form.handleSubmit((values) =>
    add.mutate(
      { organization_id: keyResult.organization_id, key_result_id: keyResult.id, value: Number(values.value), confidence: values.confidence, checked_on: values.checkedOn, comment: orNull(values.comment) },
      {
        onSuccess: () => {
          toast({ title: t('checkIns.saved', { name: keyResult.title }), variant: 'success' });
          onDone?.();
        },
      },
    ),
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3 dark:bg-slate-950" aria-label={t('checkIns.title', { name: keyResult.title })} data-testid="strategy-check-in-form">
      <div className="grid gap-2 sm:grid-cols-3">
        <Field form={form} name="value" label={t('checkIns.value')} type="number" />
        <Field form={form} name="confidence" label={t('checkIns.confidence')}>
          {(attributes) => (
            <select className="text-field" {...attributes} {...form.register('confidence')}>
              {CONFIDENCES.map((confidence) => (
                <option key={confidence} value={confidence}>
                  {t(`confidence.${confidence}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field form={form} name="checkedOn" label={t('checkIns.checkedOn')} type="date" />
      </div>
      <Field form={form} name="comment" label={t('checkIns.comment')}>
        {(attributes) => <textarea rows={2} className="text-field" {...attributes} {...form.register('comment')} />}
      </Field>
      {preview !== null ? (
        <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
          {t('checkIns.preview', { percent: format.progress(preview) })}
        </p>
      ) : null}
      <Refusal error={add.error} />
      <FormActions pending={add.isPending} label={t('checkIns.save')} onCancel={onCancel} />
    </form>
  );
}
