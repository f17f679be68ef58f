import { type QueryConfig, queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { keepPreviousData, type DefaultError } from '@tanstack/react-query';
import { metricKeys, type MetricsScope, type SeriesQuery } from '../keys';
import { MARKETING_MONTH_COLUMNS, type MarketingMonth } from '../marketing';

export interface GetMarketingMonthsInput extends SeriesQuery {
  organizationId: string;
}

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

/**
 * Every channel's months in the range, from `marketing_channel_months`: spend, leads and customers
 * won as reported, conversion and cost per lead as the database computes them. The view runs
 * with the reader's rights, so a grantee reads only the figures of its grant.
 */
export async function getMarketingMonths(db: DbClient, { organizationId, from, to }: GetMarketingMonthsInput, signal?: AbortSignal): Promise<MarketingMonth[]> {
  let request = db.from('marketing_channel_months').select(MARKETING_MONTH_COLUMNS.join(', ')).eq('organization_id', organizationId).gte('period', from).lte('period', to).order('period');
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.returns<Array<Record<(typeof MARKETING_MONTH_COLUMNS)[number], string | number | null>>>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'marketing_channel_months', organizationId, from, to });
  // numeric may arrive as a string: one shape here.
  return (data ?? []).map((row) => ({
    channel_id: String(row.channel_id),
    period: String(row.period),
    spend: numberOrNull(row.spend),
    leads: numberOrNull(row.leads),
    customers: numberOrNull(row.customers),
    conversion: numberOrNull(row.conversion),
    cost_per_lead: numberOrNull(row.cost_per_lead),
  }));
}

export const marketingMonthsQueryOptions = (scope: MetricsScope, query: SeriesQuery) =>
  queryOptions({
    queryKey: metricKeys.channelMonths(scope.viewerOrganizationId, scope.organizationId, query),
    queryFn: async ({ signal }) => getMarketingMonths(await whenDb(), { organizationId: scope.organizationId, ...query }, signal),
    placeholderData: keepPreviousData,
  });

type MonthsKey = ReturnType<typeof metricKeys.channelMonths>;

export function useMarketingMonths<TData = MarketingMonth[]>(scope: MetricsScope | null, query: SeriesQuery, { queryConfig }: { queryConfig?: QueryConfig<MarketingMonth[], TData, MonthsKey> } = {}) {
  const { queryKey, queryFn, placeholderData } = marketingMonthsQueryOptions(scope ?? { viewerOrganizationId: '', organizationId: '' }, query);
  return useQuery<MarketingMonth[], DefaultError, TData, MonthsKey>({ queryKey, queryFn, placeholderData, enabled: !!scope, ...queryConfig });
}
