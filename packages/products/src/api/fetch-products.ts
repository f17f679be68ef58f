import { queryOptions, toServiceError, useQuery } from '@fikrspace/data';
import { whenPublicDb, type PublicDbClient } from '@fikrspace/db';
import { PRODUCT_CACHE_MS, type Product } from '../product';
import { productKeys } from '../product-keys';

const COLUMNS = 'id, product_key, name, product_slug, description, is_active, display_order, development_url, production_url, required_roles';

/**
 * Spec 001 §7.2: the active products, by display order. Any visitor reads the same active rows
 * (the `fikr_products` policy), so a signed-out page reads them without supabase-js's code.
 */
export async function fetchProducts(db: PublicDbClient): Promise<Product[]> {
  const { data, error } = await db.from('fikr_products').select(COLUMNS).eq('is_active', true).order('display_order', { ascending: true });
  if (error) throw toServiceError(error);
  return data.map((row) => ({
    id: row.id,
    productKey: row.product_key,
    name: row.name,
    productSlug: row.product_slug,
    description: row.description,
    isActive: row.is_active,
    displayOrder: row.display_order,
    developmentUrl: row.development_url,
    productionUrl: row.production_url,
    requiredRoles: row.required_roles,
  }));
}

export const productsQueryOptions = () =>
  queryOptions({
    queryKey: productKeys.catalogue(),
    queryFn: async () => fetchProducts(await whenPublicDb()),
    staleTime: PRODUCT_CACHE_MS,
    gcTime: PRODUCT_CACHE_MS,
  });

export function useProducts() {
  return useQuery(productsQueryOptions());
}
