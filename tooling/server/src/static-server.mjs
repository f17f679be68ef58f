import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { hostLabels, siteForRequest } from '@fikrspace/sites/node';
import { detailedHealth } from './health-detail.mjs';
import { createBuildFileReader } from './build-files.mjs';
import { createPageIndex } from './page-index.mjs';
import { createPrerenderedPages } from './prerendered-pages.mjs';
import { baseSecurityHeaders, contentSecurityPolicy, corsHeaders, inlineScriptHashes, policyOrigins } from './security-headers.mjs';
import { linkTarget, siteHosts } from './site-origins.mjs';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map']);

/** Vite names built chunks `name-<hash>.ext`; such a file never changes, so it may be cached forever. */
const HASHED_ASSET = /\/assets\/.+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

/** Files that tell the browser what to load next must always be revalidated. */
const ALWAYS_REVALIDATE = new Set(['remotes.json', 'mf-manifest.json', 'remoteEntry.js', 'mf-stats.json']);

export function cacheControlFor(urlPath) {
  const base = path.posix.basename(urlPath);
  if (urlPath.endsWith('.html') || ALWAYS_REVALIDATE.has(base)) return 'no-cache';
  if (HASHED_ASSET.test(urlPath)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/** Compressed bodies kept in memory at most. */
const GZIP_CACHE_ENTRIES = 2000;

/**
 * The shell's own origins on this server: the address it was reached at, under any of the names
 * that choose a site (`investor.localhost` ...), on the same port.
 */
function sameServerShellOrigins(hostHeader) {
  const port = /:(\d+)$/.exec(hostHeader ?? '')?.[1];
  const suffix = port ? `:${port}` : '';
  return ['localhost', '127.0.0.1', ...hostLabels().map((label) => `${label}.localhost`)].map((name) => `http://${name}${suffix}`);
}

/**
 * Serves the production build of the shell at / and each remote under /remotes/<name>/, the same
 * layout a CDN deployment would use. Unknown non-file paths fall back to the shell's index.html.
 * `shellOrigins` lists the origins a shell may load the remotes from when they are not its own
 * (FIKRSPACE_SHELL_ORIGINS in pnpm start); the server's own names are always allowed.
 * `publicOrigin` is the address the pages are published at (FIKRSPACE_APP_URL in pnpm start);
 * without one, localhost on the port the request arrived at.
 */
export function createStaticServer({ appsDir, remotes, runtimeConfig = null, shellOrigins = [], production = true, publicOrigin = null }) {
  const shellDist = path.join(appsDir, 'shell', 'dist');
  const gzipCache = new Map();
  const policyCache = new Map();
  const pages = createPageIndex({ appsDir });
  const prerendered = createPrerenderedPages({ appsDir });

  const readBuildFile = createBuildFileReader();
  /** The shell's deployed remotes.json (with its version), or null when it has none that parses. */
  const remotesEntry = () => {
    try {
      return readBuildFile(path.join(shellDist, 'remotes.json'));
    } catch {
      return null;
    }
  };
  const remotesManifest = () => remotesEntry()?.value ?? null;

  /**
   * The origin a request's links point at and the host name that chooses its site: a site host
   * of the run-time host map keeps its own name, any other name gets the configured origin.
   */
  const targetOf = (req) => linkTarget(publicOrigin ?? `http://localhost:${req.socket.localPort}`, siteHosts(remotesManifest()), req.headers.host);

  /**
   * The policy of one HTML file version: its inline scripts' hashes and the deployment's origins.
   * remotes.json's version is part of the key, so an operator moving a remote to another host
   * changes the policy with it, without a restart.
   */
  async function pagePolicy(file, info, body) {
    const remotes = remotesEntry();
    const key = `${file}:${info.mtimeMs}:${remotes?.version ?? 'none'}`;
    let policy = policyCache.get(key);
    if (!policy) {
      policy = contentSecurityPolicy({ scriptHashes: inlineScriptHashes(body.toString('utf8')), ...policyOrigins({ runtimeConfig, remotesManifest: remotes?.value ?? null }) });
      policyCache.set(key, policy);
    }
    return policy;
  }

  const isShellOrigin = (req) => (origin) => shellOrigins.includes(origin) || sameServerShellOrigins(req.headers.host).includes(origin);
  const jsonHeaders = (cacheControl) => ({ 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': cacheControl, ...baseSecurityHeaders({ production }) });

  function locate(urlPath) {
    const match = /^\/remotes\/([a-z-]+)(\/.*)?$/.exec(urlPath);
    if (match) {
      const [, name, rest = '/'] = match;
      if (!remotes.includes(name)) return null;
      return { root: path.join(appsDir, name, 'dist'), relative: rest, spa: false };
    }
    return { root: shellDist, relative: urlPath, spa: true };
  }

  /** Compressed once per version of a body (a file's path and modification time), then served from memory. */
  function compressed(key, body) {
    let zipped = gzipCache.get(key);
    if (!zipped) {
      // Bounded: composed pages are versioned by the site host they were asked for, one of a few.
      if (gzipCache.size >= GZIP_CACHE_ENTRIES) gzipCache.clear();
      zipped = gzipSync(body, { level: 6 });
      gzipCache.set(key, zipped);
    }
    return zipped;
  }

  async function send(req, res, file, info, urlPath, { status = 200, requestPath = urlPath, body: given = null, version = `${file}:${info.mtimeMs}` } = {}) {
    const ext = path.extname(file);
    let body = given ?? (await readFile(file));
    const headers = {
      'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': status === 200 ? cacheControlFor(urlPath) : 'no-cache',
      ...baseSecurityHeaders({ production }),
      ...(ext === '.html' ? { 'Content-Security-Policy': await pagePolicy(file, info, body) } : {}),
      // A crawler that runs no script still learns that a site kept out of search engines is.
      ...(ext === '.html' && siteForRequest(requestPath, targetOf(req).hostname)?.indexed === false ? { 'X-Robots-Tag': 'noindex, nofollow' } : {}),
      // A remote's files may be read by a shell on another origin: one of the shell's, never anyone's.
      ...(urlPath.startsWith('/remotes/') ? corsHeaders(req.headers.origin, isShellOrigin(req)) : {}),
    };
    headers.Vary = [headers.Vary, 'Accept-Encoding'].filter(Boolean).join(', ');
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      body = compressed(version, body);
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** A prerendered public page in the shell's current template, or null. */
  async function prerenderedPage(req, indexFile, indexInfo, urlPath) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const { origin, hostname } = targetOf(req);
    const template = await readFile(indexFile, 'utf8');
    const page = prerendered.compose({ template, remotesManifest: remotesManifest(), pathname: urlPath, search: url.search, hostname, origin });
    return page && { body: Buffer.from(page.html), version: `${indexFile}:${indexInfo.mtimeMs}:${page.version}` };
  }

  /** The file's stats when it is a regular file, otherwise null. */
  async function fileInfo(file) {
    try {
      const info = await stat(file);
      return info.isFile() ? info : null;
    } catch {
      return null;
    }
  }

  return createServer(async (req, res) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { ...baseSecurityHeaders({ production }), Allow: 'GET, HEAD', 'Content-Type': 'text/plain' });
        res.end('Method Not Allowed');
        return;
      }
      let urlPath;
      try {
        urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
      } catch {
        res.writeHead(400, { ...baseSecurityHeaders({ production }), 'Content-Type': 'text/plain' });
        res.end('Bad Request');
        return;
      }
      if (urlPath === '/api/health' && req.method === 'GET' && new URL(req.url ?? '/', 'http://localhost').searchParams.has('detail')) {
        // The operators' view: every service, judged by the backend with the caller's token.
        const authorization = req.headers.authorization;
        const result = !runtimeConfig
          ? { status: 503, body: { message: 'No backend is configured for this deployment' } }
          : !authorization
            ? { status: 401, body: { message: 'Sign in as a platform operator and send your access token as a bearer token.' } }
            : await detailedHealth(runtimeConfig.supabase, authorization);
        const body = JSON.stringify(result.body);
        res.writeHead(result.status, { ...jsonHeaders('no-store'), 'Content-Length': Buffer.byteLength(body) });
        res.end(body);
        return;
      }
      if (urlPath === '/api/health') {
        // What the Check Connection recovery asks (spec 000 §7): the pages' own origin answers,
        // cheaply, without asking the backend.
        const body = JSON.stringify({ status: 'ok' });
        res.writeHead(200, { ...jsonHeaders('no-store'), 'Content-Length': Buffer.byteLength(body) });
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }
      if (urlPath === '/runtime-config.json') {
        // Where the apps find their backend: decided when the platform starts, not when it was built.
        if (!runtimeConfig) {
          res.writeHead(404, jsonHeaders('no-cache'));
          res.end(JSON.stringify({ message: 'No backend is configured for this deployment' }));
          return;
        }
        const body = JSON.stringify(runtimeConfig);
        res.writeHead(200, { ...jsonHeaders('no-cache'), 'Content-Length': Buffer.byteLength(body) });
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }
      if (urlPath === '/sitemap.xml' || urlPath === '/robots.txt') {
        // Written for the site host the crawler asked, so every host lists its own pages.
        const { origin, hostname } = targetOf(req);
        const sitemap = urlPath === '/sitemap.xml';
        const body = sitemap ? pages.sitemap(origin, hostname) : pages.robots(origin, hostname);
        res.writeHead(200, {
          ...baseSecurityHeaders({ production }),
          'Content-Type': sitemap ? 'application/xml; charset=utf-8' : 'text/plain; charset=utf-8',
          'Cache-Control': 'no-cache',
          'Content-Length': Buffer.byteLength(body),
        });
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }
      // Build tools keep private files in dot-folders (Vite's .vite/manifest.json): never served.
      if (urlPath.split('/').some((segment) => segment.startsWith('.'))) {
        res.writeHead(404, { ...baseSecurityHeaders({ production }), 'Content-Type': 'text/plain', 'Cache-Control': 'no-cache' });
        res.end('Not Found');
        return;
      }
      const target = locate(urlPath);
      if (!target) {
        res.writeHead(404, { ...baseSecurityHeaders({ production }), 'Content-Type': 'text/plain', 'Cache-Control': 'no-cache' });
        res.end('Not Found');
        return;
      }
      const file = path.join(target.root, path.normalize(target.relative));
      if (!file.startsWith(target.root)) {
        res.writeHead(403, { ...baseSecurityHeaders({ production }), 'Content-Type': 'text/plain' });
        res.end('Forbidden');
        return;
      }
      const info = await fileInfo(file);
      if (info) return await send(req, res, file, info, urlPath);
      // A path without an extension is a client-side route: hand it to the shell's router.
      const indexFile = path.join(shellDist, 'index.html');
      const indexInfo = target.spa && !path.extname(urlPath) ? await fileInfo(indexFile) : null;
      // An address that is no page still gets the app (it shows the not-found screen), with a 404.
      if (indexInfo) {
        const page = await prerenderedPage(req, indexFile, indexInfo, urlPath);
        return await send(req, res, indexFile, indexInfo, '/index.html', { requestPath: urlPath, status: pages.statusFor(urlPath, targetOf(req).hostname), ...(page ?? {}) });
      }
      res.writeHead(404, { ...baseSecurityHeaders({ production }), 'Content-Type': 'text/plain', 'Cache-Control': 'no-cache' });
      res.end('Not Found');
    } catch (error) {
      console.error('static server error', error);
      if (!res.headersSent) res.writeHead(500, { ...baseSecurityHeaders({ production }), 'Content-Type': 'text/plain' });
      res.end('Internal Server Error');
    }
  });
}
