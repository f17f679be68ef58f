import type { MemberAccess, TeamAccess } from '../hooks/use-team-access';
import { PanelCard } from './panel-card';
import { PermissionGrantItem } from './permission-grant-item';
import { useAccessTranslation } from '../hooks/use-access-translation';

export interface PermissionGrantListProps {
  organizationId: string;
  canManage: boolean;
  team: TeamAccess;
  access: MemberAccess;
}

/** The member's explicit permissions beyond their role, revoked and expired ones included. */
export function PermissionGrantList({ organizationId, canManage, team, access }: PermissionGrantListProps) {
  const { t } = useAccessTranslation();
  return (
    <PanelCard title={t('grants.title')} hint={t('grants.hint')} testId="permission-grants">
      {access.grants.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{canManage ? t('grants.empty') : t('grants.emptyReadOnly')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {access.grants.map((grant) => (
            <PermissionGrantItem key={grant.id} organizationId={organizationId} canManage={canManage} team={team} member={access.member} grant={grant} />
          ))}
        </ul>
      )}
    </PanelCard>
  );
}
