/** Spec 001 §9: the tracker's limits. */
export const ANALYTICS_LIMITS = {
  batchSize: 10,
  flushIntervalMs: 5_000,
  retryAttempts: 3,
  retryDelayMs: 30_000,
  failedQueueCap: 1_000,
  errorMessageLength: 200,
} as const;

/** Spec 000 §9: route monitoring. */
export const ROUTE_MONITORING_LIMITS = {
  metricsKept: 1_000,
  flushIntervalMs: 30_000,
  topListLength: 5,
  /** A visit shorter than this is a bounce on the client (stored visits: 10 s, in SQL). */
  bounceMs: 5_000,
} as const;

/** Spec 001 §9: the enterprise default share of page loads whose performance is measured. */
export const PRODUCTION_PERFORMANCE_SAMPLE_RATE = 0.1;

/** Spec 001 §7.3: the geolocation answer is kept in session storage for 1 hour. */
export const GEOLOCATION_CACHE_MS = 3_600_000;

export const STORAGE_KEYS = {
  /** sessionStorage (spec 001 §9). */
  sessionId: 'analytics-session-id',
  /** localStorage (spec 001 §9). */
  visitorId: 'analytics-visitor-id',
  /** sessionStorage: the landing page's UTM parameters, kept for the session. */
  utm: 'analytics-utm',
  /** localStorage: events that could not be sent, re-sent when the network returns. */
  failedEvents: 'analytics-failed-events',
  /** localStorage: how many failed events were dropped because the queue was full. */
  droppedEvents: 'analytics-dropped-events',
  /** localStorage: the visitor's answer to the consent banner. */
  consent: 'analytics-consent',
  /** sessionStorage: where get-geolocation placed this browser, for an hour (spec 001 §7.3). */
  geolocation: 'analytics-geolocation',
  /** localStorage: 'false' turns route monitoring off (spec 000 §4). */
  routeMonitoring: 'route-monitoring-enabled',
} as const;
