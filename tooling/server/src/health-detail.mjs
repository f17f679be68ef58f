/**
 * The operators' view of /api/health (spec 001 §4): healthy, degraded or unhealthy as the worst
 * of the services: the database, the job queue and performance (judged by the database's
 * public.system_health(), which only operators may call) and the auth server. The caller's own
 * bearer token is passed on, so the database decides who may see it.
 */

const ORDER = ['healthy', 'degraded', 'unhealthy'];

/** @param {string[]} statuses */
export const worstHealth = (statuses) => ORDER[Math.max(0, ...statuses.map((status) => ORDER.indexOf(status)))] ?? 'unhealthy';

/** @param {string} url @param {RequestInit} init @param {number} timeoutMs */
async function timedFetch(url, init, timeoutMs) {
  return fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
}

/**
 * @param {{ url: string, anonKey: string }} backend
 * @param {string} authorization the caller's Authorization header
 * @param {{ timeoutMs?: number }} [options]
 * @returns {Promise<{ status: number, body: Record<string, unknown> }>}
 */
export async function detailedHealth(backend, authorization, { timeoutMs = 3000 } = {}) {
  const started = Date.now();
  const auth = timedFetch(`${backend.url}/auth/v1/health`, { headers: { apikey: backend.anonKey } }, timeoutMs).then(
    (response) => ({ status: response.ok ? 'healthy' : 'unhealthy', httpStatus: response.status }),
    (error) => ({ status: 'unhealthy', error: String(error?.message ?? error) }),
  );
  let database;
  try {
    const response = await timedFetch(`${backend.url}/rest/v1/rpc/system_health`, { method: 'POST', headers: { apikey: backend.anonKey, Authorization: authorization, 'Content-Type': 'application/json' }, body: '{}' }, timeoutMs);
    const body = await response.json().catch(() => null);
    if (response.status === 401 || response.status === 403 || body?.code === '42501') {
      return { status: 403, body: { message: 'Only platform operators see the detailed health. Sign in as an owner or manager.' } };
    }
    database = response.ok ? body : { status: 'unhealthy', services: { database: { status: 'unhealthy', httpStatus: response.status, message: body?.message ?? null } } };
  } catch (error) {
    database = { status: 'unhealthy', services: { database: { status: 'unhealthy', error: String(/** @type {Error} */ (error)?.message ?? error) } } };
  }
  const services = { ...database.services, auth: await auth };
  return {
    status: 200,
    body: {
      status: worstHealth(Object.values(services).map((service) => service.status)),
      checkedAt: new Date().toISOString(),
      durationMs: Date.now() - started,
      services,
    },
  };
}
