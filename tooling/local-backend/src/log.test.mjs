import { describe, expect, it } from 'vitest';
import { REDACTED, createLogger, redact } from './log.mjs';

const HASH = '$2a$10$abcdefghijklmnopqrstuuABCDEFGHIJKLMNOPQRSTUVWXYZ01234';
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2lnbmF0dXJlLXBhcnQ';

describe('backend log redaction', () => {
  it.each([
    ['a password', { email: 'a@b.test', password: 'hunter2' }, 'hunter2'],
    ['a refresh token', { refresh_token: 'r3fr3sh' }, 'r3fr3sh'],
    ['an API key', { apikey: 'k3y', 'api-key': 'k3y' }, 'k3y'],
    ['a secret', { jwtSecret: 's3cr3t' }, 's3cr3t'],
    ['an authorization header', { headers: { authorization: 'Basic dXNlcjpwYXNz' } }, 'dXNlcjpwYXNz'],
    ['query parameters', { query: 'insert into auth.users ...', params: ['id', 'a@b.test', HASH] }, HASH],
    ['a bearer value in text', { message: `sent Authorization: Bearer ${JWT}` }, JWT],
    ['a bcrypt hash in text', { detail: `Key (encrypted_password)=(${HASH}) already exists.` }, HASH],
  ])('removes %s', (_what, value, secret) => {
    expect(JSON.stringify(redact(value))).not.toContain(secret);
  });

  it('keeps what helps a developer: message, SQLSTATE fields and stack', () => {
    const error = Object.assign(new Error(`insert failed for ${HASH}`), { code: '23505', detail: 'Key (email) already exists.', params: ['x', HASH] });
    const out = /** @type {Record<string, unknown>} */ (redact(error));
    expect(out).toMatchObject({ name: 'Error', message: `insert failed for ${REDACTED}`, code: '23505', detail: 'Key (email) already exists.', params: REDACTED });
    expect(String(out.stack)).toContain('log.test.mjs');
    expect(String(out.stack)).not.toContain(HASH);
  });

  it('writes one redacted line', () => {
    const lines = [];
    createLogger((line) => lines.push(line))(`request with Bearer ${JWT} failed`, Object.assign(new Error('boom'), { params: [HASH] }));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[local-backend\] request with Bearer \[REDACTED\] failed /);
    expect(lines[0]).not.toContain(HASH);
    expect(lines[0]).not.toContain(JWT);
  });
});
