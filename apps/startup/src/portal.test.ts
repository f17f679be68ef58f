import { matchRoute } from '@fikrspace/portal-kit';
import { describe, expect, it } from 'vitest';
import portal from './portal';

const ARABIC = /[\u0600-\u06FF]/;

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
  it.each(specRoutes)('declares $path with auth $auth and bilingual meta', ({ path, auth }) => {
    const route = portal.routes.find((r) => r.path === path);
    expect(route).toBeDefined();
    expect(route?.auth).toBe(auth);
    expect(route?.roles).toEqual([]);
    expect(route?.layout).toBe(auth ? 'portal' : 'public');
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

  it('points every sidebar item at a route', () => {
    const items = portal.sidebar.flatMap((group) => group.items).filter((item) => !item.absolute);
    for (const item of items) expect(matchRoute(portal.routes, item.to), item.to).toBeDefined();
  });

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
