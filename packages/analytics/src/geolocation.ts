import { GEOLOCATION_CACHE_MS, STORAGE_KEYS } from './constants';
import { apiError, type EdgeTransportOptions } from './transport';

/** get-geolocation's answer: null fields (with the reason) where the address cannot be placed. */
export interface Geolocation {
  country: string | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  source?: string;
  reason?: string;
}

export interface GeolocationOptions extends Omit<EdgeTransportOptions, 'sendBeacon'> {
  storage?: Storage;
  now?: () => number;
  /** Whether the answer may be kept in the browser (the visitor accepted analytics). */
  mayStore?: () => boolean;
}

function readCached(storage: Storage | undefined, at: number): Geolocation | null {
  try {
    const cached = JSON.parse(storage?.getItem(STORAGE_KEYS.geolocation) ?? 'null') as { at?: unknown; value?: Geolocation } | null;
    if (!cached || typeof cached.at !== 'number' || !cached.value || at - cached.at >= GEOLOCATION_CACHE_MS || at < cached.at) return null;
    return cached.value;
  } catch {
    return null;
  }
}

function isGeolocation(value: unknown): value is Geolocation {
  const answer = value as Record<string, unknown> | null;
  const textOrNull = (field: unknown) => field === null || typeof field === 'string';
  const numberOrNull = (field: unknown) => field === null || typeof field === 'number';
  return !!answer && typeof answer === 'object' && textOrNull(answer.country) && textOrNull(answer.city) && numberOrNull(answer.latitude) && numberOrNull(answer.longitude);
}

/**
 * Spec 001 §7.3: POST {backend}/functions/v1/get-geolocation with an empty JSON body; the answer
 * (country, city, latitude, longitude) is kept in session storage for 1 hour, and only with the
 * visitor's consent. Calls made while one is on its way share it. Rejects with API_ERROR.
 */
export function createGeolocation({ url, anonKey, getAccessToken, fetch: fetchImpl = globalThis.fetch.bind(globalThis), storage, now = Date.now, mayStore = () => true }: GeolocationOptions) {
  const endpoint = `${url.replace(/\/+$/, '')}/functions/v1/get-geolocation`;
  let inFlight: Promise<Geolocation> | null = null;

  async function ask(): Promise<Geolocation> {
    const token = (await getAccessToken?.().catch(() => null)) || anonKey;
    let response: Response;
    try {
      response = await fetchImpl(endpoint, { method: 'POST', headers: { apikey: anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: '{}' });
    } catch (error) {
      throw apiError(0, error instanceof Error ? error.message : String(error), error);
    }
    if (!response.ok) throw apiError(response.status, await response.text().catch(() => ''));
    const answer: unknown = await response.json().catch(() => null);
    if (!isGeolocation(answer)) throw apiError(502, 'get-geolocation answered without country, city, latitude and longitude.');
    if (mayStore()) {
      try {
        storage?.setItem(STORAGE_KEYS.geolocation, JSON.stringify({ at: now(), value: answer }));
      } catch {
        // A full or refused storage only costs the cache.
      }
    }
    return answer;
  }

  return function getGeolocation(): Promise<Geolocation> {
    const cached = mayStore() ? readCached(storage, now()) : null;
    if (cached) return Promise.resolve(cached);
    inFlight ??= ask().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
