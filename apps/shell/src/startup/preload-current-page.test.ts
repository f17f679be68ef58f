import { appStore } from '@fikrspace/app-store';
import { setQueryClient, getQueryClient } from '@fikrspace/data';
import { i18n } from '@fikrspace/i18n';
import { productKeys } from '@fikrspace/products';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPortalDefinition } from '../remotes/remote-registry';
import { preloadCurrentRemote, preloadSignedInFrame } from './preload-current-page';

vi.mock('../remotes/remote-registry', () => ({ loadPortalDefinition: vi.fn(() => new Promise(() => {})) }));

const config = { remotes: { site: '/remotes/site/mf-manifest.json', investor: '/remotes/investor/mf-manifest.json' }, hosts: { 'investors.example.com': 'investor' } };
const at = (pathname: string, hostname = 'localhost') => ({ pathname, hostname });

beforeEach(() => {
  vi.mocked(loadPortalDefinition).mockClear();
  vi.spyOn(i18n, 'loadNamespaces').mockResolvedValue(undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  setQueryClient(null);
});

describe('what the address needs, started with the configuration', () => {
  it.each([
    ['the public home', at('/'), 'site'],
    ['a public page under /fikrspace', at('/fikrspace/about'), 'site'],
    ['an audience portal by its path', at('/fikrspace/investor/dashboard'), 'investor'],
    ['an audience portal by its host', at('/dashboard', 'investors.example.com'), 'investor'],
    ['the portal root, which the shell serves itself', at('/fikrspace/portal/'), null],
  ])('%s: the remote downloading is %s', (_case, location, site) => {
    appStore.getState().setLoading(false);
    preloadCurrentRemote(config as never, location);
    expect(vi.mocked(loadPortalDefinition).mock.calls.map(([, requested]) => requested)).toEqual(site ? [site] : []);
  });

  it.each([
    ['a portal page while a stored session is looked up', at('/fikrspace/investor/dashboard'), true, true],
    ['a portal page of a visitor without a session', at('/fikrspace/investor/dashboard'), false, false],
    ['the portal root while a stored session is looked up', at('/fikrspace/portal/'), true, true],
    ['a public page while a stored session is looked up', at('/about'), true, false],
  ])('%s: the signed-in frame’s texts and the product catalogue are asked for: %s', (_case, location, sessionLoading, asked) => {
    appStore.getState().setLoading(sessionLoading);
    preloadSignedInFrame(config as never, location);
    expect(getQueryClient().getQueryState(productKeys.catalogue()) !== undefined).toBe(asked);
    expect(vi.mocked(i18n.loadNamespaces).mock.calls).toEqual(asked ? [[['products', 'enterprise-roles']]] : []);
  });

  it.each([
    ['the public home', at('/'), 'home'],
    ['an audience portal page by its path', at('/fikrspace/investor/dashboard'), 'dashboard'],
    ['an audience portal page by its host', at('/dashboard', 'investors.example.com'), 'dashboard'],
  ])('%s: the code of the page it opens downloads once the remote has arrived (%s)', async (_case, location, page) => {
    const loads = { home: vi.fn(() => new Promise(() => {})), dashboard: vi.fn(() => new Promise(() => {})) };
    const definition = { routes: [route('/', loads.home), route('/dashboard', loads.dashboard)], sidebar: [] };
    vi.mocked(loadPortalDefinition).mockResolvedValueOnce(definition as never);
    appStore.getState().setLoading(false);
    preloadCurrentRemote(config as never, location);
    await vi.waitFor(() => expect(loads[page as keyof typeof loads]).toHaveBeenCalledOnce());
    expect(Object.entries(loads).filter(([, load]) => load.mock.calls.length > 0).map(([name]) => name)).toEqual([page]);
  });
});

function route(path: string, load: () => Promise<unknown>) {
  return { path, load, layout: 'public', meta: { title: '', description: '', keywords: '' } };
}
