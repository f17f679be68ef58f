import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

/**
 * Helpers for the Realtime suites: supabase-js clients with the platform's realtime timings,
 * promises for what a channel receives, and a bare protocol client for what supabase-js never sends.
 */

/** The timings the platform's clients use (heartbeat 25 s, push timeout 10 s, reconnect 1, 2, 5, then 10 s). */
export const REALTIME_TIMINGS = {
  heartbeatIntervalMs: 25_000,
  timeout: 10_000,
  reconnectAfterMs: (/** @type {number} */ tries) => [1000, 2000, 5000][tries - 1] ?? 10_000,
};

/**
 * A supabase-js client of the backend with realtime over `ws`, as the API key `key` or, with
 * `accessToken`, as that token's user: set before any channel joins, so every join carries it
 * (a token set while a join is under way only reaches the server when it changes again).
 * @param {{ url: string, anonKey: string }} backend
 * @param {{ key?: string, accessToken?: string }} [options]
 */
export async function realtimeClient(backend, { key = backend.anonKey, accessToken } = {}) {
  const client = createClient(backend.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: /** @type {any} */ ({ transport: WebSocket, ...REALTIME_TIMINGS }),
  });
  if (accessToken) await client.realtime.setAuth(accessToken);
  return client;
}

/**
 * Collects what arrives; `until(n)` resolves once n items have arrived, with all of them.
 * @template T
 */
export function inbox() {
  /** @type {T[]} */
  const items = [];
  /** @type {Array<{ count: number, resolve: (items: T[]) => void }>} */
  let waiting = [];
  return {
    items,
    /** @param {T} item */
    push(item) {
      items.push(item);
      const ready = waiting.filter((waiter) => items.length >= waiter.count);
      waiting = waiting.filter((waiter) => items.length < waiter.count);
      for (const waiter of ready) waiter.resolve([...items]);
    },
    /** @param {number} count @returns {Promise<T[]>} */
    until(count) {
      if (items.length >= count) return Promise.resolve([...items]);
      return new Promise((resolve) => waiting.push({ count, resolve }));
    },
  };
}

/**
 * Subscribes a channel and resolves once it is joined and, when it has postgres_changes
 * bindings, once the server confirmed them (`system` "Subscribed to PostgreSQL"), as apps must
 * wait on hosted Supabase. Rejects on CHANNEL_ERROR or TIMED_OUT.
 * @param {import('@supabase/supabase-js').RealtimeChannel} channel
 * @param {{ postgres?: boolean }} [options]
 */
export function subscribed(channel, { postgres = false } = {}) {
  const confirmed = postgres ? systemMessages(channel).until(1) : Promise.resolve([]);
  const joined = new Promise((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve(undefined);
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(error ?? new Error(status));
    });
  });
  return Promise.all([joined, confirmed]).then(([, messages]) => messages[0]);
}

/** @type {WeakMap<object, ReturnType<typeof inbox>>} */
const systemInboxes = new WeakMap();

/**
 * Every `system` message of a channel, from its first subscription on.
 * @param {import('@supabase/supabase-js').RealtimeChannel} channel
 * @returns {ReturnType<typeof inbox<any>>}
 */
export function systemMessages(channel) {
  let messages = systemInboxes.get(channel);
  if (!messages) {
    const created = inbox();
    channel.on('system', {}, (payload) => created.push(payload));
    systemInboxes.set(channel, created);
    messages = created;
  }
  return messages;
}

/**
 * A bare Phoenix client: the frames it receives (text parsed, binary as Buffer), and `send`.
 * @param {string} url ws:// URL with query
 * @param {Record<string, string>} [headers]
 */
export async function rawSocket(url, headers = {}) {
  const socket = new WebSocket(url, { headers });
  /** @type {ReturnType<typeof inbox<any>>} */
  const frames = inbox();
  const closed = new Promise((resolve) => socket.on('close', (code) => resolve(code)));
  socket.on('message', (data, isBinary) => frames.push(isBinary ? /** @type {Buffer} */ (data) : JSON.parse(data.toString())));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return {
    socket,
    frames,
    closed,
    /** @param {unknown} message an array (text frame) or a Buffer (binary) */
    send: (message) => socket.send(Buffer.isBuffer(message) ? message : JSON.stringify(message)),
    /** The next frame matching `predicate`, counting from frame `from`. */
    async next(predicate, from = 0) {
      for (let count = from + 1; ; count += 1) {
        const all = await frames.until(count);
        const found = all.slice(from).find(predicate);
        if (found) return found;
      }
    },
    close: () => socket.terminate(),
  };
}

/**
 * What an upgrade request is answered with when it is refused (status and JSON body), or
 * `{ status: 101 }` when it is accepted.
 * @param {string} url
 * @param {Record<string, string>} [headers]
 */
export function upgradeAnswer(url, headers = {}) {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, { headers });
    socket.on('open', () => {
      socket.terminate();
      resolve({ status: 101, body: null });
    });
    socket.on('unexpected-response', (_request, response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode, body: text ? JSON.parse(text) : null });
        socket.terminate();
      });
    });
    socket.on('error', () => undefined);
  });
}

/** The socket URL of a backend with the given query parameters. @param {string} base @param {Record<string, string>} params */
export const socketUrl = (base, params) => `${base.replace(/^http/, 'ws')}/realtime/v1/websocket?${new URLSearchParams(params)}`;
