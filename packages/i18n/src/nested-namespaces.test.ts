// @vitest-environment jsdom
import { afterAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from './instance';
import { registerNamespaceBase } from './namespaces';

const OFFICE = 'http://localhost:4173/remotes/office/';

const SERVED: Record<string, object> = {
  '/locales/en/common.json': { loading: 'Loading...' },
  [`${OFFICE}locales/en/office/themes.json`]: { page: { title: 'Themes' } },
};

const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
  if (init?.method === 'POST') return new Response(null, { status: 404 });
  const body = SERVED[String(url)];
  return body ? new Response(JSON.stringify(body), { status: 200 }) : new Response('Not Found', { status: 404 });
});
vi.stubGlobal('fetch', fetchMock);
afterAll(() => {
  vi.unstubAllGlobals();
});

describe('a nested namespace over HTTP', () => {
  it('is read from its folder in the deployment of the remote its first segment names', async () => {
    await initI18n({ language: 'en' });
    registerNamespaceBase('office', OFFICE);
    await i18n.loadNamespaces('office/themes');
    const requested = fetchMock.mock.calls.filter(([, init]) => init?.method !== 'POST').map(([url]) => String(url));
    expect(requested).toContain(`${OFFICE}locales/en/office/themes.json`);
    expect(i18n.t('page.title', { ns: 'office/themes' })).toBe('Themes');
  });
});
