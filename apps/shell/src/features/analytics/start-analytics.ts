import {
  createConsentStore,
  createEdgeTransport,
  createFunctionCaller,
  createGeolocation,
  createRouteMonitor,
  createTracker,
  createWorkerTransport,
  provideAnalytics,
  sessionIdFrom,
  startPerformanceMonitor,
  type AnalyticsServices,
  type TrackerEnvironment,
} from '@fikrspace/analytics';
import { appStore } from '@fikrspace/app-store';
import type { BackendConfig } from '@fikrspace/config';
import { mayHaveSession, whenDb } from '@fikrspace/db';
import type { Logger } from '@fikrspace/errors';
import { browserStorage } from '../../utils/browser-storage';

const ROUTE_FLUSH_MS = 30_000;

/**
 * The page's one tracker, route monitor and performance monitor (spec 001 §3, §9; spec 000 §3).
 * Nothing is sent before the visitor accepts the consent banner; the monitors then report through
 * the edge functions with the session's token when someone is signed in.
 *
 * The optional `analytics` settings (the worker, the sample rate) are checked by code the first
 * page does not otherwise need, so they are read once `pageShown` settles: batches wait for them
 * before they also go to the worker, and the web vitals, which the browser buffers, are observed
 * from then on.
 */
export function startAnalytics({ backend, raw, production, logger, pageShown }: { backend: BackendConfig; raw: unknown; production: boolean; logger: Logger; pageShown: Promise<unknown> }): AnalyticsServices {
  const settings = pageShown.then(() => import('./analytics-settings')).then(({ analyticsSettings }) => analyticsSettings(raw, production));
  settings.catch((error: unknown) => logger.warn('The analytics settings could not be read', error, 'analytics'));
  const worker = settings.then((read) => (read.worker ? createWorkerTransport(read.worker) : null));
  const localStorage = browserStorage('localStorage');
  const sessionStorage = browserStorage('sessionStorage');
  // Without a stored session nobody is signed in: a visitor's events leave at once with the key
  // alone (as a beacon when the page hides), never waiting for the client's code to download.
  const getAccessToken = async () => {
    if (!mayHaveSession(backend, { storage: localStorage, location: window.location })) return null;
    return (await (await whenDb()).auth.getSession()).data.session?.access_token ?? null;
  };
  const consent = createConsentStore(localStorage);
  const environment: TrackerEnvironment = {
    localStorage,
    sessionStorage,
    location: () => window.location,
    title: () => document.title,
    referrer: () => document.referrer,
    width: () => window.innerWidth,
    userAgent: () => navigator.userAgent,
    online: () => navigator.onLine,
    gtag: () => (window as unknown as { gtag?: never }).gtag,
    now: () => Date.now(),
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
  };
  const organizationId = () => (appStore.getState().user ? (appStore.getState().organization?.id ?? null) : null);
  const tracker = createTracker({
    transport: createEdgeTransport({ ...backend, getAccessToken, sendBeacon: navigator.sendBeacon ? (url, data) => navigator.sendBeacon(url, data) : undefined }),
    consent,
    environment,
    organizationId,
    worker: (events, options) => worker.then((send) => send?.(events, options)),
    onError: (message, data) => logger.warn(message, data, 'analytics'),
  });
  const callFunction = createFunctionCaller({ ...backend, getAccessToken });
  const routes = createRouteMonitor({
    localStorage,
    now: () => Date.now(),
    // No identifier is created before the visitor agrees; the visits measured meanwhile stay in
    // this page's memory and are never sent.
    sessionId: () => (consent.get() === 'granted' ? sessionIdFrom(sessionStorage) : ''),
    domain: () => window.location.hostname,
    screenResolution: () => `${window.screen.width}x${window.screen.height}`,
    referrer: () => document.referrer,
    identity: () => ({ isAuthenticated: Boolean(appStore.getState().user), organizationId: organizationId() }),
    // Only with consent: a visit is as personal as a page view.
    send: (name, body, options) => (consent.get() === 'granted' ? callFunction(name, body, options) : Promise.resolve()),
    onError: (message) => logger.warn(message, undefined, 'route-monitoring'),
  });

  window.setInterval(() => void routes.flush(), ROUTE_FLUSH_MS);
  window.addEventListener('online', () => void tracker.resendFailed());
  window.addEventListener('pagehide', () => {
    tracker.sendOnHide();
    void routes.flush({ keepalive: true, endCurrent: true });
  });
  // The page the visitor was reading when they agreed counts as viewed.
  consent.subscribe((answer) => {
    if (answer !== 'granted') return;
    tracker.trackPageView(window.location.pathname, document.title);
    void tracker.resendFailed();
  });
  // What an earlier page could not send goes first.
  void tracker.resendFailed();

  void settings.then((read) =>
    startPerformanceMonitor({
      tracker,
      sampleRate: read.performanceSampleRate,
      onAlert: ({ level, metric, value, path }) => (level === 'critical' ? logger.error : logger.warn)(`Performance alert (${level}): ${metric} ${value} on ${path}`, { metric, value, path }, 'performance'),
      onError: (error) => logger.error('Failed to record performance metric', error, 'performance'),
    }),
  );

  const geolocation = createGeolocation({ ...backend, getAccessToken, storage: sessionStorage, mayStore: () => consent.get() === 'granted' });
  const services = { tracker, consent, routes, geolocation };
  provideAnalytics(services);
  return services;
}
