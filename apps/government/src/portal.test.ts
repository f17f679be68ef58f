import { matchRoute } from '@fikrspace/portal-kit';
import { itMatchesSpecRouteTable, portalText } from '@fikrspace/portal-kit/testing';
import { describe, expect, it } from 'vitest';
import portal from './portal';

/** Spec 001 §2.10: a public landing and six authenticated pages kept out of search engines. */
const specRoutes = [
  { path: '/', auth: false },
  { path: '/dashboard', auth: true },
  { path: '/economic-impact', auth: true },
  { path: '/success-patterns', auth: true },
  { path: '/talent-intelligence', auth: true },
  { path: '/sector-development', auth: true },
  { path: '/ecosystem-health', auth: true },
];

const protectedPaths = specRoutes.filter((r) => r.auth).map((r) => r.path);

describe('government portal definition', () => {
  itMatchesSpecRouteTable(portal, specRoutes);

  it.each(protectedPaths)('keeps %s out of search engines', (path) => {
    expect(portal.routes.find((r) => r.path === path)?.meta.noindex).toBe(true);
  });

  it('lets search engines index the public landing', () => {
    expect(portal.routes.find((r) => r.path === '/')?.meta.noindex).toBeUndefined();
  });

  it('lists the six pages in one Ecosystem Intelligence group', () => {
    expect(portal.sidebar.map((group) => portalText(portal, group.label))).toEqual(['Ecosystem Intelligence']);
    const items = portal.sidebar.flatMap((group) => group.items).filter((item) => !item.absolute);
    for (const item of items) expect(matchRoute(portal.routes, item.to), item.to).toBeDefined();
    expect(items.map((item) => item.to)).toEqual(protectedPaths);
  });

  it('declares no feature flags (spec 001 §1 lists none for government)', () => {
    expect(portal.features).toEqual({});
  });
});
