import { useId } from 'react';
import { MILESTONE_STATUSES, type Milestone, type MilestoneStatus } from '../model';
import { isLate } from '../roadmap-plan';
import { LateBadge, StatusBadge } from './plan-badges';
import { RowActions } from './row-actions';
import { useCompaniesTranslation } from './use-companies-translation';
import { usePlanFormat } from './use-plan-format';

export interface MilestoneItemProps {
  milestone: Milestone;
  today: string;
  /** The owner's name, or null while the members are not known. */
  ownerName: string | null;
  /** Given to members who may update the plan: the status select and Edit. */
  onStatusChange?: (status: MilestoneStatus) => void;
  onEdit?: () => void;
  /** Given to members who may delete from the plan. */
  onDelete?: () => void;
  /** A status change of this milestone is on its way. */
  busy?: boolean;
}

/** One milestone of the roadmap: what, by when, who, how it stands, and what the member may do to it. */
export function MilestoneItem({ milestone, today, ownerName, onStatusChange, onEdit, onDelete, busy = false }: MilestoneItemProps) {
  const { t } = useCompaniesTranslation();
  const format = usePlanFormat();
  const headingId = useId();
  const statusId = useId();
  const late = isLate(milestone, today);
  const facts: Array<[label: string, value: string]> = [
    [t('roadmap.target'), format.day(milestone.target_on)],
    ...(milestone.completed_on ? [[t('roadmap.completed'), format.day(milestone.completed_on)] as [string, string]] : []),
    ...(ownerName ? [[t('roadmap.owner'), ownerName] as [string, string]] : []),
  ];
  return (
    <li aria-labelledby={headingId} data-testid="milestone" className={`flex flex-col gap-3 rounded-xl border p-4 ${late ? 'border-red-200 dark:border-red-900/60' : 'border-slate-200 dark:border-slate-800'}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 font-semibold break-words text-slate-900 dark:text-slate-100">
          <bdi>{milestone.title}</bdi>
        </h3>
        <div className="flex flex-wrap gap-1.5">
          <StatusBadge status={milestone.status} />
          {late ? <LateBadge /> : null}
          <span className="inline-flex items-center rounded-full border border-slate-200 px-2.5 py-0.5 text-xs text-slate-600 dark:border-slate-700 dark:text-slate-300">{t(`plan.categories.${milestone.category}`)}</span>
        </div>
      </div>
      {milestone.description ? <p className="text-sm whitespace-pre-line text-slate-700 dark:text-slate-300"><bdi>{milestone.description}</bdi></p> : null}
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="flex gap-1.5">
            <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
            <dd className="text-slate-900 dark:text-slate-100">
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      {onStatusChange || onEdit || onDelete ? (
        <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3 dark:border-slate-800">
          {onStatusChange ? (
            <>
              <label htmlFor={statusId} className="text-sm text-slate-600 dark:text-slate-300">
                {t('roadmap.changeStatus')}
              </label>
              <select
                id={statusId}
                className="text-field w-auto py-1"
                value={milestone.status}
                disabled={busy}
                aria-describedby={headingId}
                onChange={(event) => onStatusChange(event.target.value as MilestoneStatus)}
              >
                {MILESTONE_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t(`plan.statuses.${status}`)}
                  </option>
                ))}
              </select>
            </>
          ) : null}
          <RowActions describedBy={headingId} onEdit={onEdit} onDelete={onDelete} />
        </div>
      ) : null}
    </li>
  );
}
