import { EmptyState, ErrorPanel, LoadingScreen } from '@fikrspace/ui';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useDeleteAchievement } from '../api/delete-achievement';
import { useAchievements } from '../api/get-achievements';
import { useMilestones } from '../api/get-milestones';
import type { CompanyScope } from '../keys';
import type { Achievement } from '../model';
import { AchievementForm } from './achievement-form';
import { ConfirmDelete } from './confirm-delete';
import { KindBadge } from './plan-badges';
import { PlanPageFrame } from './plan-page-frame';
import { RowActions } from './row-actions';
import { useCompaniesTranslation } from './use-companies-translation';
import { usePlanFormat } from './use-plan-format';
import { usePlanPermissions } from './use-plan-permissions';

/**
 * What the startup has achieved: milestones reached, awards, press, certifications and
 * partnerships, as a timeline by year, newest first. Members who may write the plan add, edit and
 * delete them; the others read.
 */
export function AchievementsPage() {
  const { t } = useCompaniesTranslation();
  return (
    <PlanPageFrame title={t('achievements.title')} description={t('achievements.description')}>
      {(scope) => <Achievements scope={scope} />}
    </PlanPageFrame>
  );
}

type Dialog = { kind: 'form'; achievement: Achievement | null } | { kind: 'delete'; achievement: Achievement } | null;

function Achievements({ scope }: { scope: CompanyScope }) {
  const { t } = useCompaniesTranslation();
  const achievements = useAchievements(scope);
  // The milestones name what an achievement marks, and are what the form offers to link.
  const milestones = useMilestones(scope);
  const permissions = usePlanPermissions();
  const [dialog, setDialog] = useState<Dialog>(null);
  const remove = useDeleteAchievement({ mutationConfig: { onError: () => undefined } });
  const years = useMemo(() => {
    const byYear = new Map<number, Achievement[]>();
    for (const achievement of achievements.data ?? []) {
      const year = Number(achievement.achieved_on.slice(0, 4));
      byYear.set(year, [...(byYear.get(year) ?? []), achievement]);
    }
    return [...byYear.entries()].sort(([a], [b]) => b - a);
  }, [achievements.data]);

  if (achievements.isPending || permissions.isLoading) return <LoadingScreen fullPage={false} />;
  if (achievements.isError) return <ErrorPanel error={achievements.error} headingLevel={2} onTryAgain={() => void achievements.refetch()} />;

  const addButton = permissions.canCreate ? (
    <button type="button" className="primary-button" onClick={() => setDialog({ kind: 'form', achievement: null })}>
      {t('achievements.add')}
    </button>
  ) : null;
  const milestoneTitle = (id: string | null) => (id ? milestones.data?.find((milestone) => milestone.id === id)?.title : undefined);

  return (
    <>
      {years.length === 0 ? (
        <EmptyState title={t('achievements.emptyTitle')} description={permissions.canCreate ? t('achievements.emptyHint') : t('achievements.emptyReadOnlyHint')} action={addButton} />
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3">
            {permissions.canUpdate ? null : (
              <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="read-only-note">
                {t('plan.readOnly')}
              </p>
            )}
            <span className="ms-auto">{addButton}</span>
          </div>
          {years.map(([year, entries]) => (
            <YearOfAchievements key={year} year={year}>
              {entries.map((achievement) => (
                <AchievementItem
                  key={achievement.id}
                  achievement={achievement}
                  milestoneTitle={milestoneTitle(achievement.milestone_id)}
                  onEdit={permissions.canUpdate ? () => setDialog({ kind: 'form', achievement }) : undefined}
                  onDelete={permissions.canDelete ? () => setDialog({ kind: 'delete', achievement }) : undefined}
                />
              ))}
            </YearOfAchievements>
          ))}
        </>
      )}
      {dialog?.kind === 'form' ? <AchievementForm scope={scope} achievement={dialog.achievement} milestones={milestones.data ?? []} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDelete
          title={t('achievements.confirmDeleteTitle')}
          description={t('achievements.confirmDeleteBody', { title: dialog.achievement.title })}
          deletion={remove}
          input={{ ...scope, achievementId: dialog.achievement.id }}
          deletedText={t('achievements.deleted')}
          failedKey="achievements.deleteFailed"
          onDone={() => setDialog(null)}
        />
      ) : null}
    </>
  );
}

/** One year of the timeline: its heading, then its achievements along a line on the start side. */
function YearOfAchievements({ year, children }: { year: number; children: ReactNode }) {
  const format = usePlanFormat();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid="achievement-year" className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {format.year(year)}
      </h2>
      <ol className="flex flex-col gap-4 border-s-2 border-slate-200 ps-5 dark:border-slate-800">{children}</ol>
    </section>
  );
}

function AchievementItem({ achievement, milestoneTitle, onEdit, onDelete }: { achievement: Achievement; milestoneTitle?: string; onEdit?: () => void; onDelete?: () => void }) {
  const { t } = useCompaniesTranslation();
  const format = usePlanFormat();
  const headingId = useId();
  return (
    <li aria-labelledby={headingId} data-testid="achievement" className="relative flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      {/* The dot on the timeline's line, on the start side. */}
      <span aria-hidden="true" className="absolute -start-[1.72rem] top-5 size-3 rounded-full border-2 border-white bg-emerald-600 dark:border-slate-950 dark:bg-brand" />
      <div className="flex flex-wrap items-center gap-2">
        <KindBadge kind={achievement.kind} />
        <span className="text-sm text-slate-600 dark:text-slate-400">{format.day(achievement.achieved_on)}</span>
      </div>
      <h3 id={headingId} className="font-semibold break-words">
        <bdi>{achievement.title}</bdi>
      </h3>
      {achievement.awarded_by ? <p className="text-sm text-slate-700 dark:text-slate-300">{t('achievements.by', { name: achievement.awarded_by })}</p> : null}
      {achievement.description ? <p className="text-sm whitespace-pre-line text-slate-700 dark:text-slate-300"><bdi>{achievement.description}</bdi></p> : null}
      {milestoneTitle ? <p className="text-sm text-emerald-800 dark:text-emerald-300">{t('achievements.marks', { title: milestoneTitle })}</p> : null}
      {onEdit || onDelete ? (
        <div className="flex">
          <RowActions describedBy={headingId} onEdit={onEdit} onDelete={onDelete} />
        </div>
      ) : null}
    </li>
  );
}
