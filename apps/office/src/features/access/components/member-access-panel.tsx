import type { MemberAccess, TeamAccess } from '../hooks/use-team-access';
import { GrantPermissionForm } from './grant-permission-form';
import { PermissionGrantList } from './permission-grant-list';
import { ProductAccessList } from './product-access-list';
import { panelId } from './team-view-props';
import { useAccessTranslation } from '../hooks/use-access-translation';

export interface MemberAccessPanelProps {
  organizationId: string;
  canManage: boolean;
  team: TeamAccess;
  access: MemberAccess;
}

/** One member's products and explicit permissions, with the controls to change them. */
export function MemberAccessPanel({ organizationId, canManage, team, access }: MemberAccessPanelProps) {
  const { t } = useAccessTranslation();
  const { member } = access;
  const titleId = `${panelId(member.userId)}-title`;
  return (
    <section id={panelId(member.userId)} aria-labelledby={titleId} data-testid="member-access-panel" className="flex flex-col gap-4">
      <h3 id={titleId} className="sr-only">
        {t('panel.title', { name: member.name })}
      </h3>
      <div className="grid gap-4 lg:grid-cols-2">
        <ProductAccessList organizationId={organizationId} canManage={canManage} team={team} access={access} />
        <div className="flex flex-col gap-4">
          <PermissionGrantList organizationId={organizationId} canManage={canManage} team={team} access={access} />
          {canManage ? <GrantPermissionForm organizationId={organizationId} member={member} role={access.role?.role ?? null} /> : null}
        </div>
      </div>
    </section>
  );
}
