import { matchRoute } from '@fikrspace/portal-kit';
import { PORTAL_TEXT_LANGUAGES, itHasItsTexts, portalText } from '@fikrspace/portal-kit/testing';
import { describe, expect, it } from 'vitest';
import { HOME_PORTALS } from './pages/home-portals';
import portal from './portal';

const ARABIC = /[\u0600-\u06FF]/;

/** Spec 000 §2, public routes: none requires login. The /fikrspace prefix is the shell's concern. */
const specRoutes = [
  '/',
  '/about',
  '/test-routing',
  '/blog',
  '/blog/top-vcs-lisbon',
  '/blog/:slug',
  '/events',
  '/events/pitch/:slug',
  '/events/webinar/:slug',
  '/podcast',
  '/contact',
  '/resources',
  '/join',
  '/join/thank-you',
  '/join-the-movement',
  '/scaleup-bootcamp',
  '/bootcamp',
  '/fikros',
  '/fikrhub',
  '/fikrcap',
  '/fikrpitch',
  '/fikrscore',
  '/fikrmoney',
  '/features',
  '/gov',
  '/fikrmarketplace',
  '/fikrmarketplace/thank-you',
  '/fikrmarketplace/accelerator-detail/:id',
  '/fikrmarketplace/startup-detail/:id',
  '/fikrmarketplace/mentor-detail/:id',
  '/fikrpitch/investor-detail/:id',
  '/fikrscore/assessment/pre-assessment',
  '/fikrscore/assessment/assessment',
  '/fikrscore/results/:assessmentId',
  '/roadtrips',
  '/roadtrips/roadtrip-to-riyadh',
  '/roadtrips/riyadh-roadtrip-thank-you',
  '/webinar/saudi-entrepreneurship',
  '/saudi-entrepreneurship',
  '/:slug',
].map((path) => ({ path, auth: false }));

const find = (path: string) => portal.routes.find((r) => r.path === path);

describe('public site definition', () => {
  it.each(specRoutes)('declares $path with auth $auth and translated meta', ({ path, auth }) => {
    const route = find(path);
    expect(route).toBeDefined();
    expect(route?.auth).toBe(auth);
    expect(route?.roles).toEqual([]);
    expect(route?.layout).toBe('public');
    for (const key of [route?.meta.title, route?.meta.description, route?.meta.keywords]) {
      for (const language of PORTAL_TEXT_LANGUAGES) expect(portalText(portal, key, language)?.trim(), `${language} ${key}`).toBeTruthy();
      expect(portalText(portal, key, 'ar')).toMatch(ARABIC);
    }
  });

  itHasItsTexts(portal);

  it('introduces every audience portal on the home page in every language', () => {
    for (const { id } of HOME_PORTALS) {
      for (const language of PORTAL_TEXT_LANGUAGES) {
        expect(portalText(portal, `home.portals.${id}.name`, language), `${language} ${id}`).toBeTruthy();
        expect(portalText(portal, `home.portals.${id}.body`, language), `${language} ${id}`).toBeTruthy();
      }
    }
  });

  it('declares no route beyond the spec list and no /fikrspace duplicates', () => {
    expect(portal.routes.map((r) => r.path).sort()).toEqual(specRoutes.map((r) => r.path).sort());
    expect(portal.routes.some((r) => r.path.startsWith('/fikrspace'))).toBe(false);
    expect(portal.landingPath).toBe('/');
  });

  it('serves the same page at both spellings of the bootcamp and the webinar', () => {
    expect(find('/bootcamp')?.meta).toEqual(find('/scaleup-bootcamp')?.meta);
    expect(find('/saudi-entrepreneurship')?.meta).toEqual(find('/webinar/saudi-entrepreneurship')?.meta);
  });

  it('shows the home page at / and /about only', () => {
    const home = find('/')?.load;
    expect(find('/about')?.load).toBe(home);
    expect(portal.routes.filter((r) => r.load === home).map((r) => r.path)).toEqual(['/', '/about']);
  });

  it('resolves static paths before dynamic ones', () => {
    expect(matchRoute(portal.routes, '/blog/top-vcs-lisbon')?.route.path).toBe('/blog/top-vcs-lisbon');
    expect(matchRoute(portal.routes, '/blog/raising-a-seed-round')).toMatchObject({ route: { path: '/blog/:slug' }, params: { slug: 'raising-a-seed-round' } });
    expect(matchRoute(portal.routes, '/fikrscore/results/abc-123')?.params).toEqual({ assessmentId: 'abc-123' });
    expect(matchRoute(portal.routes, '/features')?.route.path).toBe('/features');
    expect(matchRoute(portal.routes, '/some-campaign')).toMatchObject({ route: { path: '/:slug' } });
    expect(portalText(portal, matchRoute(portal.routes, '/some-campaign')?.route.meta.title)).toBe('Page');
  });

  it('has no sidebar and a public navigation of real pages', () => {
    expect(portal.sidebar).toEqual([]);
    expect(portal.publicNav?.map((item) => item.to)).toEqual(['/', '/features', '/events', '/blog', '/podcast', '/resources', '/contact', '/join']);
    for (const item of portal.publicNav ?? []) expect(find(item.to), item.to).toBeDefined();
  });

  it('declares no feature flags (spec 001 §1 lists none for the public site)', () => {
    expect(portal.features).toEqual({});
  });
});
