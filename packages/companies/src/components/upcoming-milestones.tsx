import { ErrorPanel } from '@fikrspace/ui';
import { useId, useMemo, useState } from 'react';
import { useUpcomingMilestones } from '../api/get-upcoming-milestones';
import { localDay } from '../calendar';
import type { CompanyScope } from '../keys';
import { isLate } from '../roadmap-plan';
import { LateBadge, StatusBadge } from './plan-badges';
import { useCompaniesTranslation } from './use-companies-translation';
import { usePlanFormat } from './use-plan-format';

export interface UpcomingMilestonesProps {
  scope: CompanyScope;
  /** How far ahead to look, in days. */
  days?: number;
  /** How many at most. */
  limit?: number;
}

/**
 * The open milestones near their date (and those past it, first): a panel for any page that wants
 * to say what is due soon, the dashboard's included.
 */
export function UpcomingMilestones({ scope, days = 30, limit = 5 }: UpcomingMilestonesProps) {
  const { t } = useCompaniesTranslation();
  const format = usePlanFormat();
  const headingId = useId();
  const [today] = useState(() => localDay(new Date()));
  const query = useMemo(() => ({ today, days, limit }), [today, days, limit]);
  const upcoming = useUpcomingMilestones(scope, query);

  return (
    <section aria-labelledby={headingId} data-testid="upcoming-milestones" className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('upcoming.title')}
      </h2>
      {upcoming.isPending ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          {t('upcoming.loading')}
        </p>
      ) : upcoming.isError ? (
        <ErrorPanel error={upcoming.error} headingLevel={3} onTryAgain={() => void upcoming.refetch()} />
      ) : upcoming.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('upcoming.empty', { days: format.number(days) })}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {upcoming.data.map((milestone) => (
            <li key={milestone.id} className="flex flex-col gap-1 border-b border-slate-100 pb-3 last:border-0 last:pb-0 dark:border-slate-800">
              <span className="font-medium">
                <bdi>{milestone.title}</bdi>
              </span>
              <span className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
                {t('progress.due', { date: format.day(milestone.target_on) })}
                <StatusBadge status={milestone.status} />
                {isLate(milestone, today) ? <LateBadge /> : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
