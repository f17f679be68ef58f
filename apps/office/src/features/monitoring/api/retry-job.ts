import { mutationOptions, toServiceError, useMutation, useQueryClient } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { ServiceError } from '@fikrspace/errors';
import { monitoringKeys } from './monitoring-keys';

/**
 * Gives a failed job a fresh start (public.retry_job: operators only, failed jobs only). Resolves
 * when the job is pending again; a job that is no longer failed is a business-rule error.
 */
export async function retryJob(db: DbClient, id: string): Promise<void> {
  const { data, error } = await db.rpc('retry_job', { p_id: id });
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { function: 'retry_job', id });
  if (data !== true) throw new ServiceError('Only a failed job can be retried; this one has moved on.', 'BUSINESS_RULE_VIOLATION', { id }, 409);
}

export const retryJobMutationOptions = () =>
  mutationOptions({
    mutationKey: [...monitoringKeys.all, 'retry-job'],
    mutationFn: async (id: string) => retryJob(await whenDb(), id),
  });

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    ...retryJobMutationOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...monitoringKeys.all, 'jobs'] }),
  });
}
