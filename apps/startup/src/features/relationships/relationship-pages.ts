import type { RelationshipKind } from '@fikrspace/network/model';

/** Which part of the network a page shows: its heading names the page, the empty state the part. */
export interface RelationshipPageConfig {
  /** The page's heading and description: `relationships.pages.<page>` in the startup locale. */
  page: 'program' | 'cohort' | 'programs' | 'demo-day' | 'investors' | 'mentorship' | 'mentors';
  /** The empty state of its part of the network: `relationships.groups.<group>`. */
  group: 'programs' | 'investors' | 'mentors';
  kinds: readonly RelationshipKind[];
  /** Where the page sends the member next, each under `relationships.links.<text>`. */
  links?: readonly { to: string; text: 'pitchDeck' | 'metrics' }[];
}

/**
 * The network's accelerators and programmes stand in for the programme pages, its investors for
 * the investors page and its mentors for the mentorship pages, until each page has its own data.
 */
const PROGRAMS = ['accelerator', 'program'] as const satisfies readonly RelationshipKind[];

export const PROGRAM_PAGE: RelationshipPageConfig = { page: 'program', group: 'programs', kinds: PROGRAMS };
export const COHORT_PAGE: RelationshipPageConfig = { page: 'cohort', group: 'programs', kinds: PROGRAMS };
export const PROGRAMS_PAGE: RelationshipPageConfig = { page: 'programs', group: 'programs', kinds: PROGRAMS };
export const DEMO_DAY_PAGE: RelationshipPageConfig = { page: 'demo-day', group: 'programs', kinds: PROGRAMS };
export const INVESTORS_PAGE: RelationshipPageConfig = {
  page: 'investors',
  group: 'investors',
  kinds: ['investor'],
  links: [
    { to: '/pitch-deck', text: 'pitchDeck' },
    { to: '/metrics', text: 'metrics' },
  ],
};
export const MENTORSHIP_PAGE: RelationshipPageConfig = { page: 'mentorship', group: 'mentors', kinds: ['mentor'] };
export const MENTORS_PAGE: RelationshipPageConfig = { page: 'mentors', group: 'mentors', kinds: ['mentor'] };
