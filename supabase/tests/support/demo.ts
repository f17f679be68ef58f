import { ACCOUNTS, ORG, type AccountName } from '../../../packages/db/src/testing/demo-ids.js';
import type { Claims } from './database';

// The seeded ids live in one module that package and app tests share; the personas are these
// tests' own.
export { ACCOUNTS, DEMO_PASSWORD, ORG, type AccountName } from '../../../packages/db/src/testing/demo-ids.js';

export function claimsOf(name: AccountName): Claims {
  const account = ACCOUNTS[name];
  return { sub: account.id, role: 'authenticated', email: account.email };
}

/**
 * Who the table tests act as. Everyone from owner to startup, and multiOrg, is in Fikr Labs:
 *   owner, manager       enterprise role owner / manager (platform operators); owner also holds
 *                        the matrix role owner, manager no matrix role
 *   admin ... user       enterprise role and matrix role of that name
 *   startup              enterprise role user, matrix role owner (the organization's owner)
 *   multiOrg             editor in Fikr Labs and viewer in Mentor Circle
 * The owners of the other tenants, each with enterprise role user and matrix role owner of their
 * own organization and a member of no other:
 *   otherStartup         Nile Robotics, a second startup
 *   investor             Oasis Ventures (venture capital)
 *   accelerator          Launchpad Accelerator
 *   mentor               Mentor Circle, where multiOrg is a viewer too
 *   government           Digital Economy Authority
 *   university           Gulf Tech University
 */
export const PERSONAS = ['anon', 'owner', 'manager', 'admin', 'editor', 'viewer', 'stakeholder', 'user', 'startup', 'multiOrg', 'otherStartup', 'investor', 'accelerator', 'mentor', 'government', 'university'] as const;

export type Persona = (typeof PERSONAS)[number];

export function claimsFor(persona: Persona): Claims | null {
  return persona === 'anon' ? null : claimsOf(persona);
}

export const FIKR_LABS_MEMBERS = ['owner', 'manager', 'admin', 'editor', 'viewer', 'stakeholder', 'user', 'startup', 'multiOrg'] as const;

/** The owners of the audience organizations: the portals' users, each alone in their tenant but mentor. */
export const AUDIENCE_OWNERS = ['investor', 'accelerator', 'mentor', 'government', 'university'] as const;

/** The owners of every tenant but Fikr Labs. */
export const OTHER_TENANT_OWNERS = ['otherStartup', ...AUDIENCE_OWNERS] as const;

/** Each signed-in persona's current organization in the seed. */
export const HOME_ORGANIZATION: Record<Exclude<Persona, 'anon'>, string> = {
  owner: ORG.fikrLabs,
  manager: ORG.fikrLabs,
  admin: ORG.fikrLabs,
  editor: ORG.fikrLabs,
  viewer: ORG.fikrLabs,
  stakeholder: ORG.fikrLabs,
  user: ORG.fikrLabs,
  startup: ORG.fikrLabs,
  multiOrg: ORG.fikrLabs,
  otherStartup: ORG.nileRobotics,
  investor: ORG.oasisVentures,
  accelerator: ORG.launchpad,
  mentor: ORG.mentorCircle,
  government: ORG.digitalEconomy,
  university: ORG.gulfTech,
};

/** A persona's current organization; none for anonymous visitors. */
export function homeOrganization(persona: Persona): string | null {
  return persona === 'anon' ? null : HOME_ORGANIZATION[persona];
}
