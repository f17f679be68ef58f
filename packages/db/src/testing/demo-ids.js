/**
 * The ids of the demo data in supabase/seeds/00_platform.sql, for every test that signs in as a
 * demo account or names a seeded organization. Plain JavaScript so Node scripts and .mjs tests
 * import it as they are; demo-ids.d.ts gives the literal types.
 */

/** The seven seeded organizations: one of each type, and Nile Robotics as a second startup tenant. */
export const ORG = Object.freeze({
  fikrLabs: '00000000-0000-4000-b000-000000000001',
  mentorCircle: '00000000-0000-4000-b000-000000000002',
  launchpad: '00000000-0000-4000-b000-000000000003',
  oasisVentures: '00000000-0000-4000-b000-000000000004',
  gulfTech: '00000000-0000-4000-b000-000000000005',
  digitalEconomy: '00000000-0000-4000-b000-000000000006',
  nileRobotics: '00000000-0000-4000-b000-000000000007',
});

/** The fifteen demo accounts. */
export const ACCOUNTS = Object.freeze({
  owner: Object.freeze({ id: '00000000-0000-4000-a000-000000000001', email: 'owner@fikrspace.test' }),
  manager: Object.freeze({ id: '00000000-0000-4000-a000-000000000002', email: 'manager@fikrspace.test' }),
  admin: Object.freeze({ id: '00000000-0000-4000-a000-000000000003', email: 'admin@fikrspace.test' }),
  editor: Object.freeze({ id: '00000000-0000-4000-a000-000000000004', email: 'editor@fikrspace.test' }),
  viewer: Object.freeze({ id: '00000000-0000-4000-a000-000000000005', email: 'viewer@fikrspace.test' }),
  stakeholder: Object.freeze({ id: '00000000-0000-4000-a000-000000000006', email: 'stakeholder@fikrspace.test' }),
  user: Object.freeze({ id: '00000000-0000-4000-a000-000000000007', email: 'user@fikrspace.test' }),
  startup: Object.freeze({ id: '00000000-0000-4000-a000-000000000008', email: 'startup@fikrspace.test' }),
  mentor: Object.freeze({ id: '00000000-0000-4000-a000-000000000009', email: 'mentor@fikrspace.test' }),
  accelerator: Object.freeze({ id: '00000000-0000-4000-a000-000000000010', email: 'accelerator@fikrspace.test' }),
  investor: Object.freeze({ id: '00000000-0000-4000-a000-000000000011', email: 'investor@fikrspace.test' }),
  university: Object.freeze({ id: '00000000-0000-4000-a000-000000000012', email: 'university@fikrspace.test' }),
  government: Object.freeze({ id: '00000000-0000-4000-a000-000000000013', email: 'government@fikrspace.test' }),
  otherStartup: Object.freeze({ id: '00000000-0000-4000-a000-000000000014', email: 'other-startup@fikrspace.test' }),
  multiOrg: Object.freeze({ id: '00000000-0000-4000-a000-000000000015', email: 'multi-org@fikrspace.test' }),
});

/** The password of every demo account (the seed stores its bcrypt hash). */
export const DEMO_PASSWORD = 'fikrspace-demo';
