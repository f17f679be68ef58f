import { matchRoute } from '@fikrspace/portal-kit';
import { PORTAL_TEXT_LANGUAGES, itHasItsTexts, portalText } from '@fikrspace/portal-kit/testing';
import { describe, expect, it } from 'vitest';
import portal from './portal';

const ARABIC = /[\u0600-\u06FF]/;
const OFFICE_ROLES = ['owner', 'manager'];

/** Spec 001 §2.5 and §6.1: every route requires sign-in and the role owner or manager. */
const specRoutes = [
  '/',
  '/dashboard',
  '/test',
  '/route-performance',
  '/users',
  '/organizations',
  '/scorecards',
  '/audit-logs',
  '/settings',
  '/settings/api-configurations',
  '/settings/enterprise-config',
  '/settings/preferences',
  '/localization-test',
  '/analytics-test',
  '/billing-test',
  '/seo-manager',
  '/assessment',
  '/assessment-admin',
  '/scaleupscorecard',
  '/testing/analytics',
  '/testing/billing',
  '/testing/localization',
  '/affiliates',
  '/affiliates/fraud',
  '/affiliates/performance',
  '/affiliates/payouts',
  '/affiliates/commissions',
  '/affiliates/partners',
  '/forms/product-behaviors-test',
  '/forms/templates',
  '/product-behaviors-admin',
  '/domain-management',
  '/ecosystem',
  '/pitch/events',
  '/logs',
  '/billing',
].map((path) => ({ path, auth: true, roles: OFFICE_ROLES }));

/** The spec's sidebar lists "Pitch analytics" without a route of its own. */
const sidebarOnlyRoutes = [{ path: '/pitch/analytics', auth: true, roles: OFFICE_ROLES }];

/** One organization's team and access, opened from the organization list. */
const detailRoutes = [{ path: '/organizations/:organizationId', auth: true, roles: OFFICE_ROLES }];

/** The themes screen: lists, previews and imports themes (spec 000 §3, §5). */
const settingsRoutes = [{ path: '/settings/themes', auth: true, roles: OFFICE_ROLES }];

/** The platform's monitoring beside the spec's /route-performance and /logs (spec 001 §3, §4). */
const monitoringRoutes = ['/analytics', '/jobs', '/system-health'].map((path) => ({ path, auth: true, roles: OFFICE_ROLES }));

describe('office portal definition', () => {
  it('covers the 36 routes of the spec', () => {
    expect(specRoutes).toHaveLength(36);
  });

  it.each([...specRoutes, ...sidebarOnlyRoutes, ...detailRoutes, ...settingsRoutes, ...monitoringRoutes])('declares $path for owners and managers with translated meta', ({ path, auth, roles }) => {
    const route = portal.routes.find((r) => r.path === path);
    expect(route).toBeDefined();
    expect(route?.auth).toBe(auth);
    expect(route?.roles).toEqual(roles);
    expect(route?.layout).toBe('portal');
    for (const key of [route?.meta.title, route?.meta.description, route?.meta.keywords]) {
      for (const language of PORTAL_TEXT_LANGUAGES) expect(portalText(portal, key, language)?.trim(), `${language} ${key}`).toBeTruthy();
      expect(portalText(portal, key, 'ar')).toMatch(ARABIC);
    }
  });

  it('declares no route beyond the spec list', () => {
    const expected = [...specRoutes, ...sidebarOnlyRoutes, ...detailRoutes, ...settingsRoutes, ...monitoringRoutes].map((r) => r.path).sort();
    expect(portal.routes.map((r) => r.path).sort()).toEqual(expected);
    expect(portal.landingPath).toBe('/');
  });

  it('points every sidebar item at a route', () => {
    const items = portal.sidebar.flatMap((group) => group.items).filter((item) => !item.absolute);
    for (const item of items) expect(matchRoute(portal.routes, item.to), item.to).toBeDefined();
  });

  itHasItsTexts(portal);

  it('lists the sidebar sections of the spec, in order, ending with Exit Office', () => {
    expect(portal.sidebar.map((group) => portalText(portal, group.label))).toEqual([
      'Dashboard',
      'Users',
      'Organizations',
      'Billing & Plans',
      'Analytics',
      'Audit Logs',
      'Fikr Ecosystem',
      'Domain Management',
      'Affiliates',
      'Forms',
      'Fikr Score',
      'Fikr Pitch',
      'Settings',
      'Testing',
      'Exit',
    ]);
    const items = (label: string) => portal.sidebar.find((group) => portalText(portal, group.label) === label)?.items.map((item) => [portalText(portal, item.label), item.to]);
    expect(items('Affiliates')).toEqual([
      ['Dashboard', '/affiliates'],
      ['Partners', '/affiliates/partners'],
      ['Commissions', '/affiliates/commissions'],
      ['Payouts', '/affiliates/payouts'],
      ['Performance', '/affiliates/performance'],
      ['Fraud Detection', '/affiliates/fraud'],
    ]);
    expect(items('Analytics')).toEqual([
      ['Analytics', '/analytics'],
      ['Route Performance', '/route-performance'],
      ['Logs', '/logs'],
      ['Jobs', '/jobs'],
      ['System Health', '/system-health'],
    ]);
    expect(items('Fikr Pitch')).toEqual([
      ['Event Management', '/pitch/events'],
      ['Pitch Analytics', '/pitch/analytics'],
    ]);
  });

  it('sends Exit Office to the portal root, outside the office prefix', () => {
    const exit = portal.sidebar.at(-1)?.items.find((item) => portalText(portal, item.label) === 'Exit Office');
    expect(exit).toMatchObject({ to: '/fikrspace/portal', absolute: true });
  });

  it('shows search, notifications and the static admin badge in the header', () => {
    expect(portal.header).toMatchObject({ search: true, notifications: true });
    expect(portalText(portal, portal.header?.badge?.name)).toBe('Admin User');
    expect(portalText(portal, portal.header?.badge?.role)).toBe('Administrator');
  });

  it('declares the feature flags of spec 001 §1', () => {
    expect(portal.features).toEqual({ auditLog: true, userManagement: true, systemSettings: true });
  });
});
