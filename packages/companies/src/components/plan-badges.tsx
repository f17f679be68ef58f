import type { AchievementKind, MilestoneStatus } from '../model';
import { useCompaniesTranslation } from './use-companies-translation';

const STATUS_TONES: Record<MilestoneStatus, string> = {
  planned: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  in_progress: 'bg-sky-50 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
  done: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  at_risk: 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  dropped: 'bg-slate-100 text-slate-700 line-through dark:bg-slate-800 dark:text-slate-300',
};

const badge = 'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium';

/** A milestone's status, in words and colour (the words alone carry it for those who do not see colour). */
export function StatusBadge({ status }: { status: MilestoneStatus }) {
  const { t } = useCompaniesTranslation();
  return (
    <span className={`${badge} ${STATUS_TONES[status]}`} data-testid="milestone-status">
      {t(`plan.statuses.${status}`)}
    </span>
  );
}

/** The mark of a milestone whose date has passed while it is still to do. */
export function LateBadge() {
  const { t } = useCompaniesTranslation();
  return (
    <span className={`${badge} bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200`} data-testid="late-badge">
      <svg viewBox="0 0 16 16" width={12} height={12} aria-hidden="true" fill="currentColor">
        <path d="M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13Zm.75 3v4h-1.5v-4h1.5Zm0 5.5v1.5h-1.5V10h1.5Z" />
      </svg>
      {t('plan.late')}
    </span>
  );
}

/** One drawing per kind of achievement, beside its name: a flag, a trophy, a page of news, a seal, two hands. */
const KIND_PATHS: Record<AchievementKind, string> = {
  milestone: 'M5 21V4m0 0h11l-2 4 2 4H5',
  award: 'M8 4h8v5a4 4 0 0 1-8 0V4Zm0 2H5a3 3 0 0 0 3 3m8-3h3a3 3 0 0 1-3 3m-4 4v4m-4 4h8m-6-4h4',
  press: 'M5 5h11v14H7a2 2 0 0 1-2-2V5Zm11 4h3v8a2 2 0 0 1-2 2M8 9h5M8 12h5M8 15h3',
  certification: 'M12 3l2.2 1.6 2.7-.1.8 2.6 2.2 1.6-.9 2.6.9 2.6-2.2 1.6-.8 2.6-2.7-.1L12 21l-2.2-1.6-2.7.1-.8-2.6-2.2-1.6.9-2.6-.9-2.6 2.2-1.6.8-2.6 2.7.1L12 3Zm-3 9 2 2 4-4',
  partnership: 'M3 12l4-4 4 2 2-2 4 0 4 4-5 5-3-3-2 2-3-3-2 2-3-3Z',
};

const KIND_TONES: Record<AchievementKind, string> = {
  milestone: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  award: 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  press: 'bg-sky-50 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
  certification: 'bg-violet-50 text-violet-800 dark:bg-violet-950 dark:text-violet-200',
  partnership: 'bg-indigo-50 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200',
};

/** An achievement's kind: its drawing and its name. */
export function KindBadge({ kind }: { kind: AchievementKind }) {
  const { t } = useCompaniesTranslation();
  return (
    <span className={`${badge} ${KIND_TONES[kind]}`} data-testid="achievement-kind">
      <svg viewBox="0 0 24 24" width={14} height={14} aria-hidden="true" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
        <path d={KIND_PATHS[kind]} />
      </svg>
      {t(`plan.kinds.${kind}`)}
    </span>
  );
}
