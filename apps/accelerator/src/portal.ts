import { definePortal, publicNavItem, route, sidebarGroup } from '@fikrspace/portal-kit';

const workspacePage = () => import('./pages/workspace-page');
const landingPage = () => import('./pages/landing-page');
const pageListPage = () => import('./pages/page-list-page');

export default definePortal({
  id: 'accelerator',
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
    route('/applications', 'applications', workspacePage),
    route('/startups', 'startups', workspacePage),
    route('/mentors', 'mentors', workspacePage),
    route('/investors', 'investors', workspacePage),
    route('/cohorts', 'cohorts', workspacePage),
    route('/alumni', 'alumni', workspacePage),
    route('/events', 'events', workspacePage),
    route('/demo-day', 'demo-day', workspacePage),
    route('/fikr-score', 'fikr-score', workspacePage),
    route('/fikr-score/results', 'fikr-score-results', workspacePage),
    route('/fikr-score/send', 'fikr-score-send', workspacePage),
    route('/fikr-score/track', 'fikr-score-track', workspacePage),
    route('/metrics', 'metrics', workspacePage),
    route('/performance', 'performance', workspacePage),
    route('/reports', 'reports', workspacePage),
    route('/impact', 'impact', workspacePage),
    route('/ai-insights', 'ai-insights', workspacePage),
    route('/curriculum', 'curriculum', workspacePage),
    route('/resources', 'resources', workspacePage),
    route('/pipeline', 'pipeline', workspacePage),
    route('/outreach', 'outreach', workspacePage),
    route('/collaboration', 'collaboration', workspacePage),
    route('/announcements', 'announcements', workspacePage),
    route('/settings', 'settings', workspacePage),
  ],
  sidebar: [
    sidebarGroup('fikr-score', [
      { id: 'fikr-score', to: '/fikr-score' },
      { id: 'fikr-score-results', to: '/fikr-score/results' },
      { id: 'fikr-score-send', to: '/fikr-score/send' },
      { id: 'fikr-score-track', to: '/fikr-score/track' },
    ]),
    sidebarGroup('cohort-management', [
      { id: 'cohorts', to: '/cohorts' },
      { id: 'applications', to: '/applications' },
      { id: 'alumni', to: '/alumni' },
    ]),
    sidebarGroup('program', [
      { id: 'curriculum', to: '/curriculum' },
      { id: 'mentors', to: '/mentors' },
      { id: 'events', to: '/events' },
      { id: 'demo-day', to: '/demo-day' },
    ]),
    sidebarGroup('portfolio', [
      { id: 'startups', to: '/startups' },
      { id: 'metrics', to: '/metrics' },
      { id: 'performance', to: '/performance' },
    ]),
    sidebarGroup('investor-relations', [
      { id: 'investors', to: '/investors' },
      { id: 'pipeline', to: '/pipeline' },
      { id: 'outreach', to: '/outreach' },
    ]),
    sidebarGroup('analytics', [
      { id: 'dashboard', to: '/dashboard' },
      { id: 'reports', to: '/reports' },
      { id: 'impact', to: '/impact' },
      { id: 'ai-insights', to: '/ai-insights' },
    ]),
    sidebarGroup('collaboration', [
      { id: 'collaboration', to: '/collaboration' },
      { id: 'resources', to: '/resources' },
    ]),
    sidebarGroup('communications', [{ id: 'announcements', to: '/announcements' }]),
    sidebarGroup('settings', [{ id: 'settings', to: '/settings' }]),
  ],
  publicNav: [
    publicNavItem('home', '/'),
    publicNavItem('pages', '/pages'),
  ],
});
