import { loginRedirect, resolveSite } from '@fikrspace/portal-kit';
import type { RecoveryOption } from './recovery-options';

/** Spec 000 §8 "Check Connection" alerts. */
export const CONNECTION_ALERTS = {
  stillUnable: 'Still unable to connect. Please check your internet connection.',
  noInternet: 'No internet connection detected. Please check your network settings.',
} as const;

export type ConnectionAlerts = { [K in keyof typeof CONNECTION_ALERTS]: string };

/** Spec 000 §7 "Health". */
export const HEALTH_CHECK_URL = '/api/health';
/** Spec 000 §8: session key set by Extend Timeout. */
export const EXTENDED_TIMEOUT_KEY = 'extended-timeout';
/** Spec 000 §8: query parameter added by Retry with Defaults. */
export const FALLBACK_PARAM = 'fallback';
export const REQUEST_ACCESS_PATH = '/request-access';

interface ServiceWorkerRegistrationLike {
  unregister(): Promise<boolean>;
}

/** What the recovery actions touch, so they can run against the browser or against test doubles. */
export interface RecoveryEnvironment {
  location: Pick<Location, 'href' | 'pathname' | 'search' | 'hash' | 'reload' | 'assign'>;
  history?: Pick<History, 'replaceState' | 'state'>;
  navigator: { onLine: boolean; serviceWorker?: { getRegistrations(): Promise<readonly ServiceWorkerRegistrationLike[]> } };
  caches?: Pick<CacheStorage, 'keys' | 'delete'>;
  sessionStorage: Pick<Storage, 'setItem'>;
  fetch: (input: string, init?: RequestInit) => Promise<Pick<Response, 'ok'>>;
  alert: (message: string) => void;
  /** Moves within the application; the browser default loads the address. */
  navigate: (to: string) => void;
  /** Translated alert texts; English by default. */
  connectionAlerts?: ConnectionAlerts;
}

/** The real browser; read when an action runs, so nothing is touched on import. */
export function browserRecoveryEnvironment(): RecoveryEnvironment {
  return {
    location: window.location,
    history: window.history,
    navigator: window.navigator,
    caches: typeof window.caches === 'undefined' ? undefined : window.caches,
    sessionStorage: window.sessionStorage,
    fetch: (input, init) => window.fetch(input, init),
    alert: (message) => window.alert(message),
    navigate: (to) => window.location.assign(to),
  };
}

/**
 * Refresh App: unregisters every service worker and deletes every Cache Storage cache so the next
 * load fetches the current build, then reloads. A failure to clear does not stop the reload.
 */
export async function refreshApp(env: RecoveryEnvironment = browserRecoveryEnvironment()): Promise<void> {
  try {
    const registrations = (await env.navigator.serviceWorker?.getRegistrations()) ?? [];
    await Promise.allSettled(registrations.map((registration) => registration.unregister()));
  } catch {
    // Service workers may be blocked (private mode, file://); the reload still helps.
  }
  const caches = env.caches;
  try {
    if (caches) await Promise.allSettled((await caches.keys()).map((name) => caches.delete(name)));
  } catch {
    // Cache Storage exists only in secure contexts; there is nothing to clear without it.
  }
  env.location.reload();
}

/**
 * Check Connection: HEAD /api/health without cache. A healthy answer reloads the page; otherwise,
 * and when the request itself fails, the user is told whether the browser is offline.
 */
export async function checkConnection(env: RecoveryEnvironment = browserRecoveryEnvironment()): Promise<boolean> {
  let ok = false;
  try {
    ok = (await env.fetch(HEALTH_CHECK_URL, { method: 'HEAD', cache: 'no-store' })).ok;
  } catch {
    ok = false;
  }
  if (ok) {
    env.location.reload();
    return true;
  }
  const alerts = env.connectionAlerts ?? CONNECTION_ALERTS;
  env.alert(env.navigator.onLine ? alerts.stillUnable : alerts.noInternet);
  return false;
}

/** The current address with fallback=true in its query, as a path plus query plus hash. */
export function fallbackUrl(location: Pick<Location, 'href'>): string {
  const url = new URL(location.href);
  url.searchParams.set(FALLBACK_PARAM, 'true');
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Retry with Defaults: loads the current address again with fallback=true. With history at hand
 * the address is replaced and reloaded, so Back does not return to the failing address.
 */
export function retryWithDefaults(env: RecoveryEnvironment = browserRecoveryEnvironment()): void {
  const target = fallbackUrl(env.location);
  if (env.history) {
    env.history.replaceState(env.history.state, '', target);
    env.location.reload();
  } else {
    env.location.assign(target);
  }
}

/** Extend Timeout: sets session key extended-timeout to 'true', then reloads. */
export function extendTimeout(env: RecoveryEnvironment = browserRecoveryEnvironment()): void {
  try {
    env.sessionStorage.setItem(EXTENDED_TIMEOUT_KEY, 'true');
  } catch {
    // Storage can be full or disabled; reloading is still worth a try.
  }
  env.location.reload();
}

/** The sign-in address that brings the user back to `path` afterwards (portal-kit's rule). */
export function loginAgainHref(path: string): string {
  const pathname = path.split(/[?#]/)[0] ?? '/';
  return loginRedirect(resolveSite(pathname, '').prefix, path);
}

/** Login Again: to sign-in with the current path (and query) as the redirect. */
export function loginAgain(path?: string, env: RecoveryEnvironment = browserRecoveryEnvironment()): void {
  env.navigate(loginAgainHref(path ?? `${env.location.pathname}${env.location.search}`));
}

/** Request Access: to the access request page. */
export function requestAccess(env: RecoveryEnvironment = browserRecoveryEnvironment()): void {
  // The request names the page that was refused, so whoever decides it knows what is asked for.
  env.navigate(`${REQUEST_ACCESS_PATH}?from=${encodeURIComponent(`${env.location.pathname}${env.location.search}`)}`);
}

/** Runs the action behind a recovery option of the route error screen. */
export async function runRecovery(option: RecoveryOption, env: RecoveryEnvironment = browserRecoveryEnvironment()): Promise<void> {
  switch (option) {
    case 'refresh-app':
      return refreshApp(env);
    case 'login-again':
      return loginAgain(undefined, env);
    case 'request-access':
      return requestAccess(env);
    case 'check-connection':
      await checkConnection(env);
      return;
    case 'retry-with-defaults':
      return retryWithDefaults(env);
    case 'extend-timeout':
      return extendTimeout(env);
  }
}
