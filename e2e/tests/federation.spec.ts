import { expect, test } from '@playwright/test';
import { openSignedIn } from './api-session';
import { LIBRARY_SIGNATURES } from '../library-signatures.mjs';
import { REMOTES, appShown, collectPageErrors, recordScripts } from './support';

test('navigating from the shell into each remote renders that remote', async ({ page }) => {
  // Nine portals, each from a fresh load of the shell in one browser context.
  test.slow();
  const errors = collectPageErrors(page);
  const manifests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/mf-manifest.json')) manifests.push(new URL(request.url()).pathname);
  });
  for (const remote of REMOTES) {
    await test.step(remote.name, async () => {
      await page.goto('/fikrspace/portal/landing');
      await appShown(page);
      // Client-side navigation, as a link inside the shell would do it.
      await page.evaluate((target) => {
        window.history.pushState({}, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, `${remote.prefix}/`);
      await expect(page.getByTestId(remote.front)).toBeVisible();
      expect(manifests).toContain(`/remotes/${remote.name}/mf-manifest.json`);
      if (remote.front === 'sign-in-form') {
        const url = new URL(page.url());
        expect(url.pathname).toBe('/fikrspace/login');
        expect(url.searchParams.get('redirect')).toBe(`${remote.prefix}/`);
      }
      expect(errors).toEqual([]);
    });
  }
});

test('React, the router, the stores and the shared packages are downloaded once across several portals', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/');
  await appShown(page);
  // One document, several portals: exactly what a visitor moving around the platform does.
  for (const card of ['investor', 'mentor', 'accelerator', 'startup']) {
    await page.getByTestId(`portal-card-${card}`).click();
    await expect(page.getByTestId('portal-landing')).toBeVisible();
    await page.goBack();
    await expect(page.getByTestId('site-home')).toBeVisible();
  }
  await page.getByTestId('portal-card-feedback').click();
  await expect(page.getByTestId('route-page')).toBeVisible();
  // A signed-out visitor's pages never need supabase-js; the sign-in screen brings it.
  await page.getByRole('link', { name: 'Sign in', exact: true }).first().click();
  await expect(page.getByTestId('sign-in-form')).toBeVisible();
  await expect.poll(() => scripts.some((script) => LIBRARY_SIGNATURES['@supabase/supabase-js'].test(script.body))).toBe(true);

  const remoteFallbacks = scripts.filter((script) => /\/remotes\/[^/]+\/assets\/.*__prebuild__/.test(script.url));
  expect(remoteFallbacks.map((script) => script.url)).toEqual([]);

  const unique = new Map(scripts.map((script) => [new URL(script.url).pathname, script.body]));
  for (const [library, signature] of Object.entries(LIBRARY_SIGNATURES)) {
    const files = [...unique].filter(([, body]) => signature.test(body)).map(([url]) => url);
    expect(files, `${library} downloaded in ${files.join(', ')}`).toHaveLength(1);
    expect(files[0], `${library} comes from the shell`).not.toMatch(/^\/remotes\//);
  }
  // Within the document every script is requested once.
  const counts = new Map<string, number>();
  for (const script of scripts) counts.set(script.url, (counts.get(script.url) ?? 0) + 1);
  expect([...counts].filter(([, count]) => count > 1)).toEqual([]);

  // Every container sees one version of each singleton, so there is one instance to use.
  const versions = await page.evaluate(() => {
    const scope = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, unknown>>>> } }).__FEDERATION__.__SHARE__;
    const seen: Record<string, string[]> = {};
    for (const scopes of Object.values(scope)) {
      for (const [name, byVersion] of Object.entries(scopes.default ?? {})) seen[name] = [...new Set([...(seen[name] ?? []), ...Object.keys(byVersion)])];
    }
    return seen;
  });
  // React Router is shared as @fikrspace/router, the subset the pages use, never as a whole.
  expect(versions['react-router']).toBeUndefined();
  // supabase-js is part of the shell's @fikrspace/db, downloaded when the client is first needed.
  expect(versions['@supabase/supabase-js']).toBeUndefined();
  for (const name of ['react', 'react-dom', '@fikrspace/router', 'zustand', 'i18next', 'react-i18next', '@fikrspace/app-store', '@fikrspace/ui', '@fikrspace/portal-kit', '@fikrspace/i18n', '@tanstack/react-query', '@fikrspace/db', '@fikrspace/session', '@fikrspace/data']) {
    expect(versions[name], name).toHaveLength(1);
  }
});

test('a value the shell sets in the shared app store is seen by a remote page', async ({ page }) => {
  await page.goto('/fikrspace/investor/');
  await appShown(page);
  const cta = page.getByTestId('landing-cta');
  // The shell resolves the session and clears isLoading; the remote's own module reads that store.
  await expect(cta.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.evaluate(async () => {
    type Entry = { get: () => Promise<() => { appStore: { getState: () => { setUser: (user: unknown) => void } } }> };
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> } }).__FEDERATION__.__SHARE__;
    const entry = Object.values(share.shell!.default!['@fikrspace/app-store']!)[0]!;
    const module = (await entry.get())();
    module.appStore.getState().setUser({ id: 'u1', email: 'owner@fikrspace.test', firstName: 'Owner', lastName: 'Demo', organizationId: 'o1', enterpriseRole: { id: 'r1', name: 'owner', displayName: 'Owner' } });
  });
  await expect(cta.getByRole('link', { name: 'Open your dashboard' })).toBeVisible();
});

test('a remote page sees the shell’s Supabase client, session and query cache', async ({ page }) => {
  await openSignedIn(page, 'investor@fikrspace.test');
  await expect(page).toHaveURL(/\/fikrspace\/investor\/dashboard$/);
  await expect(page.getByTestId('account-organization')).toHaveText('Oasis Ventures');
  const seen = await page.evaluate(async () => {
    type Entry = { from: string; loaded?: boolean; get: () => Promise<() => Record<string, (...args: unknown[]) => unknown>> };
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> } }).__FEDERATION__.__SHARE__;
    const providers: Record<string, string[]> = {};
    for (const scopes of Object.values(share)) {
      for (const [name, byVersion] of Object.entries(scopes.default ?? {})) {
        providers[name] = [...new Set([...(providers[name] ?? []), ...Object.values(byVersion).map((entry) => entry.from)])];
      }
    }
    const load = async (name: string) => (await Object.values(share.shell!.default![name]!)[0]!.get())();
    const db = await load('@fikrspace/db');
    const data = await load('@fikrspace/data');
    const client = db.getDb!() as { auth: { getSession: () => Promise<{ data: { session: { user: { email: string } } | null } }> } };
    const cache = data.getQueryClient!() as { getQueryCache: () => { getAll: () => Array<{ queryKey: unknown[] }> } };
    return {
      providers,
      email: (await client.auth.getSession()).data.session?.user.email,
      keys: cache.getQueryCache().getAll().map((query) => query.queryKey),
    };
  });
  for (const name of ['@tanstack/react-query', '@fikrspace/db', '@fikrspace/session', '@fikrspace/data']) {
    expect(seen.providers[name], name).toEqual(['shell']);
  }
  // The one client holds the session the remote's page was rendered for, and the account block the
  // investor portal renders filled the one cache.
  expect(seen.email).toBe('investor@fikrspace.test');
  expect(seen.keys).toContainEqual(['me', '00000000-0000-4000-a000-000000000011', 'organizations']);
});

test('the shell’s client downloads storage only when a page uses it, and realtime for the header’s live bell over one socket', async ({ page }) => {
  const sockets: string[] = [];
  const storageCalls: string[] = [];
  page.on('websocket', (socket) => sockets.push(new URL(socket.url()).pathname));
  page.on('request', (request) => {
    if (request.url().includes('/storage/v1/')) storageCalls.push(new URL(request.url()).pathname);
  });
  await openSignedIn(page, 'investor@fikrspace.test');
  await expect(page).toHaveURL(/\/fikrspace\/investor\/dashboard$/);
  await expect(page.getByTestId('account-organization')).toHaveText('Oasis Ventures');
  await page.getByTestId('sidebar-item-investments-portfolio').click();
  await expect(page.getByTestId('route-page').getByRole('heading', { level: 1 })).toHaveText('Portfolio');
  // The bell listens for the member's notifications: one socket for the whole visit, pages and
  // token refreshes included; no page so far has touched storage.
  await expect.poll(() => sockets).toEqual(['/realtime/v1/websocket']);
  expect(storageCalls).toEqual([]);
  const answers = await page.evaluate(async () => {
    type Entry = { get: () => Promise<() => Record<string, (...args: unknown[]) => unknown>> };
    type Channel = { subscribe: (callback: (status: string) => void) => Channel };
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> } }).__FEDERATION__.__SHARE__;
    const db = (await Object.values(share.shell!.default!['@fikrspace/db']!)[0]!.get())();
    const client = db.getDb!() as {
      channel: (name: string) => Channel;
      removeChannel: (channel: Channel) => Promise<unknown>;
      storage: { from: (bucket: string) => { list: (prefix: string) => Promise<{ data: unknown[] | null; error: unknown }> } };
      auth: { refreshSession: () => Promise<{ error: unknown }> };
    };
    const refreshed = await client.auth.refreshSession();
    let probe: Channel | null = null;
    const status = await new Promise<string>((resolve) => {
      probe = client.channel('federation-probe').subscribe((next) => next !== 'CLOSED' && resolve(next));
    });
    const listed = await client.storage.from('organization-logos').list('00000000-0000-4000-b000-000000000004');
    await client.removeChannel(probe!);
    return { refreshError: refreshed.error, status, listError: listed.error, listed: Array.isArray(listed.data) };
  });
  expect(answers).toEqual({ refreshError: null, status: 'SUBSCRIBED', listError: null, listed: true });
  expect(storageCalls).toEqual(['/storage/v1/object/list/organization-logos']);
  expect(sockets).toEqual(['/realtime/v1/websocket']);
});
