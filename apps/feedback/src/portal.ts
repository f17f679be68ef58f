import { definePortal, publicNavItem, route, sidebarGroup } from '@fikrspace/portal-kit';

const workspacePage = () => import('./pages/workspace-page');

export default definePortal({
  id: 'feedback',
  name: 'portal.name',
  description: 'portal.description',
  tagline: 'portal.tagline',
  defaultTitle: 'portal.defaultTitle',
  theme: 'fikr-space',
  landingPath: '/',
  features: { voting: true, comments: true, categories: true },
  routes: [
    route('/', 'home', workspacePage, { auth: false, layout: 'portal' }),
  ],
  sidebar: [
    sidebarGroup('community', [{ id: 'feedback-board', to: '/' }]),
  ],
  publicNav: [publicNavItem('home', '/')],
});
