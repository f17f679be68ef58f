import { MemberAccessPanel } from './member-access-panel';
import { EnterpriseRole, MemberIdentity } from './member-identity';
import { MemberRoleSelect } from './member-role-select';
import { MemberToggle } from './member-toggle';
import type { TeamViewProps } from './team-view-props';
import { useAccessTranslation } from '../hooks/use-access-translation';

export function TeamCards({ organizationId, canManage, team, openMember, onToggle }: TeamViewProps) {
  const { t } = useAccessTranslation();
  return (
    <ul className="flex flex-col gap-3" data-testid="team-cards">
      {team.members.map((entry) => {
        const open = openMember === entry.member.userId;
        return (
          <li
            key={entry.member.userId}
            data-testid="team-member"
            data-email={entry.member.email ?? undefined}
            className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <MemberIdentity member={entry.member} />
            <dl className="flex flex-col gap-3 text-sm">
              <div className="flex flex-col gap-0.5">
                <dt className="text-xs text-slate-600 dark:text-slate-400">{t('team.enterpriseRole')}</dt>
                <dd>
                  <EnterpriseRole member={entry.member} />
                </dd>
              </div>
              <div className="flex flex-col gap-1">
                <dt className="text-xs text-slate-600 dark:text-slate-400">{t('team.matrixRole')}</dt>
                <dd className="min-w-0">
                  <MemberRoleSelect organizationId={organizationId} member={entry.member} role={entry.role} canManage={canManage} />
                </dd>
              </div>
            </dl>
            <MemberToggle userId={entry.member.userId} name={entry.member.name} open={open} canManage={canManage} onToggle={() => onToggle(entry.member.userId)} />
            {open ? <MemberAccessPanel organizationId={organizationId} canManage={canManage} team={team} access={entry} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
