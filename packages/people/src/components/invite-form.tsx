import { MATRIX_ROLES } from '@fikrspace/access';
import { toast } from '@fikrspace/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useInviteMember } from '../api/invite-member';
import { invitationSchema, type InvitationFormOutput, type InvitationFormValues } from '../invitation-schema';
import { FailureNote } from './failure-note';
import { FormControl } from './form-control';
import { usePeopleFormat } from './people-format';
import { usePeopleTranslation } from './use-people-translation';

/**
 * Invites someone by e-mail with a role, through the invitation flow the office uses (the
 * invite-member edge function queues the mail; the invitee accepts at /accept-invite). What the
 * database refuses is said under the form in its own words, and the address typed stays.
 */
export function InviteForm({ organizationId }: { organizationId: string }) {
  const { t } = usePeopleTranslation();
  const format = usePeopleFormat();
  const id = useId();
  const { register, handleSubmit, reset, getValues, formState } = useForm<InvitationFormValues, unknown, InvitationFormOutput>({
    resolver: zodResolver(invitationSchema),
    defaultValues: { email: '', role: 'viewer' },
  });
  // The refusal is shown under the form, so no toast repeats it.
  const invite = useInviteMember({ mutationConfig: { onError: () => undefined } });
  const emailRefusal = formState.errors.email?.message;

  const submit = handleSubmit((values) =>
    invite.mutateAsync({ organizationId, email: values.email, role: values.role }).then(
      (sent) => {
        toast({ variant: 'success', title: t('invitations.sent', { email: sent.email, role: format.role(sent.role) }) });
        reset({ email: '', role: getValues('role') });
      },
      () => undefined,
    ),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={invite.isPending} aria-label={t('invitations.formLabel')} className="flex flex-col gap-3" data-testid="invite-form">
      <div className="grid gap-3 md:grid-cols-[2fr_1fr_auto] md:items-end">
        <FormControl
          id={`${id}-email`}
          label={t('invitations.email')}
          refusal={emailRefusal ? t(emailRefusal) : undefined}
          render={(described) => <input id={`${id}-email`} type="email" dir="ltr" autoComplete="off" className="text-field" {...described} {...register('email')} />}
        />
        <FormControl
          id={`${id}-role`}
          label={t('invitations.role')}
          render={(described) => (
            <select id={`${id}-role`} className="text-field" {...described} {...register('role')}>
              {MATRIX_ROLES.map((role) => (
                <option key={role} value={role}>
                  {format.role(role)}
                </option>
              ))}
            </select>
          )}
        />
        <button type="submit" className="primary-button" disabled={invite.isPending}>
          {invite.isPending ? t('invitations.sending') : t('invitations.send')}
        </button>
      </div>
      {invite.isError ? <FailureNote summary={t('invitations.failed')} error={invite.error} /> : null}
    </form>
  );
}
