import { verifiedCaller } from './caller.js';
import { json } from './http.js';
import { RATE_LIMIT_MESSAGE } from './rate-limit.js';

/**
 * The checks every analytics ingest function makes after validating its payload: the rate limit
 * of the visitor, the verified caller, and membership of every organization the rows name.
 * Resolves to the caller, or to the response refusing the request.
 *
 * @param {Request} request
 * @param {Record<string, string | undefined>} env
 * @param {{ take: (key: string) => { allowed: true } | { allowed: false, retryAfterSeconds: number }, rateKey: string,
 *   organizationIds: (string | null | undefined)[], what: string }} options  what: "Events", "Visits"
 * @returns {Promise<{ caller: import('./caller.js').Caller } | { response: Response }>}
 */
export async function admit(request, env, { take, rateKey, organizationIds, what }) {
  const limited = take(rateKey);
  if (!limited.allowed) return { response: json(429, { error: RATE_LIMIT_MESSAGE }, { 'Retry-After': String(limited.retryAfterSeconds) }) };
  let caller;
  try {
    caller = await verifiedCaller(request, env);
  } catch (error) {
    const status = error && typeof error === 'object' && 'status' in error ? error.status : 502;
    return { response: status === 401 ? json(401, { error: String(/** @type {Error} */ (error).message) }) : json(502, { error: `${what} could not be recorded.` }) };
  }
  if (organizationIds.some((id) => id && !caller.organizationIds.has(id))) {
    return { response: json(403, { error: `${what} can be recorded only for an organization you belong to.` }) };
  }
  return { caller };
}

/**
 * Inserts rows with the service role: the ingest functions are the only writers of their tables.
 * @param {Record<string, string | undefined>} env @param {string} table @param {object | object[]} rows
 * @param {string} noun what the rows are, for messages: "event", "visits"
 */
export async function insertAsService(env, table, rows, noun) {
  const service = String(env.SUPABASE_SERVICE_ROLE_KEY);
  const response = await fetch(`${env.SUPABASE_URL}/rest/v1/${table}`, {
    method: 'POST',
    headers: { apikey: service, Authorization: `Bearer ${service}`, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
    body: JSON.stringify(rows),
  });
  if (response.ok) return null;
  const detail = await response.json().catch(() => ({}));
  if (response.status === 400 || response.status === 409) return json(400, { error: `The ${noun} could not be stored: ${detail.message ?? 'invalid data'}` });
  return json(502, { error: `The ${noun} could not be recorded.` });
}
