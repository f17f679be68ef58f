import { toast } from '@fikrspace/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useCreateStrategicObjective } from '../api/create-strategic-objective';
import { useUpdateStrategicObjective } from '../api/update-strategic-objective';
import type { StrategicObjective, ValueStream } from '../model';
import { EMPTY_STRATEGIC_OBJECTIVE, orNull, strategicObjectiveSchema, type StrategicObjectiveForm as StrategicObjectiveFormValues } from '../schema';
import { Field, FormActions, Refusal } from './form-parts';
import { useStrategyTranslation } from './use-strategy-translation';

/** Adds a strategic objective to the period, or changes one (`strategic`). */
export function StrategicObjectiveForm({
  organizationId,
  periodId,
  valueStreams,
  strategic,
  onDone,
}: {
  organizationId: string;
  periodId: string;
  valueStreams: readonly ValueStream[];
  strategic?: StrategicObjective;
  onDone?: () => void;
}) {
  const { t } = useStrategyTranslation();
  const initial = strategic ? { title: strategic.title, valueStreamId: strategic.value_stream_id ?? '', description: strategic.description ?? '' } : EMPTY_STRATEGIC_OBJECTIVE;
  const form = useForm<StrategicObjectiveFormValues>({ resolver: zodResolver(strategicObjectiveSchema), defaultValues: initial });
  const create = useCreateStrategicObjective();
  const update = useUpdateStrategicObjective();
  const write = strategic ? update : create;
  const submit = form.handleSubmit((values) => {
    const fields = { title: values.title, value_stream_id: orNull(values.valueStreamId), description: orNull(values.description) };
    const done = {
      onSuccess: () => {
        toast({ title: t(strategic ? 'actions.saved' : 'actions.added', { name: values.title }), variant: 'success' });
        if (!strategic) form.reset(EMPTY_STRATEGIC_OBJECTIVE);
        onDone?.();
      },
    };
    if (strategic) update.mutate({ organizationId, id: strategic.id, changes: fields }, done);
    else create.mutate({ organization_id: organizationId, period_id: periodId, ...fields }, done);
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-2" aria-label={t(strategic ? 'map.editStrategic' : 'map.addStrategic')} data-testid="strategy-strategic-form">
      <Field form={form} name="title" label={t('map.strategicTitle')} />
      <Field form={form} name="valueStreamId" label={t('map.valueStream')}>
        {(attributes) => (
          <select className="text-field" {...attributes} {...form.register('valueStreamId')}>
            <option value="">{t('map.noStream')}</option>
            {valueStreams.map((stream) => (
              <option key={stream.id} value={stream.id}>
                {stream.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field form={form} name="description" label={t('fields.description')} />
      <Refusal error={write.error} />
      <FormActions pending={write.isPending} label={t(strategic ? 'actions.save' : 'map.addStrategic')} onCancel={strategic ? onDone : undefined} />
    </form>
  );
}
