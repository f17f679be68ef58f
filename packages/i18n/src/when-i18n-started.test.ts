// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Instance from './instance';

// The instance as it first loads, before any other test file of this worker started it.
let instance: typeof Instance;
beforeAll(async () => {
  vi.resetModules();
  instance = await import('./instance');
});

vi.stubGlobal(
  'fetch',
  vi.fn(async () => new Response(JSON.stringify({ loading: 'Loading...' }), { status: 200 })),
);
afterAll(() => {
  vi.unstubAllGlobals();
});

describe('whenI18nStarted', () => {
  it('settles at once when nothing is starting the texts', async () => {
    const { i18n, whenI18nStarted } = instance;
    await expect(whenI18nStarted()).resolves.toBeUndefined();
    expect(i18n.isInitialized).toBeFalsy();
  });

  it('settles only once a start under way has finished, so queued work finds the texts', async () => {
    const { i18n, initI18n, whenI18nStarted } = instance;
    const starting = initI18n({ language: 'en' });
    await whenI18nStarted();
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('loading')).toBe('Loading...');
    await starting;
  });
});
