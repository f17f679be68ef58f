import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { toastFailure } from '@fikrspace/ui';
import { metricKeys, metricMutationKeys, type MetricsScope } from '../keys';
import type { MetricPeriod } from '../model';

export interface SubmitMetricPeriodInput extends MetricsScope {
  period: string;
}

/**
 * Locks a month through `submit_metric_period`: from then on a value changes only as a correction
 * with a reason. The database refuses a month that has not ended, an empty one and one already
 * submitted, each with a message for the member.
 */
export async function submitMetricPeriod(db: DbClient, { organizationId, period }: SubmitMetricPeriodInput, signal?: AbortSignal): Promise<MetricPeriod> {
  let request = db.rpc('submit_metric_period', { p_organization: organizationId, p_period: period });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { function: 'submit_metric_period', organizationId, period });
  return data;
}

export const submitMetricPeriodMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: metricMutationKeys.submitPeriod,
    mutationFn: async (input: SubmitMetricPeriodInput) => submitMetricPeriod(await whenDb(), input),
    onSuccess: (_period, input) => queryClient.invalidateQueries({ queryKey: metricKeys.values(input.viewerOrganizationId, input.organizationId) }),
  });

export function useSubmitMetricPeriod({ mutationConfig }: { mutationConfig?: MutationConfig<MetricPeriod, SubmitMetricPeriodInput> } = {}) {
  return useMutation(withCallerConfig(submitMetricPeriodMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
