import { describe, expect, it } from 'vitest';
import { checkExpiry, localMinute } from './expiry-input';

describe('the expiry field', () => {
  const now = new Date(2026, 10, 23, 9, 30);

  it('means no expiry when empty', () => {
    expect(checkExpiry('', now)).toEqual({ ok: true, expiresAt: null });
    expect(checkExpiry('  ', now)).toEqual({ ok: true, expiresAt: null });
  });

  it('reads the wall-clock time in the browser’s zone and sends the instant', () => {
    expect(checkExpiry('2026-11-24T10:00', now)).toEqual({ ok: true, expiresAt: new Date(2026, 10, 24, 10, 0).toISOString() });
  });

  it('refuses the current minute, the past and incomplete values', () => {
    expect(checkExpiry('2026-11-23T09:30', now)).toEqual({ ok: false, reason: 'past' });
    expect(checkExpiry('2001-01-01T10:00', now)).toEqual({ ok: false, reason: 'past' });
    expect(checkExpiry('2026-11-24', now)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkExpiry('tomorrow', now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('offers the current minute as the earliest choice', () => {
    expect(localMinute(new Date(2026, 0, 5, 7, 4, 59))).toBe('2026-01-05T07:04');
  });
});
