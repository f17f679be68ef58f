import { MATRIX_ROLES, useAssignRole } from '@fikrspace/access';
import { toast } from '@fikrspace/ui';
import { useId } from 'react';
import type { TeamMember } from '@fikrspace/people/api/get-team-members';
import type { TeamRole } from '@fikrspace/people/api/get-team-roles';
import { useAccessLabels } from '../hooks/use-access-labels';
import { ActionError } from '../../../components/action-error';
import { NotShown } from './not-shown';
import { useAccessTranslation } from '../hooks/use-access-translation';

export interface MemberRoleSelectProps {
  organizationId: string;
  member: TeamMember;
  role: TeamRole | null;
  canManage: boolean;
}

/** The member's matrix role; choosing another assigns it (spec 001 §4 "Role assignment"). */
export function MemberRoleSelect({ organizationId, member, role, canManage }: MemberRoleSelectProps) {
  const { t } = useAccessTranslation();
  const labels = useAccessLabels();
  const assign = useAssignRole();
  const id = useId();
  const errorId = useId();

  if (!canManage)
    return role ? (
      <span data-testid="member-role" className="text-slate-800 dark:text-slate-200">
        {labels.role(role.role)}
      </span>
    ) : (
      <NotShown />
    );

  // While the change is on its way the select shows what was chosen; a refusal puts the actual role back.
  const value = assign.isPending ? assign.variables.role : (role?.role ?? '');
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="sr-only">
        {t('team.roleOf', { name: member.name })}
      </label>
      <select
        id={id}
        data-testid="role-select"
        className="text-field py-1.5 md:max-w-48"
        value={value}
        disabled={assign.isPending}
        aria-busy={assign.isPending}
        aria-describedby={assign.isError ? errorId : undefined}
        onChange={(event) => {
          const next = event.target.value;
          if (!next || next === role?.role) return;
          assign.mutate(
            { userId: member.userId, organizationId, role: next },
            { onSuccess: () => toast({ variant: 'success', title: t('toasts.roleAssigned', { name: member.name, role: labels.role(next) }) }) },
          );
        }}
      >
        {role ? null : (
          <option value="" disabled>
            {t('team.noRole')}
          </option>
        )}
        {MATRIX_ROLES.map((candidate) => (
          <option key={candidate} value={candidate}>
            {labels.role(candidate)}
          </option>
        ))}
      </select>
      {assign.isError ? <ActionError id={errorId} summary={t('errors.role')} error={assign.error} /> : null}
    </div>
  );
}
