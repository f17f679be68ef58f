import { ServiceError } from '@fikrspace/errors';

export type VitalName = 'FCP' | 'LCP' | 'CLS' | 'INP' | 'TTFB' | 'FID';
export type Rating = 'good' | 'needs-improvement' | 'poor';

/** Spec 001 §9: good / poor thresholds (ms, CLS unitless). */
export const WEB_VITAL_THRESHOLDS: Record<VitalName, readonly [good: number, poor: number]> = {
  FCP: [1800, 3000],
  CLS: [0.1, 0.25],
  INP: [200, 500],
  LCP: [2500, 4000],
  TTFB: [800, 1800],
  FID: [100, 300],
};

/** At or under the good threshold is good, over the poor one poor, between needs improvement. */
export function rateVital(name: VitalName, value: number): Rating {
  const [good, poor] = WEB_VITAL_THRESHOLDS[name];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

export { performanceScore, SCORE_DEDUCTIONS, type ScoreDeduction, type ScoreInput } from './performance-score';

export type AlertLevel = 'warning' | 'critical';

/**
 * The alert a measurement raises: a warning when it is over the good threshold, critical when it
 * is over the poor one (the spec leaves the alert thresholds open; these are the web-vitals
 * ones).
 */
export function alertFor(name: VitalName, value: number): AlertLevel | null {
  const rating = rateVital(name, value);
  return rating === 'poor' ? 'critical' : rating === 'needs-improvement' ? 'warning' : null;
}

/** Spec 001 §8.2: a metric that could not be recorded. */
export const performanceMonitoringError = (cause: unknown, context: Record<string, unknown> = {}) =>
  ServiceError.fromCode('PERFORMANCE_MONITORING_ERROR', context, 500, { cause });

/** JavaScript the page has loaded, uncompressed, from the resource timing entries. */
export function loadedScriptBytes(entries: readonly PerformanceEntry[]): number {
  let bytes = 0;
  for (const entry of entries as readonly PerformanceResourceTiming[]) {
    if (entry.initiatorType === 'script' || /\.m?js(\?|$)/.test(entry.name)) bytes += entry.decodedBodySize || entry.encodedBodySize || 0;
  }
  return bytes;
}

/** Whether this page load is measured: all of them in development, 1 in 10 in production. */
export const isSampled = (rate: number, random: () => number = Math.random) => random() < rate;
