import { useAppStore } from '@fikrspace/app-store';
import { useQueryClient } from '@fikrspace/data';
import { joinPath, routeAccess, type PortalDefinition, type PortalRoute } from '@fikrspace/portal-kit';
import { prefetchCurrentProduct, productsQueryOptions } from '@fikrspace/products';
import { useEffect, useMemo, useState } from 'react';
import { matchRoutes } from '@fikrspace/router';
import { accountScreensArrived, isAccountScreenPath, preloadAccountScreens } from './account-screens';
import { pageArrived, preloadPage } from './page-modules';
import { preloadThemeComponents } from './use-theme-component';

/** The portal route an address opens, ranked as the router ranks them, with its parameters. */
export function matchPortalRoute(portal: Pick<PortalDefinition, 'routes'>, prefix: string, pathname: string): { route: PortalRoute; params: Record<string, string> } | null {
  const table = portal.routes.map((route, index) => ({ id: String(index), path: joinPath(prefix, route.path) }));
  const match = matchRoutes(table, pathname)?.at(-1);
  if (!match) return null;
  const params = Object.fromEntries(Object.entries(match.params).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return { route: portal.routes[Number(match.route.id)]!, params };
}

/**
 * Starts the download of the page an address opens, and of the active theme's components, as soon
 * as its portal's definition is known, instead of once the portal's first render has committed.
 */
export function preloadPortalPage(portal: Pick<PortalDefinition, 'routes'>, prefix: string, pathname: string): void {
  // The account screens come first, as in the portal's routes: `/login` is not a `/:slug` page.
  if (isAccountScreenPath(prefix, pathname)) preloadAccountScreens().catch(() => undefined);
  else {
    const matched = matchPortalRoute(portal, prefix, pathname);
    if (!matched) return;
    preloadPage(matched.route).catch(() => undefined);
  }
  void preloadThemeComponents();
}

/**
 * The code of the page a link of this portal leads to starts downloading once the pointer rests on
 * the link, a finger touches it or the keyboard focuses it: the moments before a click, which
 * leave the download a head start of a hover's length. Not every page of the navigation at
 * once: a portal of twenty pages would download them all on every visit, several times the code
 * of the page in view. Returns the listeners' removal.
 */
export function preloadPagesOnIntent(portal: Pick<PortalDefinition, 'routes'>, prefix: string, mayOpen: (route: PortalRoute) => boolean): () => void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    const matched = matchPortalRoute(portal, prefix, link.pathname);
    if (matched && mayOpen(matched.route)) preloadPage(matched.route).catch(() => undefined);
  };
  const events = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const type of events) document.addEventListener(type, onIntent, { passive: true });
  return () => {
    for (const type of events) document.removeEventListener(type, onIntent);
  };
}

const whenIdle = (task: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
};

/**
 * Spec 001 §2.1 holds a cold portal load on the loading screen for 1 s. That second is used: the
 * page's code downloads at once, and its data and its product check as soon as the session is
 * known, so the page shows when the hold ends. Once a page is shown, a link's page downloads as
 * the pointer or the focus comes to the link (preloadPagesOnIntent). `waiting`: the loading screen holds for the session or the spec's second;
 * `coldLoad`: no page of this portal was shown yet. Answers whether the code of the page at
 * `pathname` is here (or failed to come, which the page's error boundary then shows).
 */
export function usePagePreloads(portal: PortalDefinition, prefix: string, pathname: string, { waiting, coldLoad }: { waiting: boolean; coldLoad: boolean }): boolean {
  const queryClient = useQueryClient();
  const isLoading = useAppStore((state) => state.isLoading);
  const user = useAppStore((state) => state.user);
  const organizationId = useAppStore((state) => state.organization?.id ?? null);
  const accountScreen = useMemo(() => isAccountScreenPath(prefix, pathname), [prefix, pathname]);
  const matched = useMemo(() => (accountScreen ? null : matchPortalRoute(portal, prefix, pathname)), [accountScreen, portal, prefix, pathname]);
  const [settled, setSettled] = useState<PortalRoute | null>(null);
  const [accountSettled, setAccountSettled] = useState(false);

  useEffect(() => {
    if (!matched) return;
    let current = true;
    const settle = () => current && setSettled(matched.route);
    // The page is ready when its code and the theme's components for it and its frame are here.
    Promise.all([preloadPage(matched.route), preloadThemeComponents()]).then(settle, settle);
    return () => {
      current = false;
    };
  }, [matched]);
  // An account screen's code is a chunk of its own: a cold load of one waits for it like a page's.
  useEffect(() => {
    if (!accountScreen) return;
    let current = true;
    const settle = () => current && setAccountSettled(true);
    Promise.all([preloadAccountScreens(), preloadThemeComponents()]).then(settle, settle);
    return () => {
      current = false;
    };
  }, [accountScreen]);
  // A page the visitor may not open (sign-in, forbidden) is never shown: nothing to wait for.
  const turnedAway = matched !== null && !isLoading && routeAccess(matched.route, portal, user) !== 'allowed';
  const pageReady = matched ? turnedAway || settled === matched.route || pageArrived(matched.route) : !accountScreen || accountSettled || accountScreensArrived();

  // The product check's catalogue (the active products) is the same for everyone: it goes at once,
  // during the hold, rather than after the session and the organization.
  useEffect(() => {
    if (coldLoad && matched?.route.auth) void queryClient.prefetchQuery(productsQueryOptions());
  }, [coldLoad, matched, queryClient]);

  // On a cold load only: later pages fetch their own data as they open, and ask for the product
  // check again on every path change anyway.
  useEffect(() => {
    if (!coldLoad || isLoading || !matched || routeAccess(matched.route, portal, user) !== 'allowed') return;
    if (matched.route.prefetch) Promise.resolve(matched.route.prefetch(queryClient, matched.params, { userId: user?.id ?? null, organizationId })).catch(() => undefined);
    // A signed-in page opens behind the product check (ProductGate): its two queries go now too.
    if (matched.route.auth && user && organizationId) prefetchCurrentProduct(queryClient, { pathname, hostname: window.location.hostname }, { userId: user.id, organizationId }).catch(() => undefined);
  }, [coldLoad, isLoading, matched, portal, user, queryClient, organizationId, pathname]);

  const shown = !waiting && pageReady;
  // Signing in is one click away for a signed-out visitor, never for a member.
  useEffect(() => {
    if (!shown || user) return;
    return whenIdle(() => void preloadAccountScreens().catch(() => undefined));
  }, [shown, user]);
  useEffect(() => {
    if (!shown) return;
    return preloadPagesOnIntent(portal, prefix, (route) => routeAccess(route, portal, user) === 'allowed');
  }, [shown, portal, prefix, user]);
  return pageReady;
}
