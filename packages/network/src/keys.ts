import { queryKeys } from '@fikrspace/data';

/** Whose network, read by whom: the viewer's organization keys the cache, the startup is read. */
export interface NetworkScope {
  /** The organization the reader is signed in to. */
  viewerOrganizationId: string;
  /** The startup whose network is read (the viewer's own on the startup portal). */
  organizationId: string;
}

/**
 * The only place the network context's query keys are spelled. The viewer's organization comes
 * first: row level security answers by who asks (a member reads the network, anyone else
 * nothing), and an organization switch drops the viewer's whole tree. A key is a contract between
 * every app that bundles this package, which may run different versions in one tab and one
 * cache: a key always holds the same shape, and a change of shape takes a new key segment.
 */
export const networkKeys = {
  all: (viewerOrganizationId: string) => queryKeys.orgScoped(viewerOrganizationId, 'network'),
  company: (viewerOrganizationId: string, companyId: string) => [...networkKeys.all(viewerOrganizationId), 'company', companyId] as const,
  /** The relationships with their contacts (`NetworkRelationship[]`). */
  relationships: (viewerOrganizationId: string, companyId: string) => [...networkKeys.company(viewerOrganizationId, companyId), 'relationships'] as const,
  /** The platform organizations the relationships name, by name (`NetworkOrganization[]`). */
  counterparts: (viewerOrganizationId: string, companyId: string) => [...networkKeys.company(viewerOrganizationId, companyId), 'counterparts'] as const,
  /** Platform organizations a relationship may name, found by part of their name (`NetworkOrganization[]`). */
  candidates: (viewerOrganizationId: string, companyId: string, search: string) => [...networkKeys.company(viewerOrganizationId, companyId), 'candidates', search] as const,
};

/** Mutation keys, so `useIsMutating` and mutation defaults can name a network write. */
export const networkMutationKeys = {
  saveRelationship: ['network', 'save-relationship'],
  deleteRelationship: ['network', 'delete-relationship'],
  saveContact: ['network', 'save-contact'],
  deleteContact: ['network', 'delete-contact'],
} as const;
