import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { toastFailure } from '@fikrspace/ui';
import { metricKeys, metricMutationKeys, type MetricsScope } from '../keys';
import type { MarketingChannel } from '../marketing';

export interface AddMarketingChannelInput extends MetricsScope {
  name: string;
}

/**
 * Adds a channel with its three metrics (spend, leads, customers won) through
 * `add_marketing_channel`, which keys them from the name and refuses a name the company uses.
 */
export async function addMarketingChannel(db: DbClient, { organizationId, name }: Pick<AddMarketingChannelInput, 'organizationId' | 'name'>, signal?: AbortSignal): Promise<MarketingChannel> {
  let request = db.rpc('add_marketing_channel', { p_organization: organizationId, p_name: name });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { function: 'add_marketing_channel', organizationId });
  return data;
}

export const addMarketingChannelMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: metricMutationKeys.addChannel,
    mutationFn: async (input: AddMarketingChannelInput) => addMarketingChannel(await whenDb(), input),
    // The channel and its metrics.
    onSuccess: (_channel, input) => queryClient.invalidateQueries({ queryKey: metricKeys.company(input.viewerOrganizationId, input.organizationId) }),
  });

export function useAddMarketingChannel({ mutationConfig }: { mutationConfig?: MutationConfig<MarketingChannel, AddMarketingChannelInput> } = {}) {
  return useMutation(withCallerConfig(addMarketingChannelMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
