import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { ServiceError } from '@fikrspace/errors';
import { toastFailure } from '@fikrspace/ui';
import { metricKeys, metricMutationKeys, type MetricsScope } from '../keys';

export interface UpdateCustomMetricInput extends MetricsScope {
  key: string;
  name: string;
  description: string | null;
}

/**
 * Renames one of the company's own metrics or changes its description; its key, unit and
 * aggregation stay, since its values were reported by them. No row back means the policies
 * refused (a role that may not write, another company, a catalogue metric).
 */
export async function updateCustomMetric(db: DbClient, { organizationId, key, name, description }: UpdateCustomMetricInput, signal?: AbortSignal): Promise<void> {
  const context = { table: 'metric_definitions', organizationId, key };
  let request = db.from('metric_definitions').update({ name, description }).eq('organization_id', organizationId).eq('key', key).select('key');
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', context);
  if (!data?.length) throw new ServiceError('Permission denied: update on metric_definitions', 'PERMISSION_DENIED', context, 403);
}

export const updateCustomMetricMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: metricMutationKeys.updateCustomMetric,
    mutationFn: async (input: UpdateCustomMetricInput) => updateCustomMetric(await whenDb(), input),
    onSuccess: (_nothing, input) => queryClient.invalidateQueries({ queryKey: metricKeys.definitions(input.viewerOrganizationId, input.organizationId) }),
  });

export function useUpdateCustomMetric({ mutationConfig }: { mutationConfig?: MutationConfig<void, UpdateCustomMetricInput> } = {}) {
  return useMutation(withCallerConfig(updateCustomMetricMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
