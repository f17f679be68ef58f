import { SITES } from '@fikrspace/sites';
import { errorMessage } from './error-message';

export type RecoveryOption =
  | 'refresh-app'
  | 'login-again'
  | 'request-access'
  | 'check-connection'
  | 'retry-with-defaults'
  | 'extend-timeout';

/** Every recovery option, in the order the route error screen offers them. */
export const RECOVERY_OPTIONS: readonly RecoveryOption[] = ['refresh-app', 'login-again', 'request-access', 'check-connection', 'retry-with-defaults', 'extend-timeout'];

/** Spec 000 §8 "Recovery options by message content" and §6 path-based options. */
export function recoveryOptions(error: unknown, path: string): RecoveryOption[] {
  const message = errorMessage(error);
  const options = new Set<RecoveryOption>();
  if (/chunk/i.test(message) || message.includes('Failed to fetch')) options.add('refresh-app');
  if (/401|Unauthorized|Authentication/.test(message)) options.add('login-again');
  if (/403|Forbidden|Permission/.test(message)) options.add('request-access');
  if (/Network|fetch/.test(message)) options.add('check-connection');
  if (/data|load/.test(message)) options.add('retry-with-defaults');
  if (/timeout/i.test(message)) options.add('extend-timeout');
  if (/^\/(portal|admin|dashboard)(\/|$)/.test(stripSitePrefix(path))) options.add('login-again');
  if (/^\/(admin|settings|manage)(\/|$)/.test(stripSitePrefix(path))) options.add('request-access');
  if (/^\/(analytics|reports|marketplace)(\/|$)/.test(stripSitePrefix(path))) {
    options.add('retry-with-defaults');
    options.add('extend-timeout');
  }
  return [...options];
}

/** The main site's prefix, or an audience portal's (the portal root's `/portal` stays: it names a protected area). */
const SITE_PREFIX = new RegExp(
  `^/fikrspace(/(${SITES.filter((site) => site.app !== null)
    .flatMap((site) => site.prefixes.map((prefix) => prefix.replace(/^\/fikrspace\//, '')))
    .join('|')}))?(?=/|$)`,
);

function stripSitePrefix(path: string): string {
  return path.replace(SITE_PREFIX, '') || '/';
}
