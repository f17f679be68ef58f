import { type QueryConfig, queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import type { DefaultError } from '@tanstack/react-query';
import { metricKeys, type MetricsScope } from '../keys';
import { DATA_SHARE_EVENT_COLUMNS, SHARE_EVENTS_SHOWN, type DataShareEvent } from '../model';

/** The latest grants, changes and revocations of the company's metrics, newest first; its metric readers read them. */
export async function getDataShareEvents(db: DbClient, { organizationId }: { organizationId: string }, signal?: AbortSignal): Promise<DataShareEvent[]> {
  let request = db
    .from('data_share_events')
    .select(DATA_SHARE_EVENT_COLUMNS.join(', '))
    .eq('organization_id', organizationId)
    .order('created_at', { ascending: false })
    .order('id')
    .limit(SHARE_EVENTS_SHOWN);
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.returns<DataShareEvent[]>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'data_share_events', organizationId });
  return data ?? [];
}

export const dataShareEventsQueryOptions = (scope: MetricsScope) =>
  queryOptions({
    queryKey: metricKeys.shareEvents(scope.viewerOrganizationId, scope.organizationId),
    queryFn: async ({ signal }) => getDataShareEvents(await whenDb(), scope, signal),
  });

type EventsKey = ReturnType<typeof metricKeys.shareEvents>;

/** Disabled until there is an organization to read for. */
export function useDataShareEvents<TData = DataShareEvent[]>(scope: MetricsScope | null, { queryConfig }: { queryConfig?: QueryConfig<DataShareEvent[], TData, EventsKey> } = {}) {
  const { queryKey, queryFn } = dataShareEventsQueryOptions(scope ?? { viewerOrganizationId: '', organizationId: '' });
  return useQuery<DataShareEvent[], DefaultError, TData, EventsKey>({ queryKey, queryFn, enabled: !!scope, ...queryConfig });
}
