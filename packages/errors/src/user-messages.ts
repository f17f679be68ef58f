import { errorCode, errorMessage, errorStatus } from './error-message';
import { isDatabaseErrorCode } from './service-error';

/** Spec 000 §8 "User-facing service messages" and spec 001 §8.3: the nine categories. */
export const USER_MESSAGE_CATEGORIES = ['database', 'authentication', 'authorization', 'validation', 'network', 'server', 'not_found', 'rate_limit', 'maintenance'] as const;

export type UserMessageCategory = (typeof USER_MESSAGE_CATEGORIES)[number];

export const USER_MESSAGES: Readonly<Record<UserMessageCategory, string>> = {
  database: 'A database error occurred. Please try again.',
  authentication: 'Authentication failed. Please log in again.',
  authorization: 'You do not have permission to perform this action.',
  validation: 'The provided data is invalid.',
  network: 'A network error occurred. Please check your connection.',
  server: 'An internal server error occurred. Please try again later.',
  not_found: 'The requested resource was not found.',
  rate_limit: 'Too many requests. Please try again later.',
  maintenance: 'The service is temporarily unavailable for maintenance.',
};

/**
 * Spec 000 §8 / 001 §8.4 HTTP mapping: 401 authentication, 403 authorization, 404 not found,
 * 429 rate limit, 503 maintenance, other 4xx validation, other 5xx server. Statuses that are not
 * failures (below 400) have no category.
 */
export function categoryForStatus(status: number): UserMessageCategory | undefined {
  switch (status) {
    case 401:
      return 'authentication';
    case 403:
      return 'authorization';
    case 404:
      return 'not_found';
    case 429:
      return 'rate_limit';
    case 503:
      return 'maintenance';
  }
  if (status >= 400 && status < 500) return 'validation';
  if (status >= 500 && status < 600) return 'server';
  return undefined;
}

/**
 * Category a catalogued code implies. SERVICE_ERROR is the catch-all default code, so it implies
 * nothing and the status decides.
 */
const CATEGORY_BY_CODE: Readonly<Record<string, UserMessageCategory>> = {
  AUTH_ERROR: 'authentication',
  FORBIDDEN: 'authorization',
  PERMISSION_DENIED: 'authorization',
  UNAUTHORIZED_TABLE: 'authorization',
  UNAUTHORIZED_COLUMN: 'authorization',
  VALIDATION_ERROR: 'validation',
  INVALID_TABLE: 'validation',
  INVALID_COLUMN: 'validation',
  PAGINATION_ERROR: 'validation',
  DUPLICATE_RECORD: 'validation',
  BUSINESS_RULE_VIOLATION: 'validation',
  RECORD_NOT_FOUND: 'not_found',
  NO_DATA: 'not_found',
  DATABASE_ERROR: 'database',
  TIMEOUT: 'server',
  INTERNAL_ERROR: 'server',
  UNEXPECTED_ERROR: 'server',
  UNKNOWN_ERROR: 'server',
  API_ERROR: 'server',
  PERFORMANCE_MONITORING_ERROR: 'server',
  PERMISSION_GRANT_FAILED: 'server',
  PERMISSION_REVOKE_FAILED: 'server',
  ROLE_ASSIGNMENT_FAILED: 'server',
};

function categoryForCode(code: string | undefined): UserMessageCategory | undefined {
  if (!code) return undefined;
  const known = CATEGORY_BY_CODE[code];
  if (known) return known;
  // PostgreSQL's own classes for access problems: 28 invalid authorization, 42501 insufficient privilege.
  if (code === '42501') return 'authorization';
  if (/^28[0-9A-Z]{3}$/.test(code)) return 'authentication';
  if (isDatabaseErrorCode(code)) return 'database';
  return undefined;
}

/** Browser and fetch wording for a request that never reached the server. */
const NETWORK_TEXT = /failed to fetch|networkerror|network request failed|network error|load failed|\boffline\b/i;

/**
 * The category of anything thrown: a catalogued or database code first (a service error keeps its
 * default status 400 whatever went wrong, so its code is the better witness), then the HTTP
 * status, then browser network wording; everything else is a server error.
 */
export function categoryForError(error: unknown): UserMessageCategory {
  if (typeof error === 'number') return categoryForStatus(error) ?? 'server';
  const byCode = categoryForCode(errorCode(error));
  if (byCode) return byCode;
  const status = errorStatus(error);
  const byStatus = status === undefined ? undefined : categoryForStatus(status);
  if (byStatus) return byStatus;
  if (NETWORK_TEXT.test(errorMessage(error))) return 'network';
  return 'server';
}

/** The user-facing message for a thrown value or an HTTP status. */
export function userMessageFor(errorOrStatus: unknown): string {
  return USER_MESSAGES[categoryForError(errorOrStatus)];
}
