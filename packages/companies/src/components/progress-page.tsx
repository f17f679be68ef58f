import { ErrorPanel, EmptyState, LoadingScreen } from '@fikrspace/ui';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useMilestones } from '../api/get-milestones';
import { localDay } from '../calendar';
import type { CompanyScope } from '../keys';
import type { Milestone } from '../model';
import { progressByQuarter, quarterOf, type QuarterProgress } from '../roadmap-plan';
import { PlanPageFrame } from './plan-page-frame';
import { PlanProgressBar } from './plan-progress-bar';
import { useCompaniesTranslation } from './use-companies-translation';
import { usePlanFormat } from './use-plan-format';

export interface ProgressPageProps {
  /** Beside the quarters on a wide screen, under them on a narrow one: what the portal adds, for the organization shown. */
  aside?: (scope: CompanyScope) => ReactNode;
}

/**
 * The startup's progress against its plan, quarter by quarter: done against planned as a bar, the
 * share of what was due that is done, how much was done on time, and which milestones are late or
 * at risk. Read-only: the plan is changed on the roadmap.
 */
export function ProgressPage({ aside }: ProgressPageProps) {
  const { t } = useCompaniesTranslation();
  return (
    <PlanPageFrame title={t('progress.title')} description={t('progress.description')}>
      {(scope) => <Progress scope={scope} aside={aside?.(scope)} />}
    </PlanPageFrame>
  );
}

function Progress({ scope, aside }: { scope: CompanyScope; aside: ReactNode }) {
  const { t } = useCompaniesTranslation();
  const milestones = useMilestones(scope);
  const [today] = useState(() => localDay(new Date()));
  const quarters = useMemo(() => progressByQuarter(milestones.data ?? [], today), [milestones.data, today]);

  if (milestones.isPending) return <LoadingScreen fullPage={false} />;
  if (milestones.isError) return <ErrorPanel error={milestones.error} headingLevel={2} onTryAgain={() => void milestones.refetch()} />;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex min-w-0 flex-col gap-6">
        {quarters.length === 0 ? (
          <EmptyState title={t('progress.emptyTitle')} description={t('progress.emptyHint')} />
        ) : (
          quarters.map((progress) => <QuarterProgressCard key={progress.quarter.key} progress={progress} isCurrent={quarterOf(today).key === progress.quarter.key} />)
        )}
      </div>
      {aside ? <div className="flex min-w-0 flex-col gap-6">{aside}</div> : null}
    </div>
  );
}

function QuarterProgressCard({ progress, isCurrent }: { progress: QuarterProgress<Milestone>; isCurrent: boolean }) {
  const { t } = useCompaniesTranslation();
  const format = usePlanFormat();
  const headingId = useId();
  const name = format.quarter(progress.quarter);
  const figures: Array<[label: string, value: string, testId: string]> = [
    [t('progress.doneOfDue'), format.percent(progress.percentDoneOfDue), 'done-of-due'],
    [t('progress.onTime'), format.percent(progress.onTimeRate), 'on-time'],
    [t('progress.lateCount'), format.number(progress.late.length), 'late-count'],
    [t('progress.atRiskCount'), format.number(progress.atRisk.length), 'at-risk-count'],
  ];
  return (
    <section aria-labelledby={headingId} data-testid="quarter-progress" className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <h2 id={headingId} className="flex flex-wrap items-center gap-2 text-lg font-semibold">
        {name}
        {isCurrent ? <span className="rounded-full bg-brand/15 px-2.5 py-0.5 text-xs font-medium text-emerald-800 dark:text-brand">{t('plan.thisQuarter')}</span> : null}
      </h2>
      <PlanProgressBar
        label={t('progress.barLabel', { quarter: name })}
        value={progress.done}
        max={progress.planned}
        valueText={t('progress.doneOfPlanned', { done: format.number(progress.done), planned: format.number(progress.planned) })}
      />
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        {figures.map(([label, value, testId]) => (
          <div key={testId} className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
            <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <MilestoneList title={t('progress.lateTitle')} milestones={progress.late} testId="late-list" tone="text-red-700 dark:text-red-300" />
      <MilestoneList title={t('progress.atRiskTitle')} milestones={progress.atRisk} testId="at-risk-list" tone="text-amber-800 dark:text-amber-300" />
    </section>
  );
}

/** The late or at-risk milestones of a quarter, with their dates; nothing when there are none. */
function MilestoneList({ title, milestones, testId, tone }: { title: string; milestones: readonly Milestone[]; testId: string; tone: string }) {
  const { t } = useCompaniesTranslation();
  const format = usePlanFormat();
  if (milestones.length === 0) return null;
  return (
    <div data-testid={testId}>
      <h3 className={`text-sm font-semibold ${tone}`}>{title}</h3>
      <ul className="mt-2 flex flex-col gap-1 text-sm">
        {milestones.map((milestone) => (
          <li key={milestone.id} className="flex flex-wrap justify-between gap-x-3">
            <bdi>{milestone.title}</bdi>
            <span className="text-slate-500 dark:text-slate-400">{t('progress.due', { date: format.day(milestone.target_on) })}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
