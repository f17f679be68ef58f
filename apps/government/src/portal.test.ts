import { matchRoute } from '@fikrspace/portal-kit';
import { describe, expect, it } from 'vitest';
import portal from './portal';

const ARABIC = /[\u0600-\u06FF]/;

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

  it.each(protectedPaths)('keeps %s out of search engines', (path) => {
    expect(portal.routes.find((r) => r.path === path)?.meta.noindex).toBe(true);
  });

  it('lets search engines index the public landing', () => {
    expect(portal.routes.find((r) => r.path === '/')?.meta.noindex).toBeUndefined();
  });

  it('lists the six pages in one Ecosystem Intelligence group', () => {
    expect(portal.sidebar.map((group) => group.label.en)).toEqual(['Ecosystem Intelligence']);
    const items = portal.sidebar.flatMap((group) => group.items).filter((item) => !item.absolute);
    for (const item of items) expect(matchRoute(portal.routes, item.to), item.to).toBeDefined();
    expect(items.map((item) => item.to)).toEqual(protectedPaths);
  });

  it('declares no feature flags (spec 001 §1 lists none for government)', () => {
    expect(portal.features).toEqual({});
  });
});
