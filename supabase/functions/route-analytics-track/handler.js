import { defaultEnv, hasProjectApiKey, json, preflight, readJsonBody } from '../_shared/http.js';
import { admit, insertAsService } from '../_shared/ingest.js';
import { createIngestLimits } from '../_shared/rate-limit.js';

/**
 * Records a batch of route visits (spec 000 §3: the route analytics event; stored as
 * public.route_analytics rows). The tracker sends what it gathered every 30 s (spec 000 §9).
 * Like analytics-track it is the only way into its table: it verifies the caller, accepts an
 * organization only from a member and writes with the service role.
 *
 * Body: { events: [{ route, domain?, sessionId?, duration?, timestamp?, referrer?,
 *   screenResolution?, organizationId?, isAuthenticated? }] }, at most MAX_EVENTS.
 * Row: route, count 1, domain, session_id, duration (ms), user_id, organization_id, created_at.
 */

export const MAX_EVENTS = 100;
export const MAX_BATCH_BYTES = 64 * 1024;
/**
 * Visits (rows, not batches: a batch of 100 costs what 100 batches of one do) per minute and
 * function instance: per signed-in user, or per address for anonymous visitors whatever session
 * ids they send; and per address for everyone behind it.
 */
export const VISITS_PER_MINUTE = 300;
export const VISITS_PER_ADDRESS_PER_MINUTE = 1200;
const limits = createIngestLimits({ perCaller: VISITS_PER_MINUTE, perAddress: VISITS_PER_ADDRESS_PER_MINUTE });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ALLOWED = new Set(['route', 'domain', 'sessionId', 'duration', 'timestamp', 'referrer', 'screenResolution', 'organizationId', 'isAuthenticated', 'userId', 'userAgent']);
const DAY_MS = 24 * 60 * 60 * 1000;

const isPlainObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const optionalText = (value, limit) => value === undefined || value === null || (typeof value === 'string' && value.length <= limit);

/**
 * The problems of a batch, each naming the event by index (empty when valid).
 * @param {unknown} body
 */
export function validateBatch(body) {
  if (!isPlainObject(body) || !Array.isArray(body.events)) return ['The body must be an object with an "events" array.'];
  if (body.events.length === 0) return ['"events" must hold at least one event.'];
  if (body.events.length > MAX_EVENTS) return [`"events" may hold at most ${MAX_EVENTS} events.`];
  const problems = [];
  body.events.forEach((event, index) => {
    const at = `events[${index}]`;
    if (!isPlainObject(event)) return problems.push(`${at} must be an object.`);
    for (const key of Object.keys(event)) if (!ALLOWED.has(key)) problems.push(`${at}: unknown field "${key}".`);
    if (typeof event.route !== 'string' || !event.route.startsWith('/') || event.route.length > 2048) problems.push(`${at}.route must be a path starting with "/", at most 2048 characters.`);
    if (!optionalText(event.domain, 255)) problems.push(`${at}.domain must be a string of at most 255 characters.`);
    if (!optionalText(event.sessionId, 128)) problems.push(`${at}.sessionId must be a string of at most 128 characters.`);
    if (!optionalText(event.referrer, 2048)) problems.push(`${at}.referrer must be a string of at most 2048 characters.`);
    if (!optionalText(event.screenResolution, 32)) problems.push(`${at}.screenResolution must be a string of at most 32 characters.`);
    if (!optionalText(event.userAgent, 1024)) problems.push(`${at}.userAgent must be a string of at most 1024 characters.`);
    if (event.duration !== undefined && event.duration !== null && !(Number.isInteger(event.duration) && event.duration >= 0 && event.duration <= DAY_MS)) {
      problems.push(`${at}.duration must be whole milliseconds between 0 and ${DAY_MS}.`);
    }
    if (event.timestamp !== undefined && event.timestamp !== null && (typeof event.timestamp !== 'string' || Number.isNaN(Date.parse(event.timestamp)))) problems.push(`${at}.timestamp must be an ISO 8601 date-time.`);
    if (event.organizationId !== undefined && event.organizationId !== null && !(typeof event.organizationId === 'string' && UUID.test(event.organizationId))) problems.push(`${at}.organizationId must be a UUID or null.`);
  });
  return problems;
}

/**
 * The stored time: the visit's own when it is from the last day (a batch waits at most 30 s,
 * a failed one longer), else the time it arrived.
 * @param {string | undefined} timestamp @param {number} now
 */
function storedTime(timestamp, now) {
  const at = timestamp ? Date.parse(timestamp) : Number.NaN;
  return new Date(Number.isNaN(at) || at > now + 5 * 60_000 || at < now - DAY_MS ? now : at).toISOString();
}

/**
 * @param {Request} request
 * @param {Record<string, string | undefined>} [env]
 */
export default async function handler(request, env = defaultEnv()) {
  if (request.method === 'OPTIONS') return preflight();
  if (request.method !== 'POST') return json(405, { error: 'Method not allowed' }, { Allow: 'POST, OPTIONS' });
  if (!hasProjectApiKey(request, env)) return json(401, { error: 'Invalid API key' });
  const read = await readJsonBody(request, MAX_BATCH_BYTES);
  if ('error' in read) return json(read.status, { error: read.error });
  const body = /** @type {any} */ (read.value);
  const problems = validateBatch(body);
  if (problems.length) return json(400, { error: problems.join(' '), problems });

  const admitted = await admit(request, env, {
    limits,
    cost: body.events.length,
    organizationIds: body.events.map((event) => event.organizationId),
    what: 'Visits',
  });
  if ('response' in admitted) return admitted.response;
  const { caller } = admitted;

  const now = Date.now();
  const rows = body.events.map((event) => ({
    route: event.route,
    count: 1,
    domain: event.domain ?? null,
    session_id: event.sessionId ?? null,
    duration: event.duration ?? null,
    user_id: caller.userId,
    organization_id: event.organizationId ?? null,
    created_at: storedTime(event.timestamp, now),
  }));
  return (await insertAsService(env, 'route_analytics', rows, 'visits')) ?? json(202, { status: 'accepted', recorded: rows.length });
}
