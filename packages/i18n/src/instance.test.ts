// @vitest-environment jsdom
import { afterAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from './instance';
import { registerNamespaceBase } from './namespaces';

const SERVED: Record<string, object> = {
  '/locales/en/common.json': { loading: 'Loading...', auth: { signIn: 'Sign in' } },
  '/locales/ar/common.json': { loading: 'جارٍ التحميل...' },
  '/locales/en/database/organization-types.json': { venture_capital: 'VC' },
  'http://localhost:4173/remotes/investor/locales/ar/investor.json': { title: 'بوابة المستثمر' },
  'http://localhost:4173/remotes/investor/locales/en/investor.json': { title: 'Investor Portal' },
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

const requested = () => fetchMock.mock.calls.filter(([, init]) => init?.method !== 'POST').map(([url]) => String(url));

describe('the page’s instance, reading its files over HTTP', () => {
  it('starts with the default namespace of the language and its fallback read, and turns the page around', async () => {
    await initI18n({ language: 'ar', development: true });
    expect(i18n.language).toBe('ar');
    expect(requested()).toEqual(expect.arrayContaining(['/locales/ar/common.json', '/locales/en/common.json']));
    expect(i18n.t('loading')).toBe('جارٍ التحميل...');
    expect(i18n.t('auth.signIn')).toBe('Sign in');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.body.classList.contains('rtl')).toBe(true);
  });

  it('uses the spec’s loading settings (spec 000 §9)', () => {
    expect(i18n.options).toMatchObject({ maxParallelReads: 10, maxRetries: 5, retryTimeout: 350, defaultNS: 'common' });
  });

  it('reads a remote’s namespace from the remote’s deployment when it mounts', async () => {
    registerNamespaceBase('investor', 'http://localhost:4173/remotes/investor/');
    await i18n.loadNamespaces('investor');
    expect(requested()).toContain('http://localhost:4173/remotes/investor/locales/ar/investor.json');
    expect(i18n.t('investor:title')).toBe('بوابة المستثمر');
  });

  it('counts a missing file as loaded and empty, falling back to English', async () => {
    await i18n.loadNamespaces('os');
    expect(requested()).toContain('/locales/ar/os.json');
    expect(i18n.hasLoadedNamespace('os')).toBe(true);
  });

  it('reads an organization reference namespace from database/', async () => {
    await i18n.loadNamespaces('organization-types');
    expect(requested()).toContain('/locales/en/database/organization-types.json');
    expect(i18n.t('organization-types:venture_capital')).toBe('VC');
  });

  it('changes language without a reload: language, direction and body class follow', async () => {
    await i18n.changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.body.classList.contains('ltr')).toBe(true);
    expect(document.body.classList.contains('rtl')).toBe(false);
    expect(i18n.t('investor:title')).toBe('Investor Portal');
  });

  it('reports a key no file has to the missing-keys path in development', async () => {
    i18n.t('common:no.such.key');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/locales/en/common.missing.json', expect.objectContaining({ method: 'POST' })));
  });

  it('starts once, however often it is asked', async () => {
    await expect(initI18n({ language: 'fr' })).resolves.toBe(i18n);
    expect(i18n.language).toBe('en');
  });
});
