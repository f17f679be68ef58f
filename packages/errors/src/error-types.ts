import { errorCode } from './error-message';
import { classifyBoundaryError } from './generic-panel';
import type { LogLevel } from './logger';
import { isDatabaseErrorCode } from './service-error';

/** Spec 000 §8 "Error types". */
export const ERROR_TYPES = ['user_error', 'system_error', 'critical_error', 'dev_error', 'database_error', 'validation_error'] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];

export interface ErrorTypeRule {
  /** What the user reads; for a hidden type, what replaces the error's own text. */
  message: string;
  /** Whether the user is told about it at all. */
  shown: boolean;
  retryable: boolean;
  /** Whether it goes to monitoring in addition to the log. */
  reported: boolean;
  logLevel: LogLevel;
}

/**
 * Spec 000 §8: messages, visibility, retry and reporting as catalogued; user errors log as info and
 * validation errors as warn. Choices where the catalogue is silent:
 * - system, critical and database errors log as error: each means the platform failed the user.
 * - dev errors log as error and are reported: the user never sees them, so the log and monitoring
 *   are the only places a programming mistake can surface.
 * - database errors are reported: a failed query is an operational problem the team must see.
 * - nothing not marked retryable is retryable; validation errors are not reported (the user's input).
 */
export const ERROR_TYPE_RULES: Readonly<Record<ErrorType, ErrorTypeRule>> = {
  user_error: { message: 'Please check your input and try again.', shown: true, retryable: false, reported: false, logLevel: 'info' },
  system_error: { message: 'A temporary issue occurred. Please try again.', shown: true, retryable: true, reported: true, logLevel: 'error' },
  critical_error: { message: 'An important issue occurred. Our team has been notified.', shown: true, retryable: false, reported: true, logLevel: 'error' },
  dev_error: { message: 'An unexpected error occurred.', shown: false, retryable: false, reported: true, logLevel: 'error' },
  database_error: { message: 'Database operation failed. Please try again.', shown: true, retryable: true, reported: true, logLevel: 'error' },
  validation_error: { message: 'Invalid data provided. Please check your input.', shown: true, retryable: false, reported: false, logLevel: 'warn' },
};

export function isErrorType(value: unknown): value is ErrorType {
  return typeof value === 'string' && (ERROR_TYPES as readonly string[]).includes(value);
}

/** An error raised on purpose with its type decided by the code that raised it. */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly type: ErrorType;

  constructor(message: string, type: ErrorType = 'dev_error', options?: { cause?: unknown }) {
    super(message, options);
    this.type = type;
  }
}

/**
 * The type of anything thrown: an AppError's (or a plain object's) own `type`; database codes give
 * database_error and VALIDATION_ERROR gives validation_error; everything else is classified from
 * its message the way the generic boundary does (spec 000 §4).
 */
export function classifyAppError(error: unknown): ErrorType {
  if (error instanceof AppError) return error.type;
  if (error !== null && typeof error === 'object' && isErrorType((error as { type?: unknown }).type)) return (error as { type: ErrorType }).type;
  const code = errorCode(error);
  if (isDatabaseErrorCode(code)) return 'database_error';
  if (code === 'VALIDATION_ERROR') return 'validation_error';
  return classifyBoundaryError(error);
}
