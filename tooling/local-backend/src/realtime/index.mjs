import { WebSocketServer } from 'ws';
import { API_SECURITY_HEADERS, headerObject } from '../http.mjs';
import { createBroadcastApi } from './broadcast-api.mjs';
import { Connection } from './connection.mjs';
import { createHub } from './hub.mjs';
import { createPostgresChanges } from './postgres-changes.mjs';
import { verifyRealtimeToken } from './tokens.mjs';

/**
 * Realtime (`/realtime/v1/websocket`) as supabase-js's realtime client speaks to hosted Supabase:
 * the gateway's API key check and Realtime's token check before the upgrade, then the Phoenix
 * socket protocol (connection.mjs) with broadcast, presence and postgres_changes; and the REST
 * broadcast API beside it (broadcast-api.mjs).
 *
 * @typedef {{
 *   db: any,
 *   jwtKey: Uint8Array,
 *   log: (message: string, error?: unknown) => void,
 *   hub: ReturnType<typeof createHub>,
 *   postgresChanges: ReturnType<typeof createPostgresChanges>,
 * }} Services
 */

export const REALTIME_SOCKET_PATH = '/realtime/v1/websocket';
/** Upstream's max_frame_size. */
const MAX_FRAME_BYTES = 5_000_000;

/** Upstream's answers to a refused connection (RealtimeWeb.UserSocket.error_response). */
const CONNECT_ERRORS = Object.freeze({
  missing: 'API key is missing',
  expired: 'Token has expired',
  missing_claims: 'Fields `role` and `exp` are required in JWT',
  malformed: 'The token provided is not a valid JWT',
  signature: 'Failed to validate JWT signature',
  signer: 'Failed to generate JWT signer, check your JWT secret or JWKS configuration',
});

/** @param {number} status */
const STATUS_TEXT = (status) => ({ 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 500: 'Internal Server Error', 503: 'Service Unavailable' })[status] ?? 'Error';

/**
 * Answers an upgrade request with a plain HTTP response and closes the connection.
 * @param {import('node:stream').Duplex} socket
 * @param {number} status
 * @param {unknown} [body] JSON body; none when undefined
 */
function refuse(socket, status, body) {
  if (!socket.writable) return void socket.destroy();
  const text = body === undefined ? '' : JSON.stringify(body);
  const headers = {
    ...API_SECURITY_HEADERS,
    ...(body === undefined ? {} : { 'Content-Type': 'application/json; charset=utf-8' }),
    'Content-Length': String(Buffer.byteLength(text)),
    Connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  socket.end(`HTTP/1.1 ${status} ${STATUS_TEXT(status)}\r\n${lines}\r\n${text}`);
}

/** Phoenix accepts a serializer version `~> 1.0.0` or `~> 2.0.0`; none given means 1.0.0. @param {string | null} vsn */
function protocolVersion(vsn) {
  const version = vsn ?? '1.0.0';
  if (/^1\.0\.\d+$/.test(version)) return '1.0.0';
  if (/^2\.0\.\d+$/.test(version)) return '2.0.0';
  return null;
}

/**
 * @param {{ db: any, jwtKey: Uint8Array, apiKeys: Set<string>, log: (message: string, error?: unknown) => void }} options
 */
export function createRealtime({ db, jwtKey, apiKeys, log }) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false, clientTracking: false });
  /** @type {Services} */
  const services = { db, jwtKey, log, hub: createHub(), postgresChanges: createPostgresChanges({ db, log }) };
  /** @type {Set<Connection>} */
  const connections = new Set();
  const broadcastApi = createBroadcastApi(services);
  let closed = false;

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:stream').Duplex} socket
   * @param {Buffer} head
   */
  async function upgrade(req, socket, head) {
    socket.on('error', () => socket.destroy());
    let url;
    try {
      url = new URL(req.url ?? '/', 'http://local');
    } catch {
      return refuse(socket, 400, { message: 'Bad request' });
    }
    if (url.pathname !== REALTIME_SOCKET_PATH) return refuse(socket, 404, { message: 'no Route matched with those values' });
    if (closed) return refuse(socket, 503, { message: 'The server is shutting down' });
    // The gateway's key check comes first, as on the hosted platform.
    const header = req.headers.apikey;
    const apikey = (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('apikey');
    if (!apikey) return refuse(socket, 401, { message: 'No API key found in request' });
    if (!apiKeys.has(apikey)) return refuse(socket, 401, { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' });
    const vsn = protocolVersion(url.searchParams.get('vsn'));
    if (!vsn) return refuse(socket, 403);
    const xApiKey = req.headers['x-api-key'];
    const token = (Array.isArray(xApiKey) ? xApiKey[0] : xApiKey) ?? apikey;
    const verified = await verifyRealtimeToken(token, jwtKey);
    if ('error' in verified) return refuse(socket, 401, { error: CONNECT_ERRORS[verified.error] });
    if (closed || socket.destroyed) return refuse(socket, 503, { message: 'The server is shutting down' });
    // Changes are read from the first connection on, so a database that never serves Realtime is left alone.
    services.postgresChanges.start().catch((error) => log('realtime: database changes cannot be streamed', error));
    wss.handleUpgrade(req, socket, head, (ws) => {
      const connection = new Connection(ws, {
        vsn,
        apikey: token,
        headers: headerObject(req),
        services,
        onClose: () => connections.delete(connection),
      });
      connections.add(connection);
      if (closed) connection.terminate();
    });
    return undefined;
  }

  return {
    /**
     * The server's `upgrade` event: a socket for Realtime, an HTTP error answer otherwise.
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:stream').Duplex} socket
     * @param {Buffer} head
     */
    upgrade(req, socket, head) {
      upgrade(req, socket, head).catch((error) => {
        log('realtime: an upgrade failed', error);
        refuse(socket, 500, { message: 'An unexpected error occurred' });
      });
    },
    /** Realtime's HTTP endpoints under /realtime/v1 (the REST broadcast API). */
    http: broadcastApi,
    /** After the schema changed: capture triggers follow the publication. */
    refresh: () => services.postgresChanges.sync(),
    /** Drops every connection (clients reconnect elsewhere or later) and stops reading changes. */
    async close() {
      if (closed) return;
      closed = true;
      for (const connection of [...connections]) connection.terminate(1001, 'server shutting down');
      connections.clear();
      await services.postgresChanges.close();
    },
    /** Open sockets, for tests and diagnostics. */
    connectionCount: () => connections.size,
  };
}
