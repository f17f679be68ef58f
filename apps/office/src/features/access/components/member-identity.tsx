import { useTranslation } from 'react-i18next';
import type { TeamMember } from '@fikrspace/people/api/get-team-members';
import { ACCESS_NAMESPACE, useAccessTranslation } from '../hooks/use-access-translation';

/** Name, e-mail and, for a deactivated account, a mark saying so. */
export function MemberIdentity({ member }: { member: TeamMember }) {
  const { t } = useAccessTranslation();
  return (
    <span className="flex min-w-0 flex-col">
      <span className="flex flex-wrap items-center gap-2 font-medium text-slate-900 dark:text-white">
        <span dir="auto">{member.name}</span>
        {member.isActive ? null : (
          <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-700 dark:text-slate-200">{t('team.inactive')}</span>
        )}
      </span>
      {member.email ? (
        <span className="break-all text-xs text-slate-600 dark:text-slate-400">
          <bdi>{member.email}</bdi>
        </span>
      ) : null}
    </span>
  );
}

/** The enterprise role in the page's language; a role the translations do not know shows the database's name for it. */
export function EnterpriseRole({ member }: { member: TeamMember }) {
  const { t } = useTranslation([ACCESS_NAMESPACE, 'enterprise-roles']);
  const role = member.enterpriseRole;
  return (
    <span className="text-slate-700 dark:text-slate-300">
      {role ? t(role.name, { ns: 'enterprise-roles', defaultValue: role.displayName }) : t('team.noEnterpriseRole')}
    </span>
  );
}
