export type RouteErrorType = 'chunk-load' | 'network' | 'permission' | 'unknown';

/** Spec 000 §4: classification of a route error from its message text. */
export function classifyRouteError(error: unknown): RouteErrorType {
  const message = errorMessage(error);
  if (/chunk/i.test(message)) return 'chunk-load';
  if (message.includes('Network')) return 'network';
  if (message.includes('Permission')) return 'permission';
  return 'unknown';
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

export const ROUTE_RETRY_LIMIT = 3;
export const ROUTE_FAILURE_WARNING_AT = 2;

export function canRetry(retryCount: number): boolean {
  return retryCount < ROUTE_RETRY_LIMIT;
}

/** A reference support staff can search for: error type, time and route, never user data. */
export function supportReference(type: RouteErrorType, timestamp: number, routePath: string): string {
  const route = routePath.replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'root';
  return `${type.toUpperCase()}-${timestamp.toString(36).toUpperCase()}-${route}`;
}

export type RecoveryOption =
  | 'refresh-app'
  | 'login-again'
  | 'request-access'
  | 'check-connection'
  | 'retry-with-defaults'
  | 'extend-timeout';

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

function stripSitePrefix(path: string): string {
  return path.replace(/^\/fikrspace(\/(office|investor|affiliates?|feedback|accelerator|mentor|startup|gov))?(?=\/|$)/, '') || '/';
}
