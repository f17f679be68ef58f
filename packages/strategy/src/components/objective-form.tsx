import { toast } from '@fikrspace/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useCreateObjective } from '../api/create-objective';
import { useUpdateObjective } from '../api/update-objective';
import type { Objective, StrategicObjective, StrategyMember } from '../model';
import { EMPTY_OBJECTIVE, objectiveSchema, orNull, type ObjectiveForm as ObjectiveFormValues } from '../schema';
import { Field, FormActions, Refusal } from './form-parts';
import { useStrategyTranslation } from './use-strategy-translation';

/** Adds an objective to the period, or changes one (`objective`): its title, owner and strategic objective. */
export function ObjectiveForm({
  organizationId,
  periodId,
  strategicObjectives,
  members,
  objective,
  onDone,
}: {
  organizationId: string;
  periodId: string;
  strategicObjectives: readonly StrategicObjective[];
  members: readonly StrategyMember[];
  objective?: Objective;
  onDone?: () => void;
}) {
  const { t } = useStrategyTranslation();
  const initial = objective
    ? { title: objective.title, strategicObjectiveId: objective.strategic_objective_id ?? '', ownerId: objective.owner_id ?? '', description: objective.description ?? '' }
    : EMPTY_OBJECTIVE;
  const form = useForm<ObjectiveFormValues>({ resolver: zodResolver(objectiveSchema), defaultValues: initial });
  const create = useCreateObjective();
  const update = useUpdateObjective();
  const write = objective ? update : create;
  const submit = form.handleSubmit((values) => {
    const fields = { title: values.title, strategic_objective_id: orNull(values.strategicObjectiveId), owner_id: orNull(values.ownerId), description: orNull(values.description) };
    const done = {
      onSuccess: () => {
        toast({ title: t(objective ? 'actions.saved' : 'actions.added', { name: values.title }), variant: 'success' });
        if (!objective) form.reset(EMPTY_OBJECTIVE);
        onDone?.();
      },
    };
    if (objective) update.mutate({ organizationId, id: objective.id, changes: fields }, done);
    else create.mutate({ organization_id: organizationId, period_id: periodId, ...fields }, done);
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-2" aria-label={t(objective ? 'objectives.edit' : 'objectives.add')} data-testid="strategy-objective-form">
      <Field form={form} name="title" label={t('objectives.objectiveTitle')} />
      <div className="grid gap-2 sm:grid-cols-2">
        <Field form={form} name="ownerId" label={t('objectives.owner')}>
          {(attributes) => (
            <select className="text-field" {...attributes} {...form.register('ownerId')}>
              <option value="">{t('objectives.noOwner')}</option>
              {members.map((member) => (
                <option key={member.userId} value={member.userId}>
                  {member.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field form={form} name="strategicObjectiveId" label={t('objectives.strategic')}>
          {(attributes) => (
            <select className="text-field" {...attributes} {...form.register('strategicObjectiveId')}>
              <option value="">{t('objectives.noStrategic')}</option>
              {strategicObjectives.map((strategic) => (
                <option key={strategic.id} value={strategic.id}>
                  {strategic.title}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field form={form} name="description" label={t('fields.description')} />
      <Refusal error={write.error} />
      <FormActions pending={write.isPending} label={t(objective ? 'actions.save' : 'objectives.add')} onCancel={objective ? onDone : undefined} />
    </form>
  );
}
