import { describe, expect, it } from 'vitest';
import { ServiceError } from './service-error';
import { USER_MESSAGES, USER_MESSAGE_CATEGORIES, categoryForError, categoryForStatus, userMessageFor } from './user-messages';

describe('user-facing messages (spec 000 §8, spec 001 §8.3)', () => {
  it('has nine categories', () => {
    expect(USER_MESSAGE_CATEGORIES).toHaveLength(9);
  });

  it.each([
    ['database', 'A database error occurred. Please try again.'],
    ['authentication', 'Authentication failed. Please log in again.'],
    ['authorization', 'You do not have permission to perform this action.'],
    ['validation', 'The provided data is invalid.'],
    ['network', 'A network error occurred. Please check your connection.'],
    ['server', 'An internal server error occurred. Please try again later.'],
    ['not_found', 'The requested resource was not found.'],
    ['rate_limit', 'Too many requests. Please try again later.'],
    ['maintenance', 'The service is temporarily unavailable for maintenance.'],
  ] as const)('%s: %s', (category, message) => {
    expect(USER_MESSAGES[category]).toBe(message);
  });
});

describe('HTTP mapping (spec 001 §8.4)', () => {
  it.each([
    [401, 'authentication'],
    [403, 'authorization'],
    [404, 'not_found'],
    [429, 'rate_limit'],
    [503, 'maintenance'],
    [400, 'validation'],
    [409, 'validation'],
    [422, 'validation'],
    [499, 'validation'],
    [500, 'server'],
    [502, 'server'],
    [504, 'server'],
    [599, 'server'],
    [200, undefined],
    [302, undefined],
    [0, undefined],
  ] as const)('%i is %s', (status, category) => {
    expect(categoryForStatus(status)).toBe(category);
  });

  it.each([
    [401, 'Authentication failed. Please log in again.'],
    [503, 'The service is temporarily unavailable for maintenance.'],
    [418, 'The provided data is invalid.'],
    [200, 'An internal server error occurred. Please try again later.'],
  ])('status %i reads %s', (status, message) => {
    expect(userMessageFor(status)).toBe(message);
  });
});

describe('category of a thrown value', () => {
  it.each([
    ['a status field', { status: 404, message: 'x' }, 'not_found'],
    ['a statusCode field', { statusCode: 429 }, 'rate_limit'],
    ['a service code over its default status', new ServiceError('Nope', 'FORBIDDEN'), 'authorization'],
    ['AUTH_ERROR', new ServiceError('x', 'AUTH_ERROR'), 'authentication'],
    ['RECORD_NOT_FOUND', new ServiceError('x', 'RECORD_NOT_FOUND'), 'not_found'],
    ['UNAUTHORIZED_COLUMN', new ServiceError('x', 'UNAUTHORIZED_COLUMN'), 'authorization'],
    ['INVALID_TABLE', new ServiceError('x', 'INVALID_TABLE'), 'validation'],
    ['DATABASE_ERROR', new ServiceError('x', 'DATABASE_ERROR', {}, 500), 'database'],
    ['the default SERVICE_ERROR defers to the status', new ServiceError('x'), 'validation'],
    ['a SQLSTATE', { code: '42P01', message: 'relation does not exist' }, 'database'],
    ['SQLSTATE 42501', { code: '42501' }, 'authorization'],
    ['SQLSTATE class 28', { code: '28P01' }, 'authentication'],
    ['a PostgREST code', { code: 'PGRST116', status: 406 }, 'database'],
    ['Chrome offline fetch', new TypeError('Failed to fetch'), 'network'],
    ['Firefox offline fetch', new TypeError('NetworkError when attempting to fetch resource.'), 'network'],
    ['Safari offline fetch', new TypeError('Load failed'), 'network'],
    ['anything else', new Error('x is undefined'), 'server'],
  ])('%s', (_name, error, category) => {
    expect(categoryForError(error)).toBe(category);
  });

  it('gives the message of the category', () => {
    expect(userMessageFor(new ServiceError('x', 'PERMISSION_DENIED'))).toBe('You do not have permission to perform this action.');
  });
});
