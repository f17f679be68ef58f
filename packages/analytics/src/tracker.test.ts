import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConsentStore } from './consent';
import { ANALYTICS_LIMITS, STORAGE_KEYS } from './constants';
import { deviceTypeForWidth } from './device';
import type { EdgePayload } from './event';
import { createFailedQueue } from './failed-queue';
import { MemoryStorage } from './testing';
import { createTracker, type TrackerEnvironment } from './tracker';
import { apiError, type Transport } from './transport';

/** A transport whose answers the test decides; it records every event it was given. */
function fakeTransport(answer: (event: EdgePayload, call: number) => 'ok' | number | 'network' = () => 'ok') {
  const calls: { event: EdgePayload; at: number }[] = [];
  const hidden: EdgePayload[] = [];
  const transport: Transport = {
    async send(event) {
      calls.push({ event, at: Date.now() });
      const result = answer(event, calls.length);
      if (result === 'network') throw apiError(0, 'Failed to fetch');
      if (result !== 'ok') throw apiError(result, `status ${result}`);
    },
    async sendOnHide(event) {
      hidden.push(event);
      return true;
    },
  };
  return { transport, calls, hidden };
}

function setup({ answer, consent = 'granted', online = true, width = 1280, search = '', gtag }: { answer?: Parameters<typeof fakeTransport>[0]; consent?: 'granted' | 'denied' | null; online?: boolean; width?: number; search?: string; gtag?: ReturnType<typeof vi.fn> } = {}) {
  const localStorage = new MemoryStorage();
  const sessionStorage = new MemoryStorage();
  if (consent) localStorage.setItem(STORAGE_KEYS.consent, consent);
  const state = { online, search, pathname: '/about' };
  const environment: TrackerEnvironment = {
    localStorage,
    sessionStorage,
    location: () => ({ pathname: state.pathname, search: state.search }),
    title: () => 'About FikrSpace',
    referrer: () => 'https://news.example/',
    width: () => width,
    userAgent: () => 'Mozilla/5.0 test',
    online: () => state.online,
    gtag: () => gtag as never,
    now: () => Date.now(),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  const fake = fakeTransport(answer);
  const errors: string[] = [];
  const consentStore = createConsentStore(localStorage);
  const make = () => createTracker({ transport: fake.transport, consent: consentStore, environment, onError: (message) => errors.push(message) });
  return { tracker: make(), make, ...fake, errors, localStorage, sessionStorage, state, consentStore };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('consent', () => {
  it.each([
    [null, false],
    ['denied', false],
    ['granted', true],
  ] as const)('with consent %s an event is tracked: %s', async (consent, tracked) => {
    const { tracker, calls, localStorage, sessionStorage } = setup({ consent });
    expect(tracker.trackPageView()).toBe(tracked);
    await tracker.flush();
    expect(calls.length).toBe(tracked ? 1 : 0);
    // No identifier is stored for a visitor who has not accepted.
    expect(localStorage.getItem(STORAGE_KEYS.visitorId) !== null).toBe(tracked);
    expect(sessionStorage.getItem(STORAGE_KEYS.sessionId) !== null).toBe(tracked);
  });

  it('forgets the identifiers and what was waiting when the visitor declines', async () => {
    const { tracker, consentStore, localStorage, sessionStorage, calls } = setup();
    tracker.trackPageView();
    consentStore.set('denied');
    await tracker.flush();
    expect(calls).toHaveLength(0);
    expect(localStorage.getItem(STORAGE_KEYS.visitorId)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.sessionId)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.consent)).toBe('denied');
  });
});

describe('the event', () => {
  it('carries the edge payload of spec 001 §3 with ids kept across events', async () => {
    const { tracker, calls, localStorage, sessionStorage } = setup({ search: '?utm_source=newsletter&utm_medium=email&utm_campaign=launch&utm_term=mena&utm_content=hero&other=1' });
    tracker.track({ eventName: 'signup_click', eventCategory: 'cta', properties: { plan: 'pro' } });
    tracker.trackPageView('/blog', 'Blog');
    await tracker.flush();
    const [first, second] = calls.map((call) => call.event);
    expect(first).toEqual({
      eventName: 'signup_click',
      eventType: 'custom',
      eventCategory: 'cta',
      visitorId: localStorage.getItem(STORAGE_KEYS.visitorId),
      sessionId: sessionStorage.getItem(STORAGE_KEYS.sessionId),
      pagePath: '/about',
      pageTitle: 'About FikrSpace',
      referrer: 'https://news.example/',
      userAgent: 'Mozilla/5.0 test',
      deviceType: 'desktop',
      utmParams: { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'launch', utmTerm: 'mena', utmContent: 'hero' },
      customProperties: { plan: 'pro' },
      timestamp: '2026-11-24T10:00:00.000Z',
    });
    expect(second).toMatchObject({ eventName: 'page_view', eventType: 'page_view', pagePath: '/blog', pageTitle: 'Blog', visitorId: first!.visitorId, sessionId: first!.sessionId });
    expect(first!.visitorId).toMatch(/^[0-9a-z]+-[0-9a-z]{18}$/);
  });

  it('keeps the landing page\'s UTM parameters for the rest of the session', async () => {
    const { tracker, calls, state } = setup({ search: '?utm_source=linkedin' });
    tracker.trackPageView();
    state.search = '';
    state.pathname = '/events';
    tracker.trackPageView();
    await tracker.flush();
    expect(calls.map((call) => call.event.utmParams)).toEqual([{ utmSource: 'linkedin' }, { utmSource: 'linkedin' }]);
  });

  it('keeps the UTM parameters of the page the visitor landed on before agreeing', async () => {
    const { make, calls, state, consentStore } = setup({ consent: null, search: '?utm_source=podcast&utm_campaign=s2' });
    const tracker = make();
    expect(tracker.trackPageView()).toBe(false);
    state.search = '';
    state.pathname = '/blog';
    consentStore.set('granted');
    tracker.trackPageView();
    await tracker.flush();
    expect(calls.map((call) => [call.event.pagePath, call.event.utmParams])).toEqual([['/blog', { utmSource: 'podcast', utmCampaign: 's2' }]]);
  });

  it.each([
    [320, 'mobile'],
    [768, 'mobile'],
    [769, 'tablet'],
    [1024, 'tablet'],
    [1025, 'desktop'],
  ] as const)('a %i px wide window is %s', (width, device) => {
    expect(deviceTypeForWidth(width)).toBe(device);
  });

  it(`cuts error messages to ${ANALYTICS_LIMITS.errorMessageLength} characters`, async () => {
    const { tracker, calls } = setup();
    tracker.trackError(new Error('x'.repeat(500)));
    await tracker.flush();
    expect((calls[0]!.event.customProperties!.message as string).length).toBe(200);
  });

  it('forwards page views and conversions, not other events, to a global tag function', () => {
    const gtag = vi.fn();
    const { tracker } = setup({ gtag });
    tracker.trackPageView('/about', 'About');
    tracker.trackConversion('signup', { plan: 'pro' });
    tracker.track({ eventName: 'scroll' });
    expect(gtag.mock.calls).toEqual([
      ['event', 'page_view', { page_path: '/about', page_title: 'About' }],
      ['event', 'signup', { page_path: '/about', page_title: 'About FikrSpace', plan: 'pro' }],
    ]);
  });
});

describe('batching (10 events or every 5 s)', () => {
  it('sends at the tenth event without waiting', async () => {
    const { tracker, calls } = setup();
    for (let i = 0; i < 9; i += 1) tracker.track({ eventName: `e${i}` });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(0);
    tracker.track({ eventName: 'e9' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(10);
  });

  it('sends fewer after 5 s', async () => {
    const { tracker, calls } = setup();
    tracker.track({ eventName: 'a' });
    tracker.track({ eventName: 'b' });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((call) => call.event.eventName)).toEqual(['a', 'b']);
  });
});

describe('retries (3, 30 s doubling) and the failed-event queue', () => {
  it('retries a failing event after 30, 60 and 120 s, then keeps it for later', async () => {
    const { tracker, calls, localStorage } = setup({ answer: () => 503 });
    tracker.track({ eventName: 'flaky' });
    await tracker.flush();
    await vi.advanceTimersByTimeAsync(30_000 + 60_000 + 120_000);
    const start = calls[0]!.at;
    expect(calls.map((call) => call.at - start)).toEqual([0, 30_000, 90_000, 210_000]);
    expect(tracker.failedCount()).toBe(1);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.failedEvents)!)).toHaveLength(1);
  });

  it('sends on a retry when the server recovers, and nothing is queued', async () => {
    const { tracker, calls } = setup({ answer: (_event, call) => (call === 1 ? 500 : 'ok') });
    tracker.track({ eventName: 'recovering' });
    await tracker.flush();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toHaveLength(2);
    expect(tracker.failedCount()).toBe(0);
    expect(tracker.stats()).toMatchObject({ sent: 1, retried: 1, queued: 0 });
  });

  it.each([400, 413])('does not retry an event the function refuses (%i), and reports why in at most 200 characters', async (status) => {
    const { tracker, calls, errors } = setup({ answer: () => status });
    tracker.track({ eventName: 'y'.repeat(300) });
    await tracker.flush();
    await vi.advanceTimersByTimeAsync(300_000);
    expect(calls).toHaveLength(1);
    expect(tracker.failedCount()).toBe(0);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.length).toBe(200);
  });

  it('keeps events while offline, across a reload, and sends them when the network returns', async () => {
    const { tracker, make, calls, state } = setup({ online: false });
    for (let i = 0; i < 3; i += 1) tracker.track({ eventName: `offline-${i}` });
    await tracker.flush();
    expect(calls).toHaveLength(0);
    expect(tracker.failedCount()).toBe(3);
    // A reload: a new tracker on the same storage still has them.
    const reloaded = make();
    expect(reloaded.failedCount()).toBe(3);
    state.online = true;
    await reloaded.resendFailed();
    expect(calls.map((call) => call.event.eventName)).toEqual(['offline-0', 'offline-1', 'offline-2']);
    expect(reloaded.failedCount()).toBe(0);
  });

  it('queues an event whose request failed on the network, without waiting for retries', async () => {
    const { tracker } = setup({ answer: () => 'network' });
    tracker.track({ eventName: 'lost-connection' });
    await tracker.flush();
    expect(tracker.failedCount()).toBe(1);
  });

  it(`keeps at most ${ANALYTICS_LIMITS.failedQueueCap} failed events, dropping and counting the oldest`, () => {
    const storage = new MemoryStorage();
    const queue = createFailedQueue(storage);
    const events = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ eventName: `e${from + i}` }));
    queue.push(events(0, 990));
    expect(queue.dropped()).toBe(0);
    queue.push(events(990, 15));
    expect(queue.size()).toBe(1000);
    expect(queue.dropped()).toBe(5);
    const kept = queue.drain();
    expect(kept[0]!.eventName).toBe('e5');
    expect(kept.at(-1)!.eventName).toBe('e1004');
    expect(queue.size()).toBe(0);
  });
});

describe('page hide', () => {
  it('hands what is waiting, retries included, to the keepalive or beacon path', async () => {
    const { tracker, hidden } = setup({ answer: (_event, call) => (call === 1 ? 500 : 'ok') });
    tracker.track({ eventName: 'retrying' });
    await tracker.flush();
    tracker.track({ eventName: 'buffered' });
    tracker.sendOnHide();
    await vi.advanceTimersByTimeAsync(0);
    expect(hidden.map((event) => event.eventName)).toEqual(['buffered', 'retrying']);
    expect(tracker.pending()).toBe(0);
  });
});
