import { useTranslation } from 'react-i18next';
import type { Product } from './product';

/**
 * A product's name in the page's language, from the `products` reference namespace (spec 000 §7)
 * keyed by product key. A product the translations do not know yet shows the catalogue's name.
 */
export function useProductName(): (product: Pick<Product, 'productKey' | 'name'>) => string {
  const { t } = useTranslation('products');
  return (product) => t(product.productKey, { defaultValue: product.name });
}
