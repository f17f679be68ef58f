import { queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { productKeys } from '../product-keys';

export interface ProductAccessQuery {
  userId: string;
  organizationId: string;
  productId: string;
}

/**
 * Spec 001 §7.2: whether an enabled team_member_product_access row exists for the user,
 * organization and product. The table's policies let a member read only their own rows (and
 * access administrators their organization's), so nobody learns about others this way.
 */
export async function fetchProductAccess(db: DbClient, query: ProductAccessQuery): Promise<boolean> {
  const { data, error } = await db
    .from('team_member_product_access')
    .select('id')
    .eq('user_id', query.userId)
    .eq('organization_id', query.organizationId)
    .eq('product_id', query.productId)
    .eq('enabled', true)
    .maybeSingle();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { ...query });
  return data !== null;
}

/**
 * Always asked afresh when a page of the product opens (spec 001 §4: access is re-checked on every
 * path change); the answer before stays on screen while the new one arrives.
 */
export const productAccessQueryOptions = (query: ProductAccessQuery) =>
  queryOptions({
    queryKey: productKeys.memberAccess(query.organizationId, query.userId, query.productId),
    queryFn: async () => fetchProductAccess(await whenDb(), query),
    staleTime: 0,
  });

export function useProductAccessQuery(query: ProductAccessQuery | null) {
  return useQuery({
    ...productAccessQueryOptions(query ?? { userId: '', organizationId: '', productId: '' }),
    enabled: query !== null,
  });
}
