/**
 * A failure that another attempt cannot fix (an unknown action, a job without the data it needs):
 * the worker fails the job at once instead of retrying it.
 */
export class PermanentJobError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

/** The message every job type without a processor fails with (spec 001 §8.2). */
export const NO_PROCESSOR = 'No processor found for job type';
