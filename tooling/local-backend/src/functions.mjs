import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { HttpError, bearerToken, clientIp, readBody, send, sendJson } from './http.mjs';
import { verifyToken } from './jwt.mjs';

/**
 * Runs the project's edge functions in this process. Each function lives in
 * `supabase/functions/<name>/`: `index.ts` is the Deno entry the hosted runtime serves, and
 * `handler.js` holds the handler in plain JavaScript (`(Request, env) => Response`), which is
 * what runs here. Like the hosted runtime, the gateway adds no CORS headers: functions answer
 * preflight requests themselves.
 */

/**
 * `verify_jwt` of each function from supabase/config.toml (`[functions.<name>]`), read on every
 * call so an edit applies at once. Functions not listed keep the hosted default, true.
 * @param {string} configFile
 * @param {string} name
 */
export function verifyJwtSetting(configFile, name) {
  if (!existsSync(configFile)) return true;
  let section = null;
  for (const line of readFileSync(configFile, 'utf8').split(/\r?\n/)) {
    const header = /^\s*\[([^\]]+)\]\s*(#.*)?$/.exec(line);
    if (header) {
      section = header[1].trim().replace(/"/g, '');
      continue;
    }
    const setting = /^\s*verify_jwt\s*=\s*(true|false)\b/.exec(line);
    if (setting && section === `functions.${name}`) return setting[1] === 'true';
  }
  return true;
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'upgrade', 'host']);

/**
 * @param {{ functionsDir: string, key: Uint8Array, env: () => Record<string, string>, verifyJwt?: boolean,
 *   timeoutMs?: number, trustProxy?: boolean, log?: (message: string, error?: unknown) => void }} options
 */
export function createFunctionsRunner({ functionsDir, key, env, verifyJwt, timeoutMs = 150_000, trustProxy = false, log = () => undefined }) {
  const configFile = path.join(path.dirname(functionsDir), 'config.toml');
  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {URL} url
   * @param {string} subpath the path after /functions/v1
   */
  return async function handleFunction(req, res, url, subpath) {
    const name = subpath.split('/').filter(Boolean)[0] ?? '';
    const file = path.join(functionsDir, name, 'handler.js');
    if (!/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(name) || !existsSync(file)) {
      return send(res, 404, 'Function not found', { 'Content-Type': 'text/plain; charset=utf-8' });
    }
    // The hosted runtime checks the JWT before the function runs (verify_jwt), except for preflight.
    if ((verifyJwt ?? verifyJwtSetting(configFile, name)) && req.method !== 'OPTIONS') {
      const token = bearerToken(req);
      if (!token) return sendJson(res, 401, { msg: 'Error: Missing authorization header' });
      const result = await verifyToken(token, key);
      if ('error' in result) return sendJson(res, 401, { msg: 'Invalid JWT' });
    }
    let handler;
    try {
      // The modification time in the URL makes an edited handler load on the next request.
      const module = await import(`${pathToFileURL(file).href}?v=${statSync(file).mtimeMs}`);
      handler = module.default;
      if (typeof handler !== 'function') throw new TypeError(`${name}/handler.js has no default export function`);
    } catch (error) {
      log(`function ${name} failed to load`, error);
      return sendJson(res, 503, { code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' });
    }
    try {
      const headers = new Headers();
      for (const [header, value] of Object.entries(req.headers)) {
        if (value === undefined || HOP_BY_HOP.has(header)) continue;
        for (const item of Array.isArray(value) ? value : [value]) headers.append(header, item);
      }
      // The hosted gateway tells a function who called it by appending the address it accepted
      // the connection from to X-Forwarded-For, after whatever the client sent; so does this one.
      const caller = clientIp(req, trustProxy);
      const sent = headers.get('x-forwarded-for');
      headers.set('x-forwarded-for', sent ? `${sent}, ${caller}` : caller);
      headers.set('x-real-ip', caller);
      const method = req.method ?? 'GET';
      const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
      const request = new Request(url.toString(), { method, headers, body });
      let timer;
      const timeout = new Promise((_, reject) => {
        timer = setTimeout(() => reject(Object.assign(new Error('wall clock limit reached'), { workerLimit: true })), timeoutMs);
      });
      let response;
      try {
        response = await Promise.race([Promise.resolve(handler(request, env())), timeout]);
      } finally {
        clearTimeout(timer);
      }
      if (!(response instanceof Response)) throw new TypeError(`${name} did not return a Response`);
      /** @type {Record<string, string>} */
      const out = {};
      response.headers.forEach((value, header) => {
        if (!HOP_BY_HOP.has(header)) out[header] = value;
      });
      const bytes = Buffer.from(await response.arrayBuffer());
      return send(res, response.status, response.status === 204 || response.status === 304 ? null : bytes, out);
    } catch (error) {
      if (error instanceof HttpError) return sendJson(res, error.status, error.body);
      if (error && typeof error === 'object' && 'workerLimit' in error) return sendJson(res, 546, { code: 'WORKER_LIMIT', message: 'Function exceeded its wall clock limit' });
      log(`function ${name} failed`, error);
      return sendJson(res, 500, { code: 'WORKER_ERROR', msg: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' });
    }
  };
}
