import { definePortal, publicNavItem, route, sidebarGroup } from '@fikrspace/portal-kit';
import { customThemesQueryOptions } from './features/themes/api/get-themes';

const workspacePage = () => import('./pages/workspace-page');
const organizationsPage = () => import('./features/access/components/organizations-page');
const organizationAccessPage = () => import('./features/access/components/organization-access-page');
const themesPage = () => import('./features/themes/components/themes-page');
const analyticsPage = () => import('./features/monitoring/components/analytics-page');
const routePerformancePage = () => import('./features/monitoring/components/route-performance-page');
const logsPage = () => import('./features/monitoring/components/logs-page');
const jobsPage = () => import('./features/monitoring/components/jobs-page');
const healthPage = () => import('./features/monitoring/components/health-page');

const adminOnly = { roles: ['owner', 'manager'] };

export default definePortal({
  id: 'office',
  name: 'portal.name',
  description: 'portal.description',
  tagline: 'portal.tagline',
  defaultTitle: 'portal.defaultTitle',
  theme: 'fikr-space',
  landingPath: '/',
  features: { auditLog: true, userManagement: true, systemSettings: true },
  header: {
    search: true,
    notifications: true,
    badge: { name: 'header.badge.name', role: 'header.badge.role' },
  },
  routes: [
    route('/', 'home', workspacePage, adminOnly),
    route('/dashboard', 'dashboard', workspacePage, adminOnly),
    route('/test', 'test', workspacePage, adminOnly),
    route('/route-performance', 'route-performance', routePerformancePage, adminOnly),
    route('/users', 'users', workspacePage, adminOnly),
    route('/organizations', 'organizations', organizationsPage, adminOnly),
    route('/organizations/:organizationId', 'organizations-organizationId', organizationAccessPage, adminOnly),
    route('/scorecards', 'scorecards', workspacePage, adminOnly),
    route('/audit-logs', 'audit-logs', workspacePage, adminOnly),
    route('/settings', 'settings', workspacePage, adminOnly),
    route('/settings/api-configurations', 'settings-api-configurations', workspacePage, adminOnly),
    route('/settings/enterprise-config', 'settings-enterprise-config', workspacePage, adminOnly),
    route('/settings/preferences', 'settings-preferences', workspacePage, adminOnly),
    route('/settings/themes', 'settings-themes', themesPage, {
      ...adminOnly,
      prefetch: (queryClient) => queryClient.prefetchQuery(customThemesQueryOptions()),
    }),
    route('/localization-test', 'localization-test', workspacePage, adminOnly),
    route('/analytics-test', 'analytics-test', workspacePage, adminOnly),
    route('/billing-test', 'billing-test', workspacePage, adminOnly),
    route('/seo-manager', 'seo-manager', workspacePage, adminOnly),
    route('/assessment', 'assessment', workspacePage, adminOnly),
    route('/assessment-admin', 'assessment-admin', workspacePage, adminOnly),
    route('/scaleupscorecard', 'scaleupscorecard', workspacePage, adminOnly),
    route('/testing/analytics', 'testing-analytics', workspacePage, adminOnly),
    route('/testing/billing', 'testing-billing', workspacePage, adminOnly),
    route('/testing/localization', 'testing-localization', workspacePage, adminOnly),
    route('/affiliates', 'affiliates', workspacePage, adminOnly),
    route('/affiliates/fraud', 'affiliates-fraud', workspacePage, adminOnly),
    route('/affiliates/performance', 'affiliates-performance', workspacePage, adminOnly),
    route('/affiliates/payouts', 'affiliates-payouts', workspacePage, adminOnly),
    route('/affiliates/commissions', 'affiliates-commissions', workspacePage, adminOnly),
    route('/affiliates/partners', 'affiliates-partners', workspacePage, adminOnly),
    route('/forms/product-behaviors-test', 'forms-product-behaviors-test', workspacePage, adminOnly),
    route('/forms/templates', 'forms-templates', workspacePage, adminOnly),
    route('/product-behaviors-admin', 'product-behaviors-admin', workspacePage, adminOnly),
    route('/domain-management', 'domain-management', workspacePage, adminOnly),
    route('/ecosystem', 'ecosystem', workspacePage, adminOnly),
    route('/pitch/events', 'pitch-events', workspacePage, adminOnly),
    route('/pitch/analytics', 'pitch-analytics', workspacePage, adminOnly),
    route('/logs', 'logs', logsPage, adminOnly),
    route('/analytics', 'analytics', analyticsPage, adminOnly),
    route('/jobs', 'jobs', jobsPage, adminOnly),
    route('/system-health', 'system-health', healthPage, adminOnly),
    route('/billing', 'billing', workspacePage, adminOnly),
  ],
  sidebar: [
    sidebarGroup('dashboard', [{ id: 'dashboard', to: '/dashboard' }]),
    sidebarGroup('users', [{ id: 'users', to: '/users' }]),
    sidebarGroup('organizations', [{ id: 'organizations', to: '/organizations' }]),
    sidebarGroup('billing', [{ id: 'billing', to: '/billing' }]),
    sidebarGroup('analytics', [
      { id: 'analytics', to: '/analytics' },
      { id: 'route-performance', to: '/route-performance' },
      { id: 'logs', to: '/logs' },
      { id: 'jobs', to: '/jobs' },
      { id: 'system-health', to: '/system-health' },
    ]),
    sidebarGroup('audit-logs', [{ id: 'audit-logs', to: '/audit-logs' }]),
    sidebarGroup('ecosystem', [{ id: 'ecosystem', to: '/ecosystem' }]),
    sidebarGroup('domain-management', [{ id: 'domain-management', to: '/domain-management' }]),
    sidebarGroup('affiliates', [
      { id: 'affiliates-dashboard', to: '/affiliates' },
      { id: 'affiliates-partners', to: '/affiliates/partners' },
      { id: 'affiliates-commissions', to: '/affiliates/commissions' },
      { id: 'affiliates-payouts', to: '/affiliates/payouts' },
      { id: 'affiliates-performance', to: '/affiliates/performance' },
      { id: 'affiliates-fraud', to: '/affiliates/fraud' },
    ]),
    sidebarGroup('forms', [
      { id: 'form-templates', to: '/forms/templates' },
      { id: 'product-behaviors-admin', to: '/product-behaviors-admin' },
      { id: 'product-behaviors-test', to: '/forms/product-behaviors-test' },
    ]),
    sidebarGroup('fikr-score', [
      { id: 'scorecards', to: '/scorecards' },
      { id: 'scaleup-scorecard', to: '/scaleupscorecard' },
      { id: 'assessment-admin', to: '/assessment-admin' },
      { id: 'assessment', to: '/assessment' },
    ]),
    sidebarGroup('fikr-pitch', [
      { id: 'pitch-events', to: '/pitch/events' },
      { id: 'pitch-analytics', to: '/pitch/analytics' },
    ]),
    sidebarGroup('settings', [
      { id: 'settings-general', to: '/settings' },
      { id: 'settings-preferences', to: '/settings/preferences' },
      { id: 'settings-themes', to: '/settings/themes' },
      { id: 'settings-enterprise', to: '/settings/enterprise-config' },
      { id: 'settings-api', to: '/settings/api-configurations' },
    ]),
    sidebarGroup('testing', [
      { id: 'seo-manager', to: '/seo-manager' },
      { id: 'testing-billing', to: '/testing/billing' },
      { id: 'testing-analytics', to: '/testing/analytics' },
      { id: 'testing-localization', to: '/testing/localization' },
    ]),
    sidebarGroup('exit', [{ id: 'exit-office', to: '/fikrspace/portal', absolute: true }]),
  ],
  publicNav: [publicNavItem('home', '/')],
});
