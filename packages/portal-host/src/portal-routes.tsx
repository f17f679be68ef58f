import { siteById } from '@fikrspace/sites';
import { useAppStore } from '@fikrspace/app-store';
import {
  CurrentRouteContext,
  SHARED_NOT_FOUND_ROUTES,
  joinPath,
  loginPathFor,
  loginRedirect,
  routeAccess,
  usePortalChrome,
  type PortalDefinition,
  type PortalRoute,
} from '@fikrspace/portal-kit';
import { ForbiddenPage, LoadingScreen, NotFoundPage, PortalLayout, PublicLayout, SiteFooter } from '@fikrspace/ui';
import { useQueryClient } from '@fikrspace/data';
import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation, useParams } from '@fikrspace/router';
import { AccountMenu } from './account-menu';
import { ProductGate } from './product-gate';
import { ProductSwitcher } from './product-switcher';
import { useAuthActions } from './auth-actions';
import { RouteErrorBoundary } from './route-error-boundary';
import { ACCOUNT_SCREEN_PATHS, AccountScreen } from './account-screens';
import { forgetPage, pageFor } from './page-modules';
import { PageShown } from './page-shown';
import { usePagePreloads } from './use-page-preloads';
import { useDocumentMeta, useIsStaticRender } from './use-document-meta';
import { useMinimumDelay } from './use-minimum-delay';
import { usePortalThemeOverride } from './use-portal-theme-override';
import { useThemeComponent } from './use-theme-component';

export interface PortalRoutesProps {
  portal: PortalDefinition;
  /** Where the portal is mounted: '/fikrspace/investor' on localhost, '' on its own host. */
  prefix: string;
  /** Spec 001 §2.1: portals hold the loading screen for 1 s on a cold load; the public site does not. */
  minimumLoadingMs?: number;
}

/** React Router path for a site-relative route path ('/' is the index). */
function toRouterPath(path: string): string {
  return path === '/' ? '' : path.slice(1);
}

/**
 * Mounts one portal definition: shared public routes, its route table with guards and meta, and
 * 404s. Its texts are in the portal's own namespace, read before anything of it renders: until
 * then the loading screen shows. A file that cannot be read counts as empty, so the page still
 * opens, in English when the English file arrived (the last fallback of every language).
 */
export function PortalRoutes(props: PortalRoutesProps) {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <PortalRoutesWithTexts {...props} />
    </Suspense>
  );
}

/**
 * Texts the portal frame reads for a signed-in member (the account menu's role, the product
 * switcher's names): asked for with the portal's own, so the first page does not wait for them
 * behind a second loading screen. While a session is being loaded (only a page with a stored one
 * waits for that) they come at once, beside the profile's requests rather than after them.
 */
export const SIGNED_IN_FRAME_NAMESPACES = ['products', 'enterprise-roles'];

function PortalRoutesWithTexts({ portal, prefix, minimumLoadingMs = 0 }: PortalRoutesProps) {
  const mayBeSignedIn = useAppStore((state) => state.user !== null || state.isLoading);
  useTranslation(mayBeSignedIn ? [portal.id, ...SIGNED_IN_FRAME_NAMESPACES] : portal.id);
  usePortalThemeOverride(portal.id);
  const location = useLocation();
  const holding = useMinimumDelay(minimumLoadingMs);
  const isLoading = useAppStore((state) => state.isLoading);
  // A build-time render is the page a signed-out visitor gets: no session to wait for, no hold.
  const staticRender = useIsStaticRender();
  const sessionWaiting = !staticRender && (holding || isLoading);
  // On a cold load the loading screen also stays until the page's code is here, so the page opens
  // whole instead of through a second, inner loading screen (which React keeps up a further
  // 300 ms once shown). Later navigation keeps the portal's frame on screen instead.
  const [opened, setOpened] = useState(false);
  const pageReady = usePagePreloads(portal, prefix, location.pathname, { waiting: sessionWaiting, coldLoad: !opened });
  const waiting = sessionWaiting || (!staticRender && !opened && !pageReady);
  useEffect(() => {
    if (!waiting) setOpened(true);
  }, [waiting]);

  if (prefix && location.pathname === prefix) {
    return <Navigate to={`${prefix}/${location.search}${location.hash}`} replace />;
  }
  if (waiting) return <LoadingScreen />;

  const home = joinPath(prefix, portal.landingPath);
  return (
    <Routes>
      <Route path={ACCOUNT_SCREEN_PATHS.signIn} element={<SharedFrame portal={portal} prefix={prefix} title="signIn"><AccountScreen screen={(pages) => pages.SignInPage} props={{ fallbackRedirect: home }} /></SharedFrame>} />
      <Route path={ACCOUNT_SCREEN_PATHS.signInAlias} element={<SharedFrame portal={portal} prefix={prefix} title="signIn"><AccountScreen screen={(pages) => pages.SignInPage} props={{ fallbackRedirect: home }} /></SharedFrame>} />
      <Route path={ACCOUNT_SCREEN_PATHS.register} element={<SharedFrame portal={portal} prefix={prefix} title="register"><AccountScreen screen={(pages) => pages.RegisterPage} props={{}} /></SharedFrame>} />
      <Route path={ACCOUNT_SCREEN_PATHS.requestAccess} element={<SharedFrame portal={portal} prefix={prefix} title="requestAccess"><AccountScreen screen={(pages) => pages.RequestAccessPage} props={{ prefix, homeHref: home }} /></SharedFrame>} />
      <Route path={ACCOUNT_SCREEN_PATHS.confirmEmail} element={<SharedFrame portal={portal} prefix={prefix} title="confirmEmail"><AccountScreen screen={(pages) => pages.EmailConfirmationPage} props={{}} /></SharedFrame>} />
      <Route path={ACCOUNT_SCREEN_PATHS.acceptInvite} element={<SharedFrame portal={portal} prefix={prefix} title="acceptInvite"><AccountScreen screen={(pages) => pages.InvitationPage} props={{}} /></SharedFrame>} />
      <Route path={ACCOUNT_SCREEN_PATHS.confirmAccount} element={<SharedFrame portal={portal} prefix={prefix} title="confirmAccount"><AccountScreen screen={(pages) => pages.TokenLinkPage} props={{}} /></SharedFrame>} />
      <Route path={ACCOUNT_SCREEN_PATHS.oauthCallback} element={<SharedFrame portal={portal} prefix={prefix} title="oauth"><AccountScreen screen={(pages) => pages.OAuthCallbackPage} props={{ homeHref: home }} /></SharedFrame>} />
      {SHARED_NOT_FOUND_ROUTES.map((path) => (
        <Route key={path} path={path.slice(1)} element={<SharedFrame portal={portal} prefix={prefix} title="notFound"><NotFoundPage homeHref={home} /><PageShown /></SharedFrame>} />
      ))}
      {portal.routes.map((route) => (
        <Route key={route.path} path={toRouterPath(route.path)} index={route.path === '/'} element={<RouteFrame portal={portal} prefix={prefix} route={route} />} />
      ))}
      <Route path="*" element={<Navigate to={`${prefix}/404`} replace />} />
    </Routes>
  );
}

function usePortalFrame(portal: PortalDefinition, prefix: string) {
  const { t: text } = useTranslation(portal.id);
  const { signOut, landingPath } = useAuthActions();
  const signInHref = loginPathFor(prefix);
  const publicNav = (portal.publicNav ?? []).map((item) => ({ to: item.absolute ? item.to : joinPath(prefix, item.to), label: text(item.label) }));
  return { text, signOut, landingPath, signInHref, publicNav, home: joinPath(prefix, portal.landingPath) };
}

/**
 * The page's frame, drawn with the active theme's layouts (spec 000 §2): its portal layout or its
 * default layout, each with the theme's full-page footer. The shared UI components are the
 * default theme's, and stand in wherever no theme provides one.
 */
function Frame({ portal, prefix, layout, children }: { portal: PortalDefinition; prefix: string; layout: PortalRoute['layout']; children: ReactNode }) {
  const { text, signOut, landingPath, signInHref, publicNav, home } = usePortalFrame(portal, prefix);
  const ThemePortalLayout = useThemeComponent('portalLayout', PortalLayout);
  const ThemeDefaultLayout = useThemeComponent('defaultLayout', PublicLayout);
  const ThemeFooter = useThemeComponent('fullPageFooter', SiteFooter);
  const chrome = usePortalChrome();
  if (layout === 'portal') {
    return (
      <ThemePortalLayout
        portal={portal}
        prefix={prefix}
        signInHref={signInHref}
        onSignOut={() => void signOut()}
        account={<><ProductSwitcher /><AccountMenu /></>}
        notifications={chrome.notifications}
        footer={<ThemeFooter compact />}
      >
        {children}
      </ThemePortalLayout>
    );
  }
  return (
    <ThemeDefaultLayout brand={text(portal.name)} homeHref={home} nav={publicNav} signInHref={signInHref} portalHref={landingPath()} onSignOut={() => void signOut()} footer={<ThemeFooter />}>
      {children}
    </ThemeDefaultLayout>
  );
}

/** The shared screens' titles, in the shell's `common` namespace (`pageTitles.<screen>`). */
type SharedScreen = 'signIn' | 'register' | 'requestAccess' | 'confirmEmail' | 'acceptInvite' | 'confirmAccount' | 'notFound' | 'oauth';

/**
 * A screen every portal has, in its public frame. An account screen's code may still be on its way
 * (`AccountScreen`), and a download that fails shows the route error screen there, with Retry.
 */
function SharedFrame({ portal, prefix, title, children }: { portal: PortalDefinition; prefix: string; title: SharedScreen; children: ReactNode }) {
  const { t } = useTranslation();
  const { t: text } = useTranslation(portal.id);
  const location = useLocation();
  useDocumentMeta({ title: `${t(`pageTitles.${title}`)} | ${text(portal.name)}`, description: text(portal.description), keywords: '', noindex: true });
  return (
    <Frame portal={portal} prefix={prefix} layout="public">
      <RouteErrorBoundary key={location.pathname} path={location.pathname} homeHref={joinPath(prefix, portal.landingPath)}>
        {children}
      </RouteErrorBoundary>
    </Frame>
  );
}

/**
 * Runs the route's prefetch as the page opens: the page's code is requested by the same render
 * (React.lazy), so its data and its code download side by side. A failed prefetch is only a
 * missed head start; the page's own query reports the error.
 */
function usePrefetch(route: PortalRoute, params: Record<string, string>, allowed: boolean) {
  const queryClient = useQueryClient();
  const userId = useAppStore((state) => state.user?.id ?? null);
  const organizationId = useAppStore((state) => state.organization?.id ?? null);
  const paramsKey = JSON.stringify(params);
  useEffect(() => {
    if (!allowed || !route.prefetch) return;
    Promise.resolve(route.prefetch(queryClient, JSON.parse(paramsKey) as Record<string, string>, { userId, organizationId })).catch(() => undefined);
  }, [allowed, route, paramsKey, queryClient, userId, organizationId]);
}

function RouteFrame({ portal, prefix, route }: { portal: PortalDefinition; prefix: string; route: PortalRoute }) {
  const location = useLocation();
  const params = useParams();
  const { t: text } = useTranslation(portal.id);
  const user = useAppStore((state) => state.user);
  const [attempt, setAttempt] = useState(0);
  const home = joinPath(prefix, portal.landingPath);

  const pageTitle = text(route.meta.title);
  const siteName = text(portal.name);
  useDocumentMeta({
    title: pageTitle === siteName ? pageTitle : `${pageTitle} | ${siteName}`,
    description: text(route.meta.description),
    keywords: text(route.meta.keywords),
    // Search engines get public pages of indexed sites only: never a signed-in page, never a
    // page of a site kept out of them (the government portal, spec 001 §2.10).
    noindex: Boolean(route.meta.noindex || route.auth || siteById(portal.id)?.indexed === false),
  });

  const current = useMemo(
    () => ({ portal, route, prefix, params: Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined)) }),
    [portal, route, prefix, params],
  );

  // Chosen once per mount (and Retry): the lazy wrapper and the arrived page are different
  // components, and changing one for the other would remount the page and lose its state.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- attempt is the Retry trigger
  const Page = useMemo(() => pageFor(route), [route, attempt]);
  const access = routeAccess(route, portal, user);
  usePrefetch(route, current.params, access === 'allowed');
  if (access === 'sign-in') {
    return <Navigate to={loginRedirect(prefix, `${location.pathname}${location.search}`)} replace />;
  }
  const allowed = access === 'allowed';

  return (
    <Frame portal={portal} prefix={prefix} layout={route.layout}>
      {allowed ? (
        <CurrentRouteContext.Provider value={current}>
          <RouteErrorBoundary
            key={location.pathname}
            path={location.pathname}
            homeHref={home}
            onReset={() => {
              forgetPage(route);
              setAttempt((value) => value + 1);
            }}
          >
            <Suspense fallback={<LoadingScreen fullPage={false} />}>
              {route.auth ? (
                <ProductGate homeHref={home}>
                  <Page />
                </ProductGate>
              ) : (
                <Page />
              )}
              <PageShown />
            </Suspense>
          </RouteErrorBoundary>
        </CurrentRouteContext.Provider>
      ) : (
        <>
          <ForbiddenPage homeHref={home} />
          <PageShown />
        </>
      )}
    </Frame>
  );
}
