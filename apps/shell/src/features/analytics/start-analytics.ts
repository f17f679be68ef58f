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
import { analyticsSettings } from './analytics-settings';
import { browserStorage } from '../../utils/browser-storage';

const ROUTE_FLUSH_MS = 30_000;

/**
 * The page's one tracker, route monitor and performance monitor (spec 001 §3, §9; spec 000 §3).
 * Nothing is sent before the visitor accepts the consent banner; the monitors then report through
 * the edge functions with the session's token when someone is signed in.
 */
export function startAnalytics({ backend, raw, production, logger }: { backend: BackendConfig; raw: unknown; production: boolean; logger: Logger }): AnalyticsServices {
  const settings = analyticsSettings(raw, production);
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
    worker: settings.worker ? createWorkerTransport(settings.worker) : undefined,
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

  startPerformanceMonitor({
    tracker,
    sampleRate: settings.performanceSampleRate,
    onAlert: ({ level, metric, value, path }) => (level === 'critical' ? logger.error : logger.warn)(`Performance alert (${level}): ${metric} ${value} on ${path}`, { metric, value, path }, 'performance'),
    onError: (error) => logger.error('Failed to record performance metric', error, 'performance'),
  });

  const geolocation = createGeolocation({ ...backend, getAccessToken, storage: sessionStorage, mayStore: () => consent.get() === 'granted' });
  const services = { tracker, consent, routes, geolocation };
  provideAnalytics(services);
  return services;
}
