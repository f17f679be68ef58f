import { definePortal, publicNavItem, route, sidebarGroup } from '@fikrspace/portal-kit';

const workspacePage = () => import('./pages/workspace-page');
const landingPage = () => import('./pages/landing-page');
const notificationsPage = () => import('./pages/notifications-page');
const sharedCompaniesPage = () => import('./pages/shared-companies-page');
const dueDiligencePage = () => import('./pages/due-diligence-page');

export default definePortal({
  id: 'investor',
  name: 'portal.name',
  description: 'portal.description',
  tagline: 'portal.tagline',
  defaultTitle: 'portal.defaultTitle',
  theme: 'fikr-space',
  landingPath: '/',
  features: { blockchain: true, smartContracts: true, kyc: true },
  routes: [
    route('/', 'home', landingPage, { auth: false, layout: 'public' }),
    route('/dashboard', 'dashboard', workspacePage),
    route('/portfolio', 'portfolio', workspacePage),
    route('/deals', 'deals', workspacePage),
    route('/analytics', 'analytics', workspacePage),
    route('/live-events', 'live-events', workspacePage),
    route('/startups', 'startups', sharedCompaniesPage),
    route('/watchlist', 'watchlist', workspacePage),
    route('/market-intelligence', 'market-intelligence', workspacePage),
    route('/valuations', 'valuations', workspacePage),
    route('/due-diligence', 'due-diligence', dueDiligencePage),
    route('/co-investors', 'co-investors', workspacePage),
    route('/events', 'events', workspacePage),
    route('/notifications', 'notifications', notificationsPage),
    route('/settings', 'settings', workspacePage),
  ],
  sidebar: [
    sidebarGroup('dashboard', [{ id: 'overview', to: '/dashboard' }]),
    sidebarGroup('investments', [
      { id: 'portfolio', to: '/portfolio' },
      { id: 'deal-flow', to: '/deals' },
      { id: 'performance', to: '/analytics' },
    ]),
    sidebarGroup('discover', [
      { id: 'live-events', to: '/live-events' },
      { id: 'startups', to: '/startups' },
      { id: 'watchlist', to: '/watchlist' },
    ]),
    sidebarGroup('tools', [
      { id: 'market-intelligence', to: '/market-intelligence' },
      { id: 'valuations', to: '/valuations' },
      { id: 'due-diligence', to: '/due-diligence' },
    ]),
    sidebarGroup('network', [
      { id: 'co-investors', to: '/co-investors' },
      { id: 'events', to: '/events' },
    ]),
    sidebarGroup('settings', [
      { id: 'notifications', to: '/notifications' },
      { id: 'settings', to: '/settings' },
    ]),
  ],
  publicNav: [publicNavItem('home', '/')],
});
