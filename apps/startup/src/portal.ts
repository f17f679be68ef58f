import { stakeholdersQueryOptions } from '@fikrspace/cap-table/api/get-stakeholders';
import { metricDefinitionsQueryOptions } from '@fikrspace/metrics/api/get-metric-definitions';
import { metricSeriesQueryOptions } from '@fikrspace/metrics/api/get-metric-series';
import { monthOf } from '@fikrspace/metrics/months';
import { seriesQueryFor } from '@fikrspace/metrics/series';
import { startupProfileQueryOptions } from '@fikrspace/companies/api/get-startup-profile';
import { definePortal, publicNavItem, route, sidebarGroup, type RoutePrefetch } from '@fikrspace/portal-kit';

const workspacePage = () => import('./pages/workspace-page');
const landingPage = () => import('./pages/landing-page');
const pageListPage = () => import('./pages/page-list-page');
const fundraisingPage = () => import('./pages/fundraising-page');
const metricsPage = () => import('./pages/metrics-page');
const profilePage = () => import('./pages/profile-page');

/** The company profile is the organization's own, read as itself: prefetched with the page's code. */
const prefetchProfile: RoutePrefetch = (queryClient, _params, { organizationId }) =>
  organizationId ? queryClient.prefetchQuery(startupProfileQueryOptions({ viewerOrganizationId: organizationId, organizationId })) : undefined;

/** Fundraising starts from who owns the company: its cap table, prefetched with the page's code. */
const prefetchStakeholders: RoutePrefetch = (queryClient, _params, { organizationId }) =>
  organizationId ? queryClient.prefetchQuery(stakeholdersQueryOptions({ organizationId, page: 1 })) : undefined;

/** The metrics page opens on the catalogue and the last year's series: both start with the page's code. */
const prefetchMetrics: RoutePrefetch = (queryClient, _params, { organizationId }) => {
  if (!organizationId) return undefined;
  const scope = { viewerOrganizationId: organizationId, organizationId };
  return Promise.all([
    queryClient.prefetchQuery(metricDefinitionsQueryOptions(scope)),
    queryClient.prefetchQuery(metricSeriesQueryOptions(scope, seriesQueryFor(12, monthOf(new Date())))),
  ]);
};

export default definePortal({
  id: 'startup',
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
    route('/profile', 'profile', profilePage, { prefetch: prefetchProfile }),
    route('/settings', 'settings', workspacePage),
    route('/cohort', 'cohort', workspacePage),
    route('/program', 'program', workspacePage),
    route('/progress', 'progress', workspacePage),
    route('/demo-day', 'demo-day', workspacePage),
    route('/pitch-deck', 'pitch-deck', workspacePage),
    route('/fundraising', 'fundraising', fundraisingPage, { prefetch: prefetchStakeholders }),
    route('/investors', 'investors', workspacePage),
    route('/financial', 'financial', workspacePage),
    route('/metrics', 'metrics', metricsPage, { prefetch: prefetchMetrics }),
    route('/roadmap', 'roadmap', workspacePage),
    route('/marketing', 'marketing', workspacePage),
    route('/team', 'team', workspacePage),
    route('/legal', 'legal', workspacePage),
    route('/mentorship', 'mentorship', workspacePage),
    route('/mentors', 'mentors', workspacePage),
    route('/programs', 'programs', workspacePage),
    route('/resources', 'resources', workspacePage),
    route('/network', 'network', workspacePage),
    route('/support', 'support', workspacePage),
    route('/scorecard', 'scorecard', workspacePage),
    route('/achievements', 'achievements', workspacePage),
  ],
  sidebar: [
    sidebarGroup('dashboard', [{ id: 'overview', to: '/dashboard' }]),
    sidebarGroup('company', [
      { id: 'profile', to: '/profile' },
      { id: 'team', to: '/team' },
      { id: 'roadmap', to: '/roadmap' },
      { id: 'marketing', to: '/marketing' },
      { id: 'legal', to: '/legal' },
    ]),
    sidebarGroup('program', [
      { id: 'program', to: '/program' },
      { id: 'cohort', to: '/cohort' },
      { id: 'demo-day', to: '/demo-day' },
      { id: 'programs', to: '/programs' },
    ]),
    sidebarGroup('funding', [
      { id: 'fundraising', to: '/fundraising' },
      { id: 'pitch-deck', to: '/pitch-deck' },
      { id: 'investors', to: '/investors' },
      { id: 'financial', to: '/financial' },
    ]),
    sidebarGroup('growth', [
      { id: 'metrics', to: '/metrics' },
      { id: 'scorecard', to: '/scorecard' },
      { id: 'progress', to: '/progress' },
      { id: 'achievements', to: '/achievements' },
    ]),
    sidebarGroup('support', [
      { id: 'mentorship', to: '/mentorship' },
      { id: 'mentors', to: '/mentors' },
      { id: 'network', to: '/network' },
      { id: 'resources', to: '/resources' },
      { id: 'support', to: '/support' },
    ]),
    sidebarGroup('settings', [{ id: 'settings', to: '/settings' }]),
  ],
  publicNav: [
    publicNavItem('home', '/'),
    publicNavItem('pages', '/pages'),
  ],
});
