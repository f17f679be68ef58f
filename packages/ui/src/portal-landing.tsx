import { joinPath, loginPathFor, useCurrentRoute } from '@fikrspace/portal-kit';
import { useTranslation } from 'react-i18next';
import { Link } from '@fikrspace/router';

export interface PortalLandingProps {
  /** Null while the session is still being resolved. */
  signedIn: boolean | null;
}

/** The public front page of an audience portal: what it is, and the way in. */
export function PortalLanding({ signedIn }: PortalLandingProps) {
  const { t } = useTranslation();
  const { portal, prefix } = useCurrentRoute();
  const { t: text } = useTranslation(portal.id);
  const dashboard = portal.routes.find((route) => route.path === '/dashboard') ?? portal.routes.find((route) => route.auth);
  return (
    <div data-testid="portal-landing">
      <section className="bg-gradient-to-br from-secondary via-secondary to-indigo-900 px-4 py-16 text-white sm:py-24">
        <div className="mx-auto max-w-6xl">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand">{text(portal.name)}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">{text(portal.tagline ?? portal.defaultTitle)}</h1>
          <p className="mt-5 max-w-2xl text-lg text-indigo-100">{text(portal.description)}</p>
          <div className="mt-8 flex min-h-11 flex-wrap gap-3" data-testid="landing-cta" aria-busy={signedIn === null}>
            {signedIn === null ? (
              <span className="h-11 w-40 animate-pulse rounded-lg bg-white/20" aria-hidden="true" />
            ) : signedIn && dashboard ? (
              <Link className="inline-flex items-center rounded-lg bg-brand px-5 py-2.5 font-semibold text-slate-950 hover:bg-brand/90" to={joinPath(prefix, dashboard.path)}>
                {t('landing.openDashboard')}
              </Link>
            ) : (
              <>
                <Link className="inline-flex items-center rounded-lg bg-brand px-5 py-2.5 font-semibold text-slate-950 hover:bg-brand/90" to={loginPathFor(prefix)}>
                  {t('landing.signIn')}
                </Link>
                <Link className="inline-flex items-center rounded-lg border border-white/40 px-5 py-2.5 font-semibold text-white hover:bg-white/10" to={joinPath(prefix, '/register')}>
                  {t('landing.register')}
                </Link>
              </>
            )}
          </div>
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-12">
        <h2 className="text-2xl font-bold">{t('landing.explore')}</h2>
        <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {portal.sidebar.map((group) => (
            <div key={group.id} className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
              <h3 className="font-semibold">{text(group.label)}</h3>
              <ul className="mt-3 space-y-1.5 text-sm">
                {group.items.map((item) => (
                  <li key={item.id}>
                    <Link className="text-slate-600 hover:text-slate-900 hover:underline dark:text-slate-300 dark:hover:text-white" to={item.absolute ? item.to : joinPath(prefix, item.to)}>
                      {text(item.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}

/** The public list of every page a portal offers, marking which need sign-in. */
export function PortalPageList() {
  const { t } = useTranslation();
  const { portal, prefix, route } = useCurrentRoute();
  const { t: text } = useTranslation(portal.id);
  const pages = portal.routes.filter((candidate) => !candidate.path.includes(':'));
  return (
    <div className="mx-auto max-w-6xl px-4 py-12" data-testid="page-list">
      <h1 className="text-3xl font-bold">{text(route.meta.title)}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{text(route.meta.description)}</p>
      <ul className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {pages.map((page) => (
          <li key={page.path}>
            <Link className="block h-full rounded-xl border border-slate-200 p-4 hover:border-brand-strong dark:border-slate-800" to={joinPath(prefix, page.path)}>
              <span className="flex items-center justify-between gap-2">
                <span className="font-semibold">{text(page.meta.title)}</span>
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300">
                  {page.auth ? t('landing.signInRequired') : t('landing.publicPage')}
                </span>
              </span>
              <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">{text(page.meta.description)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
