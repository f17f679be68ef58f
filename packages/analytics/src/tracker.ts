import type { ConsentStore } from './consent';
import { ANALYTICS_LIMITS } from './constants';
import { deviceTypeForWidth } from './device';
import { EVENT_TYPES, type EdgePayload, type TrackInput } from './event';
import { createFailedQueue, type FailedQueue } from './failed-queue';
import { forgetIds, sessionIdFrom, visitorIdFrom } from './ids';
import { isNetworkFailure, type Transport } from './transport';
import { sessionUtm } from './utm';

type Gtag = (command: 'event', name: string, params: Record<string, unknown>) => void;

/** What the tracker reads from the page; the browser's by default, a fake in tests. */
export interface TrackerEnvironment {
  localStorage?: Storage;
  sessionStorage?: Storage;
  location: () => { pathname: string; search: string };
  title: () => string;
  referrer: () => string;
  width: () => number;
  userAgent: () => string;
  online: () => boolean;
  gtag: () => Gtag | undefined;
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface TrackerOptions {
  transport: Transport;
  consent: ConsentStore;
  environment: TrackerEnvironment;
  /** The signed-in user's current organization, sent so the row belongs to it. */
  organizationId?: () => string | null | undefined;
  /** Also sends every batch to the optional analytics worker (spec 001 §7.3). */
  worker?: (events: EdgePayload[], options?: { keepalive?: boolean }) => Promise<void>;
  /** Reports what could not be sent (messages cut to 200 characters). */
  onError?: (message: string, data?: Record<string, unknown>) => void;
  limits?: Partial<typeof ANALYTICS_LIMITS>;
  failedQueue?: FailedQueue;
}

/** Spec 001 §9: error messages are cut to 200 characters. */
export function truncateMessage(message: string, limit: number = ANALYTICS_LIMITS.errorMessageLength): string {
  return message.length > limit ? message.slice(0, limit) : message;
}

/** Statuses a retry cannot fix: the event itself is refused. */
const REFUSED = new Set([400, 401, 403, 404, 405, 413, 422]);

export function createTracker({ transport, consent, environment: env, organizationId = () => null, worker, onError = () => undefined, limits: overrides, failedQueue }: TrackerOptions) {
  const limits = { ...ANALYTICS_LIMITS, ...overrides };
  const queue = failedQueue ?? createFailedQueue(env.localStorage, limits.failedQueueCap);
  let buffer: EdgePayload[] = [];
  let timer: unknown = null;
  /** Events waiting for a retry, by timer, so a page hide can still send them. */
  const retrying = new Map<unknown, EdgePayload[]>();
  const stats = { sent: 0, refused: 0, retried: 0, queued: 0 };
  // The landing page's query, held in memory until the visitor agrees: its UTM parameters then
  // count for the session even if the first tracked page no longer has them in its address.
  let landingSearch: string | null = env.location().search;

  const report = (message: string, data?: Record<string, unknown>) => onError(truncateMessage(message, limits.errorMessageLength), data);

  function payloadFor(input: TrackInput): EdgePayload {
    const location = env.location();
    if (landingSearch !== null) {
      sessionUtm(landingSearch, env.sessionStorage);
      landingSearch = null;
    }
    const utm = sessionUtm(location.search, env.sessionStorage);
    const organization = organizationId();
    return {
      eventName: input.eventName,
      eventType: input.eventType ?? EVENT_TYPES.custom,
      ...(input.eventCategory ? { eventCategory: input.eventCategory } : {}),
      ...(input.contactId ? { contactId: input.contactId } : {}),
      ...(organization ? { organizationId: organization } : {}),
      visitorId: visitorIdFrom(env.localStorage),
      sessionId: sessionIdFrom(env.sessionStorage),
      pagePath: input.pagePath ?? location.pathname,
      pageTitle: (input.pageTitle ?? env.title()).slice(0, 300),
      ...(env.referrer() ? { referrer: env.referrer().slice(0, 2048) } : {}),
      userAgent: env.userAgent().slice(0, 1024),
      deviceType: deviceTypeForWidth(env.width()),
      ...(Object.keys(utm).length ? { utmParams: utm } : {}),
      ...(input.properties ? { customProperties: input.properties } : {}),
      timestamp: new Date(env.now()).toISOString(),
    };
  }

  function schedule() {
    if (timer !== null) return;
    timer = env.setTimeout(() => {
      timer = null;
      void flush();
    }, limits.flushIntervalMs);
  }

  /** Sends a batch; failures are retried (3 times, 30 s doubling) or queued for the network's return. */
  async function sendBatch(events: EdgePayload[], attempt: number): Promise<void> {
    if (!events.length) return;
    if (!env.online()) {
      queue.push(events);
      stats.queued += events.length;
      return;
    }
    if (worker && attempt === 0) worker(events).catch((error: unknown) => report(`The analytics worker did not take ${events.length} events: ${String(error instanceof Error ? error.message : error)}`));
    const results = await Promise.allSettled(events.map((event) => transport.send(event)));
    const again: EdgePayload[] = [];
    const offline: EdgePayload[] = [];
    results.forEach((result, index) => {
      const event = events[index]!;
      if (result.status === 'fulfilled') return void (stats.sent += 1);
      const error = result.reason as { context?: { status?: number; text?: string }; message?: string };
      const status = error.context?.status ?? 0;
      if (isNetworkFailure(result.reason)) offline.push(event);
      else if (REFUSED.has(status)) {
        stats.refused += 1;
        report(`Analytics event "${event.eventName}" was refused (${status}): ${error.context?.text ?? error.message ?? ''}`, { status });
      } else again.push(event);
    });
    if (offline.length) {
      queue.push(offline);
      stats.queued += offline.length;
    }
    if (!again.length) return;
    if (attempt >= limits.retryAttempts) {
      queue.push(again);
      stats.queued += again.length;
      report(`${again.length} analytics events failed ${limits.retryAttempts + 1} times; kept to send later`);
      return;
    }
    stats.retried += again.length;
    const handle: unknown = env.setTimeout(() => {
      retrying.delete(handle);
      void sendBatch(again, attempt + 1);
    }, limits.retryDelayMs * 2 ** attempt);
    retrying.set(handle, again);
  }

  async function flush(): Promise<void> {
    if (timer !== null) {
      env.clearTimeout(timer);
      timer = null;
    }
    const batch = buffer;
    buffer = [];
    await sendBatch(batch, 0);
  }

  function track(input: TrackInput): boolean {
    if (consent.get() !== 'granted') return false;
    const payload = payloadFor(input);
    buffer.push(payload);
    // Spec 000 §7: page views and conversions also go to a global tag function when present.
    const gtag = env.gtag();
    if (gtag && (payload.eventType === EVENT_TYPES.pageView || payload.eventType === EVENT_TYPES.conversion)) {
      try {
        gtag('event', payload.eventType === EVENT_TYPES.pageView ? 'page_view' : payload.eventName, {
          page_path: payload.pagePath,
          page_title: payload.pageTitle,
          ...(payload.customProperties ?? {}),
        });
      } catch (error) {
        report(`The global tag function failed: ${String(error)}`);
      }
    }
    if (buffer.length >= limits.batchSize) void flush();
    else schedule();
    return true;
  }

  /** Sends what was kept while offline or after the retries (the network is back). */
  async function resendFailed(): Promise<void> {
    if (!env.online() || consent.get() !== 'granted') return;
    const events = queue.drain();
    for (let start = 0; start < events.length; start += limits.batchSize) await sendBatch(events.slice(start, start + limits.batchSize), 0);
  }

  /** The page is going away: everything not yet sent goes with keepalive or a beacon. */
  function sendOnHide(): void {
    const pending = [...buffer, ...[...retrying.values()].flat()];
    buffer = [];
    for (const handle of retrying.keys()) env.clearTimeout(handle);
    retrying.clear();
    if (timer !== null) {
      env.clearTimeout(timer);
      timer = null;
    }
    if (!pending.length) return;
    if (!env.online()) return queue.push(pending);
    if (worker) void worker(pending, { keepalive: true }).catch(() => undefined);
    for (const event of pending) {
      void transport.sendOnHide(event).then((taken) => {
        if (!taken) queue.push([event]);
      });
    }
  }

  // A visitor who declines is forgotten: no identifiers, nothing waiting to be sent.
  consent.subscribe((answer) => {
    if (answer === 'denied') {
      buffer = [];
      forgetIds(env.sessionStorage, env.localStorage);
    }
  });

  return {
    track,
    trackPageView: (pagePath?: string, pageTitle?: string) => track({ eventName: 'page_view', eventType: EVENT_TYPES.pageView, pagePath, pageTitle }),
    trackConversion: (eventName: string, properties?: Record<string, unknown>) => track({ eventName, eventType: EVENT_TYPES.conversion, properties }),
    trackError: (error: unknown, properties?: Record<string, unknown>) =>
      track({ eventName: 'error', eventType: EVENT_TYPES.error, properties: { ...properties, message: truncateMessage(error instanceof Error ? error.message : String(error), limits.errorMessageLength) } }),
    flush,
    resendFailed,
    sendOnHide,
    pending: () => buffer.length,
    failedCount: () => queue.size(),
    droppedCount: () => queue.dropped(),
    stats: () => ({ ...stats }),
  };
}

export type Tracker = ReturnType<typeof createTracker>;
