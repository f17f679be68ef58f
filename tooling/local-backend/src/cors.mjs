/**
 * CORS as the Supabase gateway answers it for the REST and auth APIs. Browsers only let the
 * page read Content-Range (counts) and the error-code headers when they are exposed here.
 */
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';

/** Where `pnpm start` publishes the pages unless told otherwise (config.toml's `site_url`). */
export const DEFAULT_SITE_URL = 'http://localhost:4173';

const SITES_MANIFEST = new URL('../../../packages/sites/sites.json', import.meta.url);

/**
 * The host-name labels that choose a site (`investor` for investor.<domain>), from the platform's
 * sites manifest; none when the backend runs without it.
 * @param {URL | string} [file]
 * @returns {string[]}
 */
export function siteHostLabels(file = SITES_MANIFEST) {
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    return manifest.sites.flatMap((site) => site.hosts ?? []).filter((label) => typeof label === 'string' && /^[a-z0-9-]+$/.test(label));
  } catch {
    return [];
  }
}

/**
 * The origins the platform's pages are served at for a site URL: the site URL's own, the same
 * port on 127.0.0.1 when it is localhost, and each site's host name under the site URL's host
 * (`investor.localhost`) on the same scheme and port. Exact origins: a credentialed API answers
 * the platform's pages, not any name someone can point at a loopback or wildcard DNS entry.
 * @param {string} [siteUrl]
 * @param {string[]} [labels]
 */
export function siteOrigins(siteUrl = DEFAULT_SITE_URL, labels = siteHostLabels()) {
  const url = new URL(siteUrl);
  const port = url.port ? `:${url.port}` : '';
  const origins = [url.origin];
  if (url.hostname === 'localhost') origins.push(`${url.protocol}//127.0.0.1${port}`);
  if (!isIP(url.hostname.replace(/^\[|\]$/g, ''))) origins.push(...labels.map((label) => `${url.protocol}//${label}.${url.hostname}${port}`));
  return [...new Set(origins)];
}

export const DEFAULT_ALLOWED_ORIGINS = siteOrigins();

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
  // What the storage client sends with uploads.
  'x-upsert',
  'cache-control',
  'x-metadata',
  'content-encoding',
].join(', ');

const EXPOSE_HEADERS = [
  'Content-Range',
  'Preference-Applied',
  'x-sb-error-code',
  'X-Supabase-Api-Version',
  'Location',
  'Range-Unit',
  'Proxy-Status',
  // What a page reads from a downloaded object.
  'Content-Disposition',
  'Content-Length',
  'ETag',
].join(', ');

const ALLOW_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

function escapeRegExp(text) {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * @param {string[]} allowedOrigins exact origins; an operator may also list patterns where `*`
 *   stands for one or more host labels (e.g. `https://*.example.com`), or `*` alone for any origin
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
