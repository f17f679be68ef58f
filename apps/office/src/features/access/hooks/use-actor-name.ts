import { useTranslation } from 'react-i18next';
import type { TeamAccess } from './use-team-access';

/**
 * Who made a change, named from the team. No one (null) is the system: rows it writes, such as
 * the products a new member receives, carry no granter.
 */
export function useActorName(team: TeamAccess): (userId: string | null) => string {
  const { t } = useTranslation();
  return (userId) => (userId === null ? t('officeAccess.system') : (team.nameOf(userId) ?? t('officeAccess.someoneElse')));
}
