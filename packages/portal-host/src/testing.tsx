import { siteById } from '@fikrspace/sites';
import { appStore, type AppUser } from '@fikrspace/app-store';
import { i18n } from '@fikrspace/i18n';
import { initTestI18n } from '@fikrspace/i18n/testing';
import { joinPath, type PortalDefinition } from '@fikrspace/portal-kit';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SessionContext } from './auth-actions';
import { QueryProvider } from '@fikrspace/data';
import { unavailableAuthActions } from './unavailable-auth';
import { PortalRoutes } from './portal-routes';

const noAuth = { actions: unavailableAuthActions('Sign-in is not part of route rendering tests'), reloadProfile: async () => undefined };

export function userWithRole(role: string): AppUser {
  return { id: `user-${role}`, email: `${role}@fikrspace.test`, firstName: role, lastName: 'Test', organizationId: 'org-1', enterpriseRole: { id: `role-${role}`, name: role, displayName: role } };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderPortalAt(portal: PortalDefinition, prefix: string, path: string) {
  return render(
    <QueryProvider>
    <SessionContext value={noAuth}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={prefix ? `${prefix}/*` : '*'} element={<PortalRoutes portal={portal} prefix={prefix} />} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </SessionContext>
    </QueryProvider>,
  );
}

function samplePath(path: string): string {
  return path.replace(/:([a-zA-Z]+)/g, 'sample-$1');
}

function installBrowserStubs(): void {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({ matches: false, media: query, onchange: null, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false }) as MediaQueryList;
  }
}

/**
 * Renders every route of a portal the way the shell mounts it, signed in with a role that may open
 * it, and checks what the spec promises for each: its title, its place in the sidebar and its page.
 */
export function describePortalRendering(portal: PortalDefinition, prefix: string): void {
  describe(`${portal.id} portal routes render`, () => {
    beforeAll(async () => {
      installBrowserStubs();
      await initTestI18n('en');
    });
    afterEach(() => {
      cleanup();
      appStore.getState().reset();
    });

    it.each(portal.routes.map((route) => [route.path, route] as const))('%s', async (_path, route) => {
      await i18n.changeLanguage('en');
      appStore.getState().setUser(userWithRole(route.roles[0] ?? 'owner'));
      appStore.getState().setLoading(false);
      renderPortalAt(portal, prefix, joinPath(prefix, samplePath(route.path)));
      const text = (key: string) => i18n.t(key, { ns: portal.id });
      const [title, siteName] = [text(route.meta.title), text(portal.name)];
      await waitFor(() => expect(document.title).toBe(title === siteName ? siteName : `${title} | ${siteName}`));
      if (route.layout === 'portal') {
        const sidebar = await screen.findByTestId('portal-sidebar');
        const inSidebar = portal.sidebar.flatMap((group) => group.items).some((item) => !item.absolute && item.to === route.path);
        if (inSidebar) await waitFor(() => expect(sidebar.querySelector('[aria-current="page"]')).not.toBeNull());
      }
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe(''));
      const description = document.head.querySelector('meta[name="description"]')?.getAttribute('content');
      expect(description).toBe(text(route.meta.description));
      expect(document.head.querySelector('meta[name="keywords"]')?.getAttribute('content')).toBe(text(route.meta.keywords));
      // Signed-in pages and every page of a site kept out of search engines carry noindex.
      const noindex = Boolean(route.auth || route.meta.noindex || siteById(portal.id)?.indexed === false);
      expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null).toBe(noindex ? 'noindex, nofollow' : null);
    });

    const guarded = portal.routes.find((route) => route.auth);
    if (guarded) {
      it('sends a signed-out visitor of a protected route to sign-in with the requested path', async () => {
        appStore.getState().setLoading(false);
        const target = joinPath(prefix, samplePath(guarded.path));
        renderPortalAt(portal, prefix, target);
        const expected = `${prefix ? '/fikrspace/login' : '/login'}?redirect=${encodeURIComponent(target)}`;
        await waitFor(() => expect(screen.getAllByTestId('location').map((node) => node.textContent)).toContain(expected));
      });
    }

    it('redirects an unknown path to the prefix 404 page', async () => {
      appStore.getState().setLoading(false);
      renderPortalAt(portal, prefix, joinPath(prefix, '/no/such/page/here'));
      await screen.findByTestId('not-found');
      expect(screen.getAllByTestId('location')[0]!.textContent).toBe(`${prefix}/404`);
    });
  });
}
