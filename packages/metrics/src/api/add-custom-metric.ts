import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { toastFailure } from '@fikrspace/ui';
import { metricKeys, metricMutationKeys, type MetricsScope } from '../keys';
import { METRIC_DEFINITION_COLUMNS, type MetricAggregation, type MetricDefinition } from '../model';

export interface AddCustomMetricInput extends MetricsScope {
  /** `custom_…`, unique in the company (see customMetricKey). */
  key: string;
  name: string;
  description: string | null;
  unit: 'currency' | 'count' | 'percent';
  /** ISO 4217, for a currency only. */
  currencyCode: string | null;
  aggregation: MetricAggregation;
}

/** The company's own metrics come after the catalogue's (positions up to 130) and before the channels' (from 1000). */
const CUSTOM_POSITION = 200;

/**
 * Adds a metric of the company's own. Row level security lets members who write metrics add
 * one to their own company only; the table checks the key, the name and the currency.
 */
export async function addCustomMetric(db: DbClient, { organizationId, key, name, description, unit, currencyCode, aggregation }: AddCustomMetricInput, signal?: AbortSignal): Promise<MetricDefinition> {
  let request = db
    .from('metric_definitions')
    .insert({ organization_id: organizationId, key, name, description, unit, currency_code: unit === 'currency' ? currencyCode : null, aggregation, position: CUSTOM_POSITION })
    .select(METRIC_DEFINITION_COLUMNS.join(', '));
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.single<MetricDefinition>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'metric_definitions', organizationId, key });
  return data;
}

export const addCustomMetricMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: metricMutationKeys.addCustomMetric,
    mutationFn: async (input: AddCustomMetricInput) => addCustomMetric(await whenDb(), input),
    onSuccess: (_metric, input) => queryClient.invalidateQueries({ queryKey: metricKeys.definitions(input.viewerOrganizationId, input.organizationId) }),
  });

export function useAddCustomMetric({ mutationConfig }: { mutationConfig?: MutationConfig<MetricDefinition, AddCustomMetricInput> } = {}) {
  return useMutation(withCallerConfig(addCustomMetricMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
