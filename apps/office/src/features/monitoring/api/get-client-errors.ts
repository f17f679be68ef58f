import { queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient, type Tables } from '@fikrspace/db';
import { monitoringKeys } from './monitoring-keys';

export const LOG_LIMIT = 100;

export type ClientErrorRow = Pick<Tables<'analytics_events'>, 'id' | 'event_name' | 'page_path' | 'timestamp' | 'properties' | 'metadata'>;

/**
 * Errors reported by visitors' browsers (analytics events of type error), newest first by the
 * time they arrived: the time an event states is the browser's word.
 */
export async function getClientErrors(db: DbClient): Promise<ClientErrorRow[]> {
  const { data, error } = await db
    .from('analytics_events')
    .select('id, event_name, page_path, timestamp, properties, metadata')
    .eq('event_type', 'error')
    .order('created_at', { ascending: false })
    .limit(LOG_LIMIT);
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'analytics_events' });
  return data ?? [];
}

export const clientErrorsQueryOptions = () => queryOptions({ queryKey: monitoringKeys.clientErrors(), queryFn: async () => getClientErrors(await whenDb()) });

export function useClientErrors() {
  return useQuery(clientErrorsQueryOptions());
}
