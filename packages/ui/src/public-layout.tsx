import { useAppStore } from '@fikrspace/app-store';
import { useLanguages } from '@fikrspace/i18n';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from '@fikrspace/router';
import { LogOutIcon } from './icons';
import { LanguageSelector } from './language-selector';
import { SiteFooter } from './site-footer';
import { ThemeToggle } from './theme-toggle';

export interface PublicNavLink {
  to: string;
  label: string;
}

export interface PublicLayoutProps {
  brand: string;
  homeHref: string;
  nav: PublicNavLink[];
  signInHref: string;
  /** Where a signed-in visitor's own portal is. */
  portalHref?: string;
  onSignOut?: () => void;
  /** The page's footer; the active theme's full-page footer when the host passes one. */
  footer?: ReactNode;
  children: ReactNode;
}

/** The frame of public pages: the main site and every portal's landing. */
export function PublicLayout({ brand, homeHref, nav, signInHref, portalHref, onSignOut, footer = <SiteFooter />, children }: PublicLayoutProps) {
  const { t } = useTranslation();
  const languages = useLanguages();
  const user = useAppStore((state) => state.user);
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900">
        {t('skipToContent')}
      </a>
      {/* Opaque rather than a translucent blur: blurring what scrolls beneath costs every frame,
          the first paint included, where the browser paints without a GPU. */}
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <Link to={homeHref} className="text-lg font-extrabold tracking-tight">
            <span className="text-secondary dark:text-brand">{brand}</span>
          </Link>
          <nav aria-label={t('nav.primary')} className="order-3 w-full overflow-x-auto md:order-none md:w-auto md:flex-1">
            <ul className="flex gap-1 whitespace-nowrap">
              {nav.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end
                    className={({ isActive }) =>
                      `inline-block rounded-md px-3 py-1.5 text-sm font-medium ${isActive ? 'bg-brand/20 text-(--fs-color-primary-900) dark:text-brand' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'}`
                    }
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ms-auto flex items-center gap-1">
            <ThemeToggle compact />
            <LanguageSelector languages={languages} compact />
            {user ? (
              <>
                {portalHref ? (
                  <Link to={portalHref} className="primary-button" data-testid="open-portal">
                    {t('landing.openDashboard')}
                  </Link>
                ) : null}
                {onSignOut ? (
                  <button type="button" className="icon-button" onClick={onSignOut} aria-label={t('auth.signOut')} title={t('auth.signOut')} data-testid="sign-out">
                    <LogOutIcon />
                  </button>
                ) : null}
              </>
            ) : (
              <Link to={signInHref} className="primary-button">
                {t('auth.signIn')}
              </Link>
            )}
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      {footer}
    </div>
  );
}
