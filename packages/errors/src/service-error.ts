/** Spec 001 §8.2 "Service": codes of the service layer; SERVICE_ERROR is the default. */
export const SERVICE_CODES = [
  'SERVICE_ERROR',
  'FORBIDDEN',
  'VALIDATION_ERROR',
  'DATABASE_ERROR',
  'RECORD_NOT_FOUND',
  'DUPLICATE_RECORD',
  'BUSINESS_RULE_VIOLATION',
  'TIMEOUT',
  'INTERNAL_ERROR',
  'UNKNOWN_ERROR',
] as const;

/** Spec 001 §8.2 "Permission and role". */
export const PERMISSION_CODES = ['PERMISSION_GRANT_FAILED', 'PERMISSION_REVOKE_FAILED', 'ROLE_ASSIGNMENT_FAILED'] as const;

/** The query sanitizer's codes for table and column names it refuses (spec 001 §5.4). */
export const QUERY_SANITIZER_CODES = ['INVALID_TABLE', 'INVALID_COLUMN', 'UNAUTHORIZED_TABLE', 'UNAUTHORIZED_COLUMN'] as const;

/** Spec 001 §8.2 "Data service" and spec 000 §8 "Service error codes" (shell). */
export const DATA_SERVICE_CODES = ['NO_DATA', 'UNEXPECTED_ERROR', 'PAGINATION_ERROR', 'AUTH_ERROR', 'PERMISSION_DENIED', 'VALIDATION_ERROR', ...QUERY_SANITIZER_CODES] as const;

/** Spec 000 §8 "Monitoring codes" and spec 001 §8.2 "Monitoring". */
export const MONITORING_CODES = ['PERFORMANCE_MONITORING_ERROR', 'API_ERROR'] as const;

export type ServiceErrorCode =
  | (typeof SERVICE_CODES)[number]
  | (typeof PERMISSION_CODES)[number]
  | (typeof DATA_SERVICE_CODES)[number]
  | (typeof MONITORING_CODES)[number];

/** Every code above once (VALIDATION_ERROR belongs to two lists). */
export const SERVICE_ERROR_CODES: readonly ServiceErrorCode[] = [...new Set<ServiceErrorCode>([...SERVICE_CODES, ...PERMISSION_CODES, ...DATA_SERVICE_CODES, ...MONITORING_CODES])];

/** The messages the spec gives for codes; the other codes carry the message of their caller. */
export const SERVICE_ERROR_MESSAGES: Partial<Record<ServiceErrorCode, string>> = {
  PERMISSION_GRANT_FAILED: 'Failed to grant permission',
  PERMISSION_REVOKE_FAILED: 'Failed to revoke permission',
  ROLE_ASSIGNMENT_FAILED: 'Failed to assign role',
  PERFORMANCE_MONITORING_ERROR: 'Failed to record performance metric',
  API_ERROR: 'API call failed',
};

export const DEFAULT_SERVICE_ERROR_CODE: ServiceErrorCode = 'SERVICE_ERROR';
export const DEFAULT_SERVICE_ERROR_STATUS = 400;

/** A failure a service reports on purpose: a message, a catalogued code, context for the log and an HTTP status. */
export class ServiceError extends Error {
  override readonly name = 'ServiceError';
  readonly code: ServiceErrorCode;
  readonly context: Record<string, unknown>;
  readonly statusCode: number;

  constructor(message: string, code: ServiceErrorCode = DEFAULT_SERVICE_ERROR_CODE, context: Record<string, unknown> = {}, statusCode: number = DEFAULT_SERVICE_ERROR_STATUS, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
    this.context = context;
    this.statusCode = statusCode;
  }

  /** A service error with the catalogue's message for the code (or the code itself when the spec gives none). */
  static fromCode(code: ServiceErrorCode, context: Record<string, unknown> = {}, statusCode: number = DEFAULT_SERVICE_ERROR_STATUS, options?: { cause?: unknown }): ServiceError {
    return new ServiceError(SERVICE_ERROR_MESSAGES[code] ?? code, code, context, statusCode, options);
  }
}

export function isServiceErrorCode(code: unknown): code is ServiceErrorCode {
  return typeof code === 'string' && (SERVICE_ERROR_CODES as readonly string[]).includes(code);
}

/**
 * A code that names a database failure: DATABASE_ERROR, PostgREST's PGRST codes, or a five-character
 * PostgreSQL SQLSTATE (class 08 connection, 23 integrity, 42 syntax or access, XX internal, ...).
 * SQLSTATEs always contain a digit, which keeps catalogue words such as ABORT from matching.
 */
export function isDatabaseErrorCode(code: string | undefined): boolean {
  if (!code) return false;
  return code === 'DATABASE_ERROR' || /^PGRST/i.test(code) || /^(?=[0-9A-Z]*\d)[0-9A-Z]{5}$/.test(code);
}

/** Codes of the service layer that say nothing to a user and only describe the platform's insides. */
const INTERNAL_SERVICE_CODES = new Set<string>(['INTERNAL_ERROR', 'UNEXPECTED_ERROR', 'UNKNOWN_ERROR', 'API_ERROR', 'PERFORMANCE_MONITORING_ERROR']);

/**
 * A database or system-like code that production responses must not pass on: database codes,
 * internal service codes and Node system error codes (ECONNREFUSED, ENOTFOUND, ...).
 */
export function isInternalErrorCode(code: string | undefined): boolean {
  if (!code) return false;
  return isDatabaseErrorCode(code) || INTERNAL_SERVICE_CODES.has(code) || /^E[A-Z]{4,}$/.test(code);
}
