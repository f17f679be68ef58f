import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { toastFailure } from '@fikrspace/ui';
import { metricKeys, metricMutationKeys, type MetricsScope } from '../keys';
import type { MarketingChannel } from '../marketing';

export interface RenameMarketingChannelInput extends MetricsScope {
  channelId: string;
  name: string;
}

/** Renames a channel and its metrics through `rename_marketing_channel`; its key, and so its values, stay. */
export async function renameMarketingChannel(db: DbClient, { channelId, name }: Pick<RenameMarketingChannelInput, 'channelId' | 'name'>, signal?: AbortSignal): Promise<MarketingChannel> {
  let request = db.rpc('rename_marketing_channel', { p_channel: channelId, p_name: name });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { function: 'rename_marketing_channel', channelId });
  return data;
}

export const renameMarketingChannelMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: metricMutationKeys.renameChannel,
    mutationFn: async (input: RenameMarketingChannelInput) => renameMarketingChannel(await whenDb(), input),
    onSuccess: (_channel, input) => queryClient.invalidateQueries({ queryKey: metricKeys.company(input.viewerOrganizationId, input.organizationId) }),
  });

export function useRenameMarketingChannel({ mutationConfig }: { mutationConfig?: MutationConfig<MarketingChannel, RenameMarketingChannelInput> } = {}) {
  return useMutation(withCallerConfig(renameMarketingChannelMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
