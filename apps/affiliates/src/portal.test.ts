import { matchRoute } from '@fikrspace/portal-kit';
import { describe, expect, it } from 'vitest';
import portal from './portal';

const ARABIC = /[\u0600-\u06FF]/;

/** Spec 001 §2.6: all routes require sign-in. */
const specRoutes = [
  { path: '/', auth: true },
  { path: '/dashboard', auth: true },
  { path: '/links-materials', auth: true },
  { path: '/resources', auth: true },
  { path: '/commissions', auth: true },
  { path: '/referrals', auth: true },
  { path: '/settings', auth: true },
];

describe('affiliates portal definition', () => {
  it.each(specRoutes)('declares $path with auth $auth and bilingual meta', ({ path, auth }) => {
    const route = portal.routes.find((r) => r.path === path);
    expect(route).toBeDefined();
    expect(route?.auth).toBe(auth);
    expect(route?.roles).toEqual([]);
    expect(route?.layout).toBe('portal');
    for (const text of [route?.meta.title, route?.meta.description]) {
      expect(text?.en.trim()).toBeTruthy();
      expect(text?.ar).toMatch(ARABIC);
    }
    expect(route?.meta.keywords.length).toBeGreaterThan(0);
  });

  it('declares no route beyond the spec list', () => {
    expect(portal.routes.map((r) => r.path).sort()).toEqual(specRoutes.map((r) => r.path).sort());
    expect(portal.landingPath).toBe('/');
  });

  it('points every sidebar item at a route, each route once', () => {
    const items = portal.sidebar.flatMap((group) => group.items).filter((item) => !item.absolute);
    for (const item of items) expect(matchRoute(portal.routes, item.to), item.to).toBeDefined();
    expect(items.map((item) => item.to).sort()).toEqual(specRoutes.map((r) => r.path).sort());
  });

  it('declares the feature flags of spec 001 §1', () => {
    expect(portal.features).toEqual({ commissionTracking: true, referralLinks: true, marketingMaterials: true, analytics: true });
  });
});
