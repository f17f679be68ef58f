import { toast } from '@fikrspace/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { achievementSchema, toAchievementFormValues, toAchievementRow, type AchievementFormOutput, type AchievementFormValues } from '../achievement-schema';
import { useSaveAchievement } from '../api/save-achievement';
import type { CompanyScope } from '../keys';
import { ACHIEVEMENT_KINDS, type Achievement, type Milestone } from '../model';
import { ModalDialog } from './modal-dialog';
import { planFailureKey } from './plan-failure';
import { FormActions, usePlanFormFields } from './plan-form-fields';
import { useCompaniesTranslation } from './use-companies-translation';

export interface AchievementFormProps {
  scope: CompanyScope;
  /** The achievement to edit; null to add one. */
  achievement: Achievement | null;
  /** The milestones it may mark, the done ones first. */
  milestones: readonly Milestone[];
  onClose: () => void;
}

/** Adds or edits an achievement, in a dialog, checked by the table's rules as the milestone form is. */
export function AchievementForm({ scope, achievement, milestones, onClose }: AchievementFormProps) {
  const { t } = useCompaniesTranslation();
  const { register, handleSubmit, formState } = useForm<AchievementFormValues, unknown, AchievementFormOutput>({
    resolver: zodResolver(achievementSchema),
    defaultValues: toAchievementFormValues(achievement),
  });
  const save = useSaveAchievement({ mutationConfig: { onError: () => undefined } });
  const fields = usePlanFormFields(register, formState.errors);
  const choices = [...milestones].sort((a, b) => Number(b.status === 'done') - Number(a.status === 'done') || a.title.localeCompare(b.title));

  // As for milestones, the continuation outlives the dialog that the save closes.
  const submit = handleSubmit((values) =>
    save.mutateAsync({ ...scope, achievementId: achievement?.id ?? null, achievement: toAchievementRow(values) }).then(
      () => {
        toast({ title: t('achievements.saved'), variant: 'success' });
        onClose();
      },
      () => undefined,
    ),
  );

  return (
    <ModalDialog title={achievement ? t('achievements.editTitle') : t('achievements.addTitle')} onClose={onClose} busy={save.isPending} testId="achievement-form">
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4 sm:grid-cols-2">
        {fields.choice(
          'kind',
          t('achievements.fields.kind'),
          ACHIEVEMENT_KINDS.map((value) => ({ value, label: t(`plan.kinds.${value}`) })),
        )}
        {fields.text('achievedOn', t('achievements.fields.achievedOn'), { type: 'date' })}
        {fields.text('title', t('achievements.fields.title'), { className: 'sm:col-span-2' })}
        {fields.text('awardedBy', t('achievements.fields.awardedBy'), { hint: t('achievements.fields.awardedByHint'), className: 'sm:col-span-2' })}
        {fields.text('description', t('achievements.fields.description'), { multiline: true, className: 'sm:col-span-2' })}
        {fields.choice(
          'milestoneId',
          t('achievements.fields.milestone'),
          [{ value: '', label: t('achievements.noMilestone') }, ...choices.map((milestone) => ({ value: milestone.id, label: milestone.title }))],
          { className: 'sm:col-span-2' },
        )}
        <FormActions busy={save.isPending} failure={save.isError ? t(planFailureKey(save.error, 'achievements.saveFailed')) : null} onCancel={onClose} saveLabel={t('achievements.save')} />
      </form>
    </ModalDialog>
  );
}
