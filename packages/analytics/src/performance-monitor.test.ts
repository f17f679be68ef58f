// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('web-vitals');
  vi.resetModules();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

function hidePage() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('the performance monitor (spec 001 §7.3, §9)', () => {
  it('sends nothing and downloads nothing for a page load outside the sample', async () => {
    const imported = vi.fn();
    vi.doMock('web-vitals', () => {
      imported();
      return {};
    });
    const { startPerformanceMonitor: start } = await import('./performance-monitor');
    const track = vi.fn();
    const monitor = start({ tracker: { track }, sampleRate: 0.1, random: () => 0.5 });
    expect(monitor.sampled).toBe(false);
    hidePage();
    expect(track).not.toHaveBeenCalled();
    expect(imported).not.toHaveBeenCalled();
  });

  it('records the vitals web-vitals reports and sends the score once the page is hidden', async () => {
    vi.doMock('web-vitals', () => {
      const report = (name: string, value: number) => (callback: (metric: unknown) => void) => callback({ name, value, id: `v-${name}`, navigationType: 'navigate' });
      return { onFCP: report('FCP', 400.4), onLCP: report('LCP', 900.6), onCLS: report('CLS', 0.01234), onINP: report('INP', 40), onTTFB: report('TTFB', 20) };
    });
    const { startPerformanceMonitor: start } = await import('./performance-monitor');
    const track = vi.fn();
    const monitor = start({ tracker: { track }, sampleRate: 1 });
    expect(monitor.sampled).toBe(true);
    await monitor.started;
    expect(monitor.measures).toMatchObject({ FCP: 400, LCP: 901, CLS: 0.0123, INP: 40, TTFB: 20 });
    expect(track).toHaveBeenCalledWith(expect.objectContaining({ eventName: 'LCP', eventType: 'web_vital', properties: expect.objectContaining({ value: 901, rating: 'good' }) }));
    hidePage();
    hidePage();
    const scores = track.mock.calls.filter(([event]) => event.eventName === 'performance_score');
    expect(scores).toHaveLength(1);
    expect(scores[0]![0].properties.metrics).toMatchObject({ LCP: 901, CLS: 0.0123 });
  });

  it('reports a library that could not be downloaded as a monitoring error', async () => {
    vi.doMock('web-vitals', () => {
      throw new Error('chunk failed');
    });
    const { startPerformanceMonitor: start } = await import('./performance-monitor');
    const onError = vi.fn();
    const monitor = start({ tracker: { track: vi.fn() }, sampleRate: 1, onError });
    await monitor.started;
    expect(onError).toHaveBeenCalledTimes(1);
    expect(String(onError.mock.calls[0]![0])).toMatch(/PERFORMANCE_MONITORING_ERROR|performance/i);
  });
});
