import { queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { isUuid } from '../is-uuid';
import { peopleKeys } from '../keys';

/**
 * Whether the caller administers access in the organization (docs/decisions.md "Who administers
 * access"), asked of the database so a screen offers exactly what the access functions accept.
 */
export async function getCanManageAccess(db: DbClient, organizationId: string, signal?: AbortSignal): Promise<boolean> {
  if (!isUuid(organizationId)) return false;
  let request = db.rpc('can_manage_access', { p_organization_id: organizationId });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { organizationId });
  return data === true;
}

export const canManageAccessQueryOptions = (organizationId: string, userId: string) =>
  queryOptions({
    queryKey: peopleKeys.canManageAccess(organizationId, userId),
    queryFn: async ({ signal }) => getCanManageAccess(await whenDb(), organizationId, signal),
  });

export function useCanManageAccess(organizationId: string, userId: string | null) {
  return useQuery({ ...canManageAccessQueryOptions(organizationId, userId ?? ''), enabled: !!userId && isUuid(organizationId) });
}
