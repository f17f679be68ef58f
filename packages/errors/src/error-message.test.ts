import { describe, expect, it } from 'vitest';
import { errorCode, errorMessage, errorStatus } from './error-message';

describe('errorMessage', () => {
  it.each([
    [new Error('boom'), 'boom'],
    ['plain text', 'plain text'],
    [{ reason: 'x' }, '{"reason":"x"}'],
    [undefined, 'undefined'],
    [42, '42'],
  ])('reads %j as %s', (error, message) => {
    expect(errorMessage(error)).toBe(message);
  });

  it('falls back to String() for values JSON cannot render', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(errorMessage(cyclic)).toBe('[object Object]');
  });
});

describe('errorCode and errorStatus', () => {
  it.each([
    [{ code: '42P01' }, '42P01'],
    [Object.assign(new Error('x'), { code: 'PGRST116' }), 'PGRST116'],
    [{ code: 42 }, undefined],
    [{ code: '' }, undefined],
    ['text', undefined],
    [null, undefined],
  ])('code of %j is %s', (error, code) => {
    expect(errorCode(error)).toBe(code);
  });

  it.each([
    [{ status: 404 }, 404],
    [{ statusCode: 503 }, 503],
    [{ status: '404' }, undefined],
    [{ status: 42 }, undefined],
    [{ status: 404.5 }, undefined],
    [7, undefined],
  ])('status of %j is %s', (error, status) => {
    expect(errorStatus(error)).toBe(status);
  });
});
