import { permissionKeys } from '@fikrspace/access';
import { queryKeys } from '@fikrspace/data';
import { productKeys } from '@fikrspace/products';

/**
 * Every query of the access screens. A tenant's rows sit under ['org', orgId, ...], and each sits
 * under the prefix its mutation invalidates: roles, grants and the caller's own right to administer
 * under ['org', orgId, 'permissions'] (assign_role, grant_permission, revoke_permission), product
 * access under ['org', orgId, 'product-access'] (set_product_access). The organization list spans
 * tenants, so it is the only key outside an organization.
 */
export const accessKeys = {
  organizationList: (page: number) => ['organizations', 'list', page] as const,
  organization: (organizationId: string) => queryKeys.orgScoped(organizationId, 'organization'),
  members: (organizationId: string) => queryKeys.orgScoped(organizationId, 'members'),
  /** The caller's answer, so a different account in the same tab never reads it. */
  canManage: (organizationId: string, userId: string) => [...permissionKeys.all(organizationId), 'can-manage-access', userId] as const,
  roles: (organizationId: string) => permissionKeys.roles(organizationId),
  grants: (organizationId: string) => permissionKeys.grants(organizationId),
  productAccess: (organizationId: string) => productKeys.teamAccess(organizationId),
  invitations: (organizationId: string) => queryKeys.orgScoped(organizationId, 'invitations'),
};
