import { matchRoute } from '@fikrspace/portal-kit';
import { describe, expect, it } from 'vitest';
import portal from './portal';

const ARABIC = /[\u0600-\u06FF]/;

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

  it('lists the nine sidebar groups of the spec, in order', () => {
    expect(portal.sidebar.map((group) => group.label.en)).toEqual([
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
    expect(portal.tagline?.en).toBe('Accelerate Innovation');
  });

  it('declares no feature flags (spec 001 §1 lists none for accelerators)', () => {
    expect(portal.features).toEqual({});
  });
});
