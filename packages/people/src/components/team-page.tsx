import { usePermission } from '@fikrspace/access';
import { useAppStore } from '@fikrspace/app-store';
import { EmptyState, ErrorPanel, LoadingScreen, PageHeader } from '@fikrspace/ui';
import { useId, useMemo, type ReactNode } from 'react';
import { useCanManageAccess } from '../api/get-can-manage-access';
import { useTeamMembers } from '../api/get-team-members';
import { useTeamProfiles } from '../api/get-team-profiles';
import { useTeamRoles } from '../api/get-team-roles';
import { composeTeam, type TeamEntry } from '../team';
import { InvitationsSection } from './invitations-section';
import { PeopleRoot } from './people-root';
import { TeamMemberCard } from './team-member-card';
import { usePeopleTranslation } from './use-people-translation';

/**
 * The current organization's team (Fikr People): its founders first, then everyone else, each with
 * their profile. Every member edits their own title, LinkedIn page and bio; members who may update
 * the organization (the matrix's organizations update) edit everyone's, the equity role and the
 * joining date included. Members who administer access (the office's rule) also see the open
 * invitations, withdraw them and invite someone new. Roles and product access are shown, never
 * changed, here: the office keeps them. The database decides what each write may do.
 */
export function TeamPage() {
  const { t } = usePeopleTranslation();
  const organizationId = useAppStore((state) => state.organization?.id ?? null);
  const userId = useAppStore((state) => state.user?.id ?? null);
  return (
    <PeopleRoot testId="team-page">
      <PageHeader title={t('page.title')} description={t('page.description')} />
      {organizationId ? <Team organizationId={organizationId} userId={userId} /> : <EmptyState title={t('page.noOrganization')} description={t('page.noOrganizationHint')} />}
    </PeopleRoot>
  );
}

function Team({ organizationId, userId }: { organizationId: string; userId: string | null }) {
  const { t } = usePeopleTranslation();
  const members = useTeamMembers(organizationId);
  const profiles = useTeamProfiles(organizationId);
  const roles = useTeamRoles(organizationId);
  const mayUpdate = usePermission('organizations', 'update');
  const canManage = useCanManageAccess(organizationId, userId);
  const reads = [members, profiles, roles];
  const team = useMemo(() => (members.data && profiles.data && roles.data ? composeTeam(members.data, profiles.data, roles.data) : null), [members.data, profiles.data, roles.data]);

  const failed = reads.find((read) => read.isError);
  if (failed) return <ErrorPanel error={failed.error} headingLevel={2} onTryAgain={() => reads.filter((read) => read.isError).forEach((read) => void read.refetch())} />;
  // Until the permission is known, the page cannot tell whose cards offer a form.
  if (!team || mayUpdate.isLoading) return <LoadingScreen fullPage={false} />;

  const invitations = canManage.data === true ? <InvitationsSection organizationId={organizationId} /> : null;
  if (team.founders.length + team.others.length === 0) {
    return (
      <>
        <EmptyState title={t('page.emptyTitle')} description={t(invitations ? 'page.emptyInviteHint' : 'page.emptyHint')} />
        {invitations}
      </>
    );
  }
  const card = (entry: TeamEntry) => (
    <TeamMemberCard
      key={entry.member.userId}
      organizationId={organizationId}
      entry={entry}
      isSelf={entry.member.userId === userId}
      canEdit={mayUpdate.allowed || entry.member.userId === userId}
      canSetStanding={mayUpdate.allowed}
    />
  );
  return (
    <>
      {mayUpdate.allowed ? null : (
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="own-profile-note">
          {t('page.ownProfileOnly')}
        </p>
      )}
      {team.founders.length ? <TeamSection title={t('page.founders')} testId="founders">{team.founders.map(card)}</TeamSection> : null}
      {team.others.length ? <TeamSection title={t('page.members')} testId="members">{team.others.map(card)}</TeamSection> : null}
      {invitations}
    </>
  );
}

function TeamSection({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid={testId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">{children}</ul>
    </section>
  );
}
