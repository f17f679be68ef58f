import { describe, expect, it } from 'vitest';
import { canRetry, classifyRouteError, recoveryOptions, supportReference } from './index';

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
});

describe('recovery options by message and path (spec 000 §6, §8)', () => {
  it.each([
    ['Loading chunk 3 failed', '/about', ['refresh-app']],
    ['Failed to fetch', '/about', ['refresh-app', 'check-connection']],
    ['401 Unauthorized', '/about', ['login-again']],
    ['403 Forbidden', '/about', ['request-access']],
    ['Network down', '/about', ['check-connection']],
    ['Could not load data', '/about', ['retry-with-defaults']],
    ['Request timeout', '/about', ['extend-timeout']],
    ['boom', '/fikrspace/portal/os', ['login-again']],
    ['boom', '/fikrspace/office/settings', ['request-access']],
    ['boom', '/fikrspace/investor/analytics', ['retry-with-defaults', 'extend-timeout']],
    ['boom', '/marketplace', ['retry-with-defaults', 'extend-timeout']],
  ])('%s on %s offers %j', (message, path, options) => {
    expect(recoveryOptions(new Error(message), path)).toEqual(options);
  });
});
