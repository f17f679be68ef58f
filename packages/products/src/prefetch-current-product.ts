import type { QueryClient } from '@fikrspace/data';
import { productAccessQueryOptions } from './api/fetch-product-access';
import { productsQueryOptions } from './api/fetch-products';
import { detectProduct, type ProductLocation } from './detect-product';

/**
 * Asks what `useCurrentProduct` will ask for a signed-in member at `location` (the product
 * catalogue, then the member's access to the product of that address) ahead of the page, so a
 * page that opens behind the product check is not held by two round trips after its code arrives.
 * A failure is only a missed head start: the page's own queries ask again and report it.
 */
export async function prefetchCurrentProduct(queryClient: QueryClient, location: ProductLocation, member: { userId: string; organizationId: string }): Promise<void> {
  const catalogue = await queryClient.ensureQueryData(productsQueryOptions());
  const product = detectProduct(location, catalogue);
  if (product) await queryClient.prefetchQuery(productAccessQueryOptions({ ...member, productId: product.id }));
}
