import { corsHeaders, defaultEnv, hasProjectApiKey, json, preflight } from '../_shared/http.js';

/**
 * Where the caller is, from the headers the edge network in front of the function adds
 * (Cloudflare, Vercel, or a proxy sending the same names). Never calls an external service:
 * without those headers every field is null. Spec 001 §7.3: the client caches the answer.
 */

const firstHeader = (request, names) => {
  for (const name of names) {
    const value = request.headers.get(name);
    if (value && value.trim()) return value.trim();
  }
  return null;
};

function country(request) {
  const code = firstHeader(request, ['cf-ipcountry', 'x-vercel-ip-country', 'x-country-code', 'cloudfront-viewer-country']);
  // Cloudflare uses XX for unknown and T1 for Tor exit nodes: neither is a country.
  return code && /^[A-Za-z]{2}$/.test(code) && !['XX', 'T1'].includes(code.toUpperCase()) ? code.toUpperCase() : null;
}

function city(request) {
  const value = firstHeader(request, ['cf-ipcity', 'x-vercel-ip-city', 'x-city', 'cloudfront-viewer-city']);
  if (!value) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function coordinate(request, names, limit) {
  const value = Number(firstHeader(request, names));
  return Number.isFinite(value) && Math.abs(value) <= limit && firstHeader(request, names) !== null ? value : null;
}

/**
 * @param {Request} request
 * @param {Record<string, string | undefined>} [env]
 */
export default async function handler(request, env = defaultEnv()) {
  if (request.method === 'OPTIONS') return preflight();
  if (request.method !== 'POST' && request.method !== 'GET') return json(405, { error: 'Method not allowed' }, { Allow: 'POST, GET, OPTIONS' });
  if (!hasProjectApiKey(request, env)) return json(401, { error: 'Invalid API key' });
  return json(
    200,
    {
      country: country(request),
      city: city(request),
      latitude: coordinate(request, ['cf-iplatitude', 'x-vercel-ip-latitude', 'cloudfront-viewer-latitude'], 90),
      longitude: coordinate(request, ['cf-iplongitude', 'x-vercel-ip-longitude', 'cloudfront-viewer-longitude'], 180),
    },
    { 'Cache-Control': 'private, max-age=3600', Vary: 'cf-ipcountry, x-vercel-ip-country', ...corsHeaders },
  );
}
