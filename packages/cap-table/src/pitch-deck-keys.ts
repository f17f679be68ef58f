import { queryKeys } from '@fikrspace/data';

/**
 * The only place the pitch deck's query keys are spelled. They are rooted at the tenant (the
 * organization the caller acts for), so an organization switch drops them, and one invalidation
 * of `all` refreshes every list of the deck. A key always holds the same shape.
 */
export const pitchDeckKeys = {
  all: (organizationId: string) => queryKeys.orgScoped(organizationId, 'pitch-deck'),
  versions: (organizationId: string) => [...pitchDeckKeys.all(organizationId), 'versions'] as const,
  document: (organizationId: string, path: string) => [...pitchDeckKeys.all(organizationId), 'document', path] as const,
  grantees: (organizationId: string) => [...pitchDeckKeys.all(organizationId), 'grantees'] as const,
  candidates: (organizationId: string) => [...pitchDeckKeys.all(organizationId), 'candidates'] as const,
  links: (organizationId: string) => [...pitchDeckKeys.all(organizationId), 'links'] as const,
  views: (organizationId: string) => [...pitchDeckKeys.all(organizationId), 'views'] as const,
  /** The decks shared with the caller's organization (a grantee's list). */
  sharedWithMe: (viewerOrganizationId: string) => [...pitchDeckKeys.all(viewerOrganizationId), 'shared-with-me'] as const,
  /** A link page's answer: no tenant, the token is the scope. */
  link: (token: string) => ['public', 'pitch-deck-link', token] as const,
};

export const pitchDeckMutationKeys = {
  addVersion: ['cap-table', 'add-pitch-deck-version'],
  setCurrent: ['cap-table', 'set-current-pitch-deck'],
  deleteVersion: ['cap-table', 'delete-pitch-deck-version'],
  share: ['cap-table', 'share-pitch-deck'],
  unshare: ['cap-table', 'unshare-pitch-deck'],
  createLink: ['cap-table', 'create-pitch-deck-link'],
  renewLink: ['cap-table', 'renew-pitch-deck-link'],
  revokeLink: ['cap-table', 'revoke-pitch-deck-link'],
  recordView: ['cap-table', 'record-pitch-deck-view'],
} as const;
