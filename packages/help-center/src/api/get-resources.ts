import { type QueryConfig, queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import type { DefaultError } from '@tanstack/react-query';
import { helpCenterKeys } from '../keys';
import { RESOURCE_COLUMNS, type Resource } from '../model';

/**
 * The published library in its order: every signed-in user reads it (the operators' drafts are
 * theirs to see in the office, not here). A library of a few hundred rows is read whole and
 * filtered on the page.
 */
export async function getResources(db: DbClient, signal?: AbortSignal): Promise<Resource[]> {
  let request = db.from('resources').select(RESOURCE_COLUMNS.join(', ')).eq('published', true).order('sort_order').order('title_en').limit(1000);
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.returns<Resource[]>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'resources' });
  return data ?? [];
}

/** The library changes when the office publishes, rarely while a founder browses it. */
const LIBRARY_FRESH_FOR = 10 * 60_000;

export const resourcesQueryOptions = ({ viewerOrganizationId }: { viewerOrganizationId: string }) =>
  queryOptions({
    queryKey: helpCenterKeys.resources(viewerOrganizationId),
    queryFn: async ({ signal }) => getResources(await whenDb(), signal),
    staleTime: LIBRARY_FRESH_FOR,
  });

type ResourcesKey = ReturnType<typeof helpCenterKeys.resources>;

/** Disabled until the viewer's organization is known: it roots the key. */
export function useResources<TData = Resource[]>(viewerOrganizationId: string | null, { queryConfig }: { queryConfig?: QueryConfig<Resource[], TData, ResourcesKey> } = {}) {
  const { queryKey, queryFn, staleTime } = resourcesQueryOptions({ viewerOrganizationId: viewerOrganizationId ?? '' });
  return useQuery<Resource[], DefaultError, TData, ResourcesKey>({ queryKey, queryFn, staleTime, enabled: !!viewerOrganizationId, ...queryConfig });
}
