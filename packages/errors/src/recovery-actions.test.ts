import { describe, expect, it, vi } from 'vitest';
import {
  CONNECTION_ALERTS,
  checkConnection,
  extendTimeout,
  fallbackUrl,
  loginAgain,
  loginAgainHref,
  refreshApp,
  requestAccess,
  retryWithDefaults,
  runRecovery,
  type RecoveryEnvironment,
} from './recovery-actions';
import type { RecoveryOption } from './recovery-options';

function fakeEnvironment(options: { href?: string; onLine?: boolean; health?: 'ok' | 'down' | 'throws'; withHistory?: boolean } = {}) {
  const calls: string[] = [];
  const href = options.href ?? 'https://app.test/fikrspace/investor/analytics?tab=2#top';
  const url = new URL(href);
  const storage = new Map<string, string>();
  const cacheNames = ['workbox-precache', 'api-cache'];
  const env: RecoveryEnvironment = {
    location: {
      href,
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      reload: () => void calls.push('reload'),
      assign: (to: string | URL) => void calls.push(`assign ${String(to)}`),
    },
    navigator: {
      onLine: options.onLine ?? true,
      serviceWorker: {
        getRegistrations: async () => [
          { unregister: async () => (calls.push('unregister sw-1'), true) },
          { unregister: async () => (calls.push('unregister sw-2'), true) },
        ],
      },
    },
    caches: {
      keys: async () => [...cacheNames],
      delete: async (name: string) => (calls.push(`delete cache ${name}`), true),
    },
    sessionStorage: { setItem: (key: string, value: string) => void storage.set(key, value) },
    fetch: vi.fn(async (input: string, init?: RequestInit) => {
      calls.push(`fetch ${input} ${init?.method} ${init?.cache}`);
      if (options.health === 'throws') throw new TypeError('Failed to fetch');
      return { ok: options.health !== 'down' };
    }),
    alert: (message: string) => void calls.push(`alert ${message}`),
    navigate: (to: string) => void calls.push(`navigate ${to}`),
  };
  if (options.withHistory) env.history = { state: { idx: 3 }, replaceState: (_state: unknown, _unused: string, to?: string | URL | null) => void calls.push(`replace ${String(to)}`) };
  return { env, calls, storage };
}

describe('Refresh App', () => {
  it('unregisters every service worker and deletes every cache before reloading', async () => {
    const { env, calls } = fakeEnvironment();
    await refreshApp(env);
    expect(calls).toEqual(['unregister sw-1', 'unregister sw-2', 'delete cache workbox-precache', 'delete cache api-cache', 'reload']);
  });

  it('still reloads when service workers and caches are unavailable or fail', async () => {
    const { env, calls } = fakeEnvironment();
    env.navigator = { onLine: true, serviceWorker: { getRegistrations: () => Promise.reject(new Error('blocked')) } };
    delete env.caches;
    await refreshApp(env);
    expect(calls).toEqual(['reload']);
  });
});

describe('Check Connection (spec 000 §7, §8)', () => {
  it.each([
    ['a healthy answer reloads', 'ok', true, ['fetch /api/health HEAD no-store', 'reload'], true],
    ['an unhealthy answer while online', 'down', true, ['fetch /api/health HEAD no-store', `alert ${CONNECTION_ALERTS.stillUnable}`], false],
    ['an unhealthy answer while offline', 'down', false, ['fetch /api/health HEAD no-store', `alert ${CONNECTION_ALERTS.noInternet}`], false],
    ['a failed request while online', 'throws', true, ['fetch /api/health HEAD no-store', `alert ${CONNECTION_ALERTS.stillUnable}`], false],
    ['a failed request while offline', 'throws', false, ['fetch /api/health HEAD no-store', `alert ${CONNECTION_ALERTS.noInternet}`], false],
  ] as const)('%s', async (_name, health, onLine, expected, result) => {
    const { env, calls } = fakeEnvironment({ health, onLine });
    await expect(checkConnection(env)).resolves.toBe(result);
    expect(calls).toEqual(expected);
  });

  it('has the spec alert texts', () => {
    expect(CONNECTION_ALERTS).toEqual({
      stillUnable: 'Still unable to connect. Please check your internet connection.',
      noInternet: 'No internet connection detected. Please check your network settings.',
    });
  });

  it('shows translated alerts when given', async () => {
    const { env, calls } = fakeEnvironment({ health: 'down', onLine: false });
    env.connectionAlerts = { stillUnable: 'still', noInternet: 'none' };
    await checkConnection(env);
    expect(calls.at(-1)).toBe('alert none');
  });
});

describe('Retry with Defaults', () => {
  it.each([
    ['https://app.test/reports', '/reports?fallback=true'],
    ['https://app.test/reports?tab=2#top', '/reports?tab=2&fallback=true#top'],
    ['https://app.test/reports?fallback=false', '/reports?fallback=true'],
  ])('%s becomes %s', (href, expected) => {
    expect(fallbackUrl({ href })).toBe(expected);
  });

  it('loads the address with fallback=true', () => {
    const { env, calls } = fakeEnvironment();
    retryWithDefaults(env);
    expect(calls).toEqual(['assign /fikrspace/investor/analytics?tab=2&fallback=true#top']);
  });

  it('replaces the history entry and reloads when history is available', () => {
    const { env, calls } = fakeEnvironment({ withHistory: true });
    retryWithDefaults(env);
    expect(calls).toEqual(['replace /fikrspace/investor/analytics?tab=2&fallback=true#top', 'reload']);
  });
});

describe('Extend Timeout', () => {
  it("sets session key extended-timeout to 'true' and reloads", () => {
    const { env, calls, storage } = fakeEnvironment();
    extendTimeout(env);
    expect(storage.get('extended-timeout')).toBe('true');
    expect(calls).toEqual(['reload']);
  });

  it('reloads even when storage refuses', () => {
    const { env, calls } = fakeEnvironment();
    env.sessionStorage = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    extendTimeout(env);
    expect(calls).toEqual(['reload']);
  });
});

describe('Login Again and Request Access (spec 000 §2 shared screens)', () => {
  it.each([
    ['/fikrspace/investor/portfolio', '/fikrspace/login?redirect=%2Ffikrspace%2Finvestor%2Fportfolio'],
    ['/fikrspace', '/fikrspace/login?redirect=%2Ffikrspace'],
    ['/portfolio?tab=2', '/login?redirect=%2Fportfolio%3Ftab%3D2'],
    ['/fikrspaces/x', '/login?redirect=%2Ffikrspaces%2Fx'],
  ])('%s signs in at %s', (path, href) => {
    expect(loginAgainHref(path)).toBe(href);
  });

  it('uses the current path and query by default', () => {
    const { env, calls } = fakeEnvironment();
    loginAgain(undefined, env);
    loginAgain('/admin', env);
    expect(calls).toEqual(['navigate /fikrspace/login?redirect=%2Ffikrspace%2Finvestor%2Fanalytics%3Ftab%3D2', 'navigate /login?redirect=%2Fadmin']);
  });

  it('sends Request Access to /request-access, naming the refused page', () => {
    const { env, calls } = fakeEnvironment();
    requestAccess(env);
    expect(calls).toEqual(['navigate /request-access?from=%2Ffikrspace%2Finvestor%2Fanalytics%3Ftab%3D2']);
  });
});

describe('runRecovery', () => {
  it.each([
    ['refresh-app', 'reload'],
    ['login-again', 'navigate /fikrspace/login?redirect=%2Ffikrspace%2Finvestor%2Fanalytics%3Ftab%3D2'],
    ['request-access', 'navigate /request-access?from=%2Ffikrspace%2Finvestor%2Fanalytics%3Ftab%3D2'],
    ['check-connection', 'reload'],
    ['retry-with-defaults', 'assign /fikrspace/investor/analytics?tab=2&fallback=true#top'],
    ['extend-timeout', 'reload'],
  ] as const)('%s ends with %s', async (option: RecoveryOption, last) => {
    const { env, calls } = fakeEnvironment();
    await runRecovery(option, env);
    expect(calls.at(-1)).toBe(last);
  });
});
