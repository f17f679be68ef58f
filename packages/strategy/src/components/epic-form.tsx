import { toast } from '@fikrspace/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useCreateEpic } from '../api/create-epic';
import { useUpdateEpic } from '../api/update-epic';
import { EPIC_STATUSES, type Epic, type Objective } from '../model';
import { EMPTY_EPIC, epicSchema, orNull, type EpicForm as EpicFormValues } from '../schema';
import { Field, FormActions, Refusal } from './form-parts';
import { useStrategyTranslation } from './use-strategy-translation';

/** Adds an epic, linked to one of the period's objectives or none, or changes one (`epic`). */
export function EpicForm({ organizationId, objectives, epic, onDone }: { organizationId: string; objectives: readonly Objective[]; epic?: Epic; onDone?: () => void }) {
  const { t } = useStrategyTranslation();
  const initial = epic ? { title: epic.title, objectiveId: epic.objective_id ?? '', status: epic.status, description: epic.description ?? '' } : EMPTY_EPIC;
  const form = useForm<EpicFormValues>({ resolver: zodResolver(epicSchema), defaultValues: initial });
  const create = useCreateEpic();
  const update = useUpdateEpic();
  const write = epic ? update : create;
  const submit = form.handleSubmit((values) => {
    const fields = { title: values.title, objective_id: orNull(values.objectiveId), status: values.status, description: orNull(values.description) };
    const done = {
      onSuccess: () => {
        toast({ title: t(epic ? 'actions.saved' : 'actions.added', { name: values.title }), variant: 'success' });
        if (!epic) form.reset(EMPTY_EPIC);
        onDone?.();
      },
    };
    if (epic) update.mutate({ organizationId, id: epic.id, changes: fields }, done);
    else create.mutate({ organization_id: organizationId, ...fields }, done);
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-2" aria-label={t(epic ? 'epics.edit' : 'epics.add')} data-testid="strategy-epic-form">
      <div className="grid gap-2 sm:grid-cols-3">
        <Field form={form} name="title" label={t('epics.epicTitle')} />
        <Field form={form} name="objectiveId" label={t('epics.objective')}>
          {(attributes) => (
            <select className="text-field" {...attributes} {...form.register('objectiveId')}>
              <option value="">{t('epics.noObjective')}</option>
              {objectives.map((objective) => (
                <option key={objective.id} value={objective.id}>
                  {objective.title}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field form={form} name="status" label={t('epics.status')}>
          {(attributes) => (
            <select className="text-field" {...attributes} {...form.register('status')}>
              {EPIC_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`statuses.${status}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field form={form} name="description" label={t('fields.description')} />
      <Refusal error={write.error} />
      <FormActions pending={write.isPending} label={t(epic ? 'actions.save' : 'epics.add')} onCancel={epic ? onDone : undefined} />
    </form>
  );
}
