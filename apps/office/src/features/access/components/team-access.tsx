import { EmptyState, ErrorPanel, LoadingScreen, useMediaQuery } from '@fikrspace/ui';
import { useState } from 'react';
import { useTeamAccess } from '../hooks/use-team-access';
import { TeamCards } from './team-cards';
import { TeamTable } from './team-table';
import { WIDE_SCREEN } from './wide-screen';
import { useAccessTranslation } from '../hooks/use-access-translation';

export interface TeamAccessProps {
  organizationId: string;
  /** Whether the caller administers access here; otherwise everything is shown read-only. */
  canManage: boolean;
}

/** The team, as a table on wide screens and as cards on phones; one member's access open at a time. */
export function TeamAccess({ organizationId, canManage }: TeamAccessProps) {
  const { t } = useAccessTranslation();
  const team = useTeamAccess(organizationId);
  const wide = useMediaQuery(WIDE_SCREEN);
  const [openMember, setOpenMember] = useState<string | null>(null);

  if (team.error) return <ErrorPanel error={team.error} onTryAgain={team.retry} />;
  if (!team.data) return <LoadingScreen fullPage={false} />;
  if (team.data.members.length === 0) return <EmptyState title={t('team.emptyTitle')} description={t('team.emptyBody')} />;

  const props = {
    organizationId,
    canManage,
    team: team.data,
    openMember,
    onToggle: (userId: string) => setOpenMember((current) => (current === userId ? null : userId)),
  };
  return (
    <section aria-labelledby="team-members-title" className="flex flex-col gap-3">
      <h2 id="team-members-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('team.membersTitle', { members: team.data.members.length })}
      </h2>
      {wide ? <TeamTable {...props} /> : <TeamCards {...props} />}
    </section>
  );
}
