import { useAppStore } from '@fikrspace/app-store';
import { useLanguages } from '@fikrspace/i18n';
import { joinPath, type PortalDefinition } from '@fikrspace/portal-kit';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from '@fikrspace/router';
import { ChevronIcon, LogInIcon, LogOutIcon, MenuIcon, SearchIcon } from './icons';
import { LanguageSelector } from './language-selector';
import { SiteFooter } from './site-footer';
import { ThemeToggle } from './theme-toggle';
import { useMediaQuery } from './use-media-query';
import { sidebarInitials } from './sidebar-initials';

/** Spec 001 §1 and §9: the sidebar's geometry, shared by every portal. */
export const SIDEBAR_EXPANDED_WIDTH = 280;
export const SIDEBAR_COLLAPSED_WIDTH = 64;
export const SIDEBAR_MOBILE_BREAKPOINT = 768;
export const SIDEBAR_ANIMATION_SECONDS = 0.3;

export interface PortalLayoutProps {
  portal: PortalDefinition;
  prefix: string;
  children: ReactNode;
  /** Where the sign-in button leads; shown while nobody is signed in. */
  signInHref: string;
  onSignOut?: () => void;
  /** The signed-in person's name, organization and role, shown in the header of every portal. */
  account?: ReactNode;
  /** The header's notifications control, drawn in every portal's header when the host gives one. */
  notifications?: ReactNode;
  /** The page's footer; the active theme's full-page footer when the host passes one. */
  footer?: ReactNode;
}

export function PortalLayout({ portal, prefix, children, signInHref, onSignOut, account, notifications, footer = <SiteFooter compact /> }: PortalLayoutProps) {
  const { t } = useTranslation();
  const { t: text } = useTranslation(portal.id);
  const languages = useLanguages();
  const sidebarOpen = useAppStore((state) => state.sidebarOpen);
  const setSidebarOpen = useAppStore((state) => state.setSidebarOpen);
  const user = useAppStore((state) => state.user);
  const narrow = useMediaQuery(`(max-width: ${SIDEBAR_MOBILE_BREAKPOINT - 1}px)`);

  // Collapse automatically whenever the window becomes narrower than the breakpoint.
  useEffect(() => {
    if (narrow) setSidebarOpen(false);
  }, [narrow, setSidebarOpen]);

  const expanded = sidebarOpen;
  // On a narrow screen an expanded sidebar overlays the page instead of squeezing it.
  const width = expanded ? SIDEBAR_EXPANDED_WIDTH : SIDEBAR_COLLAPSED_WIDTH;
  const toggleLabel = expanded ? t('sidebar.collapse') : t('sidebar.expand');

  return (
    <div className="min-h-screen bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900">
        {t('skipToContent')}
      </a>
      <aside
        data-testid="portal-sidebar"
        data-expanded={expanded}
        aria-label={t('sidebar.label', { portal: text(portal.name) })}
        style={{ width, transitionDuration: `${SIDEBAR_ANIMATION_SECONDS}s` }}
        className="fixed top-0 bottom-[var(--fs-bottom-inset,0px)] start-0 z-40 flex flex-col overflow-hidden border-e border-slate-200 bg-white transition-[width] ease-in-out motion-reduce:transition-none dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="flex h-16 shrink-0 items-center gap-2 border-b border-slate-200 px-3 dark:border-slate-800">
          <button type="button" className="icon-button" onClick={() => setSidebarOpen(!expanded)} aria-label={toggleLabel} title={toggleLabel} aria-expanded={expanded} data-testid="sidebar-toggle">
            {expanded ? <ChevronIcon className="rtl:rotate-180" /> : <MenuIcon />}
          </button>
          {expanded ? (
            <Link to={joinPath(prefix, portal.landingPath)} className="truncate font-bold text-slate-900 dark:text-white">
              {text(portal.name)}
            </Link>
          ) : null}
        </div>
        <nav className="flex-1 overflow-y-auto overflow-x-hidden px-2 py-3" aria-label={t('sidebar.navigation')}>
          {portal.sidebar.map((group) => (
            <div key={group.id} className="mb-4" role="group" aria-labelledby={`sidebar-group-${group.id}`}>
              <p
                id={`sidebar-group-${group.id}`}
                className={`px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400 ${expanded ? '' : 'sr-only'}`}
              >
                {text(group.label)}
              </p>
              <ul>
                {group.items.map((item) => {
                  const label = text(item.label);
                  return (
                    <li key={item.id}>
                      <NavLink
                        to={item.absolute ? item.to : joinPath(prefix, item.to)}
                        end
                        title={expanded ? undefined : label}
                        data-testid={`sidebar-item-${group.id}-${item.id}`}
                        className={({ isActive }) =>
                          `flex items-center gap-3 rounded-lg px-2 py-2 text-sm font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-brand ${
                            isActive
                              ? 'bg-brand/20 text-(--fs-color-primary-900) dark:bg-brand/15 dark:text-brand'
                              : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
                          }`
                        }
                      >
                        <span aria-hidden="true" className="grid size-8 shrink-0 place-items-center rounded-md bg-slate-100 text-xs font-bold text-slate-600 dark:bg-slate-800 dark:text-slate-300">
                          {sidebarInitials(label)}
                        </span>
                        <span className={expanded ? 'truncate' : 'sr-only'}>{label}</span>
                      </NavLink>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </nav>
        <div className="flex shrink-0 flex-col gap-1 border-t border-slate-200 p-2 dark:border-slate-800">
          <ThemeToggle compact={!expanded} />
          <LanguageSelector languages={languages} compact={!expanded} placement="up" />
          {user ? (
            <button type="button" className="control-button" onClick={onSignOut} aria-label={t('auth.signOut')} title={t('auth.signOut')} data-testid="sign-out">
              <LogOutIcon />
              {expanded ? <span>{t('auth.signOut')}</span> : null}
            </button>
          ) : (
            <Link className="control-button" to={signInHref} aria-label={t('auth.signIn')} title={t('auth.signIn')}>
              <LogInIcon />
              {expanded ? <span>{t('auth.signIn')}</span> : null}
            </Link>
          )}
        </div>
      </aside>
      <div
        style={{ paddingInlineStart: narrow ? SIDEBAR_COLLAPSED_WIDTH : width, transitionDuration: `${SIDEBAR_ANIMATION_SECONDS}s` }}
        className="flex min-h-screen flex-col transition-[padding] ease-in-out motion-reduce:transition-none"
      >
        {portal.header || account || notifications ? <PortalHeader portal={portal} account={account} notifications={notifications} /> : null}
        {/* At least a screen tall, so the footer starts below the fold: a page's short loading
            state would otherwise show the footer, then push it away when the content arrives,
            the largest layout shift of every signed-in page. */}
        <main id="main" tabIndex={-1} className="min-h-screen flex-1 px-4 py-8 outline-none sm:px-8">
          {children}
        </main>
        {footer}
      </div>
    </div>
  );
}

function PortalHeader({ portal, account, notifications }: { portal: PortalDefinition; account: ReactNode; notifications: ReactNode }) {
  const { t } = useTranslation();
  const { t: text } = useTranslation(portal.id);
  const header = portal.header ?? {};
  return (
    <div className="flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-4 sm:px-8 dark:border-slate-800 dark:bg-slate-900">
      {header.search ? (
        <form role="search" className="relative max-w-md flex-1" onSubmit={(event) => event.preventDefault()}>
          <label className="sr-only" htmlFor="portal-search">
            {t('header.search')}
          </label>
          <SearchIcon className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-slate-400" />
          <input
            id="portal-search"
            type="search"
            placeholder={t('header.search')}
            className="w-full rounded-lg border border-slate-300 bg-white py-2 pe-3 ps-10 text-sm dark:border-slate-700 dark:bg-slate-950"
          />
        </form>
      ) : (
        <div className={account ? 'hidden flex-1 sm:block' : 'flex-1'} />
      )}
      {notifications}
      {header.badge ? (
        <div className="hidden text-end sm:block" data-testid="header-badge">
          <p className="text-sm font-semibold">{text(header.badge.name)}</p>
          <p className="text-xs text-slate-500 dark:text-slate-400">{text(header.badge.role)}</p>
        </div>
      ) : null}
      {account}
    </div>
  );
}
