import { expect, it } from 'vitest';
import { matchRoute } from './define-portal';
import type { PortalDefinition } from './types';

const ARABIC = /[\u0600-\u06FF]/;

export interface SpecRoute {
  path: string;
  auth: boolean;
  roles?: string[];
}

/**
 * The checks every remote's route table owes the spec: each listed route exists with its auth
 * flag and roles and bilingual meta, nothing unlisted is added, and every sidebar item lands on a
 * route. Call inside the remote's own describe block.
 */
export function itMatchesSpecRouteTable(portal: PortalDefinition, specRoutes: SpecRoute[]): void {
  it.each(specRoutes)('declares $path with auth $auth and bilingual meta', ({ path, auth, roles = [] }) => {
    const route = portal.routes.find((candidate) => candidate.path === path);
    expect(route, path).toBeDefined();
    expect(route?.auth).toBe(auth);
    expect(route?.roles).toEqual(roles);
    for (const text of [route?.meta.title, route?.meta.description]) {
      expect(text?.en.trim()).toBeTruthy();
      expect(text?.ar).toMatch(ARABIC);
    }
    expect(route?.meta.keywords.length).toBeGreaterThan(0);
  });

  it('declares no route beyond the spec list', () => {
    expect(portal.routes.map((route) => route.path).sort()).toEqual(specRoutes.map((route) => route.path).sort());
    expect(portal.landingPath).toBe('/');
  });

  it('points every sidebar item at a route', () => {
    const items = portal.sidebar.flatMap((group) => group.items).filter((item) => !item.absolute);
    for (const item of items) expect(matchRoute(portal.routes, item.to), item.to).toBeDefined();
  });
}
