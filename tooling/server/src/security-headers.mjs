// The security headers of spec 001 §9, for the static server and for the `_headers` files a CDN
// reads beside each app's dist/. One module, so both deployments send the same policy.
import { createHash } from 'node:crypto';

/** One year, as spec 001 §9 sets it. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Browser features no page of the platform uses, switched off for every document. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

/** Headers every response carries, whatever it holds. */
export function baseSecurityHeaders({ production = true } = {}) {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...(production ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/** The origin of a URL, or null for anything that is not an absolute http(s) URL. */
export function originOf(url) {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** `'sha256-…'` sources for the inline scripts of an HTML document (data blocks are not scripts). */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/.test(attributes) || /\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

/**
 * The Content-Security-Policy of an HTML page: this origin, plus the providers it talks to (the
 * backend, the analytics worker) and the origins remotes are deployed on; inline scripts only by
 * hash. Styles may be inline: React's style attributes and the theme's variables need it.
 */
export function contentSecurityPolicy({ scriptHashes = [], connectOrigins = [], assetOrigins = [], imageOrigins = [] }) {
  const connect = [...new Set(connectOrigins)];
  const images = [...new Set(imageOrigins)];
  const assets = [...new Set(assetOrigins)];
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...assets, ...scriptHashes],
    'style-src': ["'self'", "'unsafe-inline'", ...assets],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...images],
    'font-src': ["'self'", 'data:', ...assets],
    'connect-src': ["'self'", ...connect, ...assets],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    // A PDF the user chose is shown before it is sent, framed from a blob: URL of the page's own making.
    'frame-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The origins a page's policy must allow, from the deployment's own settings: the backend and the
 * analytics worker of /runtime-config.json, and the remotes of remotes.json that live elsewhere.
 * The backend is also an image origin (its public Storage files).
 */
export function policyOrigins({ runtimeConfig = null, remotesManifest = null, pageOrigin = null } = {}) {
  const backend = originOf(runtimeConfig?.supabase?.url);
  // Realtime is a WebSocket to the backend's own host: ws: or wss: as the backend is http: or https:.
  const realtime = backend ? backend.replace(/^http/, 'ws') : null;
  const connectOrigins = [backend, realtime, originOf(runtimeConfig?.analytics?.workerUrl)].filter(Boolean);
  const assetOrigins = Object.values(remotesManifest?.remotes ?? {})
    .map(originOf)
    .filter((origin) => origin && origin !== pageOrigin);
  // Avatars and logos are the backend's public Storage files: allowed by https: on hosted
  // Supabase, and named here for a backend served over plain http (the local one).
  const imageOrigins = backend && backend.startsWith('http:') ? [backend] : [];
  return { connectOrigins: [...new Set(connectOrigins)], assetOrigins: [...new Set(assetOrigins)], imageOrigins };
}

/**
 * Cross-origin reads of a remote's files are allowed for the shell's origins only: the request's
 * Origin is echoed when it is one of them, and nothing is sent otherwise (same-origin loads need
 * no header at all).
 */
export function corsHeaders(requestOrigin, isShellOrigin) {
  if (!requestOrigin || !isShellOrigin(requestOrigin)) return { Vary: 'Origin' };
  return { 'Access-Control-Allow-Origin': requestOrigin, Vary: 'Origin' };
}

/**
 * A `_headers` file (the format Netlify and Cloudflare Pages read) with the same headers the
 * static server sends: `rules` is a list of [path pattern, headers].
 */
export function headersFile(rules) {
  return `${rules.map(([pattern, headers]) => [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n')).join('\n\n')}\n`;
}

/** The rules of a `_headers` file, as `headersFile` writes them: a list of [path pattern, headers]. */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push([line.trim(), {}]);
      continue;
    }
    const separator = line.indexOf(':');
    if (separator > 0 && rules.length) rules.at(-1)[1][line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return rules;
}
