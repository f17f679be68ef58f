import { toast } from '@fikrspace/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useCreateKeyResult } from '../api/create-key-result';
import { useUpdateKeyResult } from '../api/update-key-result';
import { FOLLOWABLE_METRICS, KEY_RESULT_UNITS, type KeyResult } from '../model';
import { EMPTY_KEY_RESULT, keyResultSchema, orNull, type KeyResultForm as KeyResultFormValues } from '../schema';
import { Field, FormActions, Refusal } from './form-parts';
import { useStrategyTranslation } from './use-strategy-translation';

/**
 * Adds a key result to an objective, or changes one (`keyResult`): what it measures, from where to
 * where, and whether it follows a startup metric. Its current value is its check-ins'.
 */
export function KeyResultForm({
  organizationId,
  objectiveId,
  keyResult,
  onDone,
  onCancel,
}: {
  organizationId: string;
  objectiveId: string;
  keyResult?: KeyResult;
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const { t } = useStrategyTranslation();
  const initial = keyResult
    ? { title: keyResult.title, unit: keyResult.unit, startValue: String(keyResult.start_value), targetValue: String(keyResult.target_value), metricKey: keyResult.metric_key ?? '' }
    : EMPTY_KEY_RESULT;
  const form = useForm<KeyResultFormValues>({ resolver: zodResolver(keyResultSchema), defaultValues: initial });
  const create = useCreateKeyResult();
  const update = useUpdateKeyResult();
  const write = keyResult ? update : create;
  // A metric the organization made itself is kept as it is, though the list offers the catalogue's.
  const metrics = keyResult?.metric_key && !(FOLLOWABLE_METRICS as readonly string[]).includes(keyResult.metric_key) ? [...FOLLOWABLE_METRICS, keyResult.metric_key] : FOLLOWABLE_METRICS;
  const submit = form.handleSubmit((values) => {
    const fields = { title: values.title, unit: values.unit, start_value: Number(values.startValue), target_value: Number(values.targetValue), metric_key: orNull(values.metricKey) };
    const done = {
      onSuccess: () => {
        toast({ title: t(keyResult ? 'actions.saved' : 'actions.added', { name: values.title }), variant: 'success' });
        if (!keyResult) form.reset(EMPTY_KEY_RESULT);
        onDone?.();
      },
    };
    if (keyResult) update.mutate({ organizationId, id: keyResult.id, changes: fields }, done);
    else create.mutate({ organization_id: organizationId, objective_id: objectiveId, ...fields }, done);
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-2" aria-label={t(keyResult ? 'keyResults.edit' : 'keyResults.add')} data-testid="strategy-key-result-form">
      <Field form={form} name="title" label={t('keyResults.title')} />
      <div className="grid gap-2 sm:grid-cols-4">
        <Field form={form} name="unit" label={t('keyResults.unit')}>
          {(attributes) => (
            <select className="text-field" {...attributes} {...form.register('unit')}>
              {KEY_RESULT_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {t(`units.${unit}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field form={form} name="startValue" label={t('keyResults.start')} type="number" />
        <Field form={form} name="targetValue" label={t('keyResults.target')} type="number" />
        <Field form={form} name="metricKey" label={t('keyResults.metric')}>
          {(attributes) => (
            <select className="text-field" {...attributes} {...form.register('metricKey')}>
              <option value="">{t('keyResults.noMetric')}</option>
              {metrics.map((key) => (
                <option key={key} value={key}>
                  {t(`metrics.${key}`, { defaultValue: key })}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Refusal error={write.error} />
      <FormActions pending={write.isPending} label={t(keyResult ? 'actions.save' : 'keyResults.add')} onCancel={onCancel} />
    </form>
  );
}
