import { describe, expect, it } from 'vitest';
import { ROUTE_FAILURE_WARNING_AT, ROUTE_RETRY_LIMIT, canRetry, classifyRouteError, supportReference } from './route-errors';

describe('route error classification (spec 000 §4)', () => {
  it.each([
    ['Loading chunk 42 failed', 'chunk-load'],
    ['Failed to fetch dynamically imported module: ChunkLoadError', 'chunk-load'],
    ['Network request failed', 'network'],
    ['Permission denied: read on cap_table', 'permission'],
    ['Something else', 'unknown'],
  ])('%s is a %s error', (message, type) => {
    expect(classifyRouteError(new Error(message))).toBe(type);
  });
});

describe('retry limit (spec 000 §2, §9)', () => {
  it('allows 3 retries and warns from the 2nd failure', () => {
    expect(ROUTE_RETRY_LIMIT).toBe(3);
    expect(ROUTE_FAILURE_WARNING_AT).toBe(2);
  });

  it.each([
    [0, true],
    [2, true],
    [3, false],
    [4, false],
  ])('after %i retries, Retry offered: %s', (count, offered) => {
    expect(canRetry(count)).toBe(offered);
  });
});

describe('support reference', () => {
  it('is built from the error type, a timestamp and the route path', () => {
    const reference = supportReference('network', 1_700_000_000_000, '/fikrspace/investor/portfolio');
    expect(reference).toBe(`NETWORK-${(1_700_000_000_000).toString(36).toUpperCase()}-fikrspace-investor-portfolio`);
  });

  it('names the root route when the path has no letters or digits', () => {
    expect(supportReference('unknown', 0, '/')).toBe('UNKNOWN-0-root');
  });
});
