import { queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { isUuid } from '../utils/is-uuid';
import { accessKeys } from './access-keys';

/**
 * Whether the caller administers access in the organization (docs/decisions.md "Who administers
 * access"), asked of the database so the screen offers exactly what the access functions accept.
 */
export async function getCanManageAccess(db: DbClient, organizationId: string): Promise<boolean> {
  if (!isUuid(organizationId)) return false;
  const { data, error } = await db.rpc('can_manage_access', { p_organization_id: organizationId });
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { organizationId });
  return data === true;
}

export const canManageAccessQueryOptions = (organizationId: string, userId: string) =>
  queryOptions({
    queryKey: accessKeys.canManage(organizationId, userId),
    queryFn: async () => getCanManageAccess(await whenDb(), organizationId),
  });

export function useCanManageAccess(organizationId: string, userId: string | null) {
  return useQuery({ ...canManageAccessQueryOptions(organizationId, userId ?? ''), enabled: !!userId && isUuid(organizationId) });
}
