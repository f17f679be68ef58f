import { itMatchesSpecRouteTable, portalText } from '@fikrspace/portal-kit/testing';
import { describe, expect, it } from 'vitest';
import portal from './portal';

/** Spec 001 §2.3: the public landing, the four protected pages, and the sidebar entries without a listed route. */
const specRoutes = [
  { path: '/', auth: false },
  { path: '/dashboard', auth: true },
  { path: '/portfolio', auth: true },
  { path: '/deals', auth: true },
  { path: '/analytics', auth: true },
  { path: '/live-events', auth: true },
  { path: '/startups', auth: true },
  { path: '/watchlist', auth: true },
  { path: '/market-intelligence', auth: true },
  { path: '/valuations', auth: true },
  { path: '/due-diligence', auth: true },
  { path: '/co-investors', auth: true },
  { path: '/events', auth: true },
  { path: '/notifications', auth: true },
  { path: '/settings', auth: true },
];

describe('investor portal definition', () => {
  itMatchesSpecRouteTable(portal, specRoutes);

  it('shows the landing in the public frame and every protected page in the portal frame', () => {
    for (const route of portal.routes) expect(route.layout).toBe(route.auth ? 'portal' : 'public');
    expect(portal.landingPath).toBe('/');
  });

  it('lists the sidebar groups of the spec, in order', () => {
    expect(portal.sidebar.map((group) => portalText(portal, group.label))).toEqual(['Dashboard', 'Investments', 'Discover', 'Tools', 'Network', 'Settings']);
    const investments = portal.sidebar.find((group) => portalText(portal, group.label) === 'Investments');
    expect(investments?.items.map((item) => [portalText(portal, item.label), item.to])).toEqual([
      ['Portfolio', '/portfolio'],
      ['Deal Flow', '/deals'],
      ['Performance', '/analytics'],
    ]);
    expect(portal.sidebar[0]?.items.map((item) => [portalText(portal, item.label), item.to])).toEqual([['Overview', '/dashboard']]);
  });

  it('names the dashboard and tagline as the spec does', () => {
    expect(portalText(portal, portal.defaultTitle)).toBe('Investment Dashboard');
    expect(portalText(portal, portal.tagline)?.toLowerCase()).toContain('blockchain');
  });

  it('declares the feature flags of spec 001 §1', () => {
    expect(portal.features).toEqual({ blockchain: true, smartContracts: true, kyc: true });
  });
});
