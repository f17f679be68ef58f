import type { Metric } from 'web-vitals';
import { EVENT_TYPES } from './event';
import { alertFor, isSampled, loadedScriptBytes, performanceMonitoringError, performanceScore, rateVital, type AlertLevel, type VitalName } from './performance';
import type { Tracker } from './tracker';

export interface PerformanceAlert {
  level: AlertLevel;
  metric: VitalName;
  value: number;
  path: string;
}

export interface PerformanceMonitorOptions {
  tracker: Pick<Tracker, 'track'>;
  /** 0.1 in production (spec 001 §9), 1 in development. */
  sampleRate: number;
  random?: () => number;
  onAlert?: (alert: PerformanceAlert) => void;
  onError?: (error: unknown) => void;
}

const round = (name: VitalName, value: number) => (name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value));

/**
 * Core web vitals as analytics events (spec 001 §7.3), rated with the spec's thresholds, alerts
 * for the ones over them, and the page load's performance score, sent when the page is hidden
 * (when the last of LCP, CLS and INP are final). FID, which web-vitals no longer reports, comes
 * from the browser's first-input entry where it has one.
 */
export function startPerformanceMonitor({ tracker, sampleRate, random = Math.random, onAlert = () => undefined, onError = () => undefined }: PerformanceMonitorOptions) {
  const measures: Partial<Record<VitalName, number>> = {};
  if (!isSampled(sampleRate, random)) return { sampled: false, measures };

  const record = (name: VitalName, raw: number, extra: Record<string, unknown> = {}) => {
    const value = round(name, raw);
    measures[name] = value;
    const path = location.pathname;
    try {
      tracker.track({ eventName: name, eventType: EVENT_TYPES.webVital, properties: { value, rating: rateVital(name, value), ...extra } });
      const level = alertFor(name, value);
      if (level) onAlert({ level, metric: name, value, path });
    } catch (error) {
      onError(performanceMonitoringError(error, { metric: name, value, path }));
    }
  };
  const fromLibrary = (metric: Metric) => record(metric.name, metric.value, { id: metric.id, navigationType: metric.navigationType });

  try {
    const observer = new PerformanceObserver((list) => {
      const first = list.getEntries()[0] as PerformanceEventTiming | undefined;
      if (first) record('FID', first.processingStart - first.startTime);
      observer.disconnect();
    });
    observer.observe({ type: 'first-input', buffered: true });
  } catch {
    // No first-input entries in this browser: FID is not measured, and deducts nothing.
  }

  let scored = false;
  const sendScore = () => {
    if (scored || document.visibilityState !== 'hidden') return;
    scored = true;
    try {
      const bundleBytes = loadedScriptBytes(performance.getEntriesByType('resource'));
      const { score, deductions } = performanceScore({ LCP: measures.LCP, FID: measures.FID, CLS: measures.CLS, bundleBytes });
      tracker.track({ eventName: 'performance_score', eventType: EVENT_TYPES.performance, properties: { score, deductions, metrics: { ...measures }, bundleBytes } });
    } catch (error) {
      onError(performanceMonitoringError(error, { metric: 'score' }));
    }
  };
  // Only a sampled page load downloads web-vitals; its observers read the browser's buffered
  // entries, so measuring starts from navigation however late the library arrives.
  const started = import('web-vitals').then(
    ({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      onFCP(fromLibrary);
      onLCP(fromLibrary);
      onCLS(fromLibrary);
      onINP(fromLibrary);
      onTTFB(fromLibrary);
      // Registered after web-vitals' own listeners, so LCP, CLS and INP are final when it runs.
      document.addEventListener('visibilitychange', sendScore);
    },
    (error: unknown) => onError(performanceMonitoringError(error, { metric: 'web-vitals' })),
  );
  return { sampled: true, measures, started };
}
