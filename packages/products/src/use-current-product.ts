import { useAppStore } from '@fikrspace/app-store';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from '@fikrspace/router';
import { useProductAccessQuery } from './api/fetch-product-access';
import { useProducts } from './api/fetch-products';
import { detectProduct } from './detect-product';
import { UNKNOWN_PRODUCT, type Product } from './product';
import { decideProductAccess } from './product-access';

export type CurrentProductAccess = 'checking' | 'allowed' | 'denied' | 'failed';

export interface CurrentProductState {
  product: Product | null;
  access: CurrentProductAccess;
  /** Asks the database again (after a failed check). */
  recheck: () => void;
}

/**
 * The product of the current path and whether the signed-in member may open it (spec 001 §2.12,
 * §4): detected again and re-checked on every path change, and mirrored into the app store's
 * `currentProduct` (Unknown when no product matches).
 */
export function useCurrentProduct(): CurrentProductState {
  const { pathname } = useLocation();
  const hostname = typeof window === 'undefined' ? '' : window.location.hostname;
  const userId = useAppStore((state) => state.user?.id ?? null);
  const enterpriseRole = useAppStore((state) => state.user?.enterpriseRole?.name ?? null);
  const organizationId = useAppStore((state) => state.organization?.id ?? null);
  const setCurrentProduct = useAppStore((state) => state.setCurrentProduct);
  const catalogue = useProducts();

  const product = useMemo(() => (catalogue.data ? detectProduct({ pathname, hostname }, catalogue.data) : null), [catalogue.data, pathname, hostname]);

  useEffect(() => {
    if (catalogue.data) setCurrentProduct(product?.productKey ?? UNKNOWN_PRODUCT);
  }, [catalogue.data, product, setCurrentProduct]);

  const signedInMember = !!userId && !!organizationId;
  const accessQuery = useProductAccessQuery(signedInMember && product ? { userId, organizationId, productId: product.id } : null);

  // A new path within the same product keeps the query: ask again, keeping the last answer shown.
  const lastPath = useRef(pathname);
  const { refetch } = accessQuery;
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    if (signedInMember && product) void refetch();
  }, [pathname, signedInMember, product, refetch]);

  const subject = { userId, organizationId, enterpriseRole };
  let access: CurrentProductAccess;
  if (!signedInMember) access = 'allowed';
  else if (catalogue.isPending) access = 'checking';
  else if (!product) access = 'allowed';
  else if (accessQuery.data !== undefined) access = decideProductAccess(subject, product, accessQuery.data);
  else if (accessQuery.isError) access = 'failed';
  else access = 'checking';

  return { product, access, recheck: () => void refetch() };
}
