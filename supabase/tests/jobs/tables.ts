/** The public tables of this context. The job queue and the mail the worker writes. */
export const TABLES = ['background_jobs', 'mail_outbox'] as const;
