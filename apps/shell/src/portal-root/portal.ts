import { definePortal, publicNavItem, route, sidebarGroup, type PageModule, type RoutePrefetch } from '@fikrspace/portal-kit';

const portalPage = () => import('./pages/portal-page');
const portalHome = () => import('./pages/portal-home');
const capPage = () => import('./pages/cap-page');
const capRoundsPage = () => import('./pages/cap-rounds-page');
const hubPage = () => import('./pages/hub-page');
const messagesPage = () => import('./pages/messages-page');
const accountPage = () => import('./pages/account-page');
const osPage = () => import('./pages/os-page');
const moneyPage = () => import('./pages/money-page');

/**
 * Fikr Cap's reads start with its pages' code, from a module of their own: imported here, the
 * ledger's fetchers would be split into shared chunks every page's start-up downloads.
 */
const capPrefetches = () => import('./cap-prefetches');
const lazyPrefetch =
  (name: 'capTable' | 'roundModeler'): RoutePrefetch =>
  (queryClient, params, context) =>
    // A failed download leaves the page to read its data as it mounts.
    capPrefetches().then(
      (module) => module[name](queryClient, params, context),
      () => undefined,
    );
const prefetchCapTable = lazyPrefetch('capTable');
const prefetchRoundModeler = lazyPrefetch('roundModeler');

/**
 * Product areas of the portal root (spec 000 §1): each is a route `/<id>` whose texts are
 * `routes.<id>.*`, and an item of the Products sidebar group, in the shell's `portal` namespace.
 */
const PRODUCT_AREAS = ['os', 'hub', 'cap', 'pitch', 'score', 'marketplace', 'money', 'people', 'lab', 'gov'] as const;

/** The product areas built so far; the others show the portal's product page until theirs lands. */
const BUILT_PRODUCT_AREAS: Partial<Record<(typeof PRODUCT_AREAS)[number], { page: () => Promise<PageModule>; prefetch?: RoutePrefetch }>> = {
  // Fikr OS and Fikr Money read their data as they mount (docs/decisions.md, the Fikr Cap prefetches).
  os: { page: osPage },
  hub: { page: hubPage },
  cap: { page: capPage, prefetch: prefetchCapTable },
  money: { page: moneyPage },
};

export const portalRoot = definePortal({
  id: 'portal',
  name: 'portal.name',
  description: 'portal.description',
  defaultTitle: 'portal.defaultTitle',
  theme: 'fikr-space',
  landingPath: '/',
  features: {},
  routes: [
    route('/', 'home', portalHome),
    route('/welcome', 'welcome', portalPage),
    route('/messages', 'messages', messagesPage),
    route('/account', 'account', accountPage),
    route('/cap/rounds', 'capRounds', capRoundsPage, { prefetch: prefetchRoundModeler }),
    route('/landing', 'landing', portalPage, { auth: false, layout: 'public' }),
    route('/test', 'test', portalPage, { auth: false, layout: 'public' }),
    route('/university', 'university', portalPage),
    ...PRODUCT_AREAS.map((area) => {
      const built = BUILT_PRODUCT_AREAS[area];
      return built ? route(`/${area}`, area, built.page, built.prefetch ? { prefetch: built.prefetch } : {}) : route(`/${area}`, area, portalPage);
    }),
  ],
  sidebar: [
    sidebarGroup('portal', [
      { id: 'home', to: '/' },
      { id: 'welcome', to: '/welcome' },
      { id: 'messages', to: '/messages' },
    ]),
    sidebarGroup(
      'products',
      PRODUCT_AREAS.map((area) => ({ id: area, to: `/${area}` })),
    ),
    sidebarGroup('partners', [{ id: 'university', to: '/university' }]),
  ],
  publicNav: [publicNavItem('landing', '/landing')],
});
