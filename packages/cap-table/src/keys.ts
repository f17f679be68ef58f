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

/**
 * The data room's query keys, rooted at the organization whose room it is (the startup's for its
 * members, the grantee's own for the rooms opened to it): one invalidation of `all` refreshes
 * every list of that room.
 */
export const dataRoomKeys = {
  all: (organizationId: string) => queryKeys.orgScoped(organizationId, 'data-room'),
  folders: (organizationId: string) => [...dataRoomKeys.all(organizationId), 'folders'] as const,
  documents: (organizationId: string, query: { categories: readonly string[] | null }) => [...dataRoomKeys.all(organizationId), 'documents', query] as const,
  expiring: (organizationId: string, query: { withinDays: number }) => [...dataRoomKeys.all(organizationId), 'expiring', query] as const,
  accessLog: (organizationId: string) => [...dataRoomKeys.all(organizationId), 'access-log'] as const,
  grantees: (organizationId: string) => [...dataRoomKeys.all(organizationId), 'grantees'] as const,
  sharedWithMe: (viewerOrganizationId: string) => queryKeys.orgScoped(viewerOrganizationId, 'data-rooms-shared-with-me'),
};

/** Mutation keys of the data room's writes. */
export const dataRoomMutationKeys = {
  createFolder: ['cap-table', 'data-room', 'create-folder'],
  renameFolder: ['cap-table', 'data-room', 'rename-folder'],
  shareFolder: ['cap-table', 'data-room', 'share-folder'],
  deleteFolder: ['cap-table', 'data-room', 'delete-folder'],
  addDocument: ['cap-table', 'data-room', 'add-document'],
  updateDocument: ['cap-table', 'data-room', 'update-document'],
  deleteDocument: ['cap-table', 'data-room', 'delete-document'],
  recordAccess: ['cap-table', 'data-room', 'record-access'],
} as const;

/**
 * The ledger's query keys, rooted at the organization: one invalidation of `all` refreshes the
 * snapshots of every date, the ledger's pages and the vesting figures after a transaction.
 */
export const capTableKeys = {
  all: (organizationId: string) => queryKeys.orgScoped(organizationId, 'cap-table-ledger'),
  snapshot: (organizationId: string, query: { asOf: string }) => [...capTableKeys.all(organizationId), 'snapshot', query] as const,
  ledger: (organizationId: string, query: { page: number; pageSize: number }) => [...capTableKeys.all(organizationId), 'ledger', query] as const,
  terms: (organizationId: string) => [...capTableKeys.all(organizationId), 'terms'] as const,
  vesting: (organizationId: string, query: { asOf: string; securityIds: readonly string[] }) => [...capTableKeys.all(organizationId), 'vesting', query] as const,
};

/** Mutation keys of the ledger's writes. */
export const capTableMutationKeys = {
  record: ['cap-table', 'record-transaction'],
  reverse: ['cap-table', 'reverse-transaction'],
} as const;
