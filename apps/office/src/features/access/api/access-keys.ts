import { permissionKeys } from '@fikrspace/access';
import { queryKeys } from '@fikrspace/data';
import { productKeys } from '@fikrspace/products';

/**
 * Every query of the access screens but the team's own (its members, roles, invitations and the
 * caller's right to administer are the people context's: `peopleKeys` of @fikrspace/people). A
 * tenant's rows sit under ['org', orgId, ...], and each sits under the prefix its mutation
 * invalidates: grants under ['org', orgId, 'permissions'] (grant_permission, revoke_permission),
 * product access under ['org', orgId, 'product-access'] (set_product_access). The organization
 * list spans tenants, so it is the only key outside an organization.
 */
export const accessKeys = {
  organizationList: (page: number) => ['organizations', 'list', page] as const,
  organization: (organizationId: string) => queryKeys.orgScoped(organizationId, 'organization'),
  grants: (organizationId: string) => permissionKeys.grants(organizationId),
  productAccess: (organizationId: string) => productKeys.teamAccess(organizationId),
};
