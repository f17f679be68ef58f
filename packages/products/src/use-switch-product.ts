import { useCallback } from 'react';
import { useNavigate } from '@fikrspace/router';
import type { Product } from './product';
import { productTarget } from './product-url';

/** Spec 001 §2.12: switching product navigates to the product's address for this deployment. */
export function useSwitchProduct() {
  const navigate = useNavigate();
  return useCallback(
    (product: Product) => {
      const target = productTarget(product, window.location.hostname);
      if (!target) return;
      if (target.kind === 'path') navigate(target.path);
      else window.location.assign(target.url);
    },
    [navigate],
  );
}
