import { queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { monitoringKeys } from './monitoring-keys';

/** public.job_queue_stats's answer. */
export interface JobStats {
  pending: number;
  processing: number;
  retrying: number;
  completed: number;
  failed: number;
  oldestPendingSeconds: number;
  completedLastDay: number;
  failedLastDay: number;
}

export async function getJobStats(db: DbClient): Promise<JobStats> {
  const { data, error } = await db.rpc('job_queue_stats');
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { function: 'job_queue_stats' });
  return data as unknown as JobStats;
}

export const jobStatsQueryOptions = () =>
  queryOptions({
    queryKey: monitoringKeys.jobStats(),
    queryFn: async () => getJobStats(await whenDb()),
    // The queue moves every second; the screen follows it while open.
    refetchInterval: 5_000,
  });

export function useJobStats() {
  return useQuery(jobStatsQueryOptions());
}
