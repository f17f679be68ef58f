import { matchRoute } from '@fikrspace/portal-kit';
import { describe, expect, it } from 'vitest';
import portal from './portal';

const ARABIC = /[\u0600-\u06FF]/;

/** Spec 001 §2.4: a single public route. */
const specRoutes = [{ path: '/', auth: false }];

describe('feedback portal definition', () => {
  it.each(specRoutes)('declares $path with auth $auth and bilingual meta', ({ path, auth }) => {
    const route = portal.routes.find((r) => r.path === path);
    expect(route).toBeDefined();
    expect(route?.auth).toBe(auth);
    expect(route?.roles).toEqual([]);
    for (const text of [route?.meta.title, route?.meta.description]) {
      expect(text?.en.trim()).toBeTruthy();
      expect(text?.ar).toMatch(ARABIC);
    }
    expect(route?.meta.keywords.length).toBeGreaterThan(0);
  });

  it('declares no route beyond the spec list', () => {
    expect(portal.routes.map((r) => r.path)).toEqual(specRoutes.map((r) => r.path));
  });

  it('shows the board with the sidebar', () => {
    expect(portal.routes[0]?.layout).toBe('portal');
    expect(portal.landingPath).toBe('/');
  });

  it('points every sidebar item at a route', () => {
    const items = portal.sidebar.flatMap((group) => group.items).filter((item) => !item.absolute);
    for (const item of items) expect(matchRoute(portal.routes, item.to), item.to).toBeDefined();
    expect(portal.sidebar.map((group) => [group.label.en, group.items.map((item) => [item.label.en, item.to])])).toEqual([
      ['Community', [['Feedback Board', '/']]],
    ]);
  });

  it('declares the feature flags of spec 001 §1', () => {
    expect(portal.features).toEqual({ voting: true, comments: true, categories: true });
  });
});
