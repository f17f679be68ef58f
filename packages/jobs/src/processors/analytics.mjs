import { PermanentJobError } from '../errors.mjs';

/**
 * The analytics actions (spec 001 §7.3). Reports and metrics are computed by the database's
 * summary functions, over every tenant (the worker is the service role) or one organization.
 */

export const ANALYTICS_ACTIONS = /** @type {const} */ (['track-user-activity', 'generate-report', 'update-metrics', 'track-performance']);

const DAY_MS = 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const METRICS = ['FCP', 'LCP', 'CLS', 'INP', 'TTFB', 'FID'];

/** @param {unknown} value */
const uuidOrNull = (value) => (typeof value === 'string' && UUID.test(value) ? value : null);

/** @param {unknown} value @param {string} name @param {Date} fallback */
function date(value, name, fallback) {
  if (value === undefined || value === null) return fallback;
  const parsed = new Date(String(value));
  if (Number.isNaN(parsed.getTime())) throw new PermanentJobError(`"${name}" must be an ISO 8601 date-time.`);
  return parsed;
}

/** @param {import('@supabase/supabase-js').SupabaseClient} client */
export function createAnalyticsProcessor({ client }) {
  /** @param {string} fn @param {Record<string, unknown>} args */
  async function rpc(fn, args) {
    const { data, error } = await client.rpc(fn, args);
    if (error) throw new Error(`${fn} failed: ${error.message}`);
    return data;
  }

  /** @param {Record<string, unknown>} row */
  async function record(row) {
    const { error } = await client.from('analytics_events').insert(row);
    if (error) throw new Error(`Could not record the event: ${error.message}`);
  }

  /** @type {Record<string, (job: import('../queue.mjs').ClaimedJob) => Promise<unknown>>} */
  const actions = {
    async 'track-user-activity'({ data, organization_id }) {
      const activity = typeof data.activity === 'string' ? data.activity.trim().slice(0, 200) : '';
      if (!activity) throw new PermanentJobError('"activity" is required.');
      await record({
        event_type: 'user_activity',
        event_name: activity,
        page_path: typeof data.pagePath === 'string' ? data.pagePath.slice(0, 2048) : null,
        user_id: uuidOrNull(data.userId),
        organization_id: uuidOrNull(data.organizationId) ?? organization_id,
        properties: data.properties && typeof data.properties === 'object' ? data.properties : {},
      });
      return { recorded: 1 };
    },

    async 'generate-report'({ data, organization_id }) {
      const to = date(data.to, 'to', new Date());
      const from = date(data.from, 'from', new Date(to.getTime() - 7 * DAY_MS));
      const organization = uuidOrNull(data.organizationId) ?? organization_id;
      const [analytics, routes] = await Promise.all([
        rpc('analytics_summary', { p_from: from.toISOString(), p_to: to.toISOString(), p_organization_id: organization }),
        rpc('route_performance_summary', { p_from: from.toISOString(), p_to: to.toISOString() }),
      ]);
      return { from: from.toISOString(), to: to.toISOString(), organizationId: organization, analytics, routes };
    },

    async 'update-metrics'() {
      const to = new Date();
      const from = new Date(to.getTime() - DAY_MS);
      const [analytics, queue] = await Promise.all([
        rpc('analytics_summary', { p_from: from.toISOString(), p_to: to.toISOString() }),
        rpc('job_queue_stats', {}),
      ]);
      return { window: '24h', at: to.toISOString(), totals: /** @type {any} */ (analytics)?.totals ?? null, queue };
    },

    async 'track-performance'({ data, organization_id }) {
      const metrics = /** @type {Record<string, number>} */ ({});
      for (const name of METRICS) {
        const value = data.metrics?.[name];
        if (value === undefined || value === null) continue;
        if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) throw new PermanentJobError(`"metrics.${name}" must be a non-negative number.`);
        metrics[name] = value;
      }
      if (!Object.keys(metrics).length) throw new PermanentJobError(`"metrics" needs at least one of ${METRICS.join(', ')}.`);
      await record({
        event_type: 'performance',
        event_name: 'page_performance',
        page_path: typeof data.pagePath === 'string' ? data.pagePath.slice(0, 2048) : null,
        organization_id: uuidOrNull(data.organizationId) ?? organization_id,
        properties: { metrics, ...(typeof data.score === 'number' ? { score: data.score } : {}) },
      });
      return { recorded: Object.keys(metrics).length };
    },
  };

  /** @param {import('../queue.mjs').ClaimedJob} job */
  return async function processAnalytics(job) {
    const action = String(job.data?.action ?? '');
    const run = actions[action];
    if (!run) throw new PermanentJobError(`Unknown analytics action: ${action || '(none)'}`);
    return run(job);
  };
}
