import { queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient, type Tables } from '@fikrspace/db';
import { monitoringKeys } from './monitoring-keys';

export const JOB_STATUSES = ['pending', 'processing', 'retrying', 'completed', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export type JobFilter = JobStatus | 'all';

export type JobRow = Pick<Tables<'background_jobs'>, 'id' | 'type' | 'data' | 'priority' | 'attempts' | 'max_attempts' | 'status' | 'error' | 'created_at' | 'processed_at' | 'completed_at' | 'failed_at' | 'run_at'>;

export const JOB_LIST_LIMIT = 50;

/** The newest jobs, of one status or all. */
export async function getJobs(db: DbClient, status: JobFilter): Promise<JobRow[]> {
  let query = db
    .from('background_jobs')
    .select('id, type, data, priority, attempts, max_attempts, status, error, created_at, processed_at, completed_at, failed_at, run_at')
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(JOB_LIST_LIMIT);
  if (status !== 'all') query = query.eq('status', status);
  const { data, error } = await query;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'background_jobs' });
  return data ?? [];
}

export const jobsQueryOptions = (status: JobFilter) =>
  queryOptions({
    queryKey: monitoringKeys.jobs(status),
    queryFn: async () => getJobs(await whenDb(), status),
    refetchInterval: 5_000,
  });

export function useJobs(status: JobFilter) {
  return useQuery(jobsQueryOptions(status));
}
