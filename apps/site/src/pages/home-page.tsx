import { useCurrentRoute, joinPath } from '@fikrspace/portal-kit';
import { useTranslation } from 'react-i18next';
import { Link } from '@fikrspace/router';
import { HOME_PORTALS } from './home-portals';
import './pages.css';

const PRODUCTS: Array<{ path: string; name: string }> = [
  { path: '/fikros', name: 'Fikr OS' },
  { path: '/fikrhub', name: 'Fikr Hub' },
  { path: '/fikrcap', name: 'Fikr Cap' },
  { path: '/fikrpitch', name: 'Fikr Pitch' },
  { path: '/fikrscore', name: 'Fikr Score' },
  { path: '/fikrmoney', name: 'Fikr Money' },
  { path: '/fikrmarketplace', name: 'Fikr Marketplace' },
  { path: '/gov', name: 'Fikr Gov' },
];

export default function HomePage() {
  const { t } = useTranslation();
  const { portal: site, prefix } = useCurrentRoute();
  const { t: text } = useTranslation(site.id);
  return (
    <div data-site-page="" data-testid="site-home">
      <section className="relative overflow-hidden bg-secondary px-4 py-20 text-white sm:py-28">
        {/* The glow is a gradient: a blur filter over this much of the page held the first paint
            back by tens of milliseconds where the browser paints without a GPU. */}
        <div aria-hidden="true" className="absolute -end-48 -top-48 size-[36rem] bg-[radial-gradient(closest-side,color-mix(in_oklab,var(--fs-brand)_20%,transparent)_40%,transparent)]" />
        <div className="relative mx-auto max-w-6xl">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand">{t('footer.tagline')}</p>
          <h1 className="mt-4 max-w-3xl text-4xl font-extrabold leading-tight tracking-tight sm:text-6xl">{t('site.heroTitle')}</h1>
          <p className="mt-6 max-w-2xl text-lg text-indigo-100">{t('site.heroBody')}</p>
          <div className="mt-10 flex flex-wrap gap-3">
            <Link to={joinPath(prefix, '/join-the-movement')} className="rounded-lg bg-brand px-6 py-3 font-semibold text-slate-950 hover:bg-brand/90">
              {t('site.getStarted')}
            </Link>
            <Link to={joinPath(prefix, '/features')} className="rounded-lg border border-white/40 px-6 py-3 font-semibold hover:bg-white/10">
              {t('site.explore')}
            </Link>
          </div>
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-16">
        <h2 className="text-3xl font-bold tracking-tight">{t('site.portals')}</h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {HOME_PORTALS.map((portal) => (
            <li key={portal.id}>
              <Link to={portal.href} data-testid={`portal-card-${portal.id}`} className="group block h-full rounded-2xl border border-slate-200 p-6 transition hover:-translate-y-0.5 hover:border-brand-strong hover:shadow-lg dark:border-slate-800">
                <h3 className="text-lg font-semibold">{text(`home.portals.${portal.id}.name`)}</h3>
                <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{text(`home.portals.${portal.id}.body`)}</p>
                <span className="mt-4 inline-block text-sm font-semibold text-emerald-700 group-hover:underline dark:text-brand">{t('site.openPortal')}{' '}
                  <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
                    →
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="bg-slate-50 px-4 py-16 dark:bg-slate-900/50">
        <div className="mx-auto max-w-6xl">
          <h2 className="text-3xl font-bold tracking-tight">{t('site.products')}</h2>
          <ul className="mt-8 flex flex-wrap gap-3">
            {PRODUCTS.map((product) => (
              <li key={product.path}>
                <Link to={joinPath(prefix, product.path)} className="inline-block rounded-full border border-slate-300 bg-white px-5 py-2 font-medium hover:border-brand-strong dark:border-slate-700 dark:bg-slate-950" dir="ltr">
                  {product.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </div>
  );
}
