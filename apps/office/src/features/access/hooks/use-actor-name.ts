import type { TeamAccess } from './use-team-access';
import { useAccessTranslation } from './use-access-translation';

/**
 * Who made a change, named from the team. No one (null) is the system: rows it writes, such as
 * the products a new member receives, carry no granter.
 */
export function useActorName(team: TeamAccess): (userId: string | null) => string {
  const { t } = useAccessTranslation();
  return (userId) => (userId === null ? t('system') : (team.nameOf(userId) ?? t('someoneElse')));
}
