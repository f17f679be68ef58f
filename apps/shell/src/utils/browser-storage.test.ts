// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserStorage } from './browser-storage';

afterEach(() => vi.restoreAllMocks());

describe('browserStorage', () => {
  it.each(['localStorage', 'sessionStorage'] as const)('hands out %s where the page may use it', (kind) => {
    expect(browserStorage(kind)).toBe(window[kind]);
  });

  it.each(['localStorage', 'sessionStorage'] as const)('answers undefined where reading %s throws (storage disabled)', (kind) => {
    vi.spyOn(window, kind, 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(browserStorage(kind)).toBeUndefined();
  });
});
