import { bearerToken, clientIp, readBody, send, sendJson } from '../http.mjs';
import { verifyToken } from '../jwt.mjs';
import { MAX_AUTH_BODY_BYTES, jsonValueProblem } from '../limits.mjs';
import { API_VERSION, AuthError, OAuthError, sendAuthError } from './errors.mjs';
import { createUser, deleteUser, generateLink, getUserById } from './admin.mjs';
import { getUser, logout, signup, token, updateUser } from './account.mjs';
import { otp, recover, resend, verify, verifyLink } from './otp.mjs';
import { createLimits } from './rate-limit.mjs';

/**
 * The Supabase Auth (GoTrue) part of the API, `/auth/v1`.
 *
 * @typedef {import('./config.mjs').AuthConfig} AuthConfig
 */

const ROUTES = {
  'POST /signup': signup,
  'POST /token': token,
  'GET /user': getUser,
  'PUT /user': updateUser,
  'POST /logout': logout,
  'POST /recover': recover,
  'POST /otp': otp,
  'POST /magiclink': otp,
  'POST /resend': resend,
  'POST /verify': verify,
  'GET /verify': verifyLink,
  'POST /admin/generate_link': generateLink,
  'POST /admin/users': createUser,
  'GET /admin/users/:id': getUserById,
  'DELETE /admin/users/:id': deleteUser,
  'GET /settings': async ({ config }) => ({
    status: 200,
    body: {
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: !config.enableSignup,
      mailer_autoconfirm: !config.enableConfirmations,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    },
  }),
  'GET /health': async () => ({ status: 200, body: { version: 'local', name: 'GoTrue', description: 'GoTrue-compatible authentication of the local backend' } }),
  'GET /.well-known/jwks.json': async () => ({ status: 200, body: { keys: [] } }),
};

/**
 * The per-address request limit each route counts against, and the bucket it counts in, as GoTrue
 * wires its limiters (internal/api/api.go): one bucket per mail-sending endpoint, one for both
 * kinds of /verify. Password sign-in is limited by its failures instead (see token()).
 * @type {Record<string, ['signInSignUps' | 'tokenVerifications', string]>}
 */
const ROUTE_LIMITS = {
  'POST /signup': ['signInSignUps', 'signup'],
  'POST /otp': ['signInSignUps', 'otp'],
  'POST /magiclink': ['signInSignUps', 'magiclink'],
  'POST /recover': ['signInSignUps', 'recover'],
  'POST /resend': ['signInSignUps', 'resend'],
  'PUT /user': ['signInSignUps', 'user'],
  'POST /verify': ['tokenVerifications', 'verify'],
  'GET /verify': ['tokenVerifications', 'verify'],
};

/**
 * The route a request takes: an exact `"METHOD /path"`, or one whose `:name` segments match single
 * path segments, which become `params`.
 * @returns {{ route: string, handler: Function, params: Record<string, string> } | null}
 */
function findRoute(method, path) {
  const exact = `${method} ${path}`;
  if (ROUTES[exact]) return { route: exact, handler: ROUTES[exact], params: {} };
  for (const [route, handler] of Object.entries(ROUTES)) {
    const [routeMethod, pattern] = route.split(' ');
    const params = routeMethod === method && pattern.includes('/:') ? matchPath(pattern, path) : null;
    if (params) return { route, handler, params };
  }
  return null;
}

/** The `:name` segments of `pattern` in `path`, or null when the path does not match. */
function matchPath(pattern, path) {
  const want = pattern.split('/');
  const have = path.split('/');
  if (want.length !== have.length) return null;
  /** @type {Record<string, string>} */
  const params = {};
  for (let i = 0; i < want.length; i += 1) {
    if (want[i].startsWith(':') && have[i] !== '') params[want[i].slice(1)] = have[i];
    else if (want[i] !== have[i]) return null;
  }
  return params;
}

/** Routes the gateway lets through without an API key (links opened from mail, discovery). */
export const OPEN_AUTH_PATHS = new Set(['/verify', '/callback', '/authorize', '/.well-known/jwks.json']);

/**
 * @param {{ db: any, config: AuthConfig, log?: (message: string, error?: unknown) => void }} options
 */
export function createAuthApi({ db, config, log = () => undefined }) {
  const limits = createLimits(config);
  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {URL} url
   * @param {string} subpath
   */
  return async function handleAuth(req, res, url, subpath) {
    try {
      const path = subpath.replace(/\/+$/, '') || '/';
      const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET');
      const found = findRoute(method, path);
      if (!found) {
        const known = Object.keys(ROUTES).some((name) => matchPath(name.split(' ')[1], path));
        throw known ? new AuthError(405, 'method_not_allowed', 'Method not allowed') : new AuthError(404, 'not_found', 'Not Found');
      }
      const { route, handler, params } = found;
      const limit = ROUTE_LIMITS[route];
      if (limit) await limits.request(limit[0], limit[1], clientIp(req, config.trustProxy));
      for (const value of url.searchParams.values()) {
        if (value.includes('\u0000')) throw new AuthError(400, 'validation_failed', 'Query parameters must not contain NUL characters (\\u0000)');
      }
      const body = method === 'GET' ? {} : await jsonBody(req);
      let claims = null;
      const ctx = {
        req,
        url,
        db,
        config,
        limits,
        body,
        params,
        /** The verified claims of the bearer token, or GoTrue's 401/403. */
        claims: async () => {
          if (claims) return claims;
          const tokenText = bearerToken(req);
          if (!tokenText) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
          const result = await verifyToken(tokenText, config.key);
          if ('error' in result) throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${result.message}`);
          claims = /** @type {Record<string, unknown>} */ (result.claims);
          return claims;
        },
      };
      const result = await handler(ctx);
      const headers = { 'X-Supabase-Api-Version': API_VERSION, ...(result.headers ?? {}) };
      if (result.body === null) return send(res, result.status, null, headers);
      return sendJson(res, result.status, result.body, headers);
    } catch (error) {
      if (error instanceof AuthError || error instanceof OAuthError) return sendAuthError(req, res, error);
      if (error && typeof error === 'object' && 'status' in error && error.status === 413) return sendAuthError(req, res, new AuthError(413, 'request_too_large', 'Request body too large'));
      log('auth request failed', error);
      return sendAuthError(req, res, new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'));
    }
  };
}

/**
 * The JSON object of a request body, refused before anything reaches the database when it is too
 * large (413), not JSON (400 bad_json), nested too deeply (400 bad_json) or holds a NUL
 * character, which Postgres text cannot store (400 validation_failed).
 */
async function jsonBody(req) {
  const raw = (await readBody(req, MAX_AUTH_BODY_BYTES)).toString('utf8');
  if (raw.trim() === '') return {};
  let parsed;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${error instanceof Error ? error.message : 'invalid JSON'}`);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: expected an object');
  const problem = jsonValueProblem(parsed);
  if (problem) throw new AuthError(400, /NUL/.test(problem) ? 'validation_failed' : 'bad_json', problem);
  return parsed;
}
