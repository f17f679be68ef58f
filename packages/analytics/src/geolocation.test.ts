import { describe, expect, it } from 'vitest';
import { GEOLOCATION_CACHE_MS, STORAGE_KEYS } from './constants';
import { createGeolocation } from './geolocation';
import { MemoryStorage } from './testing';

const CAIRO = { country: 'EG', city: 'Cairo', latitude: 30.04, longitude: 31.24, source: 'ip-database' };

function setup({ answers = [CAIRO] as unknown[], status = 200, consent = true } = {}) {
  const calls: { url: string; init: RequestInit }[] = [];
  let clock = 1_000_000;
  const storage = new MemoryStorage();
  const getGeolocation = createGeolocation({
    url: 'https://backend.test/',
    anonKey: 'anon',
    storage,
    now: () => clock,
    mayStore: () => consent,
    fetch: (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const body = answers[Math.min(calls.length - 1, answers.length - 1)];
      return new Response(JSON.stringify(body), { status });
    }) as typeof fetch,
  });
  return { getGeolocation, calls, storage, advance: (ms: number) => (clock += ms) };
}

describe('get-geolocation from the browser (spec 001 §7.3)', () => {
  it('posts an empty JSON body with the API key and bearer auth', async () => {
    const { getGeolocation, calls } = setup();
    expect(await getGeolocation()).toEqual(CAIRO);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://backend.test/functions/v1/get-geolocation');
    expect(calls[0]!.init).toMatchObject({ method: 'POST', body: '{}', headers: { apikey: 'anon', Authorization: 'Bearer anon' } });
  });

  it.each([
    // [ms after the first answer, calls made in all]
    [0, 1],
    [GEOLOCATION_CACHE_MS - 1, 1],
    [GEOLOCATION_CACHE_MS, 2],
    [GEOLOCATION_CACHE_MS * 3, 2],
  ])('keeps the answer in session storage for 1 hour: asked again %i ms later, %i calls', async (later, expectedCalls) => {
    const { getGeolocation, calls, storage, advance } = setup();
    await getGeolocation();
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.geolocation)!).value).toEqual(CAIRO);
    advance(later);
    await getGeolocation();
    expect(calls).toHaveLength(expectedCalls);
  });

  it('shares one call between callers that ask at once', async () => {
    const { getGeolocation, calls } = setup();
    await Promise.all([getGeolocation(), getGeolocation(), getGeolocation()]);
    expect(calls).toHaveLength(1);
  });

  it('keeps nothing in the browser without consent', async () => {
    const { getGeolocation, calls, storage } = setup({ consent: false });
    await getGeolocation();
    await getGeolocation();
    expect(storage.getItem(STORAGE_KEYS.geolocation)).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('rejects with API_ERROR and the status on a refused call, and caches nothing', async () => {
    const { getGeolocation, storage } = setup({ status: 429, answers: [{ error: 'Too many requests' }] });
    await expect(getGeolocation()).rejects.toMatchObject({ code: 'API_ERROR', context: { status: 429 } });
    expect(storage.getItem(STORAGE_KEYS.geolocation)).toBeNull();
  });

  it('refuses an answer without the four fields', async () => {
    const { getGeolocation } = setup({ answers: [{ country: 'EG' }] });
    await expect(getGeolocation()).rejects.toMatchObject({ code: 'API_ERROR' });
  });

  it('ignores a damaged cache entry and asks again', async () => {
    const { getGeolocation, calls, storage } = setup();
    storage.setItem(STORAGE_KEYS.geolocation, '{not json');
    expect(await getGeolocation()).toEqual(CAIRO);
    expect(calls).toHaveLength(1);
  });
});
