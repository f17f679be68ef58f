import { ChevronIcon } from '@fikrspace/ui';
import { panelId } from './team-view-props';
import { useAccessTranslation } from '../hooks/use-access-translation';

/** Opens and closes a member's access panel; a real button, so Enter and Space work. */
export function MemberToggle({ userId, name, open, canManage, onToggle }: { userId: string; name: string; open: boolean; canManage: boolean; onToggle: () => void }) {
  const { t } = useAccessTranslation();
  return (
    <button
      type="button"
      className="secondary-button whitespace-nowrap"
      aria-expanded={open}
      aria-controls={panelId(userId)}
      data-testid="member-toggle"
      aria-label={t(canManage ? 'team.manageAccessOf' : 'team.viewAccessOf', { name })}
      onClick={onToggle}
    >
      <ChevronIcon width={16} height={16} className={open ? '-rotate-90' : 'rotate-180 rtl:rotate-0'} />
      {canManage ? t('team.manageAccess') : t('team.viewAccess')}
    </button>
  );
}
