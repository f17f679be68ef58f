import { Fragment } from 'react';
import { MemberAccessPanel } from './member-access-panel';
import { EnterpriseRole, MemberIdentity } from './member-identity';
import { MemberRoleSelect } from './member-role-select';
import { MemberToggle } from './member-toggle';
import type { TeamViewProps } from './team-view-props';
import { useAccessTranslation } from '../hooks/use-access-translation';

export function TeamTable({ organizationId, canManage, team, openMember, onToggle }: TeamViewProps) {
  const { t } = useAccessTranslation();
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full text-sm" data-testid="team-table">
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:bg-slate-950/60 dark:text-slate-400">
          <tr>
            <th scope="col" className="px-4 py-3 text-start">
              {t('team.member')}
            </th>
            <th scope="col" className="px-4 py-3 text-start">
              {t('team.enterpriseRole')}
            </th>
            <th scope="col" className="px-4 py-3 text-start">
              {t('team.matrixRole')}
            </th>
            <th scope="col" className="px-4 py-3 text-end">
              <span className="sr-only">{t('team.access')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {team.members.map((entry) => {
            const open = openMember === entry.member.userId;
            return (
              <Fragment key={entry.member.userId}>
                <tr data-testid="team-member" data-email={entry.member.email ?? undefined} className="border-t border-slate-200 align-middle dark:border-slate-800">
                  <th scope="row" className="px-4 py-3 text-start font-normal">
                    <MemberIdentity member={entry.member} />
                  </th>
                  <td className="px-4 py-3">
                    <EnterpriseRole member={entry.member} />
                  </td>
                  <td className="px-4 py-3">
                    <MemberRoleSelect organizationId={organizationId} member={entry.member} role={entry.role} canManage={canManage} />
                  </td>
                  <td className="px-4 py-3 text-end">
                    <MemberToggle userId={entry.member.userId} name={entry.member.name} open={open} canManage={canManage} onToggle={() => onToggle(entry.member.userId)} />
                  </td>
                </tr>
                {open ? (
                  <tr className="bg-slate-50/70 dark:bg-slate-950/40">
                    <td colSpan={4} className="px-4 pb-5 pt-2">
                      <MemberAccessPanel organizationId={organizationId} canManage={canManage} team={team} access={entry} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
