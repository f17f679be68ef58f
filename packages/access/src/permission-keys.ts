import { queryKeys } from '@fikrspace/data';

/**
 * Permission answers live under their organization, so one invalidation of
 * `['org', orgId, 'permissions']` drops every cached answer of that tenant after a grant, a
 * revocation or a role change, and an organization switch drops them with the rest.
 */
export const permissionKeys = {
  all: (organizationId: string) => queryKeys.orgScoped(organizationId, 'permissions'),
  check: (organizationId: string, userId: string, resource: string, action: string) =>
    queryKeys.orgScoped(organizationId, 'permissions', 'check', userId, resource, action),
  grants: (organizationId: string) => queryKeys.orgScoped(organizationId, 'permissions', 'grants'),
  roles: (organizationId: string) => queryKeys.orgScoped(organizationId, 'permissions', 'roles'),
};
