import { useAppStore } from '@fikrspace/app-store';
import { useProductName, useProducts, useSwitchProduct } from '@fikrspace/products';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The header's product menu: the active catalogue by display order; choosing one goes there. */
export function ProductSwitcher() {
  const { t } = useTranslation();
  const productName = useProductName();
  const id = useId();
  const products = useProducts();
  // The gate around the page detects the product and keeps the store's currentProduct on it.
  const currentProduct = useAppStore((state) => state.currentProduct);
  const signedIn = useAppStore((state) => state.user !== null);
  const switchProduct = useSwitchProduct();
  const list = products.data ?? [];
  if (!signedIn || list.length === 0) return null;
  const product = list.find((candidate) => candidate.productKey === currentProduct) ?? null;
  return (
    <div className="hidden md:flex md:flex-col">
      <label htmlFor={id} className="sr-only">
        {t('productAccess.switcherHint')}
      </label>
      <select
        id={id}
        data-testid="switch-product"
        title={t('productAccess.switcherHint')}
        className="max-w-48 rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-emerald-600 dark:border-slate-700 dark:bg-slate-950"
        value={product?.id ?? ''}
        onChange={(event) => {
          const target = list.find((candidate) => candidate.id === event.target.value);
          if (target) switchProduct(target);
        }}
      >
        {product ? null : <option value="">{t('productAccess.switcher')}</option>}
        {list.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {productName(candidate)}
          </option>
        ))}
      </select>
    </div>
  );
}
