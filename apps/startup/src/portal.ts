import { dataRoomDocumentsQueryOptions } from '@fikrspace/cap-table/api/get-data-room-documents';
import { fundingRoundsQueryOptions } from '@fikrspace/cap-table/api/get-funding-rounds';
import { pitchDeckVersionsQueryOptions } from '@fikrspace/cap-table/api/get-pitch-deck-versions';
import { stakeholdersQueryOptions } from '@fikrspace/cap-table/api/get-stakeholders';
import { LEGAL_CATEGORIES } from '@fikrspace/cap-table/model';
import { achievementsQueryOptions } from '@fikrspace/companies/api/get-achievements';
import { milestonesQueryOptions } from '@fikrspace/companies/api/get-milestones';
import { startupProfileQueryOptions } from '@fikrspace/companies/api/get-startup-profile';
import { dataSharesQueryOptions } from '@fikrspace/metrics/api/get-data-shares';
import { marketingChannelsQueryOptions } from '@fikrspace/metrics/api/get-marketing-channels';
import { marketingMonthsQueryOptions } from '@fikrspace/metrics/api/get-marketing-months';
import { metricDefinitionsQueryOptions } from '@fikrspace/metrics/api/get-metric-definitions';
import { loadMetricChart } from '@fikrspace/metrics/components/lazy-metric-chart';
import { metricPeriodsQueryOptions } from '@fikrspace/metrics/api/get-metric-periods';
import { metricSeriesQueryOptions } from '@fikrspace/metrics/api/get-metric-series';
import { budgetLinesQueryOptions } from '@fikrspace/metrics/api/get-budget-lines';
import { defaultBudgetRange } from '@fikrspace/metrics/budget-model';
import { addMonths, monthOf } from '@fikrspace/metrics/months';
import { seriesQueryFor } from '@fikrspace/metrics/series';
import { networkRelationshipsQueryOptions } from '@fikrspace/network/api/get-network-relationships';
import { definePortal, publicNavItem, route, sidebarGroup, type RoutePrefetch } from '@fikrspace/portal-kit';

const programPage = () => import('./pages/program-page');
const cohortPage = () => import('./pages/cohort-page');
const programsPage = () => import('./pages/programs-page');
const demoDayPage = () => import('./pages/demo-day-page');
const investorsPage = () => import('./pages/investors-page');
const mentorshipPage = () => import('./pages/mentorship-page');
const mentorsPage = () => import('./pages/mentors-page');
const scorecardPage = () => import('./pages/scorecard-page');
const landingPage = () => import('./pages/landing-page');
const pageListPage = () => import('./pages/page-list-page');
const fundraisingPage = () => import('./pages/fundraising-page');
const legalPage = () => import('./pages/legal-page');
const metricsPage = () => import('./pages/metrics-page');
const marketingPage = () => import('./pages/marketing-page');
const financialPage = () => import('./pages/financial-page');
const profilePage = () => import('./pages/profile-page');
const dashboardPage = () => import('./pages/dashboard-page');
const settingsPage = () => import('./pages/settings-page');
const progressPage = () => import('./pages/progress-page');
const roadmapPage = () => import('./pages/roadmap-page');
const teamPage = () => import('./pages/team-page');
const resourcesPage = () => import('./pages/resources-page');
const networkPage = () => import('./pages/network-page');
const supportPage = () => import('./pages/support-page');
const achievementsPage = () => import('./pages/achievements-page');
const pitchDeckPage = () => import('./pages/pitch-deck-page');
const sharedDeckPage = () => import('./pages/shared-deck-page');

/** The company profile is the organization's own, read as itself: prefetched with the page's code. */
const prefetchProfile: RoutePrefetch = (queryClient, _params, { organizationId }) =>
  organizationId ? queryClient.prefetchQuery(startupProfileQueryOptions({ viewerOrganizationId: organizationId, organizationId })) : undefined;

/** The roadmap and progress read the organization's milestones, the achievements page its achievements: each starts with the page's code. */
const prefetchMilestones: RoutePrefetch = (queryClient, _params, { organizationId }) =>
  organizationId ? queryClient.prefetchQuery(milestonesQueryOptions({ viewerOrganizationId: organizationId, organizationId })) : undefined;
const prefetchAchievements: RoutePrefetch = (queryClient, _params, { organizationId }) =>
  organizationId ? queryClient.prefetchQuery(achievementsQueryOptions({ viewerOrganizationId: organizationId, organizationId })) : undefined;

/** The legal page opens on the organization's legal papers: prefetched with the page's code. */
const prefetchLegal: RoutePrefetch = (queryClient, _params, { organizationId }) =>
  organizationId ? queryClient.prefetchQuery(dataRoomDocumentsQueryOptions({ organizationId, categories: LEGAL_CATEGORIES })) : undefined;

/**
 * The programme, investor and mentorship pages show the organization's network, each its own
 * kinds of it: one read of the relationships, prefetched with the page's code.
 */
const prefetchRelationships: RoutePrefetch = (queryClient, _params, { organizationId }) =>
  organizationId ? queryClient.prefetchQuery(networkRelationshipsQueryOptions({ viewerOrganizationId: organizationId, organizationId })) : undefined;

/** Fundraising opens on the rounds being raised and who owns the company (its cap table), both prefetched with the page's code. */
const prefetchStakeholders: RoutePrefetch = (queryClient, _params, { organizationId }) =>
  organizationId
    ? Promise.all([queryClient.prefetchQuery(fundingRoundsQueryOptions({ organizationId })), queryClient.prefetchQuery(stakeholdersQueryOptions({ organizationId, page: 1 }))])
    : undefined;

/** The pitch deck page opens on its versions: the current one is what it shows first. */
const prefetchPitchDeck: RoutePrefetch = (queryClient, _params, { organizationId }) =>
  organizationId ? queryClient.prefetchQuery(pitchDeckVersionsQueryOptions({ organizationId })) : undefined;

/** The metrics page opens on the catalogue and the last year's series: both start with the page's code. */
const prefetchMetrics: RoutePrefetch = (queryClient, _params, { organizationId }) => {
  if (!organizationId) return undefined;
  const scope = { viewerOrganizationId: organizationId, organizationId };
  return Promise.all([
    queryClient.prefetchQuery(metricDefinitionsQueryOptions(scope)),
    queryClient.prefetchQuery(metricSeriesQueryOptions(scope, seriesQueryFor(12, monthOf(new Date())))),
  ]);
};

/** The metrics and financials pages draw charts: the charting code downloads with the data, during the hold. */
const prefetchChartedMetrics: RoutePrefetch = (queryClient, params, context) => {
  void loadMetricChart().catch(() => undefined);
  return prefetchMetrics(queryClient, params, context);
};

/** The financial page adds the budget of the months it opens on (the last year and the next two months). */
const prefetchFinancial: RoutePrefetch = (queryClient, params, context) => {
  const charted = prefetchChartedMetrics(queryClient, params, context);
  if (!context.organizationId) return charted;
  const scope = { viewerOrganizationId: context.organizationId, organizationId: context.organizationId };
  return Promise.all([charted, queryClient.prefetchQuery(budgetLinesQueryOptions(scope, defaultBudgetRange(monthOf(new Date()))))]);
};

/** The marketing page opens on the channels and their last year of months, drawn as charts: all start with the page's code. */
const prefetchMarketing: RoutePrefetch = (queryClient, _params, { organizationId }) => {
  if (!organizationId) return undefined;
  void loadMetricChart().catch(() => undefined);
  const scope = { viewerOrganizationId: organizationId, organizationId };
  const currentMonth = monthOf(new Date());
  return Promise.all([
    queryClient.prefetchQuery(marketingChannelsQueryOptions(scope)),
    queryClient.prefetchQuery(marketingMonthsQueryOptions(scope, { from: addMonths(currentMonth, -12), to: currentMonth })),
  ]);
};

/**
 * The dashboard opens on the metrics page's key figures, then the months due and who can see
 * them: all of it starts with the page's code.
 */
const prefetchDashboard: RoutePrefetch = (queryClient, params, context) => {
  if (!context.organizationId) return undefined;
  const scope = { viewerOrganizationId: context.organizationId, organizationId: context.organizationId };
  return Promise.all([prefetchMetrics(queryClient, params, context), queryClient.prefetchQuery(metricPeriodsQueryOptions(scope)), queryClient.prefetchQuery(dataSharesQueryOptions(scope))]);
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
    route('/dashboard', 'dashboard', dashboardPage, { prefetch: prefetchDashboard }),
    route('/profile', 'profile', profilePage, { prefetch: prefetchProfile }),
    route('/settings', 'settings', settingsPage),
    route('/cohort', 'cohort', cohortPage, { prefetch: prefetchRelationships }),
    route('/program', 'program', programPage, { prefetch: prefetchRelationships }),
    route('/progress', 'progress', progressPage, { prefetch: prefetchMilestones }),
    route('/demo-day', 'demo-day', demoDayPage, { prefetch: prefetchRelationships }),
    route('/pitch-deck', 'pitch-deck', pitchDeckPage, { prefetch: prefetchPitchDeck }),
    route('/shared-deck/:token', 'shared-deck', sharedDeckPage, { auth: false, layout: 'public', noindex: true }),
    route('/fundraising', 'fundraising', fundraisingPage, { prefetch: prefetchStakeholders }),
    route('/investors', 'investors', investorsPage, { prefetch: prefetchRelationships }),
    // The financial page opens on the metrics page's reads (the catalogue and the last year's series) and the budget.
    route('/financial', 'financial', financialPage, { prefetch: prefetchFinancial }),
    route('/metrics', 'metrics', metricsPage, { prefetch: prefetchChartedMetrics }),
    route('/roadmap', 'roadmap', roadmapPage, { prefetch: prefetchMilestones }),
    route('/marketing', 'marketing', marketingPage, { prefetch: prefetchMarketing }),
    route('/team', 'team', teamPage),
    route('/legal', 'legal', legalPage, { prefetch: prefetchLegal }),
    route('/mentorship', 'mentorship', mentorshipPage, { prefetch: prefetchRelationships }),
    route('/mentors', 'mentors', mentorsPage, { prefetch: prefetchRelationships }),
    route('/programs', 'programs', programsPage, { prefetch: prefetchRelationships }),
    route('/resources', 'resources', resourcesPage),
    route('/network', 'network', networkPage),
    route('/support', 'support', supportPage),
    route('/scorecard', 'scorecard', scorecardPage),
    route('/achievements', 'achievements', achievementsPage, { prefetch: prefetchAchievements }),
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
