import { queryKeys } from '@fikrspace/data';

/**
 * The only place the funding rounds' query keys are spelled. They are rooted at the organization
 * raising the rounds, so an organization switch drops them, and one invalidation of `all`
 * refreshes the rounds and every pipeline. A key always holds the same shape. Closing a round
 * also writes the ledger and may add stakeholders, whose keys are in `keys.ts`.
 */
export const fundingRoundKeys = {
  all: (organizationId: string) => queryKeys.orgScoped(organizationId, 'funding-rounds'),
  list: (organizationId: string) => [...fundingRoundKeys.all(organizationId), 'list'] as const,
  pipeline: (organizationId: string, query: { roundId: string }) => [...fundingRoundKeys.all(organizationId), 'pipeline', query] as const,
  /** The share classes a priced round chooses from (the ledger's, read for the form). */
  shareClasses: (organizationId: string) => [...fundingRoundKeys.all(organizationId), 'share-classes'] as const,
};

/** Mutation keys of the rounds' and the pipeline's writes. */
export const fundingRoundMutationKeys = {
  create: ['cap-table', 'create-funding-round'],
  update: ['cap-table', 'update-funding-round'],
  delete: ['cap-table', 'delete-funding-round'],
  saveInvestor: ['cap-table', 'save-round-investor'],
  moveInvestor: ['cap-table', 'move-round-investor'],
  deleteInvestor: ['cap-table', 'delete-round-investor'],
  close: ['cap-table', 'close-funding-round'],
} as const;
