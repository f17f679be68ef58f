import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { toastFailure } from '@fikrspace/ui';
import { metricKeys, metricMutationKeys, type MetricsScope } from '../keys';

export interface RemoveCustomMetricInput extends MetricsScope {
  key: string;
}

/**
 * Removes one of the company's own metrics with all its values through `remove_custom_metric`;
 * each value of a submitted month stays in the corrections log. Answers how many values went.
 * The database refuses a catalogue metric and a marketing channel's (removed with the channel).
 */
export async function removeCustomMetric(db: DbClient, { organizationId, key }: Pick<RemoveCustomMetricInput, 'organizationId' | 'key'>, signal?: AbortSignal): Promise<number> {
  let request = db.rpc('remove_custom_metric', { p_organization: organizationId, p_key: key });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { function: 'remove_custom_metric', organizationId, key });
  return Number(data);
}

export const removeCustomMetricMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: metricMutationKeys.removeCustomMetric,
    mutationFn: async (input: RemoveCustomMetricInput) => removeCustomMetric(await whenDb(), input),
    // The metric's values go too: the series and months as well as the definitions.
    onSuccess: (_removed, input) => queryClient.invalidateQueries({ queryKey: metricKeys.company(input.viewerOrganizationId, input.organizationId) }),
  });

export function useRemoveCustomMetric({ mutationConfig }: { mutationConfig?: MutationConfig<number, RemoveCustomMetricInput> } = {}) {
  return useMutation(withCallerConfig(removeCustomMetricMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
