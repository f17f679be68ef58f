import { toPermissionGrant, type PermissionGrant } from '@fikrspace/access';
import { queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { isUuid } from '@fikrspace/people/is-uuid';
import { accessKeys } from './access-keys';

/**
 * Every explicit grant of the organization the caller may see, revoked and expired ones included:
 * revocation keeps the row, so the list also tells who took a permission away.
 */
export async function getPermissionGrants(db: DbClient, organizationId: string): Promise<PermissionGrant[]> {
  if (!isUuid(organizationId)) return [];
  const { data, error } = await db
    .from('user_permissions')
    .select('id, user_id, organization_id, resource, action, granted, granted_by, expires_at, updated_at')
    .eq('organization_id', organizationId)
    .order('resource', { ascending: true })
    .order('action', { ascending: true });
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'user_permissions', organizationId });
  return data.map(toPermissionGrant);
}

export const permissionGrantsQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: accessKeys.grants(organizationId),
    queryFn: async () => getPermissionGrants(await whenDb(), organizationId),
  });

export function usePermissionGrants(organizationId: string) {
  return useQuery(permissionGrantsQueryOptions(organizationId));
}
