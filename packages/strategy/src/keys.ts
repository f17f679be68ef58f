import { queryKeys } from '@fikrspace/data';

/**
 * The only place Fikr OS's query keys are spelled. They are rooted at the organization, so an
 * organization switch drops them and one invalidation of `all` refreshes the page after any write
 * (a check-in moves its objective's and its period's progress too). A key always holds the same
 * shape in every app that bundles this package; a change of shape takes a new key segment.
 */
export const strategyKeys = {
  all: (organizationId: string) => queryKeys.orgScoped(organizationId, 'strategy'),
  /** One period with everything the page shows of it (`StrategyOverview`); `periodId: null` is the default period. */
  overview: (organizationId: string, query: { periodId: string | null }) => [...strategyKeys.all(organizationId), 'overview', query] as const,
  /** A key result's check-ins, the latest first (`CheckInView[]`). */
  checkIns: (organizationId: string, keyResultId: string) => [...strategyKeys.all(organizationId), 'check-ins', keyResultId] as const,
  /** The members who may own an objective (`StrategyMember[]`). */
  members: (organizationId: string) => [...strategyKeys.all(organizationId), 'members'] as const,
};

/** Mutation keys, so `useIsMutating` and mutation defaults can name a Fikr OS write. */
export const strategyMutationKeys = {
  save: (table: string) => ['strategy', 'save', table] as const,
  remove: (table: string) => ['strategy', 'remove', table] as const,
  checkIn: ['strategy', 'check-in'] as const,
};
