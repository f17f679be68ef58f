import { useAppStore } from '@fikrspace/app-store';
import { productTarget, useProductName } from '@fikrspace/products';
import { Link } from '@fikrspace/router';
import { ErrorPanel, LoadingScreen } from '@fikrspace/ui';
import { useTranslation } from 'react-i18next';
import { useOpenableProducts } from '../api/get-openable-products';

/** The products the member may open now, each with its way in (spec 001 §2.12's address). */
export function HubProducts() {
  const { t } = useTranslation('portal');
  const productName = useProductName();
  const user = useAppStore((state) => state.user);
  const organizationId = useAppStore((state) => state.organization?.id ?? null);
  const products = useOpenableProducts({ userId: user?.id ?? null, organizationId, enterpriseRole: user?.enterpriseRole?.name ?? null });
  return (
    <section aria-labelledby="hub-products-title" className="flex flex-col gap-3">
      <h2 id="hub-products-title" className="text-lg font-semibold">
        {t('hub.products.title')}
      </h2>
      {products.isPending ? (
        <LoadingScreen fullPage={false} />
      ) : products.isError ? (
        <ErrorPanel headingLevel={3} error={products.error} onTryAgain={products.refetch} />
      ) : !products.data?.length ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">{t('hub.products.empty')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" data-testid="hub-products">
          {products.data.map((product) => {
            const target = productTarget(product, window.location.hostname);
            const name = productName(product);
            const linkClass = 'primary-button mt-3 self-start';
            return (
              <li key={product.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
                <p className="font-semibold">{name}</p>
                {product.description ? <p className="mt-1 flex-1 text-sm text-slate-600 dark:text-slate-400">{product.description}</p> : <div className="flex-1" />}
                {target?.kind === 'path' ? (
                  <Link to={target.path} className={linkClass} aria-label={t('hub.products.openNamed', { name })}>
                    {t('hub.products.open')}
                  </Link>
                ) : target?.kind === 'url' ? (
                  <a href={target.url} className={linkClass} aria-label={t('hub.products.openNamed', { name })}>
                    {t('hub.products.open')}
                  </a>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
