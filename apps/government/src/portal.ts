import { definePortal, publicNavItem, route, sidebarGroup } from '@fikrspace/portal-kit';

const workspacePage = () => import('./pages/workspace-page');
const landingPage = () => import('./pages/landing-page');

export default definePortal({
  id: 'government',
  name: 'portal.name',
  description: 'portal.description',
  tagline: 'portal.tagline',
  defaultTitle: 'portal.defaultTitle',
  theme: 'fikr-space',
  landingPath: '/',
  features: {},
  routes: [
    route('/', 'home', landingPage, { auth: false, layout: 'public' }),
    route('/dashboard', 'dashboard', workspacePage, { noindex: true }),
    route('/economic-impact', 'economic-impact', workspacePage, { noindex: true }),
    route('/success-patterns', 'success-patterns', workspacePage, { noindex: true }),
    route('/talent-intelligence', 'talent-intelligence', workspacePage, { noindex: true }),
    route('/sector-development', 'sector-development', workspacePage, { noindex: true }),
    route('/ecosystem-health', 'ecosystem-health', workspacePage, { noindex: true }),
  ],
  sidebar: [
    sidebarGroup('ecosystem-intelligence', [
      { id: 'dashboard', to: '/dashboard' },
      { id: 'economic-impact', to: '/economic-impact' },
      { id: 'success-patterns', to: '/success-patterns' },
      { id: 'talent-intelligence', to: '/talent-intelligence' },
      { id: 'sector-development', to: '/sector-development' },
      { id: 'ecosystem-health', to: '/ecosystem-health' },
    ]),
  ],
  publicNav: [publicNavItem('home', '/')],
});
