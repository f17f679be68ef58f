import { itMatchesSpecRouteTable, portalText } from '@fikrspace/portal-kit/testing';
import { describe, expect, it } from 'vitest';
import portal from './portal';

/** Spec 001 §2.8: public landing and page list, then the authenticated pages. */
const specRoutes = [
  { path: '/', auth: false },
  { path: '/pages', auth: false },
  { path: '/dashboard', auth: true },
  { path: '/mentees', auth: true },
  { path: '/sessions', auth: true },
  { path: '/messages', auth: true },
  { path: '/progress', auth: true },
  { path: '/business-management', auth: true },
  { path: '/cohort-management', auth: true },
  { path: '/fikr-score', auth: true },
  { path: '/fikr-score/improvement', auth: true },
  { path: '/fikr-score/send', auth: true },
  { path: '/fikr-score/track', auth: true },
  { path: '/insights', auth: true },
  { path: '/impact', auth: true },
  { path: '/goals', auth: true },
  { path: '/community', auth: true },
  { path: '/achievements', auth: true },
  { path: '/referrals', auth: true },
  { path: '/invite', auth: true },
  { path: '/resources', auth: true },
  { path: '/settings', auth: true },
];

const protectedPaths = specRoutes.filter((r) => r.auth).map((r) => r.path);

describe('mentor portal definition', () => {
  itMatchesSpecRouteTable(portal, specRoutes);

  it('uses the labels the spec gives', () => {
    expect(portalText(portal, portal.routes.find((r) => r.path === '/business-management')?.meta.title)).toBe('Independent Practice');
    expect(portalText(portal, portal.routes.find((r) => r.path === '/invite')?.meta.title)).toBe('Invite Startups');
    expect(portalText(portal, portal.tagline)).toBe('Empower Through Mentorship');
  });

  it('puts every authenticated page in exactly one sidebar group', () => {
    const targets = portal.sidebar.flatMap((group) => group.items.map((item) => item.to));
    expect([...targets].sort()).toEqual([...protectedPaths].sort());
  });

  it('keeps the public pages in the public navigation', () => {
    expect(portal.publicNav?.map((item) => item.to)).toEqual(['/', '/pages']);
  });

  it('declares no feature flags (spec 001 §1 lists none for mentors)', () => {
    expect(portal.features).toEqual({});
  });
});
