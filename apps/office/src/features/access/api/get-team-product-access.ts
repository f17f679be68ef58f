import { queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import type { ProductAccessRecord } from '@fikrspace/products';
import { isUuid } from '@fikrspace/people/is-uuid';
import { accessKeys } from './access-keys';

/** Every product access row of the organization the caller may see, switched on or off. */
export async function getTeamProductAccess(db: DbClient, organizationId: string): Promise<ProductAccessRecord[]> {
  if (!isUuid(organizationId)) return [];
  const { data, error } = await db
    .from('team_member_product_access')
    .select('id, user_id, organization_id, product_id, enabled, granted_by, updated_at')
    .eq('organization_id', organizationId);
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'team_member_product_access', organizationId });
  return data.map((row) => ({
    id: row.id,
    userId: row.user_id,
    organizationId: row.organization_id,
    productId: row.product_id,
    enabled: row.enabled,
    grantedBy: row.granted_by,
    updatedAt: row.updated_at,
  }));
}

export const teamProductAccessQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: accessKeys.productAccess(organizationId),
    queryFn: async () => getTeamProductAccess(await whenDb(), organizationId),
  });

export function useTeamProductAccess(organizationId: string) {
  return useQuery(teamProductAccessQueryOptions(organizationId));
}
