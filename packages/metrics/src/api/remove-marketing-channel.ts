import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { toastFailure } from '@fikrspace/ui';
import { metricKeys, metricMutationKeys, type MetricsScope } from '../keys';

export interface RemoveMarketingChannelInput extends MetricsScope {
  channelId: string;
}

/**
 * Removes a channel, its three metrics and all their values through `remove_marketing_channel`;
 * each value of a submitted month stays in the corrections log. Answers how many values went.
 */
export async function removeMarketingChannel(db: DbClient, { channelId }: Pick<RemoveMarketingChannelInput, 'channelId'>, signal?: AbortSignal): Promise<number> {
  let request = db.rpc('remove_marketing_channel', { p_channel: channelId });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { function: 'remove_marketing_channel', channelId });
  return Number(data);
}

export const removeMarketingChannelMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: metricMutationKeys.removeChannel,
    mutationFn: async (input: RemoveMarketingChannelInput) => removeMarketingChannel(await whenDb(), input),
    onSuccess: (_removed, input) => queryClient.invalidateQueries({ queryKey: metricKeys.company(input.viewerOrganizationId, input.organizationId) }),
  });

export function useRemoveMarketingChannel({ mutationConfig }: { mutationConfig?: MutationConfig<number, RemoveMarketingChannelInput> } = {}) {
  return useMutation(withCallerConfig(removeMarketingChannelMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
