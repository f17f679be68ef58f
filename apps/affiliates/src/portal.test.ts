import { matchRoute } from '@fikrspace/portal-kit';
import { itMatchesSpecRouteTable } from '@fikrspace/portal-kit/testing';
import { describe, expect, it } from 'vitest';
import portal from './portal';

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
  itMatchesSpecRouteTable(portal, specRoutes);

  it('points every sidebar item at a route, each route once', () => {
    const items = portal.sidebar.flatMap((group) => group.items).filter((item) => !item.absolute);
    for (const item of items) expect(matchRoute(portal.routes, item.to), item.to).toBeDefined();
    expect(items.map((item) => item.to).sort()).toEqual(specRoutes.map((r) => r.path).sort());
  });

  it('declares the feature flags of spec 001 §1', () => {
    expect(portal.features).toEqual({ commissionTracking: true, referralLinks: true, marketingMaterials: true, analytics: true });
  });
});
