import { describe, expect, it } from 'vitest';
import { MATRIX_ROLES, PERMISSION_ACTIONS, PERMISSION_RESOURCES, decidePermission, roleAllows } from './permission-matrix';

const STRATEGY = ['value_streams', 'strategic_objectives', 'objectives', 'key_results', 'epics', 'strategic_periods'];
const STRATEGY_ACTIONS = ['read', 'write', 'create', 'update', 'delete'];

/** Spec 001 §6.2, written out as the spec states it, to check the JSON source against. */
const SPEC: Record<string, Record<string, string[]>> = {
  owner: {
    cap_table: ['read', 'write', 'delete', 'admin', 'export', 'share'],
    stakeholders: ['read', 'write', 'delete', 'admin'],
    funding_rounds: ['read', 'write', 'delete', 'admin'],
    calculators: ['read', 'calculate', 'export', 'share'],
    documents: ['read', 'write', 'delete', 'share'],
    analytics: ['read', 'export'],
    admin: ['read', 'write', 'delete', 'admin'],
    organizations: ['read', 'write', 'update', 'delete', 'admin'],
    ...Object.fromEntries(STRATEGY.map((resource) => [resource, STRATEGY_ACTIONS])),
  },
  admin: {
    cap_table: ['read', 'write', 'export', 'share'],
    stakeholders: ['read', 'write'],
    funding_rounds: ['read', 'write'],
    calculators: ['read', 'calculate', 'export', 'share'],
    documents: ['read', 'write', 'share'],
    analytics: ['read', 'export'],
    organizations: ['read', 'write', 'update'],
    ...Object.fromEntries(STRATEGY.map((resource) => [resource, STRATEGY_ACTIONS])),
  },
  editor: {
    cap_table: ['read', 'write', 'export'],
    stakeholders: ['read', 'write'],
    funding_rounds: ['read', 'write'],
    calculators: ['read', 'calculate', 'export'],
    documents: ['read', 'write'],
    analytics: ['read'],
  },
  viewer: {
    cap_table: ['read', 'export'],
    stakeholders: ['read'],
    funding_rounds: ['read'],
    calculators: ['read', 'calculate'],
    documents: ['read'],
    analytics: ['read'],
  },
  stakeholder: {
    cap_table: ['read'],
    stakeholders: ['read'],
    documents: ['read'],
    calculators: ['read', 'calculate'],
  },
};
SPEC.user = SPEC.admin!;

/**
 * Resources the platform adds to the spec's, each decided in docs/decisions.md: `metrics` (a
 * startup's monthly figures and who may see them) follows `documents`: owners, admins and users
 * share, editors write, viewers read, stakeholders see none. `programs` (an accelerator's
 * programs, cohorts, applications and reviews): owners and admins do everything, editors run
 * the programs without deleting them, every other role reads.
 */
const PROGRAMS_ALL = ['read', 'write', 'create', 'update', 'delete', 'admin'];
const ADDED: Record<string, Record<string, string[]>> = {
  owner: { metrics: ['read', 'write', 'export', 'share'], programs: PROGRAMS_ALL },
  admin: { metrics: ['read', 'write', 'export', 'share'], programs: PROGRAMS_ALL },
  user: { metrics: ['read', 'write', 'export', 'share'], programs: ['read'] },
  editor: { metrics: ['read', 'write'], programs: ['read', 'write', 'create', 'update'] },
  viewer: { metrics: ['read'], programs: ['read'] },
  stakeholder: { programs: ['read'] },
};
for (const [role, grants] of Object.entries(ADDED)) SPEC[role] = { ...SPEC[role], ...grants };

describe('permission matrix (spec 001 §6.2)', () => {
  it('names the spec resources, actions and roles', () => {
    // The spec's 14 and the platform's metrics and programs.
    expect(PERMISSION_RESOURCES).toHaveLength(16);
    expect(PERMISSION_ACTIONS).toEqual(['read', 'write', 'delete', 'admin', 'calculate', 'export', 'share', 'create', 'update']);
    expect([...MATRIX_ROLES].sort()).toEqual(['admin', 'editor', 'owner', 'stakeholder', 'user', 'viewer']);
  });

  const cases = MATRIX_ROLES.flatMap((role) => PERMISSION_RESOURCES.flatMap((resource) => PERMISSION_ACTIONS.map((action) => [role, resource, action] as const)));
  it.each(cases)('%s may %s %s exactly as the spec says', (role, resource, action) => {
    expect(roleAllows(role, resource, action)).toBe(SPEC[role]?.[resource]?.includes(action) ?? false);
  });
});

describe('check order (spec 001 §6.3)', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it.each([
    ['no role', null, 'cap_table', 'read', null, false],
    ['unknown role', 'superhero', 'cap_table', 'read', { granted: true, expiresAt: null }, false],
    ['resource without entry', 'viewer', 'admin', 'read', { granted: true, expiresAt: null }, false],
    ['role grants', 'viewer', 'cap_table', 'export', null, true],
    ['role lacks, no grant', 'viewer', 'cap_table', 'write', null, false],
    ['role lacks, unexpired grant', 'viewer', 'cap_table', 'write', { granted: true, expiresAt: '2026-12-01T00:00:00Z' }, true],
    ['role lacks, grant without expiry', 'viewer', 'cap_table', 'write', { granted: true, expiresAt: null }, true],
    ['role lacks, expired grant', 'viewer', 'cap_table', 'write', { granted: true, expiresAt: '2026-11-01T00:00:00Z' }, false],
    ['role lacks, revoked grant', 'viewer', 'cap_table', 'write', { granted: false, expiresAt: null }, false],
  ] as const)('%s', (_label, role, resource, action, grant, expected) => {
    expect(decidePermission(role, resource, action, grant, now)).toBe(expected);
  });
});
