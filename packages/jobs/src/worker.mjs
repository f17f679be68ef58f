import { hostname } from 'node:os';
import { NO_PROCESSOR, PermanentJobError } from './errors.mjs';
import { claimJobs, cleanupFinishedJobs, completeJob, enqueueNotificationDigests, failJob, purgeExpiredAnalytics, remindExpiringDocuments, remindMetricSubmissions } from './queue.mjs';

/**
 * Polls the queue and runs each claimed job through the processor registered for its type.
 *
 * Spec 001 §9: the queue is processed every 1 s; finished jobs older than 24 h are cleaned up
 * hourly; analytics older than the 365-day retention period are removed (daily here).
 *
 * @typedef {import('./queue.mjs').ClaimedJob} ClaimedJob
 * @typedef {(job: ClaimedJob) => Promise<unknown>} Processor
 * @typedef {'completed' | 'retrying' | 'failed' | 'lost'} Outcome  lost: the lease passed to another worker
 * @typedef {{ job: ClaimedJob, outcome: Outcome, error?: string, ms: number }} JobReport
 */

export const POLL_INTERVAL_MS = 1000;
export const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
export const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;
export const RETENTION_DAYS = 365;
/** How often the worker asks for due e-mail digests; the database sends each member at most one a day. */
export const DIGEST_INTERVAL_MS = 60 * 60 * 1000;
const ERROR_LIMIT = 2000;

/** @param {unknown} error */
const messageOf = (error) => (error instanceof Error ? error.message : String(error)).slice(0, ERROR_LIMIT);

/**
 * @param {{
 *   client: import('@supabase/supabase-js').SupabaseClient,
 *   processors: Record<string, Processor>,
 *   workerId?: string,
 *   pollIntervalMs?: number,
 *   batchSize?: number,
 *   leaseSeconds?: number,
 *   maintenance?: boolean,
 *   onJob?: (report: JobReport) => void,
 *   log?: (message: string, error?: unknown) => void,
 * }} options
 */
export function createWorker({
  client,
  processors,
  workerId = `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`,
  pollIntervalMs = POLL_INTERVAL_MS,
  batchSize = 10,
  leaseSeconds = 60,
  maintenance = true,
  onJob = () => undefined,
  log = () => undefined,
}) {
  let running = false;
  /** @type {Promise<void> | null} */
  let loop = null;
  /** @type {(() => void) | null} */
  let wake = null;
  const timers = /** @type {NodeJS.Timeout[]} */ ([]);
  const totals = { completed: 0, retrying: 0, failed: 0, lost: 0 };

  /** @param {ClaimedJob} job @returns {Promise<JobReport>} */
  async function run(job) {
    const started = performance.now();
    const processor = Object.hasOwn(processors, job.type) ? processors[job.type] : undefined;
    /** @type {Outcome} */
    let outcome;
    let error;
    if (!processor) {
      error = `${NO_PROCESSOR} ${job.type}`;
      outcome = (await failJob(client, job, error, true)) ?? 'lost';
    } else {
      try {
        const result = await processor(job);
        outcome = (await completeJob(client, job, result ?? null)) ? 'completed' : 'lost';
      } catch (failure) {
        error = messageOf(failure);
        outcome = (await failJob(client, job, error, failure instanceof PermanentJobError)) ?? 'lost';
      }
    }
    totals[outcome] += 1;
    const report = { job, outcome, ...(error ? { error } : {}), ms: performance.now() - started };
    onJob(report);
    return report;
  }

  /** Claims one batch and runs it. Resolves to the number of jobs claimed. */
  async function runOnce() {
    const jobs = await claimJobs(client, { workerId, limit: batchSize, leaseSeconds });
    for (const job of jobs) await run(job);
    return jobs.length;
  }

  const sleep = (ms) =>
    new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve(undefined);
      };
    });

  async function poll() {
    while (running) {
      let claimed = 0;
      try {
        claimed = await runOnce();
      } catch (error) {
        log(`job worker ${workerId}: ${messageOf(error)}`, error);
      }
      // A full batch means more is waiting: go on at once; otherwise wait for the next tick.
      if (running && claimed < batchSize) await sleep(pollIntervalMs);
    }
  }

  /** @param {() => Promise<unknown>} task @param {string} name @param {number} every */
  function schedule(task, name, every) {
    const go = () =>
      task().then(
        (result) => log(`job worker ${workerId}: ${name} ${JSON.stringify(result)}`),
        (error) => log(`job worker ${workerId}: ${name} failed: ${messageOf(error)}`, error),
      );
    void go();
    const timer = setInterval(go, every);
    timer.unref();
    timers.push(timer);
  }

  return {
    workerId,
    totals,
    runOnce,
    start() {
      if (running) return;
      running = true;
      if (maintenance) {
        schedule(() => cleanupFinishedJobs(client), 'cleanup', CLEANUP_INTERVAL_MS);
        schedule(() => purgeExpiredAnalytics(client, RETENTION_DAYS), 'retention', RETENTION_INTERVAL_MS);
        // Reminders before the digest, so a reminder written now goes out in the same hour's digest.
        schedule(
          async () => ({ reminders: await remindMetricSubmissions(client), expiringDocuments: await remindExpiringDocuments(client), digests: await enqueueNotificationDigests(client) }),
          'notifications',
          DIGEST_INTERVAL_MS,
        );
      }
      loop = poll();
    },
    /** Stops polling once the batch in hand is finished. */
    async stop() {
      running = false;
      for (const timer of timers.splice(0)) clearInterval(timer);
      wake?.();
      await loop;
      loop = null;
    },
  };
}
