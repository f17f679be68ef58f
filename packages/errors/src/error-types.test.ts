import { describe, expect, it } from 'vitest';
import { AppError, ERROR_TYPES, ERROR_TYPE_RULES, classifyAppError, isErrorType } from './error-types';
import { ServiceError } from './service-error';

describe('error types (spec 000 §8)', () => {
  it('are the six catalogued types', () => {
    expect(ERROR_TYPES).toEqual(['user_error', 'system_error', 'critical_error', 'dev_error', 'database_error', 'validation_error']);
  });

  it.each([
    ['user_error', 'Please check your input and try again.', true, false, false, 'info'],
    ['system_error', 'A temporary issue occurred. Please try again.', true, true, true, 'error'],
    ['critical_error', 'An important issue occurred. Our team has been notified.', true, false, true, 'error'],
    ['dev_error', 'An unexpected error occurred.', false, false, true, 'error'],
    ['database_error', 'Database operation failed. Please try again.', true, true, true, 'error'],
    ['validation_error', 'Invalid data provided. Please check your input.', true, false, false, 'warn'],
  ] as const)('%s: %s (shown %s, retryable %s, reported %s, logged as %s)', (type, message, shown, retryable, reported, logLevel) => {
    expect(ERROR_TYPE_RULES[type]).toEqual({ message, shown, retryable, reported, logLevel });
  });

  it.each([
    ['user_error', true],
    ['validation_error', true],
    ['fatal', false],
    [undefined, false],
  ])('%s is an error type: %s', (value, expected) => {
    expect(isErrorType(value)).toBe(expected);
  });
});

describe('AppError', () => {
  it('carries its type, dev_error unless told otherwise', () => {
    expect(new AppError('boom').type).toBe('dev_error');
    const error = new AppError('Card declined', 'critical_error', { cause: 'gateway' });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('AppError');
    expect(error.type).toBe('critical_error');
    expect(error.message).toBe('Card declined');
    expect(error.cause).toBe('gateway');
  });
});

describe('classifyAppError', () => {
  it.each([
    ['an AppError keeps its type', new AppError('Network down', 'validation_error'), 'validation_error'],
    ['a serialized error keeps its type', { type: 'database_error', message: 'x' }, 'database_error'],
    ['an unknown type field is ignored', { type: 'fatal', message: 'Invalid input' }, 'user_error'],
    ['a SQLSTATE code is a database error', { code: '23505', message: 'duplicate key value' }, 'database_error'],
    ['a PostgREST code is a database error', { code: 'PGRST116', message: 'JSON object requested' }, 'database_error'],
    ['DATABASE_ERROR is a database error', new ServiceError('Failed', 'DATABASE_ERROR'), 'database_error'],
    ['VALIDATION_ERROR is a validation error', new ServiceError('Bad email', 'VALIDATION_ERROR'), 'validation_error'],
    ['network text is a system error', new Error('Network request failed'), 'system_error'],
    ['fetch text is a system error', new TypeError('Failed to fetch'), 'system_error'],
    ['payment text is a critical error', new Error('Payment gateway rejected the charge'), 'critical_error'],
    ['validation text is a user error', new Error('Validation failed: name'), 'user_error'],
    ['invalid text is a user error', 'Invalid date', 'user_error'],
    ['anything else is a dev error', new Error('x is not a function'), 'dev_error'],
  ])('%s', (_name, error, type) => {
    expect(classifyAppError(error)).toBe(type);
  });
});
