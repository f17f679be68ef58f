/**
 * Small helpers over node:http shared by the auth, REST and functions routes.
 */

import { MAX_BODY_BYTES } from './limits.mjs';

/** An error that already knows the HTTP answer it stands for. */
export class HttpError extends Error {
  /**
   * @param {number} status
   * @param {unknown} body JSON body
   * @param {Record<string, string>} [headers]
   */
  constructor(status, body, headers = {}) {
    super(typeof body === 'object' && body && 'message' in body ? String(body.message) : `HTTP ${status}`);
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

/**
 * What every answer carries, errors, preflights and health included. The API answers data, never
 * documents: a body is only read as the type it is sent with, and no page may frame one. Neither
 * header changes what supabase-js or any other fetch client reads. A function's own values for
 * these headers stand, as they would on the hosted edge runtime.
 */
export const API_SECURITY_HEADERS = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "frame-ancestors 'none'",
});

/** @param {import('node:http').ServerResponse} res */
export function applySecurityHeaders(res) {
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) res.setHeader(name, value);
}

const tooLarge = (limit) => new HttpError(413, { message: `Request body is larger than ${limit} bytes` });

/**
 * Reads the whole request body, up to `limit` bytes. A larger body is refused with 413 rather
 * than buffered, so one client cannot exhaust the process's memory. The rest of an oversized
 * body is read and discarded instead of resetting the connection, so the client receives the
 * 413 answer.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} [limit]
 * @returns {Promise<Buffer>}
 */
export function readBody(req, limit = MAX_BODY_BYTES) {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      req.resume();
      reject(tooLarge(limit));
      return;
    }
    const chunks = [];
    let size = 0;
    let refused = false;
    req.on('data', (chunk) => {
      if (refused) return;
      size += chunk.length;
      if (size > limit) {
        refused = true;
        chunks.length = 0;
        reject(tooLarge(limit));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!refused) resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string | Buffer | null} body
 * @param {Record<string, string | number>} [headers]
 */
export function send(res, status, body, headers = {}) {
  if (res.headersSent) return;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.statusCode = status;
  const isHead = res.req?.method === 'HEAD';
  if (body === null || body === undefined) {
    res.end();
    return;
  }
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(isHead ? undefined : body);
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} value
 * @param {Record<string, string | number>} [headers]
 */
export function sendJson(res, status, value, headers = {}) {
  send(res, status, JSON.stringify(value), { 'Content-Type': 'application/json; charset=utf-8', ...headers });
}

/** Lower-case header map with repeated headers joined, the way PostgREST exposes them. */
export function headerObject(req) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

/** The bearer token of the Authorization header, or null. */
export function bearerToken(req) {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^bearer\s+(.+)$/i.exec(header.trim());
  return match ? match[1].trim() : null;
}

/**
 * Client address for rate limiting. Forwarded headers are only believed when the backend is
 * told it sits behind a proxy, otherwise any client could pick its own address; and then only
 * the last hop, the one that proxy appended: the hops before it are whatever the client sent.
 * @param {import('node:http').IncomingMessage} req @param {boolean} trustProxy
 */
export function clientIp(req, trustProxy) {
  if (trustProxy) {
    const forwarded = req.headers['x-forwarded-for'];
    const last = (Array.isArray(forwarded) ? forwarded.at(-1) : forwarded)?.split(',').at(-1)?.trim();
    if (last) return last;
  }
  return req.socket.remoteAddress ?? 'unknown';
}
