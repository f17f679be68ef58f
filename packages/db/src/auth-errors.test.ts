import { AuthApiError, AuthRetryableFetchError, AuthUnknownError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { isAuthApiError, isAuthRetryableFetchError, isAuthWeakPasswordError, isRetryableAuthError, weakPasswordReasons } from './auth-errors';

/** The predicates recognise the library's own errors by shape, and nothing else. */
describe('auth errors told apart without the client library', () => {
  const api = new AuthApiError('Invalid login credentials', 400, 'invalid_credentials');
  const retryable = new AuthRetryableFetchError('Bad gateway', 502);
  const weak = new AuthWeakPasswordError('Password is too weak', 422, ['length', 'characters']);
  const unknown = new AuthUnknownError('Something', new Error('cause'));
  const plain = Object.assign(new Error('Invalid login credentials'), { name: 'AuthApiError', status: 400 });

  it.each([
    ['AuthApiError', api, { api: true, retryable: false, weak: false }],
    ['AuthRetryableFetchError', retryable, { api: false, retryable: true, weak: false }],
    ['AuthWeakPasswordError', weak, { api: false, retryable: false, weak: true }],
    ['AuthUnknownError', unknown, { api: false, retryable: false, weak: false }],
    ['a plain Error named like one', plain, { api: false, retryable: false, weak: false }],
    ['null', null, { api: false, retryable: false, weak: false }],
  ])('%s', (_name, error, expected) => {
    expect({ api: isAuthApiError(error), retryable: isAuthRetryableFetchError(error), weak: isAuthWeakPasswordError(error) }).toEqual(expected);
  });

  it('reads the reasons of a weak password and the gateway statuses of spec 000 §8', () => {
    expect(weakPasswordReasons(weak)).toEqual(['length', 'characters']);
    expect(weakPasswordReasons(api)).toEqual([]);
    expect(isRetryableAuthError(retryable)).toBe(true);
    expect(isRetryableAuthError(new AuthApiError('Gateway', 503, undefined))).toBe(true);
    expect(isRetryableAuthError(api)).toBe(false);
  });
});
