import { queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { rangeFor } from '../utils/date-range';
import { monitoringKeys } from './monitoring-keys';

export interface RouteRow {
  route: string;
  visits: number;
  /** Average time on the route, ms; null when no visit has a duration. */
  averageMs: number | null;
  /** Percent of visits under 10 s (the stored bounce rule). */
  bounceRate: number | null;
}

/** public.route_performance_summary's answer. */
export interface RoutePerformance {
  totals: { visits: number; sessions: number; bounceRate: number | null };
  routes: RouteRow[];
  mostVisited: Pick<RouteRow, 'route' | 'visits'>[];
  slowest: Pick<RouteRow, 'route' | 'averageMs'>[];
}

export async function getRoutePerformance(db: DbClient, days: number): Promise<RoutePerformance> {
  const { from, to } = rangeFor(days);
  const { data, error } = await db.rpc('route_performance_summary', { p_from: from, p_to: to });
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { function: 'route_performance_summary' });
  return data as unknown as RoutePerformance;
}

export const routePerformanceQueryOptions = (days: number) =>
  queryOptions({
    queryKey: monitoringKeys.routes(days),
    queryFn: async () => getRoutePerformance(await whenDb(), days),
  });

export function useRoutePerformance(days: number) {
  return useQuery(routePerformanceQueryOptions(days));
}
