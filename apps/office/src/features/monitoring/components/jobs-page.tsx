import { PageHeader } from '@fikrspace/ui';
import { useId, useState } from 'react';
import { useJobStats, type JobStats } from '../api/get-job-stats';
import { JOB_LIST_LIMIT, JOB_STATUSES, useJobs, type JobFilter } from '../api/get-jobs';
import { useMonitoringTranslation } from '../hooks/use-monitoring-translation';
import { useNumberFormat } from '../hooks/use-number-format';
import { JobTable } from './job-table';
import { Panel } from './panel';
import { QueryState } from './query-state';
import { StatCard } from './stat-card';
import { MonitoringRoot } from './monitoring-root';

/**
 * The job queue (spec 001 §3): how many jobs wait, run, retry and failed, the newest jobs of a
 * status, and a fresh start for a failed one. Both follow the queue every 5 s while open.
 */
export default function JobsPage() {
  const { t } = useMonitoringTranslation();
  const stats = useJobStats();
  return (
    <MonitoringRoot testId="office-jobs">
      <PageHeader title={t('jobs.title')} description={t('jobs.description')} />
      <QueryState query={stats}>{(data) => <QueueFigures stats={data} />}</QueryState>
      <JobList />
    </MonitoringRoot>
  );
}

function QueueFigures({ stats }: { stats: JobStats }) {
  const { t } = useMonitoringTranslation();
  const number = useNumberFormat();
  // Spec 001 §4: the queue is degraded when failures exceed 10% of completions.
  const failing = stats.failedLastDay > stats.completedLastDay * 0.1;
  return (
    <dl className="grid grid-cols-2 gap-4 md:grid-cols-4" data-testid="job-stats">
      <StatCard label={t('jobs.stats.pending')} value={number.count(stats.pending)} hint={stats.pending ? t('jobs.stats.oldestPending', { age: number.duration(stats.oldestPendingSeconds * 1000) }) : undefined} testId="jobs-pending" />
      <StatCard label={t('jobs.stats.processing')} value={number.count(stats.processing)} />
      <StatCard label={t('jobs.stats.retrying')} value={number.count(stats.retrying)} tone={stats.retrying ? 'warning' : 'neutral'} />
      <StatCard label={t('jobs.stats.failed')} value={number.count(stats.failed)} tone={stats.failed ? 'bad' : 'neutral'} testId="jobs-failed" />
      <StatCard label={t('jobs.stats.completed')} value={number.count(stats.completed)} />
      <StatCard label={t('jobs.stats.completedLastDay')} value={number.count(stats.completedLastDay)} />
      <StatCard label={t('jobs.stats.failedLastDay')} value={number.count(stats.failedLastDay)} tone={failing ? 'bad' : 'good'} hint={t('jobs.stats.failureRule')} />
    </dl>
  );
}

function JobList() {
  const { t } = useMonitoringTranslation();
  const filterId = useId();
  const [status, setStatus] = useState<JobFilter>('all');
  const jobs = useJobs(status);
  return (
    <Panel
      title={t('jobs.list.title')}
      description={t('jobs.list.description', { count: JOB_LIST_LIMIT })}
      testId="job-list"
      actions={
        <div className="flex items-center gap-2">
          <label htmlFor={filterId} className="text-sm text-slate-700 dark:text-slate-300">
            {t('jobs.list.filter')}
          </label>
          <select id={filterId} data-testid="job-status-filter" className="text-field py-1.5" value={status} onChange={(event) => setStatus(event.target.value as JobFilter)}>
            <option value="all">{t('jobs.status.all')}</option>
            {JOB_STATUSES.map((candidate) => (
              <option key={candidate} value={candidate}>
                {t(`jobs.status.${candidate}`)}
              </option>
            ))}
          </select>
        </div>
      }
    >
      <QueryState query={jobs} isEmpty={(rows) => rows.length === 0} empty={{ title: t('jobs.list.emptyTitle'), description: t('jobs.list.emptyBody') }}>
        {(rows) => <JobTable rows={rows} />}
      </QueryState>
    </Panel>
  );
}
