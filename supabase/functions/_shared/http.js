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
  // navigator.sendBeacon cannot set headers: a beacon carries the key in the query string, as
  // the API gateway accepts it.
  const apikey = request.headers.get('apikey') ?? new URL(request.url).searchParams.get('apikey');
  return Boolean(apikey) && (apikey === env.SUPABASE_ANON_KEY || apikey === env.SUPABASE_SERVICE_ROLE_KEY);
}

/** Largest body a function reads, and the deepest JSON nesting it accepts. */
export const MAX_FUNCTION_BODY_BYTES = 64 * 1024;
export const MAX_JSON_DEPTH = 64;

/**
 * Reads a JSON request body with limits, so a hostile payload cannot exhaust memory or the
 * stack: serializing or storing deeply nested JSON recurses once per level. The depth is measured
 * without recursion. Resolves to `{ value }` or `{ status, error }` (413 or 400).
 * @param {Request} request
 * @param {number} [maxBytes]
 * @returns {Promise<{ value: unknown } | { status: number, error: string }>}
 */
export async function readJsonBody(request, maxBytes = MAX_FUNCTION_BODY_BYTES) {
  const declared = Number(request.headers.get('content-length'));
  if (declared > maxBytes) return { status: 413, error: `The body must be at most ${maxBytes} bytes.` };
  const text = await request.text();
  if (new TextEncoder().encode(text).length > maxBytes) return { status: 413, error: `The body must be at most ${maxBytes} bytes.` };
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    return { status: 400, error: 'The body must be a JSON object.' };
  }
  const stack = [[value, 1]];
  while (stack.length) {
    const [current, depth] = stack.pop();
    if (current === null || typeof current !== 'object') continue;
    if (depth > MAX_JSON_DEPTH) return { status: 400, error: `The body must not nest JSON deeper than ${MAX_JSON_DEPTH} levels.` };
    for (const item of Object.values(current)) stack.push([item, depth + 1]);
  }
  return { value };
}

/** The environment on Deno (hosted) when the caller passes none (Node passes it explicitly). */
export function defaultEnv() {
  const deno = /** @type {any} */ (globalThis).Deno;
  return deno?.env?.toObject ? deno.env.toObject() : {};
}

/**
 * The caller's address: the last hop of X-Forwarded-For, the one the API gateway in front of the
 * functions appends for the connection it accepted (the local backend does the same). Earlier
 * hops are whatever the client sent. Other address headers are not read: which of them a client
 * can set itself differs from one deployment to the next.
 * @param {Request} request
 * @returns {string | null}
 */
export function clientIp(request) {
  const candidate = request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() ?? '';
  return candidate ? candidate.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '') : null;
}
