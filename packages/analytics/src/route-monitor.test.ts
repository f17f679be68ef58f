import { describe, expect, it, vi } from 'vitest';
import { ROUTE_MONITORING_LIMITS, STORAGE_KEYS } from './constants';
import { createRouteMonitor } from './route-monitor';
import { MemoryStorage } from './testing';

function setup() {
  const clock = { now: 1_000_000 };
  const localStorage = new MemoryStorage();
  const send = vi.fn(async () => undefined);
  const monitor = createRouteMonitor({
    localStorage,
    now: () => clock.now,
    sessionId: () => 'session-1',
    domain: () => 'localhost',
    screenResolution: () => '1280x720',
    identity: () => ({ isAuthenticated: true, organizationId: 'org-1' }),
    send,
  });
  /** Visits each [path, seconds spent] in turn. */
  const visit = (steps: [string, number, number?][]) => {
    for (const [path, seconds, loadTime = 100] of steps) {
      monitor.record({ path, resolutionTime: loadTime / 2, loadTime });
      clock.now += seconds * 1000;
    }
  };
  return { monitor, clock, localStorage, send, visit };
}

describe('route metrics', () => {
  it('records the spec 000 §3 metric with the route it came from', () => {
    const { monitor } = setup();
    monitor.record({ path: '/', resolutionTime: 12.4, loadTime: 40.6 });
    const metric = monitor.record({ path: '/about', resolutionTime: 8, loadTime: 30, error: 'e'.repeat(300) });
    expect(metric).toEqual({ path: '/about', domain: 'localhost', timestamp: expect.any(String), resolutionTime: 8, loadTime: 30, transitionFrom: '/', error: 'e'.repeat(200), sessionId: 'session-1' });
    expect(monitor.metrics()[0]).toMatchObject({ path: '/', resolutionTime: 12, loadTime: 41, transitionFrom: null });
  });

  it(`keeps the last ${ROUTE_MONITORING_LIMITS.metricsKept} navigations`, () => {
    const { monitor, visit } = setup();
    visit(Array.from({ length: 1005 }, (_, i) => [`/page-${i}`, 1] as [string, number]));
    const metrics = monitor.metrics();
    expect(metrics).toHaveLength(1000);
    expect(metrics[0]!.path).toBe('/page-5');
  });

  it('is off when route-monitoring-enabled is "false"', () => {
    const { monitor, localStorage } = setup();
    localStorage.setItem(STORAGE_KEYS.routeMonitoring, 'false');
    expect(monitor.record({ path: '/', resolutionTime: 1, loadTime: 1 })).toBeNull();
    expect(monitor.metrics()).toEqual([]);
  });
});

describe('top 5 lists', () => {
  it('lists the most frequent transitions, the slowest and the most visited routes, five each', () => {
    const { monitor, visit } = setup();
    visit([
      ['/', 1, 50], ['/a', 1, 900], ['/', 1, 50], ['/a', 1, 700], ['/', 1, 50], ['/b', 1, 300], ['/c', 1, 400], ['/d', 1, 500],
      ['/e', 1, 600], ['/f', 1, 800], ['/', 1, 50],
    ]);
    expect(monitor.topTransitions()).toEqual([
      { from: '/', to: '/a', count: 2 },
      { from: '/a', to: '/', count: 2 },
      { from: '/', to: '/b', count: 1 },
      { from: '/b', to: '/c', count: 1 },
      { from: '/c', to: '/d', count: 1 },
    ]);
    // Ties are broken by path, so /a (average of 900 and 700) comes before /f.
    expect(monitor.slowestRoutes()).toEqual([
      { path: '/a', averageLoadTime: 800, count: 2 },
      { path: '/f', averageLoadTime: 800, count: 1 },
      { path: '/e', averageLoadTime: 600, count: 1 },
      { path: '/d', averageLoadTime: 500, count: 1 },
      { path: '/c', averageLoadTime: 400, count: 1 },
    ]);
    expect(monitor.mostVisitedRoutes()).toEqual([
      { path: '/', count: 4 },
      { path: '/a', count: 2 },
      { path: '/b', count: 1 },
      { path: '/c', count: 1 },
      { path: '/d', count: 1 },
    ]);
  });
});

describe('bounces and route analytics', () => {
  it.each([
    [4_999, true],
    [5_000, false],
    [12_000, false],
  ])('a %i ms visit is a bounce on the client: %s', (ms, bounce) => {
    expect(setup().monitor.isBounce(ms)).toBe(bounce);
  });

  it('counts finished visits under 5 s as bounces', () => {
    const { monitor, visit } = setup();
    visit([['/', 2], ['/about', 30], ['/blog', 4], ['/events', 1]]);
    // Three visits finished (/, /about, /blog); /events is still open.
    expect(monitor.bounceRate()).toBeCloseTo(2 / 3);
  });

  it('sends each finished visit with its duration to route-analytics-track, in one batch', async () => {
    const { monitor, visit, send } = setup();
    visit([['/', 3], ['/about', 12]]);
    await monitor.flush({ endCurrent: true });
    expect(send).toHaveBeenCalledTimes(1);
    const [name, body] = send.mock.calls[0] as unknown as [string, { events: unknown[] }];
    expect(name).toBe('route-analytics-track');
    expect(body.events).toEqual([
      { route: '/', domain: 'localhost', sessionId: 'session-1', timestamp: expect.any(String), screenResolution: '1280x720', isAuthenticated: true, organizationId: 'org-1', duration: 3000 },
      { route: '/about', domain: 'localhost', sessionId: 'session-1', timestamp: expect.any(String), screenResolution: '1280x720', isAuthenticated: true, organizationId: 'org-1', duration: 12000 },
    ]);
    expect(monitor.pendingEvents()).toEqual([]);
  });

  it('keeps a batch the network lost for the next flush', async () => {
    const { monitor, visit, send } = setup();
    send.mockRejectedValueOnce(Object.assign(new Error('offline'), { context: { status: 0 } }));
    visit([['/', 3], ['/about', 1]]);
    await monitor.flush();
    expect(monitor.pendingEvents()).toHaveLength(1);
    await monitor.flush();
    expect(send).toHaveBeenCalledTimes(2);
    expect(monitor.pendingEvents()).toEqual([]);
  });
});
