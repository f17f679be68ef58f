/** The seeded organizations' ids (see demo-ids.js). */
export declare const ORG: {
  readonly fikrLabs: '00000000-0000-4000-b000-000000000001';
  readonly mentorCircle: '00000000-0000-4000-b000-000000000002';
  readonly launchpad: '00000000-0000-4000-b000-000000000003';
  readonly oasisVentures: '00000000-0000-4000-b000-000000000004';
  readonly gulfTech: '00000000-0000-4000-b000-000000000005';
  readonly digitalEconomy: '00000000-0000-4000-b000-000000000006';
  readonly nileRobotics: '00000000-0000-4000-b000-000000000007';
};

/** The demo accounts' ids and e-mail addresses (see demo-ids.js). */
export declare const ACCOUNTS: {
  readonly owner: { readonly id: '00000000-0000-4000-a000-000000000001'; readonly email: 'owner@fikrspace.test' };
  readonly manager: { readonly id: '00000000-0000-4000-a000-000000000002'; readonly email: 'manager@fikrspace.test' };
  readonly admin: { readonly id: '00000000-0000-4000-a000-000000000003'; readonly email: 'admin@fikrspace.test' };
  readonly editor: { readonly id: '00000000-0000-4000-a000-000000000004'; readonly email: 'editor@fikrspace.test' };
  readonly viewer: { readonly id: '00000000-0000-4000-a000-000000000005'; readonly email: 'viewer@fikrspace.test' };
  readonly stakeholder: { readonly id: '00000000-0000-4000-a000-000000000006'; readonly email: 'stakeholder@fikrspace.test' };
  readonly user: { readonly id: '00000000-0000-4000-a000-000000000007'; readonly email: 'user@fikrspace.test' };
  readonly startup: { readonly id: '00000000-0000-4000-a000-000000000008'; readonly email: 'startup@fikrspace.test' };
  readonly mentor: { readonly id: '00000000-0000-4000-a000-000000000009'; readonly email: 'mentor@fikrspace.test' };
  readonly accelerator: { readonly id: '00000000-0000-4000-a000-000000000010'; readonly email: 'accelerator@fikrspace.test' };
  readonly investor: { readonly id: '00000000-0000-4000-a000-000000000011'; readonly email: 'investor@fikrspace.test' };
  readonly university: { readonly id: '00000000-0000-4000-a000-000000000012'; readonly email: 'university@fikrspace.test' };
  readonly government: { readonly id: '00000000-0000-4000-a000-000000000013'; readonly email: 'government@fikrspace.test' };
  readonly otherStartup: { readonly id: '00000000-0000-4000-a000-000000000014'; readonly email: 'other-startup@fikrspace.test' };
  readonly multiOrg: { readonly id: '00000000-0000-4000-a000-000000000015'; readonly email: 'multi-org@fikrspace.test' };
};

export type OrganizationName = keyof typeof ORG;
export type AccountName = keyof typeof ACCOUNTS;

/** The password of every demo account. */
export declare const DEMO_PASSWORD: 'fikrspace-demo';
