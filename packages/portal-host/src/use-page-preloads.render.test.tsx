// @vitest-environment jsdom
import { appStore } from '@fikrspace/app-store';
import { QueryProvider, getQueryClient, setQueryClient } from '@fikrspace/data';
import { definePortal, route } from '@fikrspace/portal-kit';
import { productKeys } from '@fikrspace/products';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePagePreloads } from './use-page-preloads';

const page = async () => ({ default: () => null });
const portal = definePortal({
  id: 'investor',
  name: 'portal.name',
  description: 'portal.description',
  defaultTitle: 'portal.defaultTitle',
  theme: 'fikr-space',
  landingPath: '/',
  features: {},
  routes: [route('/', 'home', page, { auth: false, layout: 'public' }), route('/dashboard', 'dashboard', page)],
  sidebar: [],
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
