/**
 * Helpers shared by the edge functions. Plain JavaScript so the same files run on the hosted
 * Deno runtime and in the local backend (Node).
 */

/** Functions answer CORS themselves: the functions gateway adds no CORS headers. */
export const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, x-region, x-supabase-api-version',
  'Access-Control-Allow-Methods': 'POST, GET, OPTIONS',
  'Access-Control-Max-Age': '86400',
};

/** @param {number} status @param {unknown} body @param {Record<string, string>} [headers] */
export function json(status, body, headers = {}) {
  return new Response(JSON.stringify(body), { status, headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8', ...headers } });
}

export const preflight = () => new Response(null, { status: 204, headers: corsHeaders });

/**
 * With verify_jwt off (these functions serve anonymous visitors), the function itself makes
 * sure the caller holds one of the project's API keys.
 * @param {Request} request
 * @param {Record<string, string | undefined>} env
 */
export function hasProjectApiKey(request, env) {
  const apikey = request.headers.get('apikey');
  return Boolean(apikey) && (apikey === env.SUPABASE_ANON_KEY || apikey === env.SUPABASE_SERVICE_ROLE_KEY);
}

/** The environment on Deno (hosted) when the caller passes none (Node passes it explicitly). */
export function defaultEnv() {
  const deno = /** @type {any} */ (globalThis).Deno;
  return deno?.env?.toObject ? deno.env.toObject() : {};
}

/** The claims of a JWT, unverified: only used to choose what to ask the API, which verifies it. */
export function unverifiedClaims(token) {
  try {
    const payload = token.split('.')[1] ?? '';
    const text = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    return JSON.parse(text);
  } catch {
    return null;
  }
}
