export { NO_PROCESSOR, PermanentJobError } from './errors.mjs';
export { DEFAULT_MAX_ATTEMPTS, JOB_PRIORITIES, priorityOf } from './priorities.mjs';
export { claimJobs, cleanupFinishedJobs, completeJob, enqueueJob, enqueueNotificationDigests, failJob, purgeExpiredAnalytics, remindExpiringDocuments, remindMetricSubmissions } from './queue.mjs';
export { ANALYTICS_ACTIONS } from './processors/analytics.mjs';
export { EMAIL_ACTIONS } from './processors/email.mjs';
export { createProcessors } from './processors/index.mjs';
export { createWorker, POLL_INTERVAL_MS } from './worker.mjs';
export { startPlatformWorker } from './platform-worker.mjs';
export { createServiceClient } from './service-client.mjs';
