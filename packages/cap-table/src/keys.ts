import { queryKeys } from '@fikrspace/data';

/** Which page of an organization's stakeholders a list shows. */
export interface StakeholderPageQuery {
  page: number;
  pageSize: number;
}

/**
 * The only place the cap table's query keys are spelled. They are rooted at the tenant, so an
 * organization switch drops them and one invalidation of `all` refreshes every list. A key is a
 * contract between every app that bundles this package: the shell and the startup remote may run
 * different versions in one tab and one cache, so a key always holds the same shape, and a change
 * of shape takes a new key segment (`'page'` → `'page-v2'`).
 */
export const stakeholderKeys = {
  all: (organizationId: string) => queryKeys.orgScoped(organizationId, 'stakeholders'),
  page: (organizationId: string, query: StakeholderPageQuery) => [...stakeholderKeys.all(organizationId), 'page', query] as const,
};

/** Mutation keys, so `useIsMutating` and mutation defaults can name a cap table write. */
export const stakeholderMutationKeys = {
  create: ['cap-table', 'create-stakeholder'],
  delete: ['cap-table', 'delete-stakeholder'],
} as const;
