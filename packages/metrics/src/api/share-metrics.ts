import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { toastFailure } from '@fikrspace/ui';
import { metricKeys, metricMutationKeys, type MetricsScope } from '../keys';

export interface ShareMetricsInput extends MetricsScope {
  granteeOrganizationId: string;
  /** Every metric, now and later; otherwise the keys listed. */
  allMetrics: boolean;
  metricKeys: readonly string[];
  includeDocuments?: boolean;
  /** The first and last months the grantee may read (`YYYY-MM-01`); open when null. */
  periodFrom?: string | null;
  periodTo?: string | null;
  /** When the grant ends (an ISO time in the future); never when null. */
  expiresAt?: string | null;
}

/**
 * Grants the company's metrics to an accelerator, investor or government body through
 * `share_metrics`, or changes the one live grant to it; answers the grant's id. The database
 * checks who may share, the grantee's type, the keys and the expiry, and logs the event.
 */
export async function shareMetrics(db: DbClient, input: ShareMetricsInput, signal?: AbortSignal): Promise<string> {
  const args = {
    p_organization: input.organizationId,
    p_grantee: input.granteeOrganizationId,
    p_all_metrics: input.allMetrics,
    p_metric_keys: input.allMetrics ? [] : [...input.metricKeys],
    p_include_documents: input.includeDocuments ?? false,
    // Left out rather than null: the generated argument types do not take null, the function does (its defaults are null).
    ...(input.periodFrom ? { p_period_from: input.periodFrom } : {}),
    ...(input.periodTo ? { p_period_to: input.periodTo } : {}),
    ...(input.expiresAt ? { p_expires_at: input.expiresAt } : {}),
  };
  let request = db.rpc('share_metrics', args);
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { function: 'share_metrics', organizationId: input.organizationId });
  return data;
}

export const shareMetricsMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: metricMutationKeys.share,
    mutationFn: async (input: ShareMetricsInput) => shareMetrics(await whenDb(), input),
    onSuccess: (_id, input) => queryClient.invalidateQueries({ queryKey: metricKeys.consent(input.viewerOrganizationId, input.organizationId) }),
  });

export function useShareMetrics({ mutationConfig }: { mutationConfig?: MutationConfig<string, ShareMetricsInput> } = {}) {
  return useMutation(withCallerConfig(shareMetricsMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
