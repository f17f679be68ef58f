import { useDataRoomAccessLog } from '../api/get-data-room-access-log';
import { useDataRoomGrantees } from '../api/get-data-room-grantees';
import { useCapTableTranslation } from './use-cap-table-translation';

const card = 'rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900';

/** Who may open the shared folders now (the live grants with documents), and who opened what. */
export function DataRoomActivity({ organizationId, metricsHref }: { organizationId: string; metricsHref: string }) {
  const { t, i18n } = useCapTableTranslation();
  const grantees = useDataRoomGrantees(organizationId);
  const log = useDataRoomAccessLog(organizationId);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const day = (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
  const moment = (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <section aria-labelledby="data-room-grantees" className={card}>
        <h3 id="data-room-grantees" className="text-base font-semibold">
          {t('dataRoom.grantees')}
        </h3>
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{t('dataRoom.granteesHint')}</p>
        {grantees.isError ? (
          <p role="alert" className="mt-2 text-sm">
            {t('dataRoom.loadError')}
          </p>
        ) : grantees.data?.length ? (
          <ul className="mt-2 flex flex-col gap-1 text-sm" data-testid="data-room-grantees">
            {grantees.data.map((grantee) => (
              <li key={grantee.organization_id}>
                <span className="font-medium">{grantee.name}</span>
                {grantee.expires_at ? <span className="text-slate-500 dark:text-slate-400"> · {t('dataRoom.grantExpires', { date: day(grantee.expires_at) })}</span> : null}
              </li>
            ))}
          </ul>
        ) : grantees.data ? (
          <p className="mt-2 text-sm">{t('dataRoom.granteesEmpty')}</p>
        ) : null}
        <a className="mt-3 inline-block text-sm font-medium underline" href={metricsHref}>
          {t('dataRoom.manageGrants')}
        </a>
      </section>
      <section aria-labelledby="data-room-access-log" className={`${card} min-w-0 lg:col-span-2`}>
        <h3 id="data-room-access-log" className="text-base font-semibold">
          {t('dataRoom.accessLog')}
        </h3>
        {log.isError ? (
          <p role="alert" className="mt-2 text-sm">
            {t('dataRoom.loadError')}
          </p>
        ) : log.data?.length ? (
          // Scrolls sideways on a narrow screen; focusable so a keyboard can scroll it too.
          <div role="region" aria-labelledby="data-room-access-log" tabIndex={0} className="mt-2 relative overflow-x-auto outline-none focus-visible:ring-2 focus-visible:ring-brand">
            <table className="w-full text-start text-sm" data-testid="data-room-access-log">
              <thead>
                <tr className="text-xs text-slate-500 dark:text-slate-400">
                  <th scope="col" className="py-1 text-start font-medium">{t('dataRoom.who')}</th>
                  <th scope="col" className="py-1 text-start font-medium">{t('dataRoom.organization')}</th>
                  <th scope="col" className="py-1 text-start font-medium">{t('dataRoom.document')}</th>
                  <th scope="col" className="py-1 text-start font-medium">{t('dataRoom.action')}</th>
                  <th scope="col" className="py-1 text-start font-medium">{t('dataRoom.when')}</th>
                </tr>
              </thead>
              <tbody>
                {log.data.map((entry) => (
                  <tr key={entry.id} className="border-t border-slate-200 dark:border-slate-800">
                    <td className="py-1 pe-2">{entry.viewer_name ?? entry.viewer_email ?? '—'}</td>
                    <td className="py-1 pe-2">{entry.viewer_organization_name ?? '—'}</td>
                    <td className="py-1 pe-2">{entry.document_name}</td>
                    <td className="py-1 pe-2">{t(`dataRoom.actions.${entry.action}`)}</td>
                    <td className="py-1 tabular-nums">{moment(entry.at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : log.data ? (
          <p className="mt-2 text-sm">{t('dataRoom.accessLogEmpty')}</p>
        ) : null}
      </section>
    </div>
  );
}
