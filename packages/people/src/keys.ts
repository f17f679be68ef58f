import { permissionKeys } from '@fikrspace/access';
import { queryKeys } from '@fikrspace/data';

/**
 * The only place the people context's query keys are spelled. Each sits under the organization
 * whose team it holds (`['org', organizationId, ...]`), so an organization switch drops the old
 * tenant's team; the team is read by its own members, and by the office for any organization.
 * A key is a contract between every app that bundles this package, which may run different
 * versions in one tab and one cache: a key always holds the same shape, and a change of shape
 * takes a new key segment. The members, invitations, roles and the right to administer access
 * keep the shapes the office's access screens gave them, under the prefixes their writes
 * invalidate: roles and the right to administer under ['org', orgId, 'permissions']
 * (assign_role, grant_permission, revoke_permission of @fikrspace/access).
 */
export const peopleKeys = {
  /** The organization's members with their profiles, by name (`TeamMember[]`). */
  members: (organizationId: string) => queryKeys.orgScoped(organizationId, 'members'),
  /** Its open invitations, newest first (`Invitation[]`). */
  invitations: (organizationId: string) => queryKeys.orgScoped(organizationId, 'invitations'),
  /** The active matrix role of each member the caller may see (`TeamRole[]`). */
  roles: (organizationId: string) => permissionKeys.roles(organizationId),
  /** The caller's answer, so a different account in the same tab never reads it (`boolean`). */
  canManageAccess: (organizationId: string, userId: string) => [...permissionKeys.all(organizationId), 'can-manage-access', userId] as const,
  /** Everything of the team the people context itself keeps. */
  all: (organizationId: string) => queryKeys.orgScoped(organizationId, 'people'),
  /** The team's profiles: title, equity role, joining date, LinkedIn page, bio (`TeamProfile[]`). */
  teamProfiles: (organizationId: string) => [...peopleKeys.all(organizationId), 'team-profiles'] as const,
};

/** Mutation keys, so `useIsMutating` and mutation defaults can name a people write. */
export const peopleMutationKeys = {
  inviteMember: ['invite-member'],
  revokeInvitation: ['revoke-invitation'],
  saveTeamProfile: ['people', 'save-team-profile'],
} as const;
