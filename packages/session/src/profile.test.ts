import { describe, expect, it } from 'vitest';
import { isOwnerOrManager, metadataRole } from './profile';

describe('owner-or-manager (spec 000 §6)', () => {
  it.each([
    ['owner', true],
    ['Owner', true],
    ['MANAGER', true],
    ['manager', true],
    ['admin', false],
    ['user', false],
    ['owners', false],
  ])('enterprise role %s counts: %s', (name, expected) => {
    expect(isOwnerOrManager({ enterpriseRole: { id: 'r', name, displayName: name } })).toBe(expected);
  });

  it('is false without a user or a role', () => {
    expect(isOwnerOrManager(null)).toBe(false);
    expect(isOwnerOrManager({ enterpriseRole: null })).toBe(false);
  });
});

describe('metadata role (spec 000 §3, §6)', () => {
  it.each([
    [{ app_metadata: {}, user_metadata: {} }, 'user'],
    [{ app_metadata: {}, user_metadata: { role: 'mentor' } }, 'mentor'],
    [{ app_metadata: { role: 'owner' }, user_metadata: { role: 'user' } }, 'owner'],
    [{ app_metadata: { role: '' }, user_metadata: { role: '' } }, 'user'],
  ])('%j gives %s', (authUser, role) => {
    expect(metadataRole(authUser as never)).toBe(role);
  });
});
