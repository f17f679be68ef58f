import { defaultEnv, hasProjectApiKey, json, preflight, readJsonBody } from '../_shared/http.js';
import { admit, insertAsService } from '../_shared/ingest.js';
import { createIngestLimits } from '../_shared/rate-limit.js';
import { parseUserAgent } from '../_shared/user-agent.js';

/**
 * Records one analytics event (spec 001 §7.3: one POST per event, the edge payload of §3).
 *
 * This function is the only way into public.analytics_events: the API roles hold no insert on
 * it. It checks the payload, limits the rate of each address and caller, verifies the caller with the auth
 * server, accepts an organization only from one of its members, derives device, browser and OS
 * from the User-Agent header, and writes the row with the service role.
 *
 * Payload -> public.analytics_events:
 *   eventName -> event_name; eventType or eventCategory (default 'custom') -> event_type;
 *   pagePath, pageTitle, sessionId, visitorId, organizationId -> the same-named columns;
 *   customProperties -> properties; contactId, eventCategory, referrer, userAgent, deviceType,
 *   browser, os and utmParams -> metadata; timestamp (ISO 8601, optional) -> "timestamp";
 *   user_id is the verified caller's public.users row. Browser and OS parsed from the request's
 *   User-Agent header replace the payload's; the payload's device type (from the window width,
 *   spec 001 §9) is kept, and the parsed one fills in when it is missing.
 */

/** One event is small; anything bigger is refused before it is parsed. */
export const MAX_EVENT_BYTES = 16 * 1024;
/**
 * Events per minute and function instance: per signed-in user, or per address for anonymous
 * visitors whatever visitor and session ids they send; and per address for everyone behind it.
 */
export const EVENTS_PER_MINUTE = 300;
export const EVENTS_PER_ADDRESS_PER_MINUTE = 1200;
const limits = createIngestLimits({ perCaller: EVENTS_PER_MINUTE, perAddress: EVENTS_PER_ADDRESS_PER_MINUTE });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TEXT_LIMITS = {
  eventName: 200,
  eventType: 100,
  eventCategory: 100,
  visitorId: 128,
  sessionId: 128,
  contactId: 128,
  pagePath: 2048,
  pageTitle: 300,
  referrer: 2048,
  userAgent: 1024,
  browser: 100,
  os: 100,
};
const UTM_KEYS = ['utmSource', 'utmMedium', 'utmCampaign', 'utmTerm', 'utmContent'];
const DEVICE_TYPES = ['mobile', 'tablet', 'desktop'];
const ALLOWED_KEYS = new Set([...Object.keys(TEXT_LIMITS), 'organizationId', 'deviceType', 'utmParams', 'customProperties', 'timestamp']);
const MAX_PROPERTIES_BYTES = 8 * 1024;

const isPlainObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Checks a payload. Returns the problems found (empty when valid).
 * @param {unknown} body
 * @returns {string[]}
 */
export function validateEvent(body) {
  if (!isPlainObject(body)) return ['The body must be a JSON object.'];
  const problems = [];
  for (const key of Object.keys(body)) if (!ALLOWED_KEYS.has(key)) problems.push(`Unknown field "${key}".`);
  if (typeof body.eventName !== 'string' || body.eventName.trim() === '') problems.push('"eventName" is required and must be a non-empty string.');
  for (const [key, limit] of Object.entries(TEXT_LIMITS)) {
    const value = body[key];
    if (value === undefined || value === null || (key === 'eventName' && typeof value !== 'string')) continue;
    if (typeof value !== 'string') problems.push(`"${key}" must be a string.`);
    else if (value.length > limit) problems.push(`"${key}" must be at most ${limit} characters.`);
  }
  if (body.organizationId !== undefined && body.organizationId !== null && !(typeof body.organizationId === 'string' && UUID.test(body.organizationId))) {
    problems.push('"organizationId" must be a UUID or null.');
  }
  if (body.deviceType !== undefined && body.deviceType !== null && !DEVICE_TYPES.includes(body.deviceType)) {
    problems.push(`"deviceType" must be one of ${DEVICE_TYPES.join(', ')}.`);
  }
  if (body.utmParams !== undefined && body.utmParams !== null) {
    if (!isPlainObject(body.utmParams)) problems.push('"utmParams" must be an object.');
    else
      for (const [key, value] of Object.entries(body.utmParams)) {
        if (!UTM_KEYS.includes(key)) problems.push(`Unknown UTM parameter "${key}".`);
        else if (value !== null && value !== undefined && (typeof value !== 'string' || value.length > 500)) problems.push(`"utmParams.${key}" must be a string of at most 500 characters.`);
      }
  }
  if (body.customProperties !== undefined && body.customProperties !== null) {
    if (!isPlainObject(body.customProperties)) problems.push('"customProperties" must be an object.');
    else if (JSON.stringify(body.customProperties).length > MAX_PROPERTIES_BYTES) problems.push(`"customProperties" must be at most ${MAX_PROPERTIES_BYTES} bytes of JSON.`);
  }
  if (body.timestamp !== undefined && body.timestamp !== null && (typeof body.timestamp !== 'string' || Number.isNaN(Date.parse(body.timestamp)))) {
    problems.push('"timestamp" must be an ISO 8601 date-time.');
  }
  return problems;
}

const definedOnly = (object) => Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined && value !== null));

/** The analytics_events row for a valid payload (user_id added by the caller). */
export function eventRow(body) {
  const utm = isPlainObject(body.utmParams) ? definedOnly(body.utmParams) : {};
  const row = {
    event_type: body.eventType ?? body.eventCategory ?? 'custom',
    event_name: body.eventName.trim(),
    page_path: body.pagePath ?? null,
    page_title: body.pageTitle ?? null,
    session_id: body.sessionId ?? null,
    visitor_id: body.visitorId ?? null,
    organization_id: body.organizationId ?? null,
    properties: isPlainObject(body.customProperties) ? body.customProperties : {},
    metadata: definedOnly({
      contactId: body.contactId,
      eventCategory: body.eventCategory,
      referrer: body.referrer,
      userAgent: body.userAgent,
      deviceType: body.deviceType,
      browser: body.browser,
      os: body.os,
      utm: Object.keys(utm).length ? utm : undefined,
    }),
  };
  if (body.timestamp) row.timestamp = new Date(body.timestamp).toISOString();
  return row;
}

/**
 * @param {Request} request
 * @param {Record<string, string | undefined>} [env]
 */
export default async function handler(request, env = defaultEnv()) {
  if (request.method === 'OPTIONS') return preflight();
  if (request.method !== 'POST') return json(405, { error: 'Method not allowed' }, { Allow: 'POST, OPTIONS' });
  if (!hasProjectApiKey(request, env)) return json(401, { error: 'Invalid API key' });
  const read = await readJsonBody(request, MAX_EVENT_BYTES);
  if ('error' in read) return json(read.status, { error: read.error });
  const body = read.value;
  const problems = validateEvent(body);
  if (problems.length) return json(400, { error: problems.join(' '), problems });

  const admitted = await admit(request, env, { limits, organizationIds: [body.organizationId], what: 'Events' });
  if ('response' in admitted) return admitted.response;
  const { caller } = admitted;

  const row = eventRow(body);
  const parsed = parseUserAgent(request.headers.get('user-agent'));
  row.user_id = caller.userId;
  row.metadata = {
    ...row.metadata,
    ...(parsed.browser ? { browser: parsed.browser } : {}),
    ...(parsed.os ? { os: parsed.os } : {}),
    ...(!row.metadata.deviceType && parsed.deviceType ? { deviceType: parsed.deviceType } : {}),
  };
  return (await insertAsService(env, 'analytics_events', row, 'event')) ?? json(202, { status: 'accepted' });
}
