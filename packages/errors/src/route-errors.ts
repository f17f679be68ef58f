import { errorMessage } from './error-message';

export type RouteErrorType = 'chunk-load' | 'network' | 'permission' | 'unknown';

/** Spec 000 §4: classification of a route error from its message text. */
export function classifyRouteError(error: unknown): RouteErrorType {
  const message = errorMessage(error);
  if (/chunk/i.test(message)) return 'chunk-load';
  if (message.includes('Network')) return 'network';
  if (message.includes('Permission')) return 'permission';
  return 'unknown';
}

/** Spec 000 §9: route error retry limit 3; warning at 2 or more failures. */
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
