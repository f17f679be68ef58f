import { useCurrentProduct, useProductName } from '@fikrspace/products';
import { LoadingScreen, NoProductAccessPage } from '@fikrspace/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Shows a signed-in page only to members who may open its product (spec 001 §2.12, §4). The
 * database refuses the product's data to everyone else as well; this screen says why and offers
 * to ask for access instead of showing empty pages.
 */
export function ProductGate({ homeHref, children }: { homeHref: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { product, access, recheck } = useCurrentProduct();
  const productName = useProductName();
  if (access === 'checking') return <LoadingScreen fullPage={false} />;
  if (access === 'denied' && product) return <NoProductAccessPage productName={productName(product)} homeHref={homeHref} />;
  if (access === 'failed' && product) {
    return (
      <div role="alert" data-testid="product-access-failed" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-20 text-center">
        <p className="text-slate-700 dark:text-slate-200">{t('productAccess.failed', { product: productName(product) })}</p>
        <button type="button" className="primary-button" onClick={recheck}>
          {t('productAccess.retry')}
        </button>
      </div>
    );
  }
  return <>{children}</>;
}
