import { queryKeys } from '@fikrspace/data';

/** Whose requests, read by whom: the viewer's organization keys the cache, the organization is read. */
export interface HelpCenterScope {
  /** The organization the reader is signed in to. */
  viewerOrganizationId: string;
  /** The organization whose requests are read (the viewer's own on a portal's support page). */
  organizationId: string;
}

/**
 * The only place the help-center context's query keys are spelled. The viewer's organization
 * comes first: row level security answers by who asks (a member reads their organization's
 * requests, an operator every one, and the drafts of the library), and an organization switch
 * drops the viewer's whole tree. A key always holds the same shape in every app that bundles this
 * package; a change of shape takes a new key segment.
 */
export const helpCenterKeys = {
  all: (viewerOrganizationId: string) => queryKeys.orgScoped(viewerOrganizationId, 'help-center'),
  /** The organization's support requests, newest first (`SupportRequest[]`). */
  supportRequests: (viewerOrganizationId: string, organizationId: string) => [...helpCenterKeys.all(viewerOrganizationId), 'company', organizationId, 'support-requests'] as const,
  /** The published library (`Resource[]`). */
  resources: (viewerOrganizationId: string) => [...helpCenterKeys.all(viewerOrganizationId), 'resources'] as const,
};

/** Mutation keys, so `useIsMutating` and mutation defaults can name a help-center write. */
export const helpCenterMutationKeys = {
  openRequest: ['help-center', 'open-support-request'],
  changeRequestStatus: ['help-center', 'change-support-request-status'],
} as const;
