import { describe, expect, it } from 'vitest';
import { alertFor, isSampled, loadedScriptBytes, performanceScore, rateVital, WEB_VITAL_THRESHOLDS, type VitalName } from './performance';

describe('web vitals ratings (spec 001 §9 thresholds)', () => {
  const cases = (Object.entries(WEB_VITAL_THRESHOLDS) as [VitalName, readonly [number, number]][]).flatMap(([name, [good, poor]]) => [
    [name, good, 'good', null],
    [name, good + (name === 'CLS' ? 0.01 : 1), 'needs-improvement', 'warning'],
    [name, poor, 'needs-improvement', 'warning'],
    [name, poor + (name === 'CLS' ? 0.01 : 1), 'poor', 'critical'],
  ] as const);

  it.each(cases)('%s %d is %s (alert %s)', (name, value, rating, alert) => {
    expect(rateVital(name, value)).toBe(rating);
    expect(alertFor(name, value)).toBe(alert);
  });
});

describe('the performance score (100 minus the deductions)', () => {
  it.each([
    [{}, 100],
    [{ LCP: 2500, FID: 100, CLS: 0.1, bundleBytes: 1024 * 1024 }, 100],
    [{ LCP: 2501 }, 90],
    [{ LCP: 4001 }, 75],
    [{ FID: 101 }, 90],
    [{ FID: 301 }, 75],
    [{ CLS: 0.11 }, 90],
    [{ CLS: 0.26 }, 75],
    [{ bundleBytes: 1024 * 1024 + 1 }, 85],
    [{ LCP: 5000, FID: 400, CLS: 0.3, bundleBytes: 2e6 }, 10],
  ])('%j scores %i', (input, score) => {
    expect(performanceScore(input).score).toBe(score);
  });

  it('names each deduction', () => {
    expect(performanceScore({ LCP: 3000, bundleBytes: 2e6 }).deductions).toEqual([
      { measure: 'LCP', points: 10 },
      { measure: 'bundleBytes', points: 15 },
    ]);
  });
});

describe('measuring', () => {
  it('adds up the uncompressed size of the scripts loaded', () => {
    const entries = [
      { name: 'https://x/a.js', initiatorType: 'script', decodedBodySize: 1000, encodedBodySize: 300 },
      { name: 'https://x/remoteEntry.js?v=1', initiatorType: 'fetch', decodedBodySize: 500, encodedBodySize: 200 },
      { name: 'https://x/app.css', initiatorType: 'link', decodedBodySize: 9000, encodedBodySize: 100 },
    ] as unknown as PerformanceEntry[];
    expect(loadedScriptBytes(entries)).toBe(1500);
  });

  it.each([
    [0.1, 0.05, true],
    [0.1, 0.1, false],
    [1, 0.99, true],
  ])('with a sample rate of %d a draw of %d is measured: %s', (rate, draw, sampled) => {
    expect(isSampled(rate, () => draw)).toBe(sampled);
  });
});
