/**
 * CORS as the Supabase gateway answers it for the REST and auth APIs. Browsers only let the
 * page read Content-Range (counts) and the error-code headers when they are exposed here.
 */

export const DEFAULT_ALLOWED_ORIGINS = ['http://localhost:4173', 'http://127.0.0.1:4173', 'http://*.localhost:4173'];

const ALLOW_HEADERS = [
  'authorization',
  'apikey',
  'content-type',
  'x-client-info',
  'prefer',
  'accept-profile',
  'content-profile',
  'range',
  'x-retry-count',
  'x-supabase-api-version',
  'x-region',
].join(', ');

const EXPOSE_HEADERS = ['Content-Range', 'Preference-Applied', 'x-sb-error-code', 'X-Supabase-Api-Version', 'Location', 'Range-Unit', 'Proxy-Status'].join(', ');

const ALLOW_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

function escapeRegExp(text) {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * @param {string[]} allowedOrigins exact origins, or patterns where `*` stands for one or more
 *   host labels (e.g. `http://*.localhost:4173`)
 * @returns {(origin: string | undefined) => boolean}
 */
export function originMatcher(allowedOrigins = DEFAULT_ALLOWED_ORIGINS) {
  if (allowedOrigins.includes('*')) return (origin) => Boolean(origin);
  const patterns = allowedOrigins.map((entry) => new RegExp(`^${escapeRegExp(entry).replace(/\*/g, '[a-z0-9-]+(?:\\.[a-z0-9-]+)*')}$`, 'i'));
  return (origin) => Boolean(origin) && patterns.some((pattern) => pattern.test(/** @type {string} */ (origin)));
}

/**
 * Adds the CORS headers for an allowed origin. Returns whether the origin was allowed.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {(origin: string | undefined) => boolean} isAllowed
 */
export function applyCors(req, res, isAllowed) {
  const origin = req.headers.origin;
  res.setHeader('Vary', 'Origin');
  if (!isAllowed(origin)) return false;
  res.setHeader('Access-Control-Allow-Origin', /** @type {string} */ (origin));
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Expose-Headers', EXPOSE_HEADERS);
  return true;
}

/** Answers a preflight request: 204, with the allow lists only for an allowed origin. */
export function answerPreflight(req, res, isAllowed) {
  if (applyCors(req, res, isAllowed)) {
    res.setHeader('Access-Control-Allow-Methods', ALLOW_METHODS);
    res.setHeader('Access-Control-Allow-Headers', ALLOW_HEADERS);
    res.setHeader('Access-Control-Max-Age', '86400');
  }
  res.statusCode = 204;
  res.end();
}
