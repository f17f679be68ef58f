import { queryKeys } from '@fikrspace/data';

/**
 * The catalogue is the same for every visitor, so it is not under an organization. Product access
 * is: one invalidation of `['org', orgId, 'product-access']` refreshes every answer and list of
 * the tenant after a change.
 */
export const productKeys = {
  catalogue: () => ['products', 'catalogue'] as const,
  access: (organizationId: string) => queryKeys.orgScoped(organizationId, 'product-access'),
  memberAccess: (organizationId: string, userId: string, productId: string) => queryKeys.orgScoped(organizationId, 'product-access', 'member', userId, productId),
  teamAccess: (organizationId: string) => queryKeys.orgScoped(organizationId, 'product-access', 'team'),
};
