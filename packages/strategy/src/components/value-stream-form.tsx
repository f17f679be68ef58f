import { toast } from '@fikrspace/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useCreateValueStream } from '../api/create-value-stream';
import { useUpdateValueStream } from '../api/update-value-stream';
import type { ValueStream } from '../model';
import { EMPTY_VALUE_STREAM, orNull, valueStreamSchema, type ValueStreamForm as ValueStreamFormValues } from '../schema';
import { Field, FormActions, Refusal } from './form-parts';
import { useStrategyTranslation } from './use-strategy-translation';

/** Adds a value stream, or changes one (`stream`). */
export function ValueStreamForm({ organizationId, stream, onDone }: { organizationId: string; stream?: ValueStream; onDone?: () => void }) {
  const { t } = useStrategyTranslation();
  const initial = stream ? { name: stream.name, description: stream.description ?? '' } : EMPTY_VALUE_STREAM;
  const form = useForm<ValueStreamFormValues>({ resolver: zodResolver(valueStreamSchema), defaultValues: initial });
  const create = useCreateValueStream();
  const update = useUpdateValueStream();
  const write = stream ? update : create;
  const submit = form.handleSubmit((values) => {
    const fields = { name: values.name, description: orNull(values.description) };
    const done = {
      onSuccess: () => {
        toast({ title: t(stream ? 'actions.saved' : 'actions.added', { name: values.name }), variant: 'success' });
        if (!stream) form.reset(EMPTY_VALUE_STREAM);
        onDone?.();
      },
    };
    if (stream) update.mutate({ organizationId, id: stream.id, changes: fields }, done);
    else create.mutate({ organization_id: organizationId, ...fields }, done);
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-2" aria-label={t(stream ? 'map.editStream' : 'map.addStream')} data-testid="strategy-stream-form">
      <Field form={form} name="name" label={t('map.streamName')} />
      <Field form={form} name="description" label={t('fields.description')} />
      <Refusal error={write.error} />
      <FormActions pending={write.isPending} label={t(stream ? 'actions.save' : 'map.addStream')} onCancel={stream ? onDone : undefined} />
    </form>
  );
}
