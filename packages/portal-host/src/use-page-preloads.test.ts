import { definePortal, publicNavItem, route, sidebarGroup } from '@fikrspace/portal-kit';
import { describe, expect, it } from 'vitest';
import { matchPortalRoute, routesOneClickAway } from './use-page-preloads';

const page = async () => ({ default: () => null });
const portal = definePortal({
  id: 'investor',
  name: 'portal.name',
  description: 'portal.description',
  defaultTitle: 'portal.defaultTitle',
  theme: 'fikr-space',
  landingPath: '/',
  features: {},
  routes: [
    route('/', 'home', page, { auth: false, layout: 'public' }),
    route('/:slug', 'campaign', page, { auth: false, layout: 'public' }),
    route('/dashboard', 'dashboard', page),
    route('/startups/:id', 'startup', page),
    route('/portfolio', 'portfolio', page),
  ],
  sidebar: [sidebarGroup('main', [{ id: 'dashboard', to: '/dashboard' }, { id: 'portfolio', to: '/portfolio' }, { id: 'hub', to: '/fikrspace/portal', absolute: true }])],
  publicNav: [publicNavItem('home', '/')],
});

describe('the route an address opens', () => {
  it.each([
    ['/fikrspace/investor/', '/', {}],
    ['/fikrspace/investor/dashboard', '/dashboard', {}],
    ['/fikrspace/investor/summer-offer', '/:slug', { slug: 'summer-offer' }],
    ['/fikrspace/investor/startups/42', '/startups/:id', { id: '42' }],
  ])('%s opens %s, ranked as the router ranks it', (pathname, path, params) => {
    const matched = matchPortalRoute(portal, '/fikrspace/investor', pathname);
    expect(matched?.route.path).toBe(path);
    expect(matched?.params).toEqual(params);
  });

  it('answers null for an address outside the portal', () => {
    expect(matchPortalRoute(portal, '/fikrspace/investor', '/fikrspace/mentor/dashboard')).toBeNull();
  });
});

describe('the pages one click away', () => {
  it('are the targets of the sidebar and the public navigation, each once, never another portal', () => {
    expect(routesOneClickAway(portal).map((entry) => entry.path)).toEqual(['/dashboard', '/portfolio', '/']);
  });
});
