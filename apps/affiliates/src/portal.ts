import { definePortal, publicNavItem, route, sidebarGroup } from '@fikrspace/portal-kit';

const workspacePage = () => import('./pages/workspace-page');

export default definePortal({
  id: 'affiliates',
  name: 'portal.name',
  description: 'portal.description',
  tagline: 'portal.tagline',
  defaultTitle: 'portal.defaultTitle',
  theme: 'fikr-space',
  landingPath: '/',
  features: { commissionTracking: true, referralLinks: true, marketingMaterials: true, analytics: true },
  routes: [
    route('/', 'home', workspacePage),
    route('/dashboard', 'dashboard', workspacePage),
    route('/links-materials', 'links-materials', workspacePage),
    route('/resources', 'resources', workspacePage),
    route('/commissions', 'commissions', workspacePage),
    route('/referrals', 'referrals', workspacePage),
    route('/settings', 'settings', workspacePage),
  ],
  sidebar: [
    sidebarGroup('overview', [
      { id: 'home', to: '/' },
      { id: 'dashboard', to: '/dashboard' },
    ]),
    sidebarGroup('promote', [
      { id: 'links-materials', to: '/links-materials' },
      { id: 'resources', to: '/resources' },
    ]),
    sidebarGroup('earnings', [
      { id: 'referrals', to: '/referrals' },
      { id: 'commissions', to: '/commissions' },
    ]),
    sidebarGroup('account', [{ id: 'settings', to: '/settings' }]),
  ],
  publicNav: [publicNavItem('home', '/')],
});
