import { HttpError, bearerToken, headerObject, readBody, send, sendJson } from '../http.mjs';
import { hubKeyOf } from './hub.mjs';
import { writePolicy } from './policies.mjs';
import { verifyRealtimeToken } from './tokens.mjs';

/**
 * Realtime's REST broadcast endpoints, which supabase-js uses for `send()` on a channel that is
 * not joined and for `httpSend()`:
 *
 *   POST /realtime/v1/api/broadcast                          `{ messages: [{ topic, event, payload, private? }] }`
 *   POST /realtime/v1/api/broadcast/<topic>/events/<event>   the payload as the body (JSON or bytes), `?private=true`
 *
 * Both answer 202 with no body. The caller's token (Authorization, else apikey) must verify; a
 * private message is only sent when the caller's policies let it write to the topic, and is
 * otherwise dropped silently, as upstream does (BatchBroadcast, SingleBroadcast).
 */

const SINGLE = /^\/api\/broadcast\/([^/]+)\/events\/([^/]+)$/;

/** @param {unknown} value */
const isObject = (value) => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** Ecto's boolean cast. @param {unknown} value */
function booleanOf(value) {
  if (value === undefined || value === null) return false;
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return null;
}

/**
 * @param {import('./index.mjs').Services} services
 */
export function createBroadcastApi(services) {
  const { hub, jwtKey, db, log } = services;

  /** @param {import('node:http').IncomingMessage} req */
  async function caller(req) {
    const header = req.headers.apikey;
    const token = bearerToken(req) ?? (Array.isArray(header) ? header[0] : header);
    const verified = await verifyRealtimeToken(token, jwtKey);
    if ('error' in verified) throw new HttpError(401, { message: 'Unauthorized' });
    return verified.claims;
  }

  /**
   * @param {Record<string, any>} claims
   * @param {Record<string, string>} headers
   * @param {string} topic
   * @param {boolean} isPrivate
   * @param {import('./hub.mjs').BroadcastMessage} message
   */
  async function deliver(claims, headers, topic, isPrivate, message) {
    if (isPrivate) {
      const allowed = await writePolicy(db, { topic, claims, headers }, 'broadcast').catch((error) => {
        log('realtime: a private channel policy failed', error);
        return false;
      });
      if (!allowed) return;
    }
    hub.publish(hubKeyOf(topic, isPrivate), message);
  }

  /** @param {import('node:http').IncomingMessage} req */
  async function jsonBody(req) {
    try {
      return JSON.parse((await readBody(req)).toString('utf8') || 'null');
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw new HttpError(400, { message: 'Malformed JSON body' });
    }
  }

  /** @param {import('node:http').IncomingMessage} req */
  async function batch(req) {
    const claims = await caller(req);
    const body = await jsonBody(req);
    const messages = isObject(body) && Array.isArray(body.messages) ? body.messages : null;
    if (!messages || messages.length === 0) throw new HttpError(422, { errors: { messages: ["can't be blank"] } });
    const problems = messages.map((message) => {
      if (!isObject(message)) return { message: ['is invalid'] };
      /** @type {Record<string, string[]>} */
      const errors = {};
      for (const field of ['topic', 'event']) if (typeof message[field] !== 'string' || message[field] === '') errors[field] = ["can't be blank"];
      if (message.payload === undefined || message.payload === null) errors.payload = ["can't be blank"];
      else if (!isObject(message.payload)) errors.payload = ['is invalid'];
      if (booleanOf(message.private) === null) errors.private = ['is invalid'];
      return errors;
    });
    if (problems.some((errors) => Object.keys(errors).length > 0)) throw new HttpError(422, { errors: { messages: problems } });
    const headers = headerObject(req);
    for (const message of messages) {
      const payload = { type: 'broadcast', event: message.event, payload: message.payload, ...(typeof message.id === 'string' ? { meta: { id: message.id } } : {}) };
      await deliver(claims, headers, message.topic, /** @type {boolean} */ (booleanOf(message.private)), { json: payload });
    }
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {URL} url
   * @param {string} topic
   * @param {string} event
   */
  async function single(req, url, topic, event) {
    const type = String(req.headers['content-type'] ?? '').toLowerCase();
    const binary = type.startsWith('application/octet-stream');
    if (!binary && !type.startsWith('application/json')) throw new HttpError(415, { message: 'Unsupported Media Type' });
    const claims = await caller(req);
    const isPrivate = url.searchParams.get('private') === 'true';
    /** @type {import('./hub.mjs').BroadcastMessage} */
    let message;
    if (binary) {
      message = { user: { event, json: false, bytes: await readBody(req), meta: null } };
    } else {
      const payload = await jsonBody(req);
      if (!isObject(payload)) throw new HttpError(422, { errors: { payload: ['is invalid'] } });
      message = { json: { type: 'broadcast', event, payload } };
    }
    await deliver(claims, headerObject(req), topic, isPrivate, message);
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {URL} url
   * @param {string} subpath the path after /realtime/v1
   */
  return async function handleBroadcastApi(req, res, url, subpath) {
    try {
      const match = SINGLE.exec(subpath);
      if (req.method === 'POST' && subpath === '/api/broadcast') await batch(req);
      else if (req.method === 'POST' && match) await single(req, url, decodeURIComponent(match[1]), decodeURIComponent(match[2]));
      else return sendJson(res, 404, { message: 'Not Found' });
      return send(res, 202, null);
    } catch (error) {
      if (error instanceof HttpError) return sendJson(res, error.status, error.body);
      if (error instanceof URIError) return sendJson(res, 400, { message: 'Malformed percent-encoding in the request path' });
      throw error;
    }
  };
}
