import { queryKeys, queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { decideProductAccess, useProducts, type Product, type ProductAccessSubject } from '@fikrspace/products';

/**
 * The products the member has been given in their current organization: their enabled access rows.
 * The table's policies let a member read only their own rows.
 */
export async function getEnabledProductIds(db: DbClient, { userId, organizationId }: { userId: string; organizationId: string }, signal?: AbortSignal): Promise<string[]> {
  let request = db.from('team_member_product_access').select('product_id').eq('user_id', userId).eq('organization_id', organizationId).eq('enabled', true);
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'team_member_product_access' });
  return (data ?? []).map((row) => row.product_id);
}

export const enabledProductIdsQueryOptions = (userId: string, organizationId: string) =>
  queryOptions({
    queryKey: queryKeys.orgScoped(organizationId, 'hub', 'enabled-products', userId),
    queryFn: async ({ signal }) => getEnabledProductIds(await whenDb(), { userId, organizationId }, signal),
  });

/** The active catalogue narrowed to what the member may open, by the same rule the product gate applies. */
export function useOpenableProducts(subject: ProductAccessSubject): { data: Product[] | undefined; isPending: boolean; isError: boolean; error: unknown; refetch: () => void } {
  const catalogue = useProducts();
  const { userId, organizationId } = subject;
  const enabled = useQuery({ ...enabledProductIdsQueryOptions(userId ?? '', organizationId ?? ''), enabled: !!userId && !!organizationId });
  const ids = new Set(enabled.data ?? []);
  const data = catalogue.data && (enabled.data || !organizationId) ? catalogue.data.filter((product) => decideProductAccess(subject, product, ids.has(product.id)) === 'allowed') : undefined;
  return {
    data,
    isPending: catalogue.isPending || (!!organizationId && enabled.isPending),
    isError: catalogue.isError || enabled.isError,
    error: catalogue.error ?? enabled.error,
    refetch: () => {
      void catalogue.refetch();
      void enabled.refetch();
    },
  };
}
