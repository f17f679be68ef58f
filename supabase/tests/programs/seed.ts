import type { Claims } from '../support/database';
import { ACCOUNTS, ORG, type Persona } from '../support/demo';

/**
 * The rows of supabase/seeds/75_programs.sql the tests name (written by
 * supabase/scripts/demo-ecosystem/programs-seed.mjs). Launchpad runs two published programs: the
 * Hardware & Climate Track, whose cohort graduated (Nile Robotics and six generated startups; one
 * more left half-way), and the Growth Programme, whose Cohort 7 runs now (Fikr Labs and seven
 * more) and whose call for Cohort 8 is open: thirty applications, a screening round (every one of
 * them; six still to screen, four turned down) and a review round (the twenty that went through,
 * two reviewers each). Nile Robotics has a draft for the call. Dates count from the day the seed
 * runs, so the call is open and the review round too.
 */
const id = (block: number, n: number) => `00000000-0000-4000-f000-${(block * 10_000 + n).toString().padStart(12, '0')}`;

export const LAUNCHPAD = ORG.launchpad;

export const SEED = {
  hardwareTrack: id(0, 1),
  growthProgramme: id(0, 2),
  hardwareCohort: id(1, 1),
  cohort7: id(1, 2),
  cohort8: id(1, 3),
  screening: id(2, 1),
  review: id(2, 2),
  reviewCriteria: [11, 12, 13, 14, 15].map((n) => id(3, n)),
  /** Team, weight 3, out of 10. */
  team: id(3, 11),
  /** Fit with the programme, weight 1.5, out of 5. */
  fit: id(3, 15),
  fikrLabsApplication: id(10, 1),
  nileDraft: id(10, 2),
  /** The open call's applications, in the order they came in (the last six still to screen). */
  call: Array.from({ length: 30 }, (_, position) => id(10, 1000 + position)),
  /** Screening assignments 1–30, review assignments 101–140. */
  assignmentId: (n: number) => id(30, n),
  reviewId: (n: number) => id(40, n),
} as const;

/** Launchpad's programme staff: members who cannot sign in, acted as here by their claims. */
export const STAFF = {
  /** Nour Hassan, editor: runs the programme (programs write) and reviews. */
  nour: { sub: id(9, 1), role: 'authenticated', email: 'launchpad-accelerator.2@ecosystem.test' },
  /** Karim Fawzy, viewer: reads the programme (programs read) and reviews blind. */
  karim: { sub: id(9, 2), role: 'authenticated', email: 'launchpad-accelerator.3@ecosystem.test' },
} as const satisfies Record<string, Claims>;

/** The four reviewers of the review round. */
export const REVIEWERS = { adam: ACCOUNTS.accelerator.id, nour: STAFF.nour.sub, karim: STAFF.karim.sub, mona: ACCOUNTS.mentor.id } as const;

/** How many rows of each table the seed holds, and how many of them each kind of reader reads. */
export const COUNTS = {
  programs: 2,
  cohorts: 3,
  /** Eight in the graduated cohort, eight in Cohort 7. */
  cohortStartups: 16,
  /** Cohort 7's eight (admitted), the call's thirty and Nile Robotics' draft. */
  applications: 39,
  /** Screening's 30 and the review round's 20. */
  roundApplications: 50,
  criteria: 7,
  /** 30 in screening, 40 in review. */
  assignments: 70,
  /** 24 screening reviews and 37 in review are submitted; mentor@ has begun one more. */
  submittedReviews: 61,
  reviews: 62,
  /** 24 × 2 + 37 × 5 in submitted reviews, and the two of mentor@'s draft. */
  submittedScores: 233,
  /** mentor@ in the review round: 10 assigned, 8 submitted, 1 begun (two criteria scored). */
  mentor: { applications: 10, reviews: 9, scores: 42 },
  /** Karim Fawzy: 11 assigned, 10 submitted. */
  karim: { reviews: 10, scores: 50 },
} as const;

/** The members of Fikr Labs, who read its application and Cohort 7. */
export const FIKR_LABS_READERS = ['owner', 'manager', 'admin', 'editor', 'viewer', 'stakeholder', 'user', 'startup', 'multiOrg'] as const satisfies readonly Persona[];

/** Fikr Labs' members who apply for it: the matrix roles with organizations update. */
export const FIKR_LABS_APPLICANTS = ['owner', 'admin', 'user', 'startup'] as const satisfies readonly Persona[];
