import { useId, useState, type FormEvent } from 'react';
import { useDateTimeFormat } from '../../../hooks/use-date-time-format';
import { ROUTE_VISITS_LIMIT, useRouteVisits, type RouteVisitFilters } from '../api/get-route-visits';
import { useMonitoringTranslation } from '../hooks/use-monitoring-translation';
import { useNumberFormat } from '../hooks/use-number-format';
import type { RangeDays } from '../utils/date-range';
import { Panel } from './panel';
import { QueryState } from './query-state';

type TextFilters = Required<Pick<RouteVisitFilters, 'route' | 'domain' | 'sessionId'>>;
const NO_FILTERS: TextFilters = { route: '', domain: '', sessionId: '' };
const FIELDS = ['route', 'domain', 'sessionId'] as const;

/** Single visits of the period, narrowed by route, domain or session (spec 000 §3). */
export function RouteVisits({ days }: { days: RangeDays }) {
  const { t } = useMonitoringTranslation();
  const formId = useId();
  const [draft, setDraft] = useState<TextFilters>(NO_FILTERS);
  const [applied, setApplied] = useState<TextFilters>(NO_FILTERS);
  const visits = useRouteVisits({ days, ...applied });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setApplied(draft);
  };
  return (
    <Panel title={t('routes.visits.title')} description={t('routes.visits.description', { count: ROUTE_VISITS_LIMIT })} testId="route-visits">
      <form className="grid gap-3 md:grid-cols-[1fr_1fr_1fr_auto] md:items-end" onSubmit={submit} aria-label={t('routes.visits.filters')}>
        {FIELDS.map((field) => (
          <div key={field} className="flex flex-col gap-1">
            <label htmlFor={`${formId}-${field}`} className="text-sm text-slate-700 dark:text-slate-300">
              {t(`routes.visits.${field}`)}
            </label>
            <input
              id={`${formId}-${field}`}
              className="text-field"
              dir="ltr"
              maxLength={500}
              value={draft[field]}
              placeholder={t(`routes.visits.${field}Placeholder`)}
              onChange={(event) => setDraft((current) => ({ ...current, [field]: event.target.value }))}
            />
          </div>
        ))}
        <div className="flex gap-2">
          <button type="submit" className="primary-button">
            {t('routes.visits.apply')}
          </button>
          <button
            type="button"
            className="secondary-button"
            onClick={() => {
              setDraft(NO_FILTERS);
              setApplied(NO_FILTERS);
            }}
          >
            {t('routes.visits.clear')}
          </button>
        </div>
      </form>
      <QueryState query={visits} isEmpty={(rows) => rows.length === 0} empty={{ title: t('routes.visits.emptyTitle'), description: t('routes.visits.emptyBody') }}>
        {(rows) => <VisitTable rows={rows} />}
      </QueryState>
    </Panel>
  );
}

function VisitTable({ rows }: { rows: NonNullable<ReturnType<typeof useRouteVisits>['data']> }) {
  const { t } = useMonitoringTranslation();
  const number = useNumberFormat();
  const when = useDateTimeFormat();
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-2xl text-sm" data-testid="route-visit-table">
        <thead>
          <tr className="border-b border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-400">
            <th scope="col" className="py-2 pe-3 text-start font-medium">{t('routes.visits.when')}</th>
            <th scope="col" className="py-2 pe-3 text-start font-medium">{t('routes.visits.route')}</th>
            <th scope="col" className="py-2 pe-3 text-start font-medium">{t('routes.visits.domain')}</th>
            <th scope="col" className="py-2 pe-3 text-start font-medium">{t('routes.visits.sessionId')}</th>
            <th scope="col" className="py-2 text-end font-medium">{t('routes.visits.duration')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-slate-100 last:border-0 dark:border-slate-800" data-testid="route-visit-row">
              <td className="py-2 pe-3 whitespace-nowrap">{when(row.created_at)}</td>
              <td className="py-2 pe-3">
                <bdi dir="ltr">{row.route}</bdi>
              </td>
              <td className="py-2 pe-3">
                <bdi dir="ltr">{row.domain ?? ''}</bdi>
              </td>
              <td className="max-w-40 truncate py-2 pe-3 font-mono text-xs" title={row.session_id ?? ''}>
                <bdi dir="ltr">{row.session_id ?? ''}</bdi>
              </td>
              <td className="py-2 text-end tabular-nums">{row.duration === null ? t('routes.none') : number.duration(row.duration)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
