import { describe, expect, it } from 'vitest';
import { MAX_ERROR_MESSAGE_LENGTH, leaksInternals, newRequestId, sanitizeError, truncateMessage } from './sanitize-error';
import { ServiceError } from './service-error';

const now = () => new Date('2025-03-01T10:20:30.000Z');
const production = { production: true, requestId: 'req-1', now };
const development = { production: false, requestId: 'req-1', now };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('sanitizeError in production (spec 000 §8, spec 001 §8.4)', () => {
  it.each([
    ['a SQLSTATE code', { code: '42P01', message: 'relation "public.users" does not exist' }, 'A database error occurred. Please try again.', 'DATABASE_ERROR'],
    ['a connection SQLSTATE', { code: '08006', message: 'connection failure' }, 'A database error occurred. Please try again.', 'DATABASE_ERROR'],
    ['an internal SQLSTATE', { code: 'XX000', message: 'internal error' }, 'A database error occurred. Please try again.', 'DATABASE_ERROR'],
    ['a PostgREST code', { code: 'PGRST204', message: "Could not find the 'x' column" }, 'A database error occurred. Please try again.', 'DATABASE_ERROR'],
    ['DATABASE_ERROR', new ServiceError('insert failed', 'DATABASE_ERROR'), 'A database error occurred. Please try again.', 'DATABASE_ERROR'],
    ['INTERNAL_ERROR', new ServiceError('worker crashed', 'INTERNAL_ERROR', {}, 500), 'An internal server error occurred. Please try again later.', 'INTERNAL_ERROR'],
    ['a Node system code', { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 10.0.0.5:5432' }, 'An internal server error occurred. Please try again later.', 'INTERNAL_ERROR'],
    ['SQL text without a code', new Error('syntax error at or near "FROM"'), 'A database error occurred. Please try again.', undefined],
    ['a violated constraint', new Error('insert violates foreign key constraint "orgs_fk"'), 'A database error occurred. Please try again.', undefined],
    ['a column name', new Error('column "pwd" does not exist'), 'A database error occurred. Please try again.', undefined],
    ['a stack trace', new Error('boom\n    at handler (/srv/app/api.js:10:5)'), 'An internal server error occurred. Please try again later.', undefined],
    ['a file path', new Error('Cannot find module /home/app/src/db.ts'), 'An internal server error occurred. Please try again later.', undefined],
    ['a JWT', new Error('bad token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl'), 'An internal server error occurred. Please try again later.', undefined],
    ['a secret', new Error('config: api_key=sk_live_123'), 'An internal server error occurred. Please try again later.', undefined],
    ['a leaky 404', { status: 404, message: 'relation "orgs" has no row' }, 'The requested resource was not found.', undefined],
    ['a leaky forbidden service error', new ServiceError('permission denied for table users', 'FORBIDDEN', {}, 403), 'You do not have permission to perform this action.', 'FORBIDDEN'],
    ['an empty message', new Error(''), 'An internal server error occurred. Please try again later.', undefined],
    ['a value with no message', { weird: true }, 'An internal server error occurred. Please try again later.', undefined],
  ])('replaces %s', (_name, error, message, code) => {
    const sanitized = sanitizeError(error, production);
    expect(sanitized).toEqual({ message, timestamp: '2025-03-01T10:20:30.000Z', requestId: 'req-1', ...(code ? { code } : {}) });
  });

  it.each([
    ['a plain service error', new ServiceError('Failed to grant permission', 'PERMISSION_GRANT_FAILED'), 'Failed to grant permission', 'PERMISSION_GRANT_FAILED'],
    ['a validation error', new ServiceError('Email is required', 'VALIDATION_ERROR'), 'Email is required', 'VALIDATION_ERROR'],
    ['a plain error', new Error('Organization not found'), 'Organization not found', undefined],
    ['a string', 'Theme default not found', 'Theme default not found', undefined],
    ['a route path', new Error('Could not open /fikrspace/portal'), 'Could not open /fikrspace/portal', undefined],
  ])('keeps %s', (_name, error, message, code) => {
    expect(sanitizeError(error, production)).toEqual({ message, timestamp: '2025-03-01T10:20:30.000Z', requestId: 'req-1', ...(code ? { code } : {}) });
  });
});

describe('sanitizeError in development', () => {
  it('keeps the message and code for the developer', () => {
    expect(sanitizeError({ code: '42P01', message: 'relation "users" does not exist' }, development)).toEqual({
      message: 'relation "users" does not exist',
      timestamp: '2025-03-01T10:20:30.000Z',
      requestId: 'req-1',
      code: '42P01',
    });
  });

  it('renders values without a message', () => {
    expect(sanitizeError({ weird: true }, development).message).toBe('{"weird":true}');
  });
});

describe('message length (spec 000 §9: 500 characters)', () => {
  it.each([
    [true, 499, 499],
    [true, 500, 500],
    [true, 501, 500],
    [false, 10_000, 500],
  ])('production %s: %i characters become %i', (isProduction, length, expected) => {
    expect(sanitizeError(new Error('a'.repeat(length)), { production: isProduction }).message).toHaveLength(expected);
  });

  it('never splits a character made of two code units', () => {
    expect(MAX_ERROR_MESSAGE_LENGTH).toBe(500);
    const cut = truncateMessage(`${'a'.repeat(499)}😀😀`);
    expect([...cut]).toHaveLength(500);
    expect(cut.endsWith('😀')).toBe(true);
  });
});

describe('request id and timestamp', () => {
  it('uses the given request id', () => {
    expect(sanitizeError(new Error('x'), { production: true, requestId: 'abc' }).requestId).toBe('abc');
  });

  it('generates a v4 UUID when none is given, a new one each time', () => {
    const first = sanitizeError(new Error('x'), { production: true }).requestId;
    const second = sanitizeError(new Error('x'), { production: true }).requestId;
    expect(first).toMatch(UUID);
    expect(second).not.toBe(first);
    expect(newRequestId()).toMatch(UUID);
  });

  it('stamps the current time in ISO 8601', () => {
    expect(sanitizeError(new Error('x'), { production: true }).timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });
});

describe('leaksInternals', () => {
  it.each([
    ['relation "users" does not exist', true],
    ['SELECT id FROM users WHERE email = $1', true],
    ['duplicate key value violates unique constraint "users_email_key"', true],
    ['TypeError: x\n    at Object.<anonymous> (/app/index.js:1:1)', true],
    ['failed at C:\\apps\\server\\db.js', true],
    ['Authorization: Bearer abc.def', true],
    ['password: hunter2', true],
    ['host 192.168.1.10:5432 unreachable', true],
    ['Organization not found', false],
    ['Please select a plan from the list', false],
    ['Built with Next.js', false],
  ])('%j: %s', (message, leaks) => {
    expect(leaksInternals(message)).toBe(leaks);
  });
});
