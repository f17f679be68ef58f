// @vitest-environment jsdom
import { appStore } from '@fikrspace/app-store';
import { i18n } from '@fikrspace/i18n';
import { initTestI18n } from '@fikrspace/i18n/testing';
import { renderPortalAt } from '@fikrspace/portal-host/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import portal from '../portal';

/** A route's address with a sample value in each parameter, as a visitor would type it. */
const sampleAddress = (path: string) => path.replace(/:[a-zA-Z]+/g, 'sample-value');

/** The home page is served at / and /about; every other route is a content page. */
const HOME_PATHS = new Set(['/', '/about']);

beforeAll(async () => {
  await initTestI18n('en');
  window.matchMedia ??= (query: string) =>
    ({ matches: false, media: query, onchange: null, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false }) as MediaQueryList;
});

afterEach(() => {
  cleanup();
  appStore.getState().reset();
});

// Spec 000 §2: the public site at the root of the platform, signed out, as the e2e matrix once
// checked in a browser path by path.
describe('every public route at the root renders its page signed out', () => {
  it.each(portal.routes.map((route) => [sampleAddress(route.path), route] as const))('%s', async (address, route) => {
    await i18n.changeLanguage('en');
    appStore.getState().setLoading(false);
    renderPortalAt(portal, '', address);
    expect(await screen.findByTestId(HOME_PATHS.has(route.path) ? 'site-home' : 'content-page')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent?.trim()).not.toBe(''));
    await waitFor(() => expect(document.title).toMatch(/(^| \| )FikrSpace$/));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/.{20,}/);
    // The page answers where it was asked for: no redirect to sign-in or to the 404 page.
    expect(screen.getAllByTestId('location')[0]!.textContent).toBe(address);
  });
});
