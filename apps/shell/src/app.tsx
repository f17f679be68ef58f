import { useAppStore } from '@fikrspace/app-store';
import { QueryProvider } from '@fikrspace/data';
import { SessionContext, type SessionServices } from '@fikrspace/session';
import { PageShown } from '@fikrspace/portal-host';
import { PortalChromeContext, type PortalChrome } from '@fikrspace/portal-kit';
import { ErrorBoundary, Toaster } from '@fikrspace/ui';
import { lazy, StrictMode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from '@fikrspace/router';
import { ConsentBanner } from './features/analytics/components/consent-banner';
import { TrackNavigation } from './features/analytics/components/track-navigation';
import { LanguageListProvider } from './features/languages/components/language-list-provider';
import type { RuntimeConfig } from './remotes/runtime-config';
import { ShellBugReportButton } from './routing/bug-report';
import { RuntimeConfigContext } from './routing/runtime-config-context';
import { SiteSwitch } from './routing/site-switch';

/** Spec 000 §2: the last line of defence for render errors nobody else caught. */
function UnexpectedError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto max-w-xl px-6 py-20">
      <h1 className="text-2xl font-bold">{t('unexpectedError.title')}</h1>
      <pre className="mt-4 overflow-auto whitespace-pre-wrap rounded bg-slate-100 p-3 text-sm dark:bg-slate-900" dir="ltr">
        {error instanceof Error ? error.message : String(error)}
      </pre>
      <a className="primary-button mt-6" href="/">
        {t('unexpectedError.home')}
      </a>
      <PageShown />
    </div>
  );
}

// Downloaded with the first portal page's header: public pages draw no header and load none of it.
const NotificationBell = lazy(() => import('@fikrspace/notifications/components/notification-bell'));

/** The bell, for a signed-in member only: a visitor's portal page downloads none of its code. */
function MemberNotificationBell() {
  const signedIn = useAppStore((state) => state.user !== null);
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  );
}

/** What every portal's frame draws from the contexts the shell composes (see PortalChrome). */
const PORTAL_CHROME: PortalChrome = { notifications: <MemberNotificationBell /> };

/** The shell's one router: every site and portal renders inside it, with the shell's own parts. */
function AppRoutes() {
  return (
    <BrowserRouter>
      <ErrorBoundary fallback={({ error }) => <UnexpectedError error={error} />}>
        <TrackNavigation />
        <SiteSwitch />
        {/* After the page in the DOM, so keyboard users meet it once they are through the page. */}
        <ShellBugReportButton />
        <ConsentBanner />
      </ErrorBoundary>
    </BrowserRouter>
  );
}

export function App({ config, session }: { config: RuntimeConfig; session: SessionServices }) {
  return (
    <StrictMode>
      {/* Route errors stay inside their area's boundary; this one catches what happens around them. */}
      <ErrorBoundary homeHref="/">
        <RuntimeConfigContext value={config}>
          <QueryProvider>
            <SessionContext value={session}>
              <LanguageListProvider>
                <PortalChromeContext value={PORTAL_CHROME}>
                  <AppRoutes />
                </PortalChromeContext>
                <Toaster />
              </LanguageListProvider>
            </SessionContext>
          </QueryProvider>
        </RuntimeConfigContext>
      </ErrorBoundary>
    </StrictMode>
  );
}
