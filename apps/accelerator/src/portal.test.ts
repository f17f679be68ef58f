import { itMatchesSpecRouteTable, portalText } from '@fikrspace/portal-kit/testing';
import { describe, expect, it } from 'vitest';
import portal from './portal';

/** Spec 001 §2.7: public landing and page list, then the authenticated pages. */
const specRoutes = [
  { path: '/', auth: false },
  { path: '/pages', auth: false },
  { path: '/dashboard', auth: true },
  { path: '/applications', auth: true },
  { path: '/startups', auth: true },
  { path: '/mentors', auth: true },
  { path: '/investors', auth: true },
  { path: '/cohorts', auth: true },
  { path: '/alumni', auth: true },
  { path: '/events', auth: true },
  { path: '/demo-day', auth: true },
  { path: '/fikr-score', auth: true },
  { path: '/fikr-score/results', auth: true },
  { path: '/fikr-score/send', auth: true },
  { path: '/fikr-score/track', auth: true },
  { path: '/metrics', auth: true },
  { path: '/performance', auth: true },
  { path: '/reports', auth: true },
  { path: '/impact', auth: true },
  { path: '/ai-insights', auth: true },
  { path: '/curriculum', auth: true },
  { path: '/resources', auth: true },
  { path: '/pipeline', auth: true },
  { path: '/outreach', auth: true },
  { path: '/collaboration', auth: true },
  { path: '/announcements', auth: true },
  { path: '/settings', auth: true },
];

const protectedPaths = specRoutes.filter((r) => r.auth).map((r) => r.path);

describe('accelerator portal definition', () => {
  itMatchesSpecRouteTable(portal, specRoutes);

  it('lists the nine sidebar groups of the spec, in order', () => {
    expect(portal.sidebar.map((group) => portalText(portal, group.label))).toEqual([
      'Fikr Score',
      'Cohort Management',
      'Program',
      'Portfolio',
      'Investor Relations',
      'Analytics',
      'Collaboration',
      'Communications',
      'Settings',
    ]);
  });

  it('puts every authenticated page in exactly one sidebar group', () => {
    const targets = portal.sidebar.flatMap((group) => group.items.map((item) => item.to));
    expect([...targets].sort()).toEqual([...protectedPaths].sort());
  });

  it('keeps the public pages in the public navigation', () => {
    expect(portal.publicNav?.map((item) => item.to)).toEqual(['/', '/pages']);
    expect(portalText(portal, portal.tagline)).toBe('Accelerate Innovation');
  });

  it('declares no feature flags (spec 001 §1 lists none for accelerators)', () => {
    expect(portal.features).toEqual({});
  });
});
