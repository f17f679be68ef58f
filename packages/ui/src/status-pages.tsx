import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '@fikrspace/router';

export function NotFoundPage({ homeHref = '/' }: { homeHref?: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid="not-found" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-20 text-center">
      <p className="text-6xl font-black text-brand-strong">404</p>
      <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="text-slate-600 dark:text-slate-300">{t('notFound.body')}</p>
      <Link to={homeHref} className="primary-button">
        {t('notFound.home')}
      </Link>
    </div>
  );
}

export function ForbiddenPage({ homeHref = '/' }: { homeHref?: string }) {
  const { t } = useTranslation();
  // The request page names the page that was refused, so the decider knows what is asked for.
  const { pathname, search } = useLocation();
  return (
    <div data-testid="forbidden" role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-20 text-center">
      <p className="text-6xl font-black text-red-600">403</p>
      <h1 className="text-2xl font-bold">{t('forbidden.title')}</h1>
      <p className="text-slate-600 dark:text-slate-300">{t('forbidden.body')}</p>
      <div className="flex gap-2">
        <Link to={`/request-access?from=${encodeURIComponent(`${pathname}${search}`)}`} className="primary-button">
          {t('forbidden.requestAccess')}
        </Link>
        <Link to={homeHref} className="secondary-button">
          {t('notFound.home')}
        </Link>
      </div>
    </div>
  );
}

/**
 * A member without access to the product the page belongs to (spec 001 §2.12, §4): the page is not
 * shown, and the member can ask for it. The request names the refused page.
 */
export function NoProductAccessPage({ productName, homeHref = '/' }: { productName: string; homeHref?: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <div data-testid="no-product-access" role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-20 text-center">
      <p aria-hidden="true" className="grid size-16 place-items-center rounded-2xl bg-slate-100 text-2xl font-black text-slate-500 dark:bg-slate-800 dark:text-slate-300">
        {[...productName][0]?.toUpperCase() ?? '?'}
      </p>
      <h1 className="text-2xl font-bold">{t('productAccess.title', { product: productName })}</h1>
      <p className="text-slate-600 dark:text-slate-300">{t('productAccess.body', { product: productName })}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link to={`/request-access?from=${encodeURIComponent(`${pathname}${search}`)}`} className="primary-button">
          {t('productAccess.requestAccess')}
        </Link>
        <Link to={homeHref} className="secondary-button">
          {t('notFound.home')}
        </Link>
      </div>
    </div>
  );
}
