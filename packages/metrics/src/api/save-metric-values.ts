import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { ServiceError } from '@fikrspace/errors';
import { toastFailure } from '@fikrspace/ui';
import { metricKeys, metricMutationKeys, type MetricsScope } from '../keys';

export interface SaveMetricValuesInput extends MetricsScope {
  /** The draft month (`YYYY-MM-01`). */
  period: string;
  /** The values to set, by metric key; null removes the metric's value of the month. */
  values: Readonly<Record<string, number | null>>;
}

export interface SavedMetricValues {
  /** Values added or changed. */
  saved: number;
  /** Values the month no longer has. */
  removed: number;
}

/**
 * Sets several values of one draft month: the values given in one upsert, the ones set to null
 * in one delete. Each write asks for the rows it touched, and fewer than it named means the
 * policies refused them (a role that may not write, another company). The database refuses a
 * submitted month, a derived or unknown metric and a month that has not begun.
 */
export async function saveMetricValues(db: DbClient, { organizationId, period, values }: SaveMetricValuesInput, signal?: AbortSignal): Promise<SavedMetricValues> {
  const context = { table: 'metric_values', organizationId, period };
  const set = Object.entries(values).filter((entry): entry is [string, number] => entry[1] !== null);
  const removed = Object.keys(values).filter((key) => values[key] === null);
  let saved = 0;
  let cleared = 0;
  if (set.length) {
    const rows = set.map(([key, value]) => ({ organization_id: organizationId, metric_key: key, period, value }));
    let request = db.from('metric_values').upsert(rows, { onConflict: 'organization_id,metric_key,period' }).select('metric_key');
    if (signal) request = request.abortSignal(signal);
    const { data, error } = await request;
    if (error) throw toServiceError(error, 'DATABASE_ERROR', context);
    if ((data?.length ?? 0) < rows.length) throw new ServiceError('Permission denied: write on metric_values', 'PERMISSION_DENIED', context, 403);
    saved = rows.length;
  }
  if (removed.length) {
    let request = db.from('metric_values').delete().eq('organization_id', organizationId).eq('period', period).in('metric_key', removed).select('metric_key');
    if (signal) request = request.abortSignal(signal);
    const { data, error } = await request;
    if (error) throw toServiceError(error, 'DATABASE_ERROR', context);
    cleared = data?.length ?? 0;
  }
  return { saved, removed: cleared };
}

export const saveMetricValuesMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: metricMutationKeys.saveValues,
    mutationFn: async (input: SaveMetricValuesInput) => saveMetricValues(await whenDb(), input),
    // Settled, not only succeeded: a save that failed halfway changed some values all the same.
    onSettled: (_saved, _error, input) => queryClient.invalidateQueries({ queryKey: metricKeys.values(input.viewerOrganizationId, input.organizationId) }),
  });

export function useSaveMetricValues({ mutationConfig }: { mutationConfig?: MutationConfig<SavedMetricValues, SaveMetricValuesInput> } = {}) {
  return useMutation(withCallerConfig(saveMetricValuesMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
