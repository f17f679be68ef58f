import type { DataShareEvent } from '../model';
import { readShareScope } from '../model';
import type { GrantTexts } from './use-grant-texts';
import { useMetricFormat } from './use-metric-format';
import { useMetricsTranslation } from './use-metrics-translation';

/** The log of grants, changes and revocations, newest first, each with what the grant gave after it. */
export function ShareLog({ events, texts }: { events: readonly DataShareEvent[]; texts: GrantTexts }) {
  const { t } = useMetricsTranslation();
  const format = useMetricFormat();
  if (events.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">{t('consent.log.empty')}</p>;
  return (
    <ol className="flex flex-col gap-2 text-sm" data-testid="share-log">
      {events.map((event) => {
        const scope = readShareScope(event.scope);
        const name = texts.grantee(event.grantee_organization_id);
        return (
          <li key={event.id} className="flex flex-wrap gap-x-3 gap-y-1 border-b border-slate-200 pb-2 last:border-b-0 dark:border-slate-800">
            <time dateTime={event.created_at} className="text-slate-600 tabular-nums dark:text-slate-400">
              {format.date(event.created_at)}
            </time>
            <span>{event.action === 'revoked' ? t('consent.log.revoked', { name }) : t(`consent.log.${event.action}`, { name, metrics: texts.metrics(scope) })}</span>
          </li>
        );
      })}
    </ol>
  );
}
