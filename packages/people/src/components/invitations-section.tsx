import { toast } from '@fikrspace/ui';
import { useId } from 'react';
import { useInvitations, type Invitation } from '../api/get-invitations';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { FailureNote } from './failure-note';
import { InviteForm } from './invite-form';
import { usePeopleFormat } from './people-format';
import { usePeopleTranslation } from './use-people-translation';

/**
 * The organization's open invitations with a way to withdraw each, and the form that sends a new
 * one: for the members who administer access (the office's rule, `can_manage_access`).
 */
export function InvitationsSection({ organizationId }: { organizationId: string }) {
  const { t } = usePeopleTranslation();
  const titleId = useId();
  const invitations = useInvitations(organizationId, true);
  return (
    <section aria-labelledby={titleId} data-testid="invitations" className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <div>
        <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('invitations.title')}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('invitations.description')}</p>
      </div>
      <InviteForm organizationId={organizationId} />
      {invitations.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t('invitations.loadFailed')}
        </p>
      ) : invitations.data?.length ? (
        <ul className="flex flex-col divide-y divide-slate-100 dark:divide-slate-800" aria-label={t('invitations.pendingList')}>
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

function PendingInvitation({ organizationId, invitation }: { organizationId: string; invitation: Invitation }) {
  const { t } = usePeopleTranslation();
  const format = usePeopleFormat();
  // The row leaves the list once withdrawn; mutateAsync still says so after it is gone.
  const revoke = useRevokeInvitation({ mutationConfig: { onError: () => undefined } });
  const errorId = useId();
  const withdraw = () =>
    revoke.mutateAsync({ id: invitation.id, organizationId }).then(
      () => toast({ variant: 'success', title: t('invitations.revoked', { email: invitation.email }) }),
      () => undefined,
    );
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm" data-testid="pending-invitation">
      <div className="flex min-w-0 flex-col">
        <bdi dir="ltr" className="self-start font-medium break-all text-slate-900 dark:text-white">
          {invitation.email}
        </bdi>
        <span className="text-slate-600 dark:text-slate-400">{t('invitations.pending', { role: format.role(invitation.role), expires: format.moment(invitation.expires_at) })}</span>
      </div>
      <button
        type="button"
        className="secondary-button py-1"
        disabled={revoke.isPending}
        aria-label={t('invitations.revokeLabel', { email: invitation.email })}
        aria-describedby={revoke.isError ? errorId : undefined}
        onClick={() => void withdraw()}
      >
        {t('invitations.revoke')}
      </button>
      {revoke.isError ? <FailureNote id={errorId} summary={t('invitations.revokeFailed')} error={revoke.error} /> : null}
    </li>
  );
}
