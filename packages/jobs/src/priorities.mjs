/**
 * Job priorities (spec 001 §9): higher runs first. Actions not listed run as activity.
 */
export const JOB_PRIORITIES = Object.freeze({ invitation: 5, report: 4, welcome: 3, notification: 2, activity: 1 });

/** @type {Record<string, keyof typeof JOB_PRIORITIES>} */
const ACTION_PRIORITY = {
  'send-invitation': 'invitation',
  'generate-report': 'report',
  'send-welcome': 'welcome',
  'send-notification': 'notification',
  'track-user-activity': 'activity',
  'update-metrics': 'activity',
  'track-performance': 'activity',
};

/** @param {string} action */
export function priorityOf(action) {
  return JOB_PRIORITIES[ACTION_PRIORITY[action] ?? 'activity'];
}

/** The default number of attempts of a job (spec 001 §9). */
export const DEFAULT_MAX_ATTEMPTS = 3;
