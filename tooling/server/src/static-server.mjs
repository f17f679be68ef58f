import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { detailedHealth } from './health-detail.mjs';

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

/**
 * Serves the production build of the shell at / and each remote under /remotes/<name>/, the same
 * layout a CDN deployment would use. Unknown non-file paths fall back to the shell's index.html.
 */
export function createStaticServer({ appsDir, remotes, runtimeConfig = null }) {
  const shellDist = path.join(appsDir, 'shell', 'dist');
  const gzipCache = new Map();

  function locate(urlPath) {
    const match = /^\/remotes\/([a-z-]+)(\/.*)?$/.exec(urlPath);
    if (match) {
      const [, name, rest = '/'] = match;
      if (!remotes.includes(name)) return null;
      return { root: path.join(appsDir, name, 'dist'), relative: rest, spa: false };
    }
    return { root: shellDist, relative: urlPath, spa: true };
  }

  /** Compressed once per file version (path and modification time), then served from memory. */
  function compressed(file, info, body) {
    const key = `${file}:${info.mtimeMs}`;
    let zipped = gzipCache.get(key);
    if (!zipped) {
      zipped = gzipSync(body, { level: 6 });
      gzipCache.set(key, zipped);
    }
    return zipped;
  }

  async function send(req, res, file, info, urlPath, status = 200) {
    const ext = path.extname(file);
    let body = await readFile(file);
    const headers = {
      'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': status === 200 ? cacheControlFor(urlPath) : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      // Remotes may be fetched by a shell on another origin; they are public files.
      'Access-Control-Allow-Origin': '*',
      Vary: 'Accept-Encoding',
    };
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      body = compressed(file, info, body);
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
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
        res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' });
        res.end('Method Not Allowed');
        return;
      }
      let urlPath;
      try {
        urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
      } catch {
        res.writeHead(400, { 'Content-Type': 'text/plain' });
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
        res.writeHead(result.status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(body) });
        res.end(body);
        return;
      }
      if (urlPath === '/api/health') {
        // What the Check Connection recovery asks (spec 000 §7): the pages' own origin answers,
        // cheaply, without asking the backend.
        const body = JSON.stringify({ status: 'ok' });
        res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(body) });
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }
      if (urlPath === '/runtime-config.json') {
        // Where the apps find their backend: decided when the platform starts, not when it was built.
        if (!runtimeConfig) {
          res.writeHead(404, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
          res.end(JSON.stringify({ message: 'No backend is configured for this deployment' }));
          return;
        }
        const body = JSON.stringify(runtimeConfig);
        res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache', 'Content-Length': Buffer.byteLength(body) });
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }
      // Build tools keep private files in dot-folders (Vite's .vite/manifest.json): never served.
      if (urlPath.split('/').some((segment) => segment.startsWith('.'))) {
        res.writeHead(404, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-cache' });
        res.end('Not Found');
        return;
      }
      const target = locate(urlPath);
      if (!target) {
        res.writeHead(404, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-cache' });
        res.end('Not Found');
        return;
      }
      const file = path.join(target.root, path.normalize(target.relative));
      if (!file.startsWith(target.root)) {
        res.writeHead(403, { 'Content-Type': 'text/plain' });
        res.end('Forbidden');
        return;
      }
      const info = await fileInfo(file);
      if (info) return await send(req, res, file, info, urlPath);
      // A path without an extension is a client-side route: hand it to the shell's router.
      const indexFile = path.join(shellDist, 'index.html');
      const indexInfo = target.spa && !path.extname(urlPath) ? await fileInfo(indexFile) : null;
      if (indexInfo) return await send(req, res, indexFile, indexInfo, '/index.html');
      res.writeHead(404, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-cache' });
      res.end('Not Found');
    } catch (error) {
      console.error('static server error', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('Internal Server Error');
    }
  });
}
