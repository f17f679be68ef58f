// @vitest-environment jsdom
import { VersionSkewError, type RecoveryEnvironment } from '@fikrspace/errors';
import { i18n } from '@fikrspace/i18n';
import { initTestI18n } from '@fikrspace/i18n/testing';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RouteErrorScreen } from './route-error-screen';

beforeAll(async () => {
  await initTestI18n('en');
});

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function fakeEnvironment(href: string, options: { health?: boolean; onLine?: boolean } = {}) {
  const calls: string[] = [];
  const url = new URL(href);
  const env: Partial<RecoveryEnvironment> = {
    location: { href, pathname: url.pathname, search: url.search, hash: url.hash, reload: () => void calls.push('reload'), assign: (to) => void calls.push(`assign ${String(to)}`) },
    history: { state: null, replaceState: (_state, _unused, to) => void calls.push(`replace ${String(to)}`) },
    navigator: { onLine: options.onLine ?? true, serviceWorker: { getRegistrations: async () => [{ unregister: async () => (calls.push('unregister'), true) }] } },
    caches: { keys: async () => ['v1'], delete: async (name) => (calls.push(`delete ${name}`), true) },
    sessionStorage: { setItem: (key, value) => void calls.push(`session ${key}=${value}`) },
    fetch: async (input, init) => (calls.push(`fetch ${input} ${init?.method}`), { ok: options.health ?? true }),
    alert: (message) => void calls.push(`alert ${message}`),
  };
  return { env, calls };
}

function renderScreen(props: { error: unknown; path: string; retryCount?: number; failureCount?: number; env?: Partial<RecoveryEnvironment>; onRetry?: () => void }) {
  return render(
    <MemoryRouter initialEntries={[props.path]}>
      <RouteErrorScreen
        error={props.error}
        path={props.path}
        retryCount={props.retryCount ?? 0}
        failureCount={props.failureCount ?? 1}
        onRetry={props.onRetry ?? (() => undefined)}
        {...(props.env ? { recoveryEnvironment: props.env } : {})}
      />
      <LocationProbe />
    </MemoryRouter>,
  );
}

const recoveryLabels = () => Array.from(document.querySelectorAll('[data-recovery]')).map((button) => button.textContent);

describe('route error screen (spec 000 §2)', () => {
  it('keeps its route, type, reference and warning', () => {
    renderScreen({ error: new Error('Network down'), path: '/fikrspace/investor/portfolio', failureCount: 2 });
    expect(screen.getByTestId('route-error')).toBeTruthy();
    expect(screen.getByTestId('route-error-type').textContent).toBe('network');
    expect(screen.getByTestId('support-reference').textContent).toMatch(/^NETWORK-[0-9A-Z]+-fikrspace-investor-portfolio$/);
    expect(screen.getByTestId('route-error-warning').textContent).toBe('This error has occurred 2 times.');
  });

  it.each([
    [0, true],
    [2, true],
    [3, false],
  ])('after %i retries offers Retry: %s', (retryCount, offered) => {
    renderScreen({ error: new Error('x'), path: '/about', retryCount });
    expect(screen.queryByRole('button', { name: 'Retry' }) !== null).toBe(offered);
    expect(screen.getByRole('link', { name: 'Go Home' })).toBeTruthy();
  });

  it('names the package and both versions when a portal was built against shared packages the site does not provide', async () => {
    const error = new VersionSkewError('mentor', [
      { package: '@fikrspace/ui', required: '^2.0.0', provided: '1.0.0' },
      { package: 'react', required: '^20.0.0', provided: '19.3.1' },
    ]);
    renderScreen({ error, path: '/fikrspace/mentor/dashboard' });
    const skew = screen.getByTestId('route-error-version-skew');
    expect(skew.textContent).toContain('The mentor portal was built against shared packages this site does not provide.');
    expect([...skew.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      '@fikrspace/ui: built for ^2.0.0, this site provides 1.0.0',
      'react: built for ^20.0.0, this site provides 19.3.1',
    ]);
    await i18n.changeLanguage('ar');
    expect(screen.getByTestId('route-error-version-skew').querySelector('li')?.textContent).toBe('@fikrspace/ui: بُنيت للإصدار ^2.0.0، والموقع يوفّر 1.0.0');
  });
});

describe('recovery options (spec 000 §8)', () => {
  it.each([
    ['Loading chunk 7 failed', '/about', ['Refresh App']],
    ['Failed to fetch', '/about', ['Refresh App', 'Check Connection']],
    ['401 Unauthorized', '/about', ['Login Again']],
    ['403 Forbidden', '/about', ['Request Access']],
    ['Could not load data', '/about', ['Retry with Defaults']],
    ['Request timeout', '/about', ['Extend Timeout']],
    ['boom', '/fikrspace/investor/analytics', ['Retry with Defaults', 'Extend Timeout']],
    ['boom', '/about', []],
  ])('%s on %s offers %j', (message, path, labels) => {
    renderScreen({ error: new Error(message), path });
    expect(recoveryLabels()).toEqual(labels);
    expect(screen.queryByRole('group', { name: 'Ways to recover' }) !== null).toBe(labels.length > 0);
  });

  it.each([
    ['Refresh App', 'Loading chunk 7 failed', ['unregister', 'delete v1', 'reload']],
    ['Check Connection', 'Network down', ['fetch /api/health HEAD', 'reload']],
    ['Retry with Defaults', 'Could not load data', ['replace /about?tab=2&fallback=true', 'reload']],
    ['Extend Timeout', 'Request timeout', ['session extended-timeout=true', 'reload']],
  ])('%s runs its action', async (label, message, expected) => {
    const { env, calls } = fakeEnvironment('https://app.test/about?tab=2');
    renderScreen({ error: new Error(message), path: '/about', env });
    fireEvent.click(screen.getByRole('button', { name: label }));
    await waitFor(() => expect(calls).toEqual(expected));
    await waitFor(() => expect((screen.getByRole('button', { name: label }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('tells the user when the connection is still down, in their language', async () => {
    await i18n.changeLanguage('ar');
    const { env, calls } = fakeEnvironment('https://app.test/about', { health: false, onLine: false });
    renderScreen({ error: new Error('Network down'), path: '/about', env });
    fireEvent.click(screen.getByRole('button', { name: 'التحقق من الاتصال' }));
    await waitFor(() => expect(calls.at(-1)).toBe('alert لم يتم اكتشاف اتصال بالإنترنت. يرجى التحقق من إعدادات الشبكة.'));
  });

  it.each([
    ['Login Again', '401 Unauthorized', 'https://app.test/fikrspace/investor/portfolio?tab=2', '/fikrspace/investor/portfolio', '/fikrspace/login?redirect=%2Ffikrspace%2Finvestor%2Fportfolio%3Ftab%3D2'],
    ['Login Again', 'Authentication required', 'https://app.test/portfolio', '/portfolio', '/login?redirect=%2Fportfolio'],
    ['Request Access', 'Permission denied', 'https://app.test/fikrspace/office/settings', '/fikrspace/office/settings', '/request-access?from=%2Ffikrspace%2Foffice%2Fsettings'],
  ])('%s moves within the app', async (label, message, href, path, target) => {
    const { env } = fakeEnvironment(href);
    renderScreen({ error: new Error(message), path, env });
    fireEvent.click(screen.getByRole('button', { name: label }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(target));
  });

  it('disables the options while one runs', async () => {
    let answer: (value: { ok: boolean }) => void = () => undefined;
    const { env } = fakeEnvironment('https://app.test/about');
    env.fetch = vi.fn(() => new Promise<{ ok: boolean }>((resolve) => (answer = resolve)));
    renderScreen({ error: new Error('Failed to fetch'), path: '/about', env });
    fireEvent.click(screen.getByRole('button', { name: 'Check Connection' }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Refresh App' }) as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByRole('button', { name: 'Check Connection' }).getAttribute('aria-busy')).toBe('true');
    answer({ ok: true });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Refresh App' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('labels the options in Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderScreen({ error: new Error('Failed to fetch'), path: '/about' });
    expect(recoveryLabels()).toEqual(['تحديث التطبيق', 'التحقق من الاتصال']);
  });
});
