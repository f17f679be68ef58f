import { queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { rangeFor } from '../utils/date-range';
import { monitoringKeys } from './monitoring-keys';

/** public.analytics_summary's answer (docs/decisions.md "Summaries are computed in the database"). */
export interface AnalyticsSummary {
  totals: { events: number; pageViews: number; visitors: number; sessions: number };
  byDay: { day: string; eventType: string; count: number }[];
  topPages: { pagePath: string; views: number }[];
  devices: { deviceType: string; count: number }[];
  utmSources: { source: string; count: number }[];
}

export async function getAnalyticsSummary(db: DbClient, days: number): Promise<AnalyticsSummary> {
  const { from, to } = rangeFor(days);
  const { data, error } = await db.rpc('analytics_summary', { p_from: from, p_to: to });
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { function: 'analytics_summary' });
  return data as unknown as AnalyticsSummary;
}

export const analyticsSummaryQueryOptions = (days: number) =>
  queryOptions({
    queryKey: monitoringKeys.analytics(days),
    queryFn: async () => getAnalyticsSummary(await whenDb(), days),
  });

export function useAnalyticsSummary(days: number) {
  return useQuery(analyticsSummaryQueryOptions(days));
}
