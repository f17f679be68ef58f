// @vitest-environment jsdom
import { appStore } from '@fikrspace/app-store';
import { QueryProvider, getQueryClient, setQueryClient } from '@fikrspace/data';
import { definePortal, publicNavItem, route, sidebarGroup } from '@fikrspace/portal-kit';
import { productKeys } from '@fikrspace/products';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountScreensArrived } from './account-screens';
import { matchPortalRoute, preloadPagesOnIntent, usePagePreloads } from './use-page-preloads';

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

describe('a page downloads on intent', () => {
  const loads = { portfolio: vi.fn(page), startup: vi.fn(page) };
  // Routes of their own for each test: a page's download is remembered per route.
  const intentPortal = () =>
    definePortal({
      ...portal,
      sidebar: [],
      publicNav: [],
      routes: [route('/portfolio', 'portfolio', loads.portfolio), route('/startups/:id', 'startup', loads.startup, { auth: false, layout: 'public' })],
    });
  const link = (href: string) => {
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.append(document.createElement('span'));
    document.body.append(anchor);
    return anchor;
  };

  afterEach(() => {
    document.body.replaceChildren();
    vi.clearAllMocks();
  });

  it.each([
    ['the pointer rests on a link', (element: Element) => element.dispatchEvent(new Event('pointerover', { bubbles: true }))],
    ['the keyboard focuses a link', (element: Element) => element.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))],
    ['a finger touches a link', (element: Element) => element.dispatchEvent(new Event('touchstart', { bubbles: true }))],
  ])('when %s, the page it leads to starts downloading, and only that page', (_case, intend) => {
    const stop = preloadPagesOnIntent(intentPortal(), '/fikrspace/investor', () => true);
    intend(link('/fikrspace/investor/startups/42').firstElementChild!);
    expect(loads.startup).toHaveBeenCalledTimes(1);
    expect(loads.portfolio).not.toHaveBeenCalled();
    stop();
  });

  it('never for a page the visitor may not open, another portal or another site', () => {
    const stop = preloadPagesOnIntent(intentPortal(), '/fikrspace/investor', (entry) => entry.path !== '/portfolio');
    for (const href of ['/fikrspace/investor/portfolio', '/fikrspace/mentor/startups/42', 'https://elsewhere.example/fikrspace/investor/startups/42']) {
      link(href).dispatchEvent(new Event('pointerover', { bubbles: true }));
    }
    expect(loads.portfolio).not.toHaveBeenCalled();
    expect(loads.startup).not.toHaveBeenCalled();
    stop();
  });

  it('stops listening when the portal goes', () => {
    preloadPagesOnIntent(intentPortal(), '/fikrspace/investor', () => true)();
    link('/fikrspace/investor/startups/42').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(loads.startup).not.toHaveBeenCalled();
  });
});

const wrapper = ({ children }: { children: ReactNode }) => <QueryProvider>{children}</QueryProvider>;

afterEach(() => {
  cleanup();
  setQueryClient(null);
});

describe('the product catalogue on a cold load', () => {
  // The session is still loading and nobody is known yet: the hold of spec 001 §2.1.
  const whileTheSessionLoads = () => appStore.getState().setLoading(true);

  it.each([
    ['a signed-in page, first page of the visit', '/fikrspace/investor/dashboard', true, true],
    ['a public page', '/fikrspace/investor/', true, false],
    ['a signed-in page opened by a click', '/fikrspace/investor/dashboard', false, false],
  ])('%s (%s, cold load %s): asked for at once: %s', (_case, pathname, coldLoad, asked) => {
    whileTheSessionLoads();
    renderHook(() => usePagePreloads(portal, '/fikrspace/investor', pathname, { waiting: true, coldLoad }), { wrapper });
    expect(getQueryClient().getQueryState(productKeys.catalogue()) !== undefined).toBe(asked);
  });
});

describe('an account screen on a cold load', () => {
  it.each(['/fikrspace/investor/login', '/fikrspace/investor/register', '/fikrspace/investor/request-access'])(
    '%s waits for the account screens’ code, not for a page the address would match as a /:slug',
    async (pathname) => {
      expect(matchPortalRoute(portal, '/fikrspace/investor', pathname)).not.toBeNull();
      appStore.getState().setLoading(false);
      const { result } = renderHook(() => usePagePreloads(portal, '/fikrspace/investor', pathname, { waiting: false, coldLoad: true }), { wrapper });
      await waitFor(() => expect(result.current).toBe(true));
      expect(accountScreensArrived()).toBe(true);
    },
  );
});
