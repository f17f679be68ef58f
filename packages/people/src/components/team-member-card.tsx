import { useId, useRef, useState } from 'react';
import type { TeamEntry } from '../team';
import { EquityRoleBadge } from './equity-role-badge';
import { MemberAvatar } from './member-avatar';
import { usePeopleFormat } from './people-format';
import { TeamProfileForm } from './team-profile-form';
import { usePeopleTranslation } from './use-people-translation';

export interface TeamMemberCardProps {
  organizationId: string;
  entry: TeamEntry;
  /** The signed-in member's own card. */
  isSelf: boolean;
  /** Whether the viewer may change this profile: their own, or anyone's for those who may update the organization. */
  canEdit: boolean;
  /** Whether the viewer also sets the equity role and the joining date. */
  canSetStanding: boolean;
}

/**
 * One member: picture, name, title, equity role, access role (read-only: it is changed in the
 * office), joining date, LinkedIn page and bio; and, for whoever may change them, the form in the
 * card itself, which hands the focus back to its Edit button when it closes.
 */
export function TeamMemberCard({ organizationId, entry, isSelf, canEdit, canSetStanding }: TeamMemberCardProps) {
  const { t } = usePeopleTranslation();
  const format = usePeopleFormat();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const ids = { name: useId(), form: useId() };
  const { member, profile, role } = entry;
  // Before the team records a joining date, the day they joined the platform's organization.
  const joinedOn = profile?.joined_on ?? member.joinedAt.slice(0, 10);
  const close = () => {
    setEditing(false);
    editButton.current?.focus();
  };

  return (
    <li data-testid="team-member" data-user-id={member.userId} className="flex">
      <article aria-labelledby={ids.name} className="flex w-full min-w-0 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
        <div className="flex items-start gap-4">
          <MemberAvatar name={member.name} avatarUrl={member.avatarUrl} />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <h3 id={ids.name} className="flex flex-wrap items-center gap-2 font-semibold text-slate-900 dark:text-white">
              <span dir="auto" className="break-words">
                {member.name}
              </span>
              {isSelf ? <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-800 dark:bg-sky-900/60 dark:text-sky-200">{t('card.you')}</span> : null}
            </h3>
            <p dir="auto" className="text-sm text-slate-700 dark:text-slate-300" data-testid="member-title">
              {profile?.title ?? t('card.noTitle')}
            </p>
            <div className="flex flex-wrap items-center gap-2">
              {profile?.equity_role ? <EquityRoleBadge role={profile.equity_role} /> : null}
              {role ? (
                <span className="text-xs text-slate-600 dark:text-slate-400" data-testid="member-role">
                  {t('card.role', { role: format.role(role) })}
                </span>
              ) : null}
            </div>
          </div>
        </div>
        <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="member-joined">
          {t('card.joined', { date: format.date(joinedOn) })}
        </p>
        {profile?.bio ? (
          <p dir="auto" className="text-sm leading-6 text-slate-700 dark:text-slate-300" data-testid="member-bio">
            {profile.bio}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center gap-3">
          {profile?.linkedin_url ? (
            <a href={profile.linkedin_url} target="_blank" rel="noopener noreferrer" className="text-sm font-medium text-sky-700 underline-offset-2 hover:underline dark:text-sky-300" aria-label={t('card.linkedinLabel', { name: member.name })}>
              {t('card.linkedin')}
            </a>
          ) : null}
          {canEdit ? (
            <button
              ref={editButton}
              type="button"
              className="secondary-button ms-auto py-1"
              aria-expanded={editing}
              aria-controls={editing ? ids.form : undefined}
              aria-label={isSelf ? t('card.editOwn') : t('card.editLabel', { name: member.name })}
              onClick={() => setEditing((open) => !open)}
            >
              {t('card.edit')}
            </button>
          ) : null}
        </div>
        {editing ? (
          <TeamProfileForm id={ids.form} organizationId={organizationId} userId={member.userId} name={member.name} profile={profile} canSetStanding={canSetStanding} onClose={close} />
        ) : null}
      </article>
    </li>
  );
}
