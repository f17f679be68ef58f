import { MATRIX_ROLES } from '@fikrspace/access';
import { toast } from '@fikrspace/ui';
import { useId, useState, type FormEvent } from 'react';
import { ActionError } from '../../../components/action-error';
import { useDateTimeFormat } from '../../../hooks/use-date-time-format';
import { useInvitations, type Invitation } from '../api/get-invitations';
import { useInviteMember } from '../api/invite-member';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { useAccessLabels } from '../hooks/use-access-labels';
import { useAccessTranslation } from '../hooks/use-access-translation';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Invitations of one organization: invite someone by e-mail with a role (the invitation mail is
 * queued for the job worker), and the open invitations with a way to withdraw each.
 */
export function InvitationsPanel({ organizationId }: { organizationId: string }) {
  const { t } = useAccessTranslation();
  const titleId = useId();
  const invitations = useInvitations(organizationId, true);
  return (
    <section aria-labelledby={titleId} data-testid="invitations" className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div>
        <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('invitations.title')}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('invitations.description')}</p>
      </div>
      <InviteForm organizationId={organizationId} />
      {invitations.isError ? (
        <ActionError id={`${titleId}-error`} summary={t('invitations.loadFailed')} error={invitations.error} />
      ) : invitations.data?.length ? (
        <ul className="flex flex-col divide-y divide-slate-100 dark:divide-slate-800" data-testid="pending-invitations">
          {invitations.data.map((invitation) => (
            <PendingInvitation key={invitation.id} organizationId={organizationId} invitation={invitation} />
          ))}
        </ul>
      ) : invitations.isPending ? null : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('invitations.none')}</p>
      )}
    </section>
  );
}

function InviteForm({ organizationId }: { organizationId: string }) {
  const { t } = useAccessTranslation();
  const labels = useAccessLabels();
  const invite = useInviteMember();
  const ids = { email: useId(), role: useId(), error: useId() };
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<string>('viewer');
  const [emailError, setEmailError] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (invite.isPending) return;
    const address = email.trim();
    if (!EMAIL.test(address) || address.length > 320) {
      setEmailError(t('invitations.emailInvalid'));
      return;
    }
    setEmailError(null);
    invite.mutate(
      { organizationId, email: address, role },
      {
        onSuccess: (result) => {
          toast({ variant: 'success', title: t('invitations.sent', { email: result.email, role: labels.role(result.role) }) });
          setEmail('');
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={invite.isPending} className="flex flex-col gap-3" data-testid="invite-form">
      <div className="grid gap-3 md:grid-cols-[2fr_1fr_auto] md:items-end">
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.email} className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {t('invitations.email')}
          </label>
          <input
            id={ids.email}
            type="email"
            dir="ltr"
            autoComplete="off"
            maxLength={320}
            className="text-field"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? `${ids.email}-error` : undefined}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.role} className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {t('invitations.role')}
          </label>
          <select id={ids.role} className="text-field" value={role} onChange={(event) => setRole(event.target.value)}>
            {MATRIX_ROLES.map((candidate) => (
              <option key={candidate} value={candidate}>
                {labels.role(candidate)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="primary-button" disabled={invite.isPending}>
          {t('invitations.send')}
        </button>
      </div>
      {emailError ? (
        <p id={`${ids.email}-error`} className="text-sm text-red-700 dark:text-red-300">
          {emailError}
        </p>
      ) : null}
      {invite.isError ? <ActionError id={ids.error} summary={t('invitations.failed')} error={invite.error} /> : null}
    </form>
  );
}

function PendingInvitation({ organizationId, invitation }: { organizationId: string; invitation: Invitation }) {
  const { t } = useAccessTranslation();
  const labels = useAccessLabels();
  const when = useDateTimeFormat();
  const revoke = useRevokeInvitation();
  const errorId = useId();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm" data-testid="pending-invitation">
      <div className="flex flex-col">
        <bdi dir="ltr" className="self-start font-medium break-all text-slate-900 dark:text-white">
          {invitation.email}
        </bdi>
        <span className="text-slate-600 dark:text-slate-400">{t('invitations.pending', { role: labels.role(invitation.role), expires: when(invitation.expires_at) })}</span>
      </div>
      <button
        type="button"
        className="secondary-button py-1"
        disabled={revoke.isPending}
        aria-label={t('invitations.revokeLabel', { email: invitation.email })}
        aria-describedby={revoke.isError ? errorId : undefined}
        onClick={() => revoke.mutate({ id: invitation.id, organizationId }, { onSuccess: () => toast({ variant: 'success', title: t('invitations.revoked', { email: invitation.email }) }) })}
      >
        {t('invitations.revoke')}
      </button>
      {revoke.isError ? <ActionError id={errorId} summary={t('invitations.revokeFailed')} error={revoke.error} /> : null}
    </li>
  );
}
