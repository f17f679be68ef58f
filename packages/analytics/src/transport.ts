import { ServiceError } from '@fikrspace/errors';
import type { EdgePayload } from './event';

export interface EdgeTransportOptions {
  /** The backend URL (functions at {url}/functions/v1). */
  url: string;
  anonKey: string;
  /** The signed-in user's access token, if any. */
  getAccessToken?: () => Promise<string | null | undefined>;
  fetch?: typeof fetch;
  sendBeacon?: (url: string, data: Blob) => boolean;
}

export interface Transport {
  /** Sends one event; rejects with a ServiceError (API_ERROR) carrying the status and text. */
  send(payload: EdgePayload, options?: { keepalive?: boolean }): Promise<void>;
  /** Best effort while the page goes away; true when the browser took it. */
  sendOnHide(payload: EdgePayload): Promise<boolean>;
}

/** A failed call: status 0 when the network itself failed (offline, DNS, CORS). */
export function apiError(status: number, text: string, cause?: unknown): ServiceError {
  return ServiceError.fromCode('API_ERROR', { status, text: text.slice(0, 500) }, status || 503, { cause });
}

export const isNetworkFailure = (error: unknown) => error instanceof ServiceError && error.context.status === 0;

/**
 * Spec 001 §7.3: POST {backend}/functions/v1/analytics-track, one call per event, with the API
 * key and bearer auth (the user's token when signed in, else the anonymous key).
 */
/**
 * Calls one of the project's edge functions with the API key and bearer auth (the user's token
 * when signed in, else the anonymous key). Rejects with API_ERROR: the status and text of a
 * non-OK answer, status 0 when the network failed.
 */
export function createFunctionCaller({ url, anonKey, getAccessToken, fetch: fetchImpl = globalThis.fetch.bind(globalThis) }: Omit<EdgeTransportOptions, 'sendBeacon'>) {
  const base = `${url.replace(/\/+$/, '')}/functions/v1`;
  return async function callFunction(name: string, body: unknown, { keepalive = false }: { keepalive?: boolean } = {}): Promise<void> {
    const token = (await getAccessToken?.().catch(() => null)) || anonKey;
    let response: Response;
    try {
      response = await fetchImpl(`${base}/${name}`, {
        method: 'POST',
        keepalive,
        headers: { apikey: anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    } catch (error) {
      throw apiError(0, error instanceof Error ? error.message : String(error), error);
    }
    if (!response.ok) throw apiError(response.status, await response.text().catch(() => ''));
  };
}

export type FunctionCaller = ReturnType<typeof createFunctionCaller>;

export function createEdgeTransport(options: EdgeTransportOptions): Transport {
  const { url, anonKey, getAccessToken, sendBeacon } = options;
  const endpoint = `${url.replace(/\/+$/, '')}/functions/v1/analytics-track`;
  const callFunction = createFunctionCaller(options);
  const send = (payload: EdgePayload, { keepalive = false }: { keepalive?: boolean } = {}) => callFunction('analytics-track', payload, { keepalive });

  return {
    send,
    async sendOnHide(payload) {
      const token = await getAccessToken?.().catch(() => null);
      // A visitor's event needs no header but the key, which a beacon carries in the query
      // string; a signed-in user's needs the bearer token, which only a keepalive fetch carries.
      if (!token && sendBeacon) {
        return sendBeacon(`${endpoint}?apikey=${encodeURIComponent(anonKey)}`, new Blob([JSON.stringify(payload)], { type: 'text/plain;charset=UTF-8' }));
      }
      return send(payload, { keepalive: true }).then(
        () => true,
        () => false,
      );
    },
  };
}

export interface WorkerTransportOptions {
  url: string;
  secret: string;
  fetch?: typeof fetch;
}

/**
 * Spec 001 §7.3: the optional analytics worker. One POST per batch, bearer secret, body
 * `{ events: [{ indexes, blobs }] }` (the data-point shape of an analytics engine: one index to
 * sample by, then the text fields in a fixed order). A non-OK answer throws with the status.
 */
export const WORKER_BLOB_FIELDS = ['eventName', 'eventType', 'pagePath', 'sessionId', 'deviceType', 'utmSource', 'organizationId', 'timestamp'] as const;

export function toWorkerEvent(payload: EdgePayload): { indexes: string[]; blobs: string[] } {
  const fields: Record<(typeof WORKER_BLOB_FIELDS)[number], string | undefined | null> = {
    eventName: payload.eventName,
    eventType: payload.eventType,
    pagePath: payload.pagePath,
    sessionId: payload.sessionId,
    deviceType: payload.deviceType,
    utmSource: payload.utmParams?.utmSource,
    organizationId: payload.organizationId,
    timestamp: payload.timestamp,
  };
  return { indexes: [payload.visitorId ?? ''], blobs: WORKER_BLOB_FIELDS.map((field) => fields[field] ?? '') };
}

export function createWorkerTransport({ url, secret, fetch: fetchImpl = globalThis.fetch.bind(globalThis) }: WorkerTransportOptions) {
  return async function sendToWorker(payloads: EdgePayload[], { keepalive = false } = {}): Promise<void> {
    const response = await fetchImpl(url, {
      method: 'POST',
      keepalive,
      headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ events: payloads.map(toWorkerEvent) }),
    });
    if (!response.ok) throw new Error(`The analytics worker answered ${response.status}`);
  };
}
