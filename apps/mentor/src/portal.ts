import { colleaguesQueryOptions } from '@fikrspace/messaging/api/get-colleagues';
import { conversationsQueryOptions } from '@fikrspace/messaging/api/get-conversations';
import { definePortal, publicNavItem, route, sidebarGroup, type RoutePrefetch } from '@fikrspace/portal-kit';

const workspacePage = () => import('./pages/workspace-page');
const landingPage = () => import('./pages/landing-page');
const pageListPage = () => import('./pages/page-list-page');
const messagesPage = () => import('./pages/messages-page');

/** The mentor's conversations and the names of the people in them, prefetched with the messages page's code. */
const prefetchConversations: RoutePrefetch = (queryClient, _params, { userId }) =>
  userId ? Promise.all([queryClient.prefetchQuery(conversationsQueryOptions(userId)), queryClient.prefetchQuery(colleaguesQueryOptions(userId))]) : undefined;

export default definePortal({
  id: 'mentor',
  name: 'portal.name',
  description: 'portal.description',
  tagline: 'portal.tagline',
  defaultTitle: 'portal.defaultTitle',
  theme: 'fikr-space',
  landingPath: '/',
  features: {},
  routes: [
    route('/', 'home', landingPage, { auth: false, layout: 'public' }),
    route('/pages', 'pages', pageListPage, { auth: false, layout: 'public' }),
    route('/dashboard', 'dashboard', workspacePage),
    route('/mentees', 'mentees', workspacePage),
    route('/sessions', 'sessions', workspacePage),
    route('/messages', 'messages', messagesPage, { prefetch: prefetchConversations }),
    route('/progress', 'progress', workspacePage),
    route('/business-management', 'business-management', workspacePage),
    route('/cohort-management', 'cohort-management', workspacePage),
    route('/fikr-score', 'fikr-score', workspacePage),
    route('/fikr-score/improvement', 'fikr-score-improvement', workspacePage),
    route('/fikr-score/send', 'fikr-score-send', workspacePage),
    route('/fikr-score/track', 'fikr-score-track', workspacePage),
    route('/insights', 'insights', workspacePage),
    route('/impact', 'impact', workspacePage),
    route('/goals', 'goals', workspacePage),
    route('/community', 'community', workspacePage),
    route('/achievements', 'achievements', workspacePage),
    route('/referrals', 'referrals', workspacePage),
    route('/invite', 'invite', workspacePage),
    route('/resources', 'resources', workspacePage),
    route('/settings', 'settings', workspacePage),
  ],
  sidebar: [
    sidebarGroup('dashboard', [{ id: 'overview', to: '/dashboard' }]),
    sidebarGroup('mentoring', [
      { id: 'mentees', to: '/mentees' },
      { id: 'sessions', to: '/sessions' },
      { id: 'messages', to: '/messages' },
      { id: 'progress', to: '/progress' },
      { id: 'goals', to: '/goals' },
    ]),
    sidebarGroup('fikr-score', [
      { id: 'fikr-score', to: '/fikr-score' },
      { id: 'fikr-score-improvement', to: '/fikr-score/improvement' },
      { id: 'fikr-score-send', to: '/fikr-score/send' },
      { id: 'fikr-score-track', to: '/fikr-score/track' },
    ]),
    sidebarGroup('practice', [
      { id: 'business-management', to: '/business-management' },
      { id: 'cohort-management', to: '/cohort-management' },
    ]),
    sidebarGroup('impact', [
      { id: 'insights', to: '/insights' },
      { id: 'impact', to: '/impact' },
      { id: 'achievements', to: '/achievements' },
    ]),
    sidebarGroup('community', [
      { id: 'community', to: '/community' },
      { id: 'invite', to: '/invite' },
      { id: 'referrals', to: '/referrals' },
      { id: 'resources', to: '/resources' },
    ]),
    sidebarGroup('settings', [{ id: 'settings', to: '/settings' }]),
  ],
  publicNav: [
    publicNavItem('home', '/'),
    publicNavItem('pages', '/pages'),
  ],
});
