/**
 * Who is calling an edge function, verified: the bearer token is checked by the project's auth
 * server (GET /auth/v1/user), never trusted from its own claims. Answers are kept for a minute
 * per token, so a burst of events costs one lookup.
 */

const CACHE_MS = 60_000;
const CACHE_LIMIT = 1000;
/** @type {Map<string, { at: number, caller: Promise<Caller> }>} */
const cache = new Map();

/**
 * @typedef {{ userId: string | null, organizationIds: Set<string> }} Caller
 *   userId: the caller's public.users id; null for an anonymous visitor (the anon key as bearer)
 */

/** @param {string} url @param {Record<string, string>} headers */
async function getJson(url, headers) {
  const response = await fetch(url, { headers });
  return { ok: response.ok, status: response.status, body: await response.json().catch(() => null) };
}

/**
 * @param {string} token @param {Record<string, string | undefined>} env
 * @returns {Promise<Caller>} rejects with `{ status: 401 }` for a token the auth server refuses
 */
async function lookUp(token, env) {
  const user = await getJson(`${env.SUPABASE_URL}/auth/v1/user`, { apikey: String(env.SUPABASE_ANON_KEY), Authorization: `Bearer ${token}` });
  if (!user.ok || typeof user.body?.id !== 'string') throw Object.assign(new Error('The session is not valid. Sign in again.'), { status: 401 });
  const service = { apikey: String(env.SUPABASE_SERVICE_ROLE_KEY), Authorization: `Bearer ${env.SUPABASE_SERVICE_ROLE_KEY}` };
  const rest = `${env.SUPABASE_URL}/rest/v1`;
  const profile = await getJson(`${rest}/users?select=id&auth_id=eq.${encodeURIComponent(user.body.id)}&limit=1`, service);
  const userId = profile.ok && Array.isArray(profile.body) && profile.body[0]?.id ? String(profile.body[0].id) : null;
  if (!userId) return { userId: null, organizationIds: new Set() };
  const memberships = await getJson(`${rest}/organization_members?select=organization_id&user_id=eq.${userId}`, service);
  const organizationIds = new Set(memberships.ok && Array.isArray(memberships.body) ? memberships.body.map((row) => String(row.organization_id)) : []);
  return { userId, organizationIds };
}

/**
 * The verified caller of a request whose API key has already been checked.
 * @param {Request} request @param {Record<string, string | undefined>} env
 * @returns {Promise<Caller>}
 */
export function verifiedCaller(request, env) {
  const token = (request.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '').trim();
  // No bearer, or one of the project's API keys as bearer: an anonymous visitor.
  if (!token || token === env.SUPABASE_ANON_KEY || token === env.SUPABASE_SERVICE_ROLE_KEY) return Promise.resolve({ userId: null, organizationIds: new Set() });
  const now = Date.now();
  const hit = cache.get(token);
  if (hit && now - hit.at < CACHE_MS) return hit.caller;
  const caller = lookUp(token, env);
  caller.catch(() => cache.delete(token));
  if (cache.size >= CACHE_LIMIT) cache.delete(/** @type {string} */ (cache.keys().next().value));
  cache.set(token, { at: now, caller });
  return caller;
}
