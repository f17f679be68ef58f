import { describe, expect, it } from 'vitest';
import {
  DATA_SERVICE_CODES,
  MONITORING_CODES,
  PERMISSION_CODES,
  SERVICE_CODES,
  SERVICE_ERROR_CODES,
  SERVICE_ERROR_MESSAGES,
  ServiceError,
  isDatabaseErrorCode,
  isInternalErrorCode,
  isServiceErrorCode,
} from './service-error';

describe('service error codes (spec 001 §8.2, spec 000 §8)', () => {
  it.each([
    ['service', SERVICE_CODES, ['SERVICE_ERROR', 'FORBIDDEN', 'VALIDATION_ERROR', 'DATABASE_ERROR', 'RECORD_NOT_FOUND', 'DUPLICATE_RECORD', 'BUSINESS_RULE_VIOLATION', 'TIMEOUT', 'INTERNAL_ERROR', 'UNKNOWN_ERROR']],
    ['permission and role', PERMISSION_CODES, ['PERMISSION_GRANT_FAILED', 'PERMISSION_REVOKE_FAILED', 'ROLE_ASSIGNMENT_FAILED']],
    ['data service', DATA_SERVICE_CODES, ['NO_DATA', 'UNEXPECTED_ERROR', 'PAGINATION_ERROR', 'AUTH_ERROR', 'PERMISSION_DENIED', 'VALIDATION_ERROR', 'INVALID_TABLE', 'INVALID_COLUMN', 'UNAUTHORIZED_TABLE', 'UNAUTHORIZED_COLUMN']],
    ['monitoring', MONITORING_CODES, ['PERFORMANCE_MONITORING_ERROR', 'API_ERROR']],
  ])('%s codes', (_group, codes, expected) => {
    expect([...codes]).toEqual(expected);
  });

  it('lists every code once', () => {
    expect(SERVICE_ERROR_CODES).toHaveLength(new Set(SERVICE_ERROR_CODES).size);
    expect(SERVICE_ERROR_CODES).toHaveLength(24);
  });

  it.each([
    ['PERMISSION_GRANT_FAILED', 'Failed to grant permission'],
    ['PERMISSION_REVOKE_FAILED', 'Failed to revoke permission'],
    ['ROLE_ASSIGNMENT_FAILED', 'Failed to assign role'],
    ['PERFORMANCE_MONITORING_ERROR', 'Failed to record performance metric'],
    ['API_ERROR', 'API call failed'],
  ] as const)('%s says %s', (code, message) => {
    expect(SERVICE_ERROR_MESSAGES[code]).toBe(message);
    expect(ServiceError.fromCode(code).message).toBe(message);
  });

  it.each([
    ['NO_DATA', true],
    ['INVALID_COLUMN', true],
    ['SOMETHING_ELSE', false],
    [42, false],
  ])('%s is a catalogued code: %s', (code, expected) => {
    expect(isServiceErrorCode(code)).toBe(expected);
  });
});

describe('ServiceError', () => {
  it('defaults to code SERVICE_ERROR, status 400 and empty context', () => {
    const error = new ServiceError('Something failed');
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'ServiceError', message: 'Something failed', code: 'SERVICE_ERROR', statusCode: 400, context: {} });
  });

  it('carries the given code, context, status and cause', () => {
    const cause = new Error('db down');
    const error = new ServiceError('No access', 'PERMISSION_DENIED', { table: 'cap_table' }, 403, { cause });
    expect(error).toMatchObject({ code: 'PERMISSION_DENIED', statusCode: 403, context: { table: 'cap_table' }, cause });
  });

  it('falls back to the code as message when the catalogue has none', () => {
    expect(ServiceError.fromCode('NO_DATA', { id: 1 })).toMatchObject({ message: 'NO_DATA', code: 'NO_DATA', statusCode: 400, context: { id: 1 } });
  });
});

describe('database and internal codes', () => {
  it.each([
    ['42P01', true, true],
    ['08006', true, true],
    ['23505', true, true],
    ['XX000', true, true],
    ['P0001', true, true],
    ['PGRST116', true, true],
    ['DATABASE_ERROR', true, true],
    ['INTERNAL_ERROR', false, true],
    ['UNEXPECTED_ERROR', false, true],
    ['UNKNOWN_ERROR', false, true],
    ['API_ERROR', false, true],
    ['ECONNREFUSED', false, true],
    ['ABORT', false, false],
    ['VALIDATION_ERROR', false, false],
    ['PERMISSION_DENIED', false, false],
    ['NO_DATA', false, false],
    ['TIMEOUT', false, false],
    [undefined, false, false],
  ])('%s: database %s, internal %s', (code, database, internal) => {
    expect(isDatabaseErrorCode(code)).toBe(database);
    expect(isInternalErrorCode(code)).toBe(internal);
  });
});
