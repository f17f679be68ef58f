import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { toastFailure } from '@fikrspace/ui';
import { metricKeys, metricMutationKeys, type MetricsScope } from '../keys';

export interface CorrectMetricValueInput extends MetricsScope {
  /** A submitted month. */
  period: string;
  metricKey: string;
  /** The corrected value; null removes the month's value of the metric. */
  value: number | null;
  /** Why it changes (3 to 500 characters), kept with the correction. */
  reason: string;
}

/**
 * Changes one value of a submitted month through `correct_metric_value`, which records the old
 * and new value, the reason, who and when. A draft month is edited instead (the database says so).
 */
export async function correctMetricValue(db: DbClient, { organizationId, period, metricKey, value, reason }: CorrectMetricValueInput, signal?: AbortSignal): Promise<void> {
  let request = db.rpc('correct_metric_value', {
    p_organization: organizationId,
    p_key: metricKey,
    p_period: period,
    // The function removes the value when given null; the generated argument type cannot say so.
    p_value: value as number,
    p_reason: reason.trim(),
  });
  if (signal) request = request.abortSignal(signal);
  const { error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { function: 'correct_metric_value', organizationId, period, metricKey });
}

export const correctMetricValueMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: metricMutationKeys.correctValue,
    mutationFn: async (input: CorrectMetricValueInput) => correctMetricValue(await whenDb(), input),
    onSuccess: (_nothing, input) => queryClient.invalidateQueries({ queryKey: metricKeys.values(input.viewerOrganizationId, input.organizationId) }),
  });

export function useCorrectMetricValue({ mutationConfig }: { mutationConfig?: MutationConfig<void, CorrectMetricValueInput> } = {}) {
  return useMutation(withCallerConfig(correctMetricValueMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
