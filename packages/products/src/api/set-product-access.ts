import { mutationOptions, toServiceError, useMutation, useQueryClient, type QueryClient } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { productKeys } from '../product-keys';

export interface SetProductAccessInput {
  userId: string;
  organizationId: string;
  productId: string;
  enabled: boolean;
}

export interface ProductAccessRecord {
  id: string;
  userId: string;
  organizationId: string;
  productId: string;
  enabled: boolean;
  grantedBy: string | null;
  updatedAt: string;
}

/**
 * Spec 001 §4 "Product access": granted by setting enabled to true (one row per user,
 * organization and product, granted_by the acting user), revoked by setting it to false. Goes
 * through public.set_product_access, which refuses anyone who may not administer the
 * organization's access.
 */
export async function setProductAccess(db: DbClient, input: SetProductAccessInput): Promise<ProductAccessRecord> {
  const { data, error } = await db.rpc('set_product_access', {
    p_user_id: input.userId,
    p_organization_id: input.organizationId,
    p_product_id: input.productId,
    p_enabled: input.enabled,
  });
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { ...input });
  return {
    id: data.id,
    userId: data.user_id,
    organizationId: data.organization_id,
    productId: data.product_id,
    enabled: data.enabled,
    grantedBy: data.granted_by,
    updatedAt: data.updated_at,
  };
}

export const setProductAccessMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['products', 'set-access'],
    mutationFn: async (input: SetProductAccessInput) => setProductAccess(await whenDb(), input),
    onSuccess: (_record, input) => queryClient.invalidateQueries({ queryKey: productKeys.access(input.organizationId) }),
  });

export function useSetProductAccess() {
  return useMutation(setProductAccessMutationOptions(useQueryClient()));
}
