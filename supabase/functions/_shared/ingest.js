import { verifiedCaller } from './caller.js';
import { clientIp, json } from './http.js';
import { RATE_LIMIT_MESSAGE } from './rate-limit.js';

/** @param {{ allowed: false, retryAfterSeconds: number }} limited */
const tooMany = (limited) => json(429, { error: RATE_LIMIT_MESSAGE }, { 'Retry-After': String(limited.retryAfterSeconds) });

/**
 * The checks every analytics ingest function makes after validating its payload: the limits of
 * the caller's address and of the caller, the verified caller, and membership of every
 * organization the rows name. The address limit comes before the token is checked, so a flood of
 * made-up tokens never reaches the auth server. Resolves to the caller, or to the response
 * refusing the request.
 *
 * @param {Request} request
 * @param {Record<string, string | undefined>} env
 * @param {{ limits: ReturnType<typeof import('./rate-limit.js').createIngestLimits>, cost?: number,
 *   organizationIds: (string | null | undefined)[], what: string }} options
 *   cost: how many units of the limits the request takes (rows); what: "Events", "Visits"
 * @returns {Promise<{ caller: import('./caller.js').Caller } | { response: Response }>}
 */
export async function admit(request, env, { limits, cost = 1, organizationIds, what }) {
  const address = `address:${clientIp(request) ?? 'unknown'}`;
  const fromAddress = limits.address(address, cost);
  if (!fromAddress.allowed) return { response: tooMany(fromAddress) };
  let caller;
  try {
    caller = await verifiedCaller(request, env);
  } catch (error) {
    const status = error && typeof error === 'object' && 'status' in error ? error.status : 502;
    return { response: status === 401 ? json(401, { error: String(/** @type {Error} */ (error).message) }) : json(502, { error: `${what} could not be recorded.` }) };
  }
  const fromCaller = limits.caller(caller.userId ? `user:${caller.userId}` : address, cost);
  if (!fromCaller.allowed) return { response: tooMany(fromCaller) };
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
  // The database's own words name columns, constraints and values: they go to the log only.
  const detail = await response.json().catch(() => null);
  console.error(`${table}: insert refused with ${response.status}`, detail);
  if (response.status === 400 || response.status === 409) return json(400, { error: `The ${noun} could not be stored. The provided data is invalid.` });
  return json(502, { error: `The ${noun} could not be recorded.` });
}
