import { capTableSnapshotQueryOptions } from '@fikrspace/cap-table/api/get-cap-table-snapshot';
import { stakeholdersQueryOptions } from '@fikrspace/cap-table/api/get-stakeholders';
import { isoDate } from '@fikrspace/cap-table/ledger-model';
import { definePortal, publicNavItem, route, sidebarGroup, type RoutePrefetch } from '@fikrspace/portal-kit';

const portalPage = () => import('./pages/portal-page');
const portalHome = () => import('./pages/portal-home');
const capPage = () => import('./pages/cap-page');
const hubPage = () => import('./pages/hub-page');
const messagesPage = () => import('./pages/messages-page');
const accountPage = () => import('./pages/account-page');

/** Today's cap table and the first page of stakeholders download while the Fikr Cap page's code does. */
const prefetchCapTable: RoutePrefetch = (queryClient, _params, { organizationId }) =>
  organizationId
    ? Promise.all([
        queryClient.prefetchQuery(capTableSnapshotQueryOptions({ organizationId, asOf: isoDate(new Date()) })),
        queryClient.prefetchQuery(stakeholdersQueryOptions({ organizationId, page: 1 })),
      ]).then(() => undefined)
    : undefined;

/**
 * Product areas of the portal root (spec 000 §1): each is a route `/<id>` whose texts are
 * `routes.<id>.*`, and an item of the Products sidebar group, in the shell's `portal` namespace.
 */
const PRODUCT_AREAS = ['os', 'hub', 'cap', 'pitch', 'score', 'marketplace', 'money', 'people', 'lab', 'gov'] as const;

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
    route('/landing', 'landing', portalPage, { auth: false, layout: 'public' }),
    route('/test', 'test', portalPage, { auth: false, layout: 'public' }),
    route('/university', 'university', portalPage),
    ...PRODUCT_AREAS.map((area) =>
      area === 'cap'
        ? route(`/${area}`, area, capPage, { prefetch: prefetchCapTable })
        : area === 'hub'
          ? route(`/${area}`, area, hubPage)
          : route(`/${area}`, area, portalPage),
    ),
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
