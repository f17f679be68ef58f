import { describe, expect, it } from 'vitest';
import { shownRole } from './account-menu';

const role = (name: string) => ({ id: name, name, displayName: name.charAt(0).toUpperCase() + name.slice(1) });

describe('the role the header names', () => {
  it.each([
    // [enterprise role, role in the current organization, shown]
    ['user', 'owner', { namespace: 'organization-roles', name: 'owner' }],
    ['editor', 'editor', { namespace: 'organization-roles', name: 'editor' }],
    ['user', null, { namespace: 'enterprise-roles', name: 'user' }],
    // Platform operators act for the platform, whatever they also are in an organization.
    ['owner', 'owner', { namespace: 'enterprise-roles', name: 'owner' }],
    ['manager', 'viewer', { namespace: 'enterprise-roles', name: 'manager' }],
  ] as const)('%s with %s in the organization: %j', (enterprise, organization, shown) => {
    expect(shownRole(role(enterprise), organization)).toMatchObject(shown);
  });

  it('names nothing without either role', () => {
    expect(shownRole(null, null)).toBeNull();
  });
});
