import { queryKeys } from '@fikrspace/data';

/**
 * The round modeler's query keys, rooted at the organization. Scenarios are their own list: saving
 * one leaves the ledger's cache alone, while converting one refreshes both (the ledger's keys are
 * in `keys.ts`).
 */
export const roundScenarioKeys = {
  all: (organizationId: string) => queryKeys.orgScoped(organizationId, 'cap-round-scenarios'),
  list: (organizationId: string) => [...roundScenarioKeys.all(organizationId), 'list'] as const,
};

export const roundScenarioMutationKeys = {
  save: ['cap-table', 'save-round-scenario'],
  delete: ['cap-table', 'delete-round-scenario'],
  convert: ['cap-table', 'convert-round-scenario'],
} as const;
