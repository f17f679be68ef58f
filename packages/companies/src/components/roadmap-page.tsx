import { EmptyState, ErrorPanel, LoadingScreen } from '@fikrspace/ui';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useDeleteMilestone } from '../api/delete-milestone';
import { useMilestones } from '../api/get-milestones';
import { useOrganizationMembers } from '../api/get-organization-members';
import { useSaveMilestone } from '../api/save-milestone';
import { localDay } from '../calendar';
import type { CompanyScope } from '../keys';
import { withStatus } from '../milestone-schema';
import type { Milestone } from '../model';
import { groupByQuarter, progressOf, quarterOf, type QuarterPlan } from '../roadmap-plan';
import { ConfirmDelete } from './confirm-delete';
import { MilestoneForm } from './milestone-form';
import { MilestoneItem } from './milestone-item';
import { PlanPageFrame } from './plan-page-frame';
import { NO_FILTER, RoadmapFilters, type RoadmapFilter } from './roadmap-filters';
import { useCompaniesTranslation } from './use-companies-translation';
import { usePlanFormat } from './use-plan-format';
import { usePlanPermissions } from './use-plan-permissions';

/**
 * The startup's roadmap: its milestones by quarter, each with its status, target date, owner and a
 * mark when it is late. Members who may write the plan (the matrix's objectives) add and edit
 * milestones in a dialog, change a status in place and delete after a question; the others read.
 * Any portal mounts it as a route's page; what it reads first is what `milestonesQueryOptions`
 * prefetches for the organization.
 */
export function RoadmapPage() {
  const { t } = useCompaniesTranslation();
  return (
    <PlanPageFrame title={t('roadmap.title')} description={t('roadmap.description')}>
      {(scope) => <Roadmap scope={scope} />}
    </PlanPageFrame>
  );
}

/** Which dialog is open: the form (for a milestone, or a new one) or the question before a deletion. */
type Dialog = { kind: 'form'; milestone: Milestone | null } | { kind: 'delete'; milestone: Milestone } | null;

function Roadmap({ scope }: { scope: CompanyScope }) {
  const { t } = useCompaniesTranslation();
  const format = usePlanFormat();
  const milestones = useMilestones(scope);
  const members = useOrganizationMembers(scope);
  const permissions = usePlanPermissions();
  // The day the page opened on: every "late" on it is measured by the same clock.
  const [today] = useState(() => localDay(new Date()));
  const [filter, setFilter] = useState<RoadmapFilter>(NO_FILTER);
  const [dialog, setDialog] = useState<Dialog>(null);
  const changeStatus = useSaveMilestone();
  const remove = useDeleteMilestone({ mutationConfig: { onError: () => undefined } });

  const shown = useMemo(
    () => (milestones.data ?? []).filter((milestone) => (!filter.status || milestone.status === filter.status) && (!filter.category || milestone.category === filter.category)),
    [milestones.data, filter],
  );
  const quarters = useMemo(() => groupByQuarter(shown), [shown]);

  // Until the permissions are in, the page cannot tell which controls to show.
  if (milestones.isPending || permissions.isLoading) return <LoadingScreen fullPage={false} />;
  if (milestones.isError) return <ErrorPanel error={milestones.error} headingLevel={2} onTryAgain={() => void milestones.refetch()} />;

  const addButton = permissions.canCreate ? (
    <button type="button" className="primary-button" onClick={() => setDialog({ kind: 'form', milestone: null })}>
      {t('roadmap.add')}
    </button>
  ) : null;

  return (
    <>
      {milestones.data.length === 0 ? (
        <EmptyState title={t('roadmap.emptyTitle')} description={permissions.canCreate ? t('roadmap.emptyHint') : t('roadmap.emptyReadOnlyHint')} action={addButton} />
      ) : (
        <>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <RoadmapFilters filter={filter} onChange={setFilter} />
            {addButton}
          </div>
          {permissions.canUpdate ? null : (
            <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="read-only-note">
              {t('plan.readOnly')}
            </p>
          )}
          {quarters.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
              <p>{t('roadmap.noMatch')}</p>
              <button type="button" className="secondary-button" onClick={() => setFilter(NO_FILTER)}>
                {t('roadmap.filters.clear')}
              </button>
            </div>
          ) : (
            quarters.map((group) => (
              <QuarterSection key={group.quarter.key} group={group} today={today}>
                {group.milestones.map((milestone) => (
                  <MilestoneItem
                    key={milestone.id}
                    milestone={milestone}
                    today={today}
                    ownerName={format.owner(milestone.owner_user_id, members.data)}
                    busy={changeStatus.isPending && changeStatus.variables?.milestoneId === milestone.id}
                    onStatusChange={permissions.canUpdate ? (status) => changeStatus.mutate({ ...scope, milestoneId: milestone.id, milestone: withStatus(milestone, status) }) : undefined}
                    onEdit={permissions.canUpdate ? () => setDialog({ kind: 'form', milestone }) : undefined}
                    onDelete={permissions.canDelete ? () => setDialog({ kind: 'delete', milestone }) : undefined}
                  />
                ))}
              </QuarterSection>
            ))
          )}
        </>
      )}
      {dialog?.kind === 'form' ? <MilestoneForm scope={scope} milestone={dialog.milestone} members={members.data ?? []} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDelete
          title={t('roadmap.confirmDeleteTitle')}
          description={t('roadmap.confirmDeleteBody', { title: dialog.milestone.title })}
          deletion={remove}
          input={{ ...scope, milestoneId: dialog.milestone.id }}
          deletedText={t('roadmap.deleted')}
          failedKey="roadmap.deleteFailed"
          onDone={() => setDialog(null)}
        />
      ) : null}
    </>
  );
}

/** One quarter of the roadmap: its name, whether it is the current one, how much of it is done, and its milestones. */
function QuarterSection({ group, today, children }: { group: QuarterPlan<Milestone>; today: string; children: ReactNode }) {
  const { t } = useCompaniesTranslation();
  const format = usePlanFormat();
  const headingId = useId();
  const { done, planned } = progressOf(group, today);
  const isCurrent = quarterOf(today).key === group.quarter.key;
  return (
    <section aria-labelledby={headingId} data-testid="roadmap-quarter" className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="flex flex-wrap items-center gap-2 text-lg font-semibold">
          {format.quarter(group.quarter)}
          {isCurrent ? <span className="rounded-full bg-brand/15 px-2.5 py-0.5 text-xs font-medium text-emerald-800 dark:text-brand">{t('plan.thisQuarter')}</span> : null}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('roadmap.quarterDone', { done: format.number(done), planned: format.number(planned) })}</p>
      </div>
      <ul className="flex flex-col gap-3">{children}</ul>
    </section>
  );
}
