import { queryKeys } from '@fikrspace/data';

/**
 * The only place the companies context's query keys are spelled. The viewer's organization comes
 * first: row level security answers differently depending on who asks (a member reads their own
 * unlisted profile, another tenant does not), and an organization switch drops the viewer's whole
 * tree. A key is a contract between every app that bundles this package, which may run different
 * versions in one tab and one cache: a key always holds the same shape, and a change of shape
 * takes a new key segment (`'profile'` → `'profile-v2'`).
 */
export const companyKeys = {
  all: (viewerOrganizationId: string) => queryKeys.orgScoped(viewerOrganizationId, 'companies'),
  company: (viewerOrganizationId: string, companyId: string) => [...companyKeys.all(viewerOrganizationId), 'company', companyId] as const,
  /** A startup's profile (`StartupProfile | null`: null when it has none, or the viewer may not read it). */
  profile: (viewerOrganizationId: string, companyId: string) => [...companyKeys.company(viewerOrganizationId, companyId), 'profile'] as const,
};

/** Mutation keys, so `useIsMutating` and mutation defaults can name a companies write. */
export const companyMutationKeys = {
  saveProfile: ['companies', 'save-startup-profile'],
} as const;
