import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_FETCH_GLOBAL, earlyFetch } from './early-fetch';

const globals = globalThis as Record<string, unknown>;
const network = vi.fn<typeof fetch>();

beforeEach(() => {
  network.mockReset();
  network.mockImplementation(async (input) => new Response(`network ${String(input)}`));
  vi.stubGlobal('fetch', network);
});

afterEach(() => {
  delete globals[EARLY_FETCH_GLOBAL];
  vi.unstubAllGlobals();
});

describe('earlyFetch', () => {
  it('answers with the response the inline script already asked for, without a second request', async () => {
    globals[EARLY_FETCH_GLOBAL] = { '/remotes.json': Promise.resolve(new Response('early')) };
    const response = await earlyFetch('/remotes.json', { cache: 'no-cache' });
    expect(await response.text()).toBe('early');
    expect(network).not.toHaveBeenCalled();
  });

  it('takes an early response once: a second read asks the network', async () => {
    globals[EARLY_FETCH_GLOBAL] = { '/remotes.json': Promise.resolve(new Response('early')) };
    await earlyFetch('/remotes.json');
    const again = await earlyFetch('/remotes.json', { cache: 'no-cache' });
    expect(await again.text()).toBe('network /remotes.json');
    expect(network).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
  });

  it('asks again when the early request failed, so the caller sees an ordinary outcome', async () => {
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => undefined);
    globals[EARLY_FETCH_GLOBAL] = { '/runtime-config.json': failed };
    const response = await earlyFetch('/runtime-config.json', { cache: 'no-cache' });
    expect(await response.text()).toBe('network /runtime-config.json');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('marks a file it asked for before the inline script did, so the script leaves it alone', async () => {
    const fetches: Record<string, unknown> = {};
    globals[EARLY_FETCH_GLOBAL] = fetches;
    await earlyFetch('/remotes.json');
    expect(network).toHaveBeenCalledTimes(1);
    expect('/remotes.json' in fetches).toBe(true);
  });

  it.each([
    ['no early requests at all', undefined],
    ['early requests for other files', { '/runtime-config.json': Promise.resolve(new Response('early')) }],
  ])('is plain fetch with %s', async (_case, early) => {
    if (early) globals[EARLY_FETCH_GLOBAL] = early;
    const response = await earlyFetch('/remotes.json');
    expect(await response.text()).toBe('network /remotes.json');
  });
});
