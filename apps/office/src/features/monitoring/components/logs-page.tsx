import { PageHeader } from '@fikrspace/ui';
import { useDateTimeFormat } from '../../../hooks/use-date-time-format';
import { LOG_LIMIT, useClientErrors, type ClientErrorRow } from '../api/get-client-errors';
import { useMailOutbox, type MailRow } from '../api/get-mail-outbox';
import { useMonitoringTranslation } from '../hooks/use-monitoring-translation';
import { Panel } from './panel';
import { QueryState } from './query-state';
import { MonitoringRoot } from './monitoring-root';

/**
 * The platform's logs: the errors visitors' browsers reported (error events, their text already
 * redacted and cut to 200 characters by the tracker) and the mails the job worker wrote to the
 * outbox.
 */
export default function LogsPage() {
  const { t } = useMonitoringTranslation();
  const errors = useClientErrors();
  const mail = useMailOutbox();
  return (
    <MonitoringRoot testId="office-logs">
      <PageHeader title={t('logs.title')} description={t('logs.description', { count: LOG_LIMIT })} />
      <Panel title={t('logs.errors.title')} description={t('logs.errors.description')} testId="client-errors">
        <QueryState query={errors} isEmpty={(rows) => rows.length === 0} empty={{ title: t('logs.errors.emptyTitle'), description: t('logs.errors.emptyBody') }}>
          {(rows) => <ClientErrorTable rows={rows} />}
        </QueryState>
      </Panel>
      <Panel title={t('logs.mail.title')} description={t('logs.mail.description')} testId="mail-outbox">
        <QueryState query={mail} isEmpty={(rows) => rows.length === 0} empty={{ title: t('logs.mail.emptyTitle'), description: t('logs.mail.emptyBody') }}>
          {(rows) => <MailTable rows={rows} />}
        </QueryState>
      </Panel>
    </MonitoringRoot>
  );
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function ClientErrorTable({ rows }: { rows: ClientErrorRow[] }) {
  const { t } = useMonitoringTranslation();
  const when = useDateTimeFormat();
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-2xl text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-400">
            <th scope="col" className="py-2 pe-3 text-start font-medium">{t('logs.errors.when')}</th>
            <th scope="col" className="py-2 pe-3 text-start font-medium">{t('logs.errors.page')}</th>
            <th scope="col" className="py-2 pe-3 text-start font-medium">{t('logs.errors.message')}</th>
            <th scope="col" className="py-2 text-start font-medium">{t('logs.errors.browser')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const properties = (row.properties ?? {}) as Record<string, unknown>;
            const metadata = (row.metadata ?? {}) as Record<string, unknown>;
            const errorType = text(properties.errorType);
            return (
              <tr key={row.id} className="border-b border-slate-100 align-top last:border-0 dark:border-slate-800" data-testid="client-error-row">
                <td className="py-2 pe-3 whitespace-nowrap">{when(row.timestamp)}</td>
                <td className="py-2 pe-3">
                  <bdi dir="ltr">{row.page_path ?? ''}</bdi>
                </td>
                <td className="py-2 pe-3">
                  {errorType ? <span className="me-2 rounded-full bg-red-100 px-2 py-0.5 text-xs text-red-900 dark:bg-red-950 dark:text-red-100">{t(`logs.errors.types.${errorType}`, { defaultValue: errorType })}</span> : null}
                  <bdi>{text(properties.message) || row.event_name}</bdi>
                </td>
                <td className="py-2 text-slate-600 dark:text-slate-400">
                  <bdi dir="ltr">{[text(metadata.browser), text(metadata.os), text(metadata.deviceType)].filter(Boolean).join(' · ')}</bdi>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function MailTable({ rows }: { rows: MailRow[] }) {
  const { t } = useMonitoringTranslation();
  const when = useDateTimeFormat();
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-2xl text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-400">
            <th scope="col" className="py-2 pe-3 text-start font-medium">{t('logs.mail.when')}</th>
            <th scope="col" className="py-2 pe-3 text-start font-medium">{t('logs.mail.template')}</th>
            <th scope="col" className="py-2 pe-3 text-start font-medium">{t('logs.mail.recipient')}</th>
            <th scope="col" className="py-2 pe-3 text-start font-medium">{t('logs.mail.subject')}</th>
            <th scope="col" className="py-2 text-start font-medium">{t('logs.mail.status')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-slate-100 align-top last:border-0 dark:border-slate-800" data-testid="mail-row">
              <td className="py-2 pe-3 whitespace-nowrap">{when(row.created_at)}</td>
              <td className="py-2 pe-3">{t(`logs.mail.templates.${row.template}`, { defaultValue: row.template })}</td>
              <td className="py-2 pe-3">
                <bdi dir="ltr">{row.recipient}</bdi>
              </td>
              <td className="py-2 pe-3">
                <bdi>{row.subject}</bdi>
              </td>
              <td className="py-2">{t(`logs.mail.statuses.${row.status}`, { defaultValue: row.status })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
