import { toast, useMediaQuery } from '@fikrspace/ui';
import { useId } from 'react';
import { ActionError } from '../../../components/action-error';
import { useDateTimeFormat } from '../../../hooks/use-date-time-format';
import type { JobRow } from '../api/get-jobs';
import { useRetryJob } from '../api/retry-job';
import { useMonitoringTranslation } from '../hooks/use-monitoring-translation';
import { useNumberFormat } from '../hooks/use-number-format';

const STATUS_TONE: Record<string, string> = {
  pending: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
  processing: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  retrying: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  completed: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  failed: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
};

/** The type, and for e-mail and analytics jobs the action they carry (`email · send-welcome`). */
export function jobName(job: Pick<JobRow, 'type' | 'data'>): string {
  const action = job.data && typeof job.data === 'object' && !Array.isArray(job.data) ? job.data.action : undefined;
  return typeof action === 'string' && action ? `${job.type} · ${action}` : job.type;
}

/** Jobs as a table: type, status, priority, attempts, when, and the last error of a failed one. */
export function JobTable({ rows }: { rows: JobRow[] }) {
  const { t } = useMonitoringTranslation();
  const number = useNumberFormat();
  const when = useDateTimeFormat();
  const wide = useMediaQuery('(min-width: 768px)');
  if (!wide) return <JobCards rows={rows} />;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-2xl text-sm" data-testid="job-table">
        <thead>
          <tr className="border-b border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-400">
            <th scope="col" className="py-2 pe-3 text-start font-medium">{t('jobs.table.type')}</th>
            <th scope="col" className="py-2 pe-3 text-start font-medium">{t('jobs.table.status')}</th>
            <th scope="col" className="py-2 pe-3 text-end font-medium">{t('jobs.table.priority')}</th>
            <th scope="col" className="py-2 pe-3 text-end font-medium">{t('jobs.table.attempts')}</th>
            <th scope="col" className="py-2 pe-3 text-start font-medium">{t('jobs.table.created')}</th>
            <th scope="col" className="py-2 text-start font-medium">{t('jobs.table.outcome')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((job) => (
            <tr key={job.id} className="border-b border-slate-100 align-top last:border-0 dark:border-slate-800" data-testid="job-row" data-status={job.status}>
              <td className="py-2 pe-3 font-mono text-xs">
                <bdi dir="ltr">{jobName(job)}</bdi>
              </td>
              <td className="py-2 pe-3">
                <StatusBadge status={job.status} />
              </td>
              <td className="py-2 pe-3 text-end tabular-nums">{number.count(job.priority)}</td>
              <td className="py-2 pe-3 text-end tabular-nums">{t('jobs.table.attemptsOf', { attempts: job.attempts, max: job.max_attempts })}</td>
              <td className="py-2 pe-3 whitespace-nowrap">{when(job.created_at)}</td>
              <td className="py-2">
                <JobOutcome job={job} when={when} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** On a phone: one card per job, the same facts as the table's columns. */
function JobCards({ rows }: { rows: JobRow[] }) {
  const { t } = useMonitoringTranslation();
  const number = useNumberFormat();
  const when = useDateTimeFormat();
  return (
    <ul className="flex flex-col gap-3">
      {rows.map((job) => (
        <li key={job.id} className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3 text-sm dark:border-slate-700" data-testid="job-card" data-status={job.status}>
          <div className="flex items-start justify-between gap-2">
            <span className="font-mono text-xs break-all">
              <bdi dir="ltr">{jobName(job)}</bdi>
            </span>
            <StatusBadge status={job.status} />
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-slate-700 dark:text-slate-300">
            <dt>{t('jobs.table.priority')}</dt>
            <dd className="tabular-nums">{number.count(job.priority)}</dd>
            <dt>{t('jobs.table.attempts')}</dt>
            <dd className="tabular-nums">{t('jobs.table.attemptsOf', { attempts: job.attempts, max: job.max_attempts })}</dd>
            <dt>{t('jobs.table.created')}</dt>
            <dd>{when(job.created_at)}</dd>
          </dl>
          <JobOutcome job={job} when={when} />
        </li>
      ))}
    </ul>
  );
}

function StatusBadge({ status }: { status: string }) {
  const { t } = useMonitoringTranslation();
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${STATUS_TONE[status] ?? STATUS_TONE.pending}`}>{t(`jobs.status.${status}`, { defaultValue: status })}</span>;
}

function JobOutcome({ job, when }: { job: JobRow; when: (iso: string) => string }) {
  const { t } = useMonitoringTranslation();
  if (job.status === 'failed') return <FailedJob job={job} />;
  if (job.status === 'completed' && job.completed_at) return <span>{t('jobs.table.completedAt', { when: when(job.completed_at) })}</span>;
  if (job.status === 'retrying') return <span className="text-amber-800 dark:text-amber-200">{t('jobs.table.retryAt', { when: when(job.run_at), error: job.error ?? '' })}</span>;
  return <span className="text-slate-500 dark:text-slate-400">{t('jobs.table.noOutcome')}</span>;
}

/** A failed job's last error and its Retry button (operators only: public.retry_job checks it). */
function FailedJob({ job }: { job: JobRow }) {
  const { t } = useMonitoringTranslation();
  const retry = useRetryJob();
  const errorId = useId();
  return (
    <div className="flex flex-col items-start gap-2">
      {job.error ? (
        <p className="text-red-800 dark:text-red-200">
          <bdi>{job.error}</bdi>
        </p>
      ) : null}
      <button
        type="button"
        className="secondary-button py-1"
        data-testid="retry-job"
        disabled={retry.isPending}
        aria-busy={retry.isPending}
        aria-describedby={retry.isError ? errorId : undefined}
        aria-label={t('jobs.retryLabel', { type: jobName(job) })}
        onClick={() => retry.mutate(job.id, { onSuccess: () => toast({ variant: 'success', title: t('jobs.retried', { type: jobName(job) }) }) })}
      >
        {t('jobs.retry')}
      </button>
      {retry.isError ? <ActionError id={errorId} summary={t('jobs.retryFailed')} error={retry.error} /> : null}
    </div>
  );
}
