import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAuthApi, OPEN_AUTH_PATHS } from './auth/router.mjs';
import { createAuthConfig, readAuthSettings } from './auth/config.mjs';
import { DEFAULT_SITE_URL, answerPreflight, applyCors, originMatcher, siteOrigins } from './cors.mjs';
import { createFunctionsRunner } from './functions.mjs';
import { API_SECURITY_HEADERS, applySecurityHeaders, sendJson } from './http.mjs';
import { createLogger } from './log.mjs';
import { createSchemaCache } from './rest/introspect.mjs';
import { createRestApi } from './rest/handler.mjs';
import { createRealtime } from './realtime/index.mjs';
import { createStorageApi, isOpenStorageRequest } from './storage/routes.mjs';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const DEFAULT_FUNCTIONS_DIR = path.join(REPO_ROOT, 'supabase/functions');

/**
 * The local backend: one HTTP server answering as the Supabase gateway does, with Auth
 * (`/auth/v1`), PostgREST (`/rest/v1`), edge functions (`/functions/v1`) and a health check.
 *
 * @param {{
 *   db: any,
 *   jwtSecret: string,
 *   anonKey: string,
 *   serviceRoleKey: string,
 *   allowedOrigins?: string[],
 *   functionsDir?: string,
 *   url?: string,
 *   siteUrl?: string,
 *   maxRows?: number,
 *   trustProxy?: boolean,
 *   auth?: import('./auth/config.mjs').AuthOptions & { configFile?: string | null },
 *   functions?: { verifyJwt?: boolean, timeoutMs?: number },
 *   storageDir?: string,
 *   storageFileSizeLimit?: number,
 *   log?: (message: string, error?: unknown) => void,
 * }} options
 * @returns {http.Server & { readonly url: string, reloadSchema: () => Promise<unknown> }}
 */
export function createBackend(options) {
  const { db, jwtSecret, anonKey, serviceRoleKey, functionsDir = DEFAULT_FUNCTIONS_DIR, maxRows = 1000, trustProxy = false } = options;
  const log = options.log ?? createLogger();
  const key = new TextEncoder().encode(jwtSecret);
  const apiKeys = new Set([anonKey, serviceRoleKey]);
  let publicUrl = options.url ?? '';

  const schemaCache = createSchemaCache(db);
  const rest = createRestApi({ db, schemaCache, jwtKey: key, maxRows, log });
  const { configFile = path.join(path.dirname(functionsDir), 'config.toml'), ...authOptions } = options.auth ?? {};
  const siteUrl = options.siteUrl ?? readAuthSettings(configFile).siteUrl ?? DEFAULT_SITE_URL;
  // Browsers may call with credentials, and mail links may lead back, only from the platform's
  // own pages: the site URL and its sites' host names, unless the caller lists the origins.
  const isAllowedOrigin = originMatcher(options.allowedOrigins ?? siteOrigins(siteUrl));
  const auth = createAuthApi({
    db,
    log,
    // Auth settings come from the project's config.toml (next to its functions), options on top.
    config: createAuthConfig({ key, url: () => publicUrl, siteUrl, trustProxy, isAllowedOrigin, configFile, auth: authOptions }),
  });
  const functions = createFunctionsRunner({
    functionsDir,
    key,
    log,
    verifyJwt: options.functions?.verifyJwt,
    timeoutMs: options.functions?.timeoutMs,
    trustProxy,
    env: () => ({ SUPABASE_URL: publicUrl, SUPABASE_ANON_KEY: anonKey, SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey }),
  });

  // Stored objects' bytes: in the given folder, or a temporary one removed with the server.
  const storageDir = options.storageDir ?? mkdtempSync(path.join(tmpdir(), 'fikrspace-storage-'));
  const roleTimeout = async (role) => (await schemaCache.get()).roleSettings.get(role)?.statement_timeout ?? null;
  const storage = createStorageApi({ db, jwtKey: key, storageDir, fileSizeLimit: options.storageFileSizeLimit, roleTimeout, log });

  // Realtime: the socket, postgres_changes and the REST broadcast API.
  const realtime = createRealtime({ db, jwtKey: key, apiKeys, log });

  /** The gateway's key check. Returns the key, or false when it has already answered. */
  function checkApiKey(req, res, url) {
    const header = req.headers.apikey;
    const apikey = (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('apikey');
    if (!apikey) {
      sendJson(res, 401, { message: 'No API key found in request' });
      return false;
    }
    if (!apiKeys.has(apikey)) {
      sendJson(res, 401, { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' });
      return false;
    }
    return apikey;
  }

  async function route(req, res) {
    let url;
    try {
      url = new URL(req.url ?? '/', 'http://local');
    } catch {
      return sendJson(res, 400, { message: 'Bad request' });
    }
    const pathname = url.pathname;
    const mount = /^\/(rest|auth|functions|storage|realtime)\/v1(\/.*)?$/.exec(pathname);
    if (mount?.[1] === 'functions') return functions(req, res, url, mount[2] ?? '');

    if (req.method === 'OPTIONS') return answerPreflight(req, res, isAllowedOrigin);
    applyCors(req, res, isAllowedOrigin);
    if (pathname === '/api/health' && (req.method === 'GET' || req.method === 'HEAD')) {
      // Answered from the database's state, never by queueing behind its work.
      const database = db.status?.() ?? 'ok';
      if (database !== 'ok') return sendJson(res, 503, { status: 'unavailable', database }, { 'Cache-Control': 'no-store', 'Retry-After': '1' });
      return sendJson(res, 200, { status: 'ok' }, { 'Cache-Control': 'no-store' });
    }
    if (mount?.[1] === 'rest') {
      const apikey = checkApiKey(req, res, url);
      if (!apikey) return undefined;
      // With only an API key, the key itself is the caller's JWT, as on the hosted gateway.
      if (!req.headers.authorization) req.headers.authorization = `Bearer ${apikey}`;
      return rest(req, res, url, mount[2] ?? '');
    }
    if (mount?.[1] === 'storage') {
      if (!isOpenStorageRequest(req, url)) {
        const apikey = checkApiKey(req, res, url);
        if (!apikey) return undefined;
        if (!req.headers.authorization) req.headers.authorization = `Bearer ${apikey}`;
      }
      return storage(req, res, url);
    }
    if (mount?.[1] === 'realtime') {
      if (!checkApiKey(req, res, url)) return undefined;
      return realtime.http(req, res, url, mount[2] ?? '');
    }
    if (mount?.[1] === 'auth') {
      const subpath = mount[2] ?? '/';
      if (!OPEN_AUTH_PATHS.has(subpath.replace(/\/+$/, '')) && !checkApiKey(req, res, url)) return undefined;
      return auth(req, res, url, subpath);
    }
    return sendJson(res, 404, { message: 'no Route matched with those values' });
  }

  const server = http.createServer((req, res) => {
    applySecurityHeaders(res);
    route(req, res).catch((error) => {
      log('request failed', error);
      if (!res.headersSent) sendJson(res, 500, { message: 'An unexpected error occurred' });
      else res.destroy();
    });
  });
  server.on('listening', () => {
    if (options.url) return;
    const address = server.address();
    if (address && typeof address === 'object') {
      const host = address.address === '::' || address.address === '0.0.0.0' ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
      publicUrl = `http://${host}:${address.port}`;
    }
  });
  // Realtime's WebSocket (`/realtime/v1/websocket`); it ends its sockets before the server closes,
  // since an upgraded socket would keep close() waiting.
  server.on('upgrade', realtime.upgrade);
  const closeServer = server.close.bind(server);
  server.close = (callback) => {
    realtime.close().catch((error) => log('realtime: closing failed', error));
    return closeServer(callback);
  };
  server.on('clientError', (_error, socket) => {
    const headers = Object.entries(API_SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}\r\n`).join('');
    if (socket.writable) socket.end(`HTTP/1.1 400 Bad Request\r\n${headers}Connection: close\r\n\r\n`);
  });
  if (!options.storageDir) {
    const removeStorage = () => rmSync(storageDir, { recursive: true, force: true });
    process.once('exit', removeStorage);
    server.once('close', () => {
      process.off('exit', removeStorage);
      removeStorage();
    });
  }
  Object.defineProperty(server, 'url', { get: () => publicUrl });
  Object.defineProperty(server, 'reloadSchema', {
    value: async () => {
      const schema = await schemaCache.refresh();
      await realtime.refresh();
      return schema;
    },
  });
  return /** @type {any} */ (server);
}
