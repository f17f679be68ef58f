import { type QueryConfig, queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import type { DefaultError } from '@tanstack/react-query';
import { metricKeys, type MetricsScope } from '../keys';
import { MARKETING_CHANNEL_COLUMNS, type MarketingChannel } from '../marketing';

/**
 * The company's marketing channels in their order. Row level security gives them to its members
 * who read metrics, and to a grantee only the channels whose metrics its grant covers.
 */
export async function getMarketingChannels(db: DbClient, { organizationId }: { organizationId: string }, signal?: AbortSignal): Promise<MarketingChannel[]> {
  let request = db.from('marketing_channels').select(MARKETING_CHANNEL_COLUMNS.join(', ')).eq('organization_id', organizationId).order('position').order('name');
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.returns<MarketingChannel[]>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'marketing_channels', organizationId });
  return data ?? [];
}

/** Also the route prefetch of the marketing page. */
export const marketingChannelsQueryOptions = (scope: MetricsScope) =>
  queryOptions({
    queryKey: metricKeys.channels(scope.viewerOrganizationId, scope.organizationId),
    queryFn: async ({ signal }) => getMarketingChannels(await whenDb(), scope, signal),
  });

type ChannelsKey = ReturnType<typeof metricKeys.channels>;

/** Disabled until there is an organization to read for. */
export function useMarketingChannels<TData = MarketingChannel[]>(scope: MetricsScope | null, { queryConfig }: { queryConfig?: QueryConfig<MarketingChannel[], TData, ChannelsKey> } = {}) {
  const { queryKey, queryFn } = marketingChannelsQueryOptions(scope ?? { viewerOrganizationId: '', organizationId: '' });
  return useQuery<MarketingChannel[], DefaultError, TData, ChannelsKey>({ queryKey, queryFn, enabled: !!scope, ...queryConfig });
}
