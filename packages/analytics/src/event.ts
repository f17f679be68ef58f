import type { DeviceType } from './device';
import type { UtmParams } from './utm';

/**
 * The edge analytics payload (spec 001 §3), plus the event type, page title and time, which
 * analytics-track stores in their own columns (public.analytics_events, spec 001 §3 analytics
 * event). Browser and OS are derived by the function from the User-Agent header.
 */
export interface EdgePayload {
  eventName: string;
  eventType?: string;
  eventCategory?: string;
  organizationId?: string | null;
  visitorId?: string;
  sessionId?: string;
  contactId?: string;
  pagePath?: string;
  pageTitle?: string;
  referrer?: string;
  userAgent?: string;
  deviceType?: DeviceType;
  utmParams?: UtmParams;
  customProperties?: Record<string, unknown>;
  timestamp?: string;
}

/** What a caller tracks; the tracker adds identity, page, device and campaign. */
export interface TrackInput {
  eventName: string;
  eventType?: string;
  eventCategory?: string;
  contactId?: string;
  pagePath?: string;
  pageTitle?: string;
  properties?: Record<string, unknown>;
}

/** Event types the platform writes (the office's charts group by them). */
export const EVENT_TYPES = {
  pageView: 'page_view',
  conversion: 'conversion',
  custom: 'custom',
  error: 'error',
  webVital: 'web_vital',
  performance: 'performance',
} as const;
