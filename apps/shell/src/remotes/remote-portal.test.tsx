// @vitest-environment jsdom
import { initTestI18n } from '@fikrspace/i18n/testing';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { loadRemote } from '@module-federation/runtime';
import type * as PortalHost from '@fikrspace/portal-host';
import { RuntimeConfigContext } from '../routing/runtime-config-context';
import { forgetPortalDefinition } from './remote-registry';
import { RemotePortal } from './remote-portal';
import type { RuntimeConfig } from './runtime-config';

// The federation runtime cannot fetch a remote in jsdom; the test decides what each load answers.
vi.mock('@module-federation/runtime', () => ({ loadRemote: vi.fn(), registerRemotes: vi.fn(), registerPlugins: vi.fn(), getInstance: vi.fn(), satisfy: vi.fn() }));
// The portal's own routes are portal-host's concern: here only which definition reached them.
vi.mock('@fikrspace/portal-host', async (importActual) => ({
  ...(await importActual<typeof PortalHost>()),
  PortalRoutes: ({ portal }: { portal: { id: string } }) => <p data-testid="portal-routes">{portal.id}</p>,
}));

const config = { remotes: { investor: '/remotes/investor/mf-manifest.json' }, hosts: {} } as unknown as RuntimeConfig;
const definition = { id: 'investor', routes: [], sidebar: [] };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const portal = (
  <RuntimeConfigContext value={config}>
    <MemoryRouter initialEntries={['/fikrspace/investor/dashboard']}>
      <RemotePortal site="investor" prefix="/fikrspace/investor" />
    </MemoryRouter>
  </RuntimeConfigContext>
);

function renderPortal() {
  render(portal);
}

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  forgetPortalDefinition('investor');
  vi.mocked(loadRemote).mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('an audience area while its remote downloads', () => {
  it('shows the loading screen, then the portal once its definition arrives', async () => {
    const download = deferred<{ default: unknown }>();
    vi.mocked(loadRemote).mockReturnValue(download.promise as never);
    renderPortal();
    expect(screen.getByTestId('loading-screen')).toBeTruthy();
    await act(async () => download.resolve({ default: definition }));
    expect(screen.getByTestId('portal-routes').textContent).toBe('investor');
    expect(screen.queryByTestId('loading-screen')).toBeNull();
  });

  it('shows the portal at once when its definition arrived before the first render', async () => {
    vi.mocked(loadRemote).mockResolvedValue({ default: definition } as never);
    renderPortal();
    await act(async () => undefined);
    cleanup();
    renderPortal();
    expect(screen.getByTestId('portal-routes').textContent).toBe('investor');
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), 'network'],
    ['a module without a portal definition', () => Promise.resolve({ default: {} }), 'Failed to load the investor portal'],
  ])('ends on the route error screen after %s', async (_case, answer, text) => {
    vi.mocked(loadRemote).mockImplementation(answer as never);
    renderPortal();
    await act(async () => undefined);
    expect(screen.getByTestId('route-error').textContent).toContain(text);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('Retry asks the network again and shows the portal when the remote answers', async () => {
    vi.mocked(loadRemote).mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue({ default: definition } as never);
    renderPortal();
    await act(async () => undefined);
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    expect(screen.getByTestId('portal-routes').textContent).toBe('investor');
    expect(vi.mocked(loadRemote)).toHaveBeenCalledTimes(2);
  });

  it('a download that settles between the render and its effect still reaches the screen', async () => {
    // Outside act, as in the browser: the effect runs after the promise callbacks, not before.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    vi.mocked(loadRemote).mockRejectedValue(new TypeError('Failed to fetch'));
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      root.render(portal);
      await waitFor(() => expect(container.querySelector('[data-testid="route-error"]')).not.toBeNull());
    } finally {
      root.unmount();
      container.remove();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});
