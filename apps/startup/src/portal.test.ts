import { itMatchesSpecRouteTable } from '@fikrspace/portal-kit/testing';
import { describe, expect, it } from 'vitest';
import portal from './portal';

/** Spec 001 §2.9: public landing and page list; every other page requires sign-in. */
const specRoutes = [
  { path: '/', auth: false },
  { path: '/pages', auth: false },
  { path: '/dashboard', auth: true },
  { path: '/profile', auth: true },
  { path: '/settings', auth: true },
  { path: '/cohort', auth: true },
  { path: '/program', auth: true },
  { path: '/progress', auth: true },
  { path: '/demo-day', auth: true },
  { path: '/pitch-deck', auth: true },
  // An expiring pitch deck link's page: its holder needs no account.
  { path: '/shared-deck/:token', auth: false },
  { path: '/fundraising', auth: true },
  { path: '/investors', auth: true },
  { path: '/financial', auth: true },
  { path: '/metrics', auth: true },
  { path: '/roadmap', auth: true },
  { path: '/marketing', auth: true },
  { path: '/team', auth: true },
  { path: '/legal', auth: true },
  { path: '/mentorship', auth: true },
  { path: '/mentors', auth: true },
  { path: '/programs', auth: true },
  { path: '/resources', auth: true },
  { path: '/network', auth: true },
  { path: '/support', auth: true },
  { path: '/scorecard', auth: true },
  { path: '/achievements', auth: true },
];

const protectedPaths = specRoutes.filter((r) => r.auth).map((r) => r.path);

describe('startup portal definition', () => {
  itMatchesSpecRouteTable(portal, specRoutes);

  it('puts every authenticated page in exactly one sidebar group', () => {
    const targets = portal.sidebar.flatMap((group) => group.items.map((item) => item.to));
    expect([...targets].sort()).toEqual([...protectedPaths].sort());
  });

  it('keeps the public pages in the public navigation', () => {
    expect(portal.publicNav?.map((item) => item.to)).toEqual(['/', '/pages']);
  });

  it('declares no feature flags (spec 001 §1 lists none for startups)', () => {
    expect(portal.features).toEqual({});
  });
});
