import { errorCode } from '@fikrspace/errors';
import { toast } from '@fikrspace/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSaveTeamProfile } from '../api/save-team-profile';
import { EQUITY_ROLES, TEAM_PROFILE_LIMITS, type TeamProfile } from '../model';
import { teamProfileSchema, toFormValues, toSavedFields, type TeamProfileField, type TeamProfileFormOutput, type TeamProfileFormValues } from '../team-profile-schema';
import { FormControl } from './form-control';
import { usePeopleTranslation } from './use-people-translation';

export interface TeamProfileFormProps {
  /** The form's id, which the card's Edit button controls. */
  id: string;
  organizationId: string;
  userId: string;
  /** Whose profile, as the form's heading names them. */
  name: string;
  /** The saved profile, or null before the member has one. */
  profile: TeamProfile | null;
  /** A member who may update the organization also sets the equity role and the joining date. */
  canSetStanding: boolean;
  /** Closes the form, saved or cancelled. */
  onClose: () => void;
}

/** What a refused save says, by the error's code; anything else may pass on a second try. */
const SAVE_FAILURES: Record<string, string> = {
  PERMISSION_DENIED: 'form.refused',
  VALIDATION_ERROR: 'form.refusedValue',
};

/**
 * A member's profile, in the card it belongs to. Each field is checked by the table's rules
 * (team-profile-schema.ts) when the member saves, and a refused field says why beside it; what was
 * typed stays, whether the browser or the database said no. A save closes the form once the
 * database has kept it.
 */
export function TeamProfileForm({ id, organizationId, userId, name, profile, canSetStanding, onClose }: TeamProfileFormProps) {
  const { t } = usePeopleTranslation();
  const { register, handleSubmit, control, formState, setFocus } = useForm<TeamProfileFormValues, unknown, TeamProfileFormOutput>({
    resolver: zodResolver(teamProfileSchema),
    defaultValues: toFormValues(profile),
  });
  // The reason is shown in the form, where the member is, so no toast repeats it.
  const save = useSaveTeamProfile({ mutationConfig: { onError: () => undefined } });
  const [title, bio] = useWatch({ control, name: ['title', 'bio'] });

  // Opened from its card's Edit button: the member goes on typing where the form is.
  useEffect(() => setFocus('title'), [setFocus]);

  const fieldId = (field: TeamProfileField) => `${id}-${field}`;
  const refusalOf = (field: TeamProfileField) => {
    const message = formState.errors[field]?.message;
    return message ? t(message) : undefined;
  };
  const counter = (value: string, max: number) => t('form.characters', { used: value.trim().length, max });

  // mutateAsync: the form closes when the save is kept, whether or not it is still on the page.
  const submit = handleSubmit((values) =>
    save.mutateAsync({ organizationId, userId, fields: toSavedFields(values, { withStanding: canSetStanding }) }).then(
      () => {
        toast({ title: t('form.saved', { name }), variant: 'success' });
        onClose();
      },
      () => undefined,
    ),
  );

  return (
    <form
      id={id}
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      noValidate
      aria-label={t('form.label', { name })}
      data-testid="team-profile-form"
      className="grid gap-4 border-t border-slate-200 pt-4 sm:grid-cols-2 dark:border-slate-800"
    >
      <FormControl
        id={fieldId('title')}
        label={t('fields.title')}
        refusal={refusalOf('title')}
        counter={counter(title, TEAM_PROFILE_LIMITS.title)}
        className="sm:col-span-2"
        render={(described) => <input id={fieldId('title')} type="text" dir="auto" className="text-field" {...described} {...register('title')} />}
      />
      <FormControl
        id={fieldId('linkedinUrl')}
        label={t('fields.linkedinUrl')}
        hint={t('fields.linkedinUrlHint')}
        refusal={refusalOf('linkedinUrl')}
        className="sm:col-span-2"
        render={(described) => <input id={fieldId('linkedinUrl')} type="url" inputMode="url" dir="ltr" className="text-field" {...described} {...register('linkedinUrl')} />}
      />
      <FormControl
        id={fieldId('bio')}
        label={t('fields.bio')}
        refusal={refusalOf('bio')}
        counter={counter(bio, TEAM_PROFILE_LIMITS.bio)}
        className="sm:col-span-2"
        render={(described) => <textarea id={fieldId('bio')} rows={4} dir="auto" className="text-field" {...described} {...register('bio')} />}
      />
      {canSetStanding ? (
        <>
          <FormControl
            id={fieldId('equityRole')}
            label={t('fields.equityRole')}
            refusal={refusalOf('equityRole')}
            render={(described) => (
              <select id={fieldId('equityRole')} className="text-field" {...described} {...register('equityRole')}>
                <option value="">{t('form.notSet')}</option>
                {EQUITY_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t(`equityRoles.${role}`)}
                  </option>
                ))}
              </select>
            )}
          />
          <FormControl
            id={fieldId('joinedOn')}
            label={t('fields.joinedOn')}
            refusal={refusalOf('joinedOn')}
            render={(described) => <input id={fieldId('joinedOn')} type="date" dir="ltr" className="text-field" {...described} {...register('joinedOn')} />}
          />
        </>
      ) : (
        <p className="text-xs text-slate-500 sm:col-span-2 dark:text-slate-400" data-testid="standing-note">
          {t('form.standingNote')}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <button type="submit" className="primary-button" disabled={save.isPending}>
          {save.isPending ? t('form.saving') : t('form.save')}
        </button>
        <button type="button" className="secondary-button" onClick={onClose}>
          {t('form.cancel')}
        </button>
        {save.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {t(SAVE_FAILURES[errorCode(save.error) ?? ''] ?? 'form.saveFailed')}
          </p>
        ) : null}
      </div>
    </form>
  );
}
