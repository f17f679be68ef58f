import { queryKeys } from '@fikrspace/data';

/** Whose data, read by whom: the viewer's organization keys the cache, the company is read. */
export interface CompanyScope {
  /** The organization the reader works in. */
  viewerOrganizationId: string;
  /** The company read (the viewer's own on a startup's pages). */
  organizationId: string;
}

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
  /** Everything a change of the plan can alter: the milestones, those due soon and the achievements. */
  plan: (viewerOrganizationId: string, companyId: string) => [...companyKeys.company(viewerOrganizationId, companyId), 'plan'] as const,
  /** Every milestone, by target date (`Milestone[]`). */
  milestones: (viewerOrganizationId: string, companyId: string) => [...companyKeys.plan(viewerOrganizationId, companyId), 'milestones'] as const,
  /** The open milestones whose date is near, or passed (`Milestone[]`). */
  upcomingMilestones: (viewerOrganizationId: string, companyId: string, query: UpcomingMilestonesQuery) =>
    [...companyKeys.plan(viewerOrganizationId, companyId), 'upcoming-milestones', query] as const,
  /** Every achievement, newest first (`Achievement[]`). */
  achievements: (viewerOrganizationId: string, companyId: string) => [...companyKeys.plan(viewerOrganizationId, companyId), 'achievements'] as const,
  /** The organization's members by name, who may own a milestone (`OrganizationMember[]`). */
  members: (viewerOrganizationId: string, companyId: string) => [...companyKeys.company(viewerOrganizationId, companyId), 'members'] as const,
};

/** Which open milestones are near their date: at most `limit`, due by `today` plus `days`. */
export interface UpcomingMilestonesQuery {
  /** The viewer's today (`YYYY-MM-DD`), so the answer follows their calendar and a cached one its day. */
  today: string;
  days: number;
  limit: number;
}

/** Mutation keys, so `useIsMutating` and mutation defaults can name a companies write. */
export const companyMutationKeys = {
  saveProfile: ['companies', 'save-startup-profile'],
  saveMilestone: ['companies', 'save-milestone'],
  deleteMilestone: ['companies', 'delete-milestone'],
  saveAchievement: ['companies', 'save-achievement'],
  deleteAchievement: ['companies', 'delete-achievement'],
} as const;
