import { describe, expect, it } from 'vitest';
import { REDACTED, isSecretKey, redact, redactText } from './redact';

describe('redaction by property name (any case, any depth)', () => {
  it.each([
    ['password'],
    ['Password'],
    ['newPassword'],
    ['pass'],
    ['token'],
    ['accessToken'],
    ['refresh_token'],
    ['apikey'],
    ['apiKey'],
    ['api_key'],
    ['x-api-key'],
    ['X-API-KEY'],
    ['secret'],
    ['clientSecret'],
    ['authorization'],
    ['Authorization'],
    ['bearer'],
    ['cookie'],
    ['jwt'],
  ])('%s is redacted', (key) => {
    expect(isSecretKey(key)).toBe(true);
    expect(redact({ [key]: 'hunter2' })).toEqual({ [key]: REDACTED });
  });

  it.each([['email'], ['name'], ['userId'], ['status']])('%s is kept', (key) => {
    expect(redact({ [key]: 'value' })).toEqual({ [key]: 'value' });
  });

  it('reaches nested objects and arrays', () => {
    expect(redact({ user: { email: 'a@b.c', credentials: [{ password: 'p' }, { apiKey: 'k' }] }, headers: { Authorization: 'Bearer abc' } })).toEqual({
      user: { email: 'a@b.c', credentials: [{ password: REDACTED }, { apiKey: REDACTED }] },
      headers: { Authorization: REDACTED },
    });
  });

  it('survives cycles and copies shared values in every branch', () => {
    const shared = { id: 1 };
    const value: Record<string, unknown> = { a: shared, b: shared, list: [] as unknown[] };
    value.self = value;
    (value.list as unknown[]).push(value);
    expect(redact(value)).toEqual({ a: { id: 1 }, b: { id: 1 }, list: ['[Circular]'], self: '[Circular]' });
  });

  it('stops at a depth of 8', () => {
    let deep: Record<string, unknown> = { end: true };
    for (let level = 0; level < 10; level += 1) deep = { next: deep };
    expect(JSON.stringify(redact(deep))).toContain('[Too deep]');
  });

  it('reduces errors to name, message, own fields, stack and cause, redacted', () => {
    const cause = Object.assign(new Error('inner'), { token: 't' });
    const error = Object.assign(new Error('failed with Bearer abc'), { code: '42P01', params: ['x'], cause });
    const out = redact(error) as Record<string, unknown>;
    expect(out).toMatchObject({ name: 'Error', message: `failed with Bearer ${REDACTED}`, code: '42P01', params: REDACTED, cause: { name: 'Error', message: 'inner', token: REDACTED } });
    expect(String(out.stack)).not.toContain('Bearer abc');
  });

  it('keeps primitives and renders dates, maps, sets and functions', () => {
    expect(redact(5)).toBe(5);
    expect(redact(null)).toBeNull();
    expect(redact(undefined)).toBeUndefined();
    expect(redact(new Date('2025-01-01T00:00:00Z'))).toBe('2025-01-01T00:00:00.000Z');
    expect(redact(new Map([['token', 'x'], ['id', 'y']]))).toEqual({ token: REDACTED, id: 'y' });
    expect(redact(new Set(['Bearer abc']))).toEqual([`Bearer ${REDACTED}`]);
    expect(redact(function load() {})).toBe('[Function load]');
  });
});

describe('redaction inside text', () => {
  it.each([
    ['Bearer abc.def-123', `Bearer ${REDACTED}`],
    ['authorization: bearer abc', `authorization: bearer ${REDACTED}`],
    ['Authorization: Basic dXNlcjpwYXNz', `Authorization: Basic ${REDACTED}`],
    ['token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl here', `token ${REDACTED} here`],
    ['GET /login?user=ann&password=hunter2&next=/', `GET /login?user=ann&password=${REDACTED}&next=/`],
    ['password=hunter2', `password=${REDACTED}`],
    ['https://app.test/cb#access_token=abc&refresh_token=def&type=x', `https://app.test/cb#access_token=${REDACTED}&refresh_token=${REDACTED}&type=x`],
    ['/rest/v1/users?apikey=anon-key-123&select=*', `/rest/v1/users?apikey=${REDACTED}&select=*`],
    ['curl -H x-api-key=abc', `curl -H x-api-key=${REDACTED}`],
    ['postgres://admin:s3cret@db:5432/app', `postgres://admin:${REDACTED}@db:5432/app`],
    ['{"email":"a@b.c","password":"hunter2"}', `{"email":"a@b.c","password":"${REDACTED}"}`],
    [`hash $2b$10$${'a'.repeat(53)}`, `hash ${REDACTED}`],
    ['Nothing secret here', 'Nothing secret here'],
  ])('%s', (text, expected) => {
    expect(redactText(text)).toBe(expected);
    expect(redact(text)).toBe(expected);
  });
});
