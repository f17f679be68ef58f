import { bearerToken, readBody, send, sendJson } from '../http.mjs';
import { verifyToken } from '../jwt.mjs';
import { API_VERSION, AuthError, OAuthError, sendAuthError } from './errors.mjs';
import { getUser, logout, signup, token, updateUser } from './account.mjs';
import { otp, recover, verify, verifyLink } from './otp.mjs';

/**
 * The Supabase Auth (GoTrue) part of the API, `/auth/v1`.
 *
 * @typedef {{ key: Uint8Array, readonly issuer: string, readonly url: string, expiresIn: number, reuseIntervalSeconds: number,
 *   signInLimits: import('./rate-limit.mjs').SignInLimits, otpExpirySeconds: number, emailIntervalSeconds: number,
 *   siteUrl: string, trustProxy: boolean, isAllowedOrigin: (origin: string) => boolean }} AuthConfig
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
  'POST /verify': verify,
  'GET /verify': verifyLink,
  'GET /settings': async () => ({
    status: 200,
    body: {
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: false,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    },
  }),
  'GET /health': async () => ({ status: 200, body: { version: 'local', name: 'GoTrue', description: 'GoTrue-compatible authentication of the local backend' } }),
  'GET /.well-known/jwks.json': async () => ({ status: 200, body: { keys: [] } }),
};

/** Routes the gateway lets through without an API key (links opened from mail, discovery). */
export const OPEN_AUTH_PATHS = new Set(['/verify', '/callback', '/authorize', '/.well-known/jwks.json']);

/**
 * @param {{ db: any, config: AuthConfig, log?: (message: string, error?: unknown) => void }} options
 */
export function createAuthApi({ db, config, log = () => undefined }) {
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
      const handler = ROUTES[`${method} ${path}`];
      if (!handler) {
        const known = Object.keys(ROUTES).some((route) => route.endsWith(` ${path}`));
        throw known ? new AuthError(405, 'method_not_allowed', 'Method not allowed') : new AuthError(404, 'not_found', 'Not Found');
      }
      const body = method === 'GET' ? {} : await jsonBody(req);
      let claims = null;
      const ctx = {
        req,
        url,
        db,
        config,
        body,
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

async function jsonBody(req) {
  const raw = (await readBody(req)).toString('utf8');
  if (raw.trim() === '') return {};
  let parsed;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${error instanceof Error ? error.message : 'invalid JSON'}`);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: expected an object');
  return parsed;
}
