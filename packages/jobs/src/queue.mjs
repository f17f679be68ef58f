import { DEFAULT_MAX_ATTEMPTS, priorityOf } from './priorities.mjs';

/**
 * The queue's operations, as calls a service-role supabase-js client makes to the API. The
 * protocol itself (claims, leases, retries) lives in SQL: supabase/migrations/*_job_queue.sql.
 *
 * @typedef {import('@supabase/supabase-js').SupabaseClient} Client
 * @typedef {{ id: string, type: string, data: Record<string, any>, priority: number, attempts: number,
 *   max_attempts: number, status: string, claim_token: string, organization_id: string | null, created_at: string }} ClaimedJob
 */

/** @param {{ message: string, code?: string } | null} error @param {string} what */
function check(error, what) {
  if (error) throw Object.assign(new Error(`${what}: ${error.message}`), { code: error.code });
}

/**
 * Adds a job. `data.action` picks the priority unless one is given.
 * @param {Client} client
 * @param {{ type: string, data?: Record<string, unknown>, priority?: number, maxAttempts?: number, organizationId?: string | null, runAt?: Date }} job
 * @returns {Promise<string>} the job's id
 */
export async function enqueueJob(client, { type, data = {}, priority, maxAttempts = DEFAULT_MAX_ATTEMPTS, organizationId = null, runAt }) {
  const row = {
    type,
    data,
    priority: priority ?? priorityOf(String(data.action ?? '')),
    max_attempts: maxAttempts,
    organization_id: organizationId,
    ...(runAt ? { run_at: runAt.toISOString() } : {}),
  };
  const { data: inserted, error } = await client.from('background_jobs').insert(row).select('id').single();
  check(error, 'Could not enqueue the job');
  return /** @type {{ id: string }} */ (inserted).id;
}

/**
 * @param {Client} client
 * @param {{ workerId: string, limit: number, leaseSeconds: number }} options
 * @returns {Promise<ClaimedJob[]>} highest priority first, then oldest
 */
export async function claimJobs(client, { workerId, limit, leaseSeconds }) {
  const { data, error } = await client.rpc('claim_jobs', { p_worker: workerId, p_limit: limit, p_lease_seconds: leaseSeconds });
  check(error, 'Could not claim jobs');
  return /** @type {ClaimedJob[]} */ (data ?? []).sort((a, b) => b.priority - a.priority || a.created_at.localeCompare(b.created_at));
}

/**
 * @param {Client} client @param {ClaimedJob} job @param {unknown} result
 * @returns {Promise<boolean>} false when the lease had passed to another worker
 */
export async function completeJob(client, job, result) {
  const { data, error } = await client.rpc('complete_job', { p_id: job.id, p_claim_token: job.claim_token, p_result: result ?? null });
  check(error, 'Could not complete the job');
  return data === true;
}

/**
 * @param {Client} client @param {ClaimedJob} job @param {string} message @param {boolean} [permanent]
 * @returns {Promise<'retrying' | 'failed' | null>} null when the lease had passed to another worker
 */
export async function failJob(client, job, message, permanent = false) {
  const { data, error } = await client.rpc('fail_job', { p_id: job.id, p_claim_token: job.claim_token, p_error: message, p_permanent: permanent });
  check(error, 'Could not record the job failure');
  return data ?? null;
}

/** @param {Client} client @returns {Promise<number>} */
export async function cleanupFinishedJobs(client) {
  const { data, error } = await client.rpc('cleanup_finished_jobs');
  check(error, 'Could not clean up finished jobs');
  return Number(data ?? 0);
}

/** @param {Client} client @param {number} [retentionDays] */
export async function purgeExpiredAnalytics(client, retentionDays = 365) {
  const { data, error } = await client.rpc('purge_expired_analytics', { p_retention_days: retentionDays });
  check(error, 'Could not remove expired analytics');
  return /** @type {{ analyticsEvents: number, routeAnalytics: number }} */ (data);
}

/**
 * Queues the e-mail digests that are due (one per member, at most every `minHours`), and answers
 * how many went into the queue.
 * @param {Client} client @param {number} [minHours]
 */
export async function enqueueNotificationDigests(client, minHours = 24) {
  const { data, error } = await client.rpc('enqueue_notification_digests', { p_min_hours: minHours });
  check(error, 'Could not queue the notification digests');
  return Number(data ?? 0);
}

/**
 * Notifies the founders whose last month's metrics are due and not submitted (at most weekly per
 * member), and answers how many were notified.
 * @param {Client} client
 */
export async function remindMetricSubmissions(client) {
  const { data, error } = await client.rpc('remind_metric_submissions');
  check(error, 'Could not send the metric reminders');
  return Number(data ?? 0);
}

/**
 * Notifies the members who write a startup's documents of a data room document expiring within
 * 30 days (once at 30 days, once at 7), and answers how many were notified.
 * @param {Client} client
 */
export async function remindExpiringDocuments(client) {
  const { data, error } = await client.rpc('remind_expiring_data_room_documents');
  check(error, 'Could not send the document expiry reminders');
  return Number(data ?? 0);
}

