import { toast } from '@fikrspace/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useSaveMilestone } from '../api/save-milestone';
import type { CompanyScope } from '../keys';
import { MILESTONE_CATEGORIES, MILESTONE_STATUSES, type Milestone, type OrganizationMember } from '../model';
import { milestoneSchema, today, toMilestoneFormValues, toMilestoneRow, type MilestoneFormOutput, type MilestoneFormValues } from '../milestone-schema';
import { ModalDialog } from './modal-dialog';
import { planFailureKey } from './plan-failure';
import { FormActions, usePlanFormFields } from './plan-form-fields';
import { useCompaniesTranslation } from './use-companies-translation';

export interface MilestoneFormProps {
  scope: CompanyScope;
  /** The milestone to edit; null to add one. */
  milestone: Milestone | null;
  /** Who may own it: the organization's members. */
  members: readonly OrganizationMember[];
  onClose: () => void;
}

/**
 * Adds or edits a milestone, in a dialog. Each field is checked by the table's rules when the
 * member saves and a refused one says why beside it; what was typed stays, whether the browser or
 * the database said no. The completion date is asked for only once the status is done.
 */
export function MilestoneForm({ scope, milestone, members, onClose }: MilestoneFormProps) {
  const { t } = useCompaniesTranslation();
  const { register, handleSubmit, control, setValue, getValues, formState } = useForm<MilestoneFormValues, unknown, MilestoneFormOutput>({
    resolver: zodResolver(milestoneSchema),
    defaultValues: toMilestoneFormValues(milestone),
  });
  // The reason is shown in the dialog, where the member is, so no toast repeats it.
  const save = useSaveMilestone({ mutationConfig: { onError: () => undefined } });
  const fields = usePlanFormFields(register, formState.errors);
  const status = useWatch({ control, name: 'status' });

  // The dialog closes once the save is through, which would drop a per-call callback: the
  // promise's own continuation runs whatever happens to the form.
  const submit = handleSubmit((values) =>
    save.mutateAsync({ ...scope, milestoneId: milestone?.id ?? null, milestone: toMilestoneRow(values) }).then(
      () => {
        toast({ title: t('roadmap.saved'), variant: 'success' });
        onClose();
      },
      () => undefined,
    ),
  );

  // Done is dated today unless the member says otherwise.
  const onStatusChange = (value: string) => {
    if (value === 'done' && !getValues('completedOn')) setValue('completedOn', today());
  };

  return (
    <ModalDialog title={milestone ? t('roadmap.editTitle') : t('roadmap.addTitle')} onClose={onClose} busy={save.isPending} testId="milestone-form">
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4 sm:grid-cols-2">
        {fields.text('title', t('roadmap.fields.title'), { className: 'sm:col-span-2' })}
        {fields.text('description', t('roadmap.fields.description'), { multiline: true, className: 'sm:col-span-2' })}
        {fields.choice(
          'category',
          t('roadmap.fields.category'),
          MILESTONE_CATEGORIES.map((value) => ({ value, label: t(`plan.categories.${value}`) })),
        )}
        {fields.choice(
          'ownerUserId',
          t('roadmap.fields.owner'),
          [{ value: '', label: t('plan.noOwner') }, ...members.map((member) => ({ value: member.userId, label: member.name }))],
        )}
        {fields.text('targetOn', t('roadmap.fields.targetOn'), { type: 'date' })}
        {fields.choice(
          'status',
          t('roadmap.fields.status'),
          MILESTONE_STATUSES.map((value) => ({ value, label: t(`plan.statuses.${value}`) })),
          { onChange: onStatusChange },
        )}
        {status === 'done' ? fields.text('completedOn', t('roadmap.fields.completedOn'), { type: 'date' }) : null}
        <FormActions busy={save.isPending} failure={save.isError ? t(planFailureKey(save.error, 'roadmap.saveFailed')) : null} onCancel={onClose} saveLabel={t('roadmap.save')} />
      </form>
    </ModalDialog>
  );
}
