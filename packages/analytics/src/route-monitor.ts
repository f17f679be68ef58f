import { ROUTE_MONITORING_LIMITS, STORAGE_KEYS } from './constants';
import type { FunctionCaller } from './transport';

/** Spec 000 §3: one navigation. Times in milliseconds. */
export interface RouteMetric {
  path: string;
  domain: string;
  timestamp: string;
  /** From the location change to the route's element being rendered. */
  resolutionTime: number;
  /** From the location change to the first frame painted after it (lazy pages included). */
  loadTime: number;
  transitionFrom: string | null;
  error?: string;
  sessionId: string;
}

/** Spec 000 §3: the route analytics event; stored as a public.route_analytics row. */
export interface RouteAnalyticsEvent {
  route: string;
  domain: string;
  sessionId: string;
  timestamp: string;
  referrer?: string;
  screenResolution?: string;
  isAuthenticated: boolean;
  organizationId?: string | null;
  duration: number;
}

export interface RouteMonitorOptions {
  localStorage?: Storage;
  now: () => number;
  sessionId: () => string;
  domain: () => string;
  screenResolution?: () => string;
  referrer?: () => string;
  /** The signed-in user's current organization, or null for a visitor. */
  identity?: () => { isAuthenticated: boolean; organizationId?: string | null };
  /** route-analytics-track; absent when the visitor has not agreed to tracking. */
  send?: FunctionCaller;
  onError?: (message: string) => void;
}

interface Visit {
  path: string;
  startedAt: number;
  timestamp: string;
}

type Counted = { path: string; count: number };

/** The n entries with the highest value, ties broken by name so the lists are stable. */
function top<T>(entries: [string, T][], value: (entry: T) => number, n: number): [string, T][] {
  return entries.sort(([a, x], [b, y]) => value(y) - value(x) || a.localeCompare(b)).slice(0, n);
}

/**
 * Route monitoring (spec 000 §3, §4, §9): the last 1000 navigations with their timings, the top 5
 * transitions, slowest and most visited routes, bounces (a visit under 5 s), and route
 * analytics rows sent in batches every 30 s. Off when local storage `route-monitoring-enabled`
 * is 'false'.
 */
export function createRouteMonitor({ localStorage, now, sessionId, domain, screenResolution, referrer, identity = () => ({ isAuthenticated: false }), send, onError = () => undefined }: RouteMonitorOptions) {
  const limits = ROUTE_MONITORING_LIMITS;
  const metrics: RouteMetric[] = [];
  const visits: { path: string; duration: number }[] = [];
  let pending: RouteAnalyticsEvent[] = [];
  let current: Visit | null = null;

  const enabled = () => {
    try {
      return localStorage?.getItem(STORAGE_KEYS.routeMonitoring) !== 'false';
    } catch {
      return true;
    }
  };

  /** Ends the visit in progress: its duration becomes a route analytics event. */
  function endVisit(at: number) {
    if (!current) return;
    const duration = Math.max(0, Math.round(at - current.startedAt));
    visits.push({ path: current.path, duration });
    if (visits.length > limits.metricsKept) visits.splice(0, visits.length - limits.metricsKept);
    const who = identity();
    pending.push({
      route: current.path,
      domain: domain(),
      sessionId: sessionId(),
      timestamp: current.timestamp,
      ...(referrer?.() ? { referrer: referrer() } : {}),
      ...(screenResolution ? { screenResolution: screenResolution() } : {}),
      isAuthenticated: who.isAuthenticated,
      ...(who.organizationId ? { organizationId: who.organizationId } : {}),
      duration,
    });
    current = null;
  }

  return {
    enabled,
    /** A navigation finished: its timings, and the start of a visit to its path. */
    record(navigation: { path: string; resolutionTime: number; loadTime: number; error?: string }) {
      if (!enabled()) return null;
      const at = now();
      const transitionFrom = current?.path ?? null;
      if (current?.path === navigation.path) return null;
      endVisit(at);
      const metric: RouteMetric = {
        path: navigation.path,
        domain: domain(),
        timestamp: new Date(at).toISOString(),
        resolutionTime: Math.round(navigation.resolutionTime),
        loadTime: Math.round(navigation.loadTime),
        transitionFrom,
        ...(navigation.error ? { error: navigation.error.slice(0, 200) } : {}),
        sessionId: sessionId(),
      };
      metrics.push(metric);
      if (metrics.length > limits.metricsKept) metrics.splice(0, metrics.length - limits.metricsKept);
      current = { path: navigation.path, startedAt: at, timestamp: metric.timestamp };
      return metric;
    },
    metrics: () => [...metrics],
    /** "from -> to" pairs, most frequent first (spec 000 §9: top 5). */
    topTransitions(): { from: string; to: string; count: number }[] {
      const counts = new Map<string, number>();
      for (const metric of metrics) if (metric.transitionFrom) counts.set(`${metric.transitionFrom}\u0000${metric.path}`, (counts.get(`${metric.transitionFrom}\u0000${metric.path}`) ?? 0) + 1);
      return top([...counts], (count) => count, limits.topListLength).map(([key, count]) => {
        const [from, to] = key.split('\u0000') as [string, string];
        return { from, to, count };
      });
    },
    /** Routes by average load time, slowest first. */
    slowestRoutes(): { path: string; averageLoadTime: number; count: number }[] {
      const totals = new Map<string, { sum: number; count: number }>();
      for (const metric of metrics) {
        const total = totals.get(metric.path) ?? { sum: 0, count: 0 };
        total.sum += metric.loadTime;
        total.count += 1;
        totals.set(metric.path, total);
      }
      return top([...totals], (total) => total.sum / total.count, limits.topListLength).map(([path, total]) => ({ path, averageLoadTime: Math.round(total.sum / total.count), count: total.count }));
    },
    mostVisitedRoutes(): Counted[] {
      const counts = new Map<string, number>();
      for (const metric of metrics) counts.set(metric.path, (counts.get(metric.path) ?? 0) + 1);
      return top([...counts], (count) => count, limits.topListLength).map(([path, count]) => ({ path, count }));
    },
    /** Finished visits under 5 s, out of all finished visits (0 to 1). */
    bounceRate(): number {
      if (!visits.length) return 0;
      return visits.filter((visit) => visit.duration < limits.bounceMs).length / visits.length;
    },
    isBounce: (durationMs: number) => durationMs < limits.bounceMs,
    pendingEvents: () => [...pending],
    /** Sends the finished visits (every 30 s, and when the page goes away with keepalive). */
    async flush({ keepalive = false, endCurrent = false }: { keepalive?: boolean; endCurrent?: boolean } = {}) {
      if (endCurrent) endVisit(now());
      if (!pending.length || !send || !enabled()) return;
      const batch = pending.slice(0, 100);
      pending = pending.slice(batch.length);
      try {
        await send('route-analytics-track', { events: batch }, { keepalive });
      } catch (error) {
        const status = (error as { context?: { status?: number } }).context?.status ?? 0;
        // Kept for the next flush unless the function refused the batch itself.
        if (status === 0 || status === 429 || status >= 500) pending = [...batch, ...pending].slice(-limits.metricsKept);
        onError(`Route analytics were not recorded (${status}): ${String((error as Error).message ?? error).slice(0, 200)}`);
      }
    },
  };
}

export type RouteMonitor = ReturnType<typeof createRouteMonitor>;
