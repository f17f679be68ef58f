import { useRevokePermission, type PermissionGrant } from '@fikrspace/access';
import { toast } from '@fikrspace/ui';
import { useId } from 'react';
import type { TeamMember } from '@fikrspace/people/api/get-team-members';
import { useAccessLabels } from '../hooks/use-access-labels';
import { useActorName } from '../hooks/use-actor-name';
import type { TeamAccess } from '../hooks/use-team-access';
import { grantState, type GrantState } from '../utils/grant-state';
import { ActionError } from '../../../components/action-error';
import { ActorStamp, TimeSentence } from './actor-stamp';
import { Identifier } from './identifier';
import { useAccessTranslation } from '../hooks/use-access-translation';

const STATE_STYLES: Record<GrantState, string> = {
  granted: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950/70 dark:text-emerald-200',
  revoked: 'bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  expired: 'bg-amber-100 text-amber-900 dark:bg-amber-950/70 dark:text-amber-200',
};

export interface PermissionGrantItemProps {
  organizationId: string;
  canManage: boolean;
  team: TeamAccess;
  member: TeamMember;
  grant: PermissionGrant;
}

export function PermissionGrantItem({ organizationId, canManage, team, member, grant }: PermissionGrantItemProps) {
  const { t } = useAccessTranslation();
  const labels = useAccessLabels();
  const actorName = useActorName(team);
  const revoke = useRevokePermission();
  const errorId = useId();
  const state = grantState(grant);
  const what = `${labels.resource(grant.resource)} · ${labels.action(grant.action)}`;

  function onRevoke() {
    revoke.mutate(
      { userId: member.userId, organizationId, resource: grant.resource, action: grant.action },
      { onSuccess: () => toast({ variant: 'success', title: t('toasts.revoked', { permission: what, name: member.name }) }) },
    );
  }

  return (
    <li data-testid="permission-grant" data-resource={grant.resource} data-action={grant.action} data-state={state} className="flex flex-col gap-2 py-2.5">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div className="flex min-w-0 flex-col gap-1 text-sm">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium text-slate-900 dark:text-white">
            <Identifier label={labels.resource(grant.resource)} value={grant.resource} />
            <span aria-hidden="true" className="text-slate-400">
              ·
            </span>
            <Identifier label={labels.action(grant.action)} value={grant.action} />
          </p>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {grant.expiresAt ? (
              <TimeSentence i18nKey={state === 'expired' ? 'grants.expired' : 'grants.expires'} iso={grant.expiresAt} />
            ) : (
              t('grants.noExpiry')
            )}
          </p>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            <ActorStamp i18nKey={state === 'revoked' ? 'grants.revokedBy' : 'grants.grantedBy'} name={actorName(grant.grantedBy)} iso={grant.updatedAt} />
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <span data-testid="grant-state" className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_STYLES[state]}`}>
            {t(`grants.states.${state}`)}
          </span>
          {canManage && state === 'granted' ? (
            <button
              type="button"
              className="secondary-button px-3 py-1.5"
              disabled={revoke.isPending}
              aria-busy={revoke.isPending}
              aria-describedby={revoke.isError ? errorId : undefined}
              aria-label={t('grants.revokeNamed', { permission: what })}
              onClick={onRevoke}
            >
              {revoke.isPending ? t('grants.revoking') : t('grants.revoke')}
            </button>
          ) : null}
        </div>
      </div>
      {revoke.isError ? <ActionError id={errorId} summary={t('errors.revoke')} error={revoke.error} /> : null}
    </li>
  );
}
