import { queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient, type Tables } from '@fikrspace/db';
import { rangeFor } from '../utils/date-range';
import { monitoringKeys } from './monitoring-keys';

export type RouteVisit = Pick<Tables<'route_analytics'>, 'id' | 'route' | 'domain' | 'session_id' | 'duration' | 'created_at'>;

export interface RouteVisitFilters {
  days: number;
  route?: string;
  domain?: string;
  sessionId?: string;
  limit?: number;
}

/** Spec 000 §3: the default number of rows a route analytics read returns. */
export const ROUTE_VISITS_LIMIT = 10;

/**
 * Spec 000 §3: route_analytics read by route, session_id, domain and created_at range, newest
 * first and limited (10 unless asked otherwise). Empty filters do not filter.
 */
export async function getRouteVisits(db: DbClient, { days, route, domain, sessionId, limit = ROUTE_VISITS_LIMIT }: RouteVisitFilters): Promise<RouteVisit[]> {
  const { from, to } = rangeFor(days);
  let query = db.from('route_analytics').select('id, route, domain, session_id, duration, created_at').gte('created_at', from).lt('created_at', to);
  if (route?.trim()) query = query.eq('route', route.trim());
  if (domain?.trim()) query = query.eq('domain', domain.trim());
  if (sessionId?.trim()) query = query.eq('session_id', sessionId.trim());
  const { data, error } = await query.order('created_at', { ascending: false }).limit(limit);
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'route_analytics' });
  return data ?? [];
}

export const routeVisitsQueryOptions = (filters: RouteVisitFilters) =>
  queryOptions({
    queryKey: monitoringKeys.visits(filters),
    queryFn: async () => getRouteVisits(await whenDb(), filters),
  });

export function useRouteVisits(filters: RouteVisitFilters) {
  return useQuery(routeVisitsQueryOptions(filters));
}
