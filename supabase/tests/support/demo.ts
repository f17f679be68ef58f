import type { Claims } from './database';

/** The organizations and accounts of supabase/seed.sql. */
export const ORG = {
  fikrLabs: '00000000-0000-4000-b000-000000000001',
  mentorCircle: '00000000-0000-4000-b000-000000000002',
  launchpad: '00000000-0000-4000-b000-000000000003',
  oasisVentures: '00000000-0000-4000-b000-000000000004',
  gulfTech: '00000000-0000-4000-b000-000000000005',
  digitalEconomy: '00000000-0000-4000-b000-000000000006',
  nileRobotics: '00000000-0000-4000-b000-000000000007',
} as const;

export const ACCOUNTS = {
  owner: { id: '00000000-0000-4000-a000-000000000001', email: 'owner@fikrspace.test' },
  manager: { id: '00000000-0000-4000-a000-000000000002', email: 'manager@fikrspace.test' },
  admin: { id: '00000000-0000-4000-a000-000000000003', email: 'admin@fikrspace.test' },
  editor: { id: '00000000-0000-4000-a000-000000000004', email: 'editor@fikrspace.test' },
  viewer: { id: '00000000-0000-4000-a000-000000000005', email: 'viewer@fikrspace.test' },
  stakeholder: { id: '00000000-0000-4000-a000-000000000006', email: 'stakeholder@fikrspace.test' },
  user: { id: '00000000-0000-4000-a000-000000000007', email: 'user@fikrspace.test' },
  startup: { id: '00000000-0000-4000-a000-000000000008', email: 'startup@fikrspace.test' },
  mentor: { id: '00000000-0000-4000-a000-000000000009', email: 'mentor@fikrspace.test' },
  accelerator: { id: '00000000-0000-4000-a000-000000000010', email: 'accelerator@fikrspace.test' },
  investor: { id: '00000000-0000-4000-a000-000000000011', email: 'investor@fikrspace.test' },
  university: { id: '00000000-0000-4000-a000-000000000012', email: 'university@fikrspace.test' },
  government: { id: '00000000-0000-4000-a000-000000000013', email: 'government@fikrspace.test' },
  otherStartup: { id: '00000000-0000-4000-a000-000000000014', email: 'other-startup@fikrspace.test' },
  multiOrg: { id: '00000000-0000-4000-a000-000000000015', email: 'multi-org@fikrspace.test' },
} as const;

export type AccountName = keyof typeof ACCOUNTS;

export function claimsOf(name: AccountName): Claims {
  const account = ACCOUNTS[name];
  return { sub: account.id, role: 'authenticated', email: account.email };
}

/**
 * Who the table tests act as. Everyone but the last three is in Fikr Labs:
 *   owner, manager       enterprise role owner / manager (platform operators); owner also holds
 *                        the matrix role owner, manager no matrix role
 *   admin ... user       enterprise role and matrix role of that name
 *   startup              enterprise role user, matrix role owner (the organization's owner)
 *   otherStartup         owner of Nile Robotics, a different tenant
 *   multiOrg             editor in Fikr Labs and viewer in Mentor Circle
 */
export const PERSONAS = ['anon', 'owner', 'manager', 'admin', 'editor', 'viewer', 'stakeholder', 'user', 'startup', 'otherStartup', 'multiOrg'] as const;

export type Persona = (typeof PERSONAS)[number];

export function claimsFor(persona: Persona): Claims | null {
  return persona === 'anon' ? null : claimsOf(persona);
}

export const FIKR_LABS_MEMBERS = ['owner', 'manager', 'admin', 'editor', 'viewer', 'stakeholder', 'user', 'startup', 'multiOrg'] as const;
