import { describe, expect, it } from 'vitest';
import { grantState } from './grant-state';

describe('the state of an explicit grant', () => {
  const now = new Date('2026-11-23T09:30:00Z');

  it('is granted without an expiry or before it', () => {
    expect(grantState({ granted: true, expiresAt: null }, now)).toBe('granted');
    expect(grantState({ granted: true, expiresAt: '2026-11-23T09:31:00Z' }, now)).toBe('granted');
  });

  it('is expired from the expiry on, and revoked whenever granted is false', () => {
    expect(grantState({ granted: true, expiresAt: '2026-11-23T09:30:00Z' }, now)).toBe('expired');
    expect(grantState({ granted: false, expiresAt: '2026-11-23T09:00:00Z' }, now)).toBe('revoked');
    expect(grantState({ granted: false, expiresAt: null }, now)).toBe('revoked');
  });
});
