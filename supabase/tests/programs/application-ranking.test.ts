import { describe, expect, it } from 'vitest';
import { createEcosystem } from '../../scripts/demo-ecosystem/model.mjs';
import { programsSeed, rankRound } from '../../scripts/demo-ecosystem/programs-seed.mjs';
import { asUser, rejectionOf, targets, useDatabase } from '../support/database';
import { claimsOf } from '../support/demo';
import { PERSONA_SWEEP_TIMEOUT, expectOutcomes, readOutcomes } from '../support/outcomes';
import { LAUNCHPAD, REVIEWERS, SEED, STAFF } from './seed';

// public.application_ranking: a round's applications ranked by their calibrated score. A
// review's score is the weighted mean of its criteria, each brought to 0–10 by its maximum; each
// reviewer's scores in the round are standardised by that reviewer's mean and population standard
// deviation there (a reviewer with one review, or no spread, contributes 0); an application's
// calibrated score is the mean of its standardised scores, its raw mean the mean of its scores.
// Only the accelerator's members who write the program call it.

// ---------------------------------------------------------------------------------------------
// A worked example, computed by hand
// ---------------------------------------------------------------------------------------------
// Two criteria: Team, weight 3, out of 10; Fit, weight 1, out of 5. A review's score is
// (3 × team + 1 × fit × 10/5) / 4.
//
//   reviewer         application  team  fit   review score
//   G (generous)     P            10    5     (30 + 10) / 4 = 10
//   G                Q             8    4     (24 +  8) / 4 =  8
//   G                R             9    4.5   (27 +  9) / 4 =  9
//   H (harsh)        Q             3    3.5   ( 9 +  7) / 4 =  4   (unweighted, 3 and 7 would make 5)
//   H                R             2    1     ( 6 +  2) / 4 =  2
//   H                S             6    3     (18 +  6) / 4 =  6
//   O (one review)   P             3    1.5   ( 9 +  3) / 4 =  3
//   Z (no spread)    Q             7    3.5   (21 +  7) / 4 =  7
//   Z                R             7    3.5                 =  7
// O also has a draft on S (0 and 0) and G is assigned T without a review: neither counts.
//
// G: mean 9, population sd √((1 + 1 + 0) / 3) = √(2/3) = 0.8165; z: P +1.2247, Q −1.2247, R 0.
// H: mean 4, sd √((0 + 4 + 4) / 3) = √(8/3) = 1.6330;           z: Q 0, R −1.2247, S +1.2247.
// O: one review, z 0. Z: sd 0, z 0.
//
//   application  raw mean             calibrated                    rank
//   S            6 / 1       = 6.0000  +1.2247 / 1         = +1.2247  1
//   P            13 / 2      = 6.5000  (+1.2247 + 0) / 2   = +0.6124  2
//   Q            19 / 3      = 6.3333  (−1.2247 + 0 + 0)/3 = −0.4082  3   (ties R; higher raw mean)
//   R            18 / 3      = 6.0000  (0 − 1.2247 + 0)/3  = −0.4082  4
//
// By raw mean the order is P, Q, then R and S: the calibration puts S, reviewed only by the harsh
// reviewer, first, and P, helped by the generous one, second.

const fixture = (n: number) => `00000000-0000-4000-9000-0000000f2${n.toString().padStart(3, '0')}`;
const PROGRAM = fixture(1);
const ROUND = fixture(2);
const TEAM = fixture(3);
const FIT = fixture(4);
const APPLICATION = { P: fixture(11), Q: fixture(12), R: fixture(13), S: fixture(14), T: fixture(15) } as const;
type Letter = keyof typeof APPLICATION;
const REVIEWER = { G: REVIEWERS.adam, H: REVIEWERS.karim, O: REVIEWERS.mona, Z: REVIEWERS.nour } as const;

const REVIEWS: Array<{ reviewer: keyof typeof REVIEWER; application: Letter; team: number; fit: number; submitted: boolean }> = [
  { reviewer: 'G', application: 'P', team: 10, fit: 5, submitted: true },
  { reviewer: 'G', application: 'Q', team: 8, fit: 4, submitted: true },
  { reviewer: 'G', application: 'R', team: 9, fit: 4.5, submitted: true },
  { reviewer: 'H', application: 'Q', team: 3, fit: 3.5, submitted: true },
  { reviewer: 'H', application: 'R', team: 2, fit: 1, submitted: true },
  { reviewer: 'H', application: 'S', team: 6, fit: 3, submitted: true },
  { reviewer: 'O', application: 'P', team: 3, fit: 1.5, submitted: true },
  { reviewer: 'O', application: 'S', team: 0, fit: 0, submitted: false },
  { reviewer: 'Z', application: 'Q', team: 7, fit: 3.5, submitted: true },
  { reviewer: 'Z', application: 'R', team: 7, fit: 3.5, submitted: true },
];

const EXPECTED: Array<{ application: Letter; raw_mean: string; calibrated_score: string; rank: number }> = [
  { application: 'S', raw_mean: '6.0000', calibrated_score: '1.2247', rank: 1 },
  { application: 'P', raw_mean: '6.5000', calibrated_score: '0.6124', rank: 2 },
  { application: 'Q', raw_mean: '6.3333', calibrated_score: '-0.4082', rank: 3 },
  { application: 'R', raw_mean: '6.0000', calibrated_score: '-0.4082', rank: 4 },
];

/** The example as the database owner writes it, in one statement: an unpublished program of Launchpad with one round. */
function exampleSetup(): string {
  const letters = Object.keys(APPLICATION) as Letter[];
  const assignments = [...REVIEWS.map((review, index) => ({ ...review, id: fixture(100 + index) })), { reviewer: 'G' as const, application: 'T' as const, id: fixture(199) }];
  return `do $$ begin
    insert into public.programs (id, organization_id, name) values ('${PROGRAM}', '${LAUNCHPAD}', 'Ranking example');
    insert into public.review_rounds (id, program_id, kind, name, position) values ('${ROUND}', '${PROGRAM}', 'review', 'Example round', 1);
    insert into public.review_criteria (id, round_id, name, weight, max_score, position) values
      ('${TEAM}', '${ROUND}', 'Team', 3, 10, 1), ('${FIT}', '${ROUND}', 'Fit', 1, 5, 2);
    insert into public.applications (id, program_id, organization_id, status, submitted_at)
    select v.id::uuid, '${PROGRAM}', a.organization_id, 'in_review', now()
    from (values ${letters.map((letter, index) => `('${APPLICATION[letter]}', '${SEED.call[index]}')`).join(', ')}) as v(id, source)
    join public.applications a on a.id = v.source::uuid;
    insert into public.round_applications (round_id, application_id) values ${letters.map((letter) => `('${ROUND}', '${APPLICATION[letter]}')`).join(', ')};
    insert into public.review_assignments (id, round_id, application_id, reviewer_id) values
      ${assignments.map((a) => `('${a.id}', '${ROUND}', '${APPLICATION[a.application]}', '${REVIEWER[a.reviewer]}')`).join(',\n      ')};
    insert into public.reviews (id, assignment_id) values ${REVIEWS.map((_, index) => `('${fixture(300 + index)}', '${fixture(100 + index)}')`).join(', ')};
    insert into public.review_scores (review_id, criterion_id, score) values
      ${REVIEWS.flatMap((review, index) => [`('${fixture(300 + index)}', '${TEAM}', ${review.team})`, `('${fixture(300 + index)}', '${FIT}', ${review.fit})`]).join(',\n      ')};
    update public.reviews set submitted_at = now()
    where id in (${REVIEWS.flatMap((review, index) => (review.submitted ? [`'${fixture(300 + index)}'`] : [])).join(', ')});
  end $$`;
}

const RANKING = 'select application_id, raw_mean::text as raw_mean, calibrated_score::text as calibrated_score, rank from public.application_ranking($1) order by rank';

describe.each(targets)('the calibrated ranking on $name', (target) => {
  const db = useDatabase(target);
  const exampleRanking = () =>
    asUser(db(), claimsOf('accelerator'), async (tx) => (await tx.query<{ application_id: string; raw_mean: string; calibrated_score: string; rank: number }>(RANKING, [ROUND])).rows, {
      setup: exampleSetup(),
    });
  const letterOf = (id: string) => (Object.keys(APPLICATION) as Letter[]).find((letter) => APPLICATION[letter] === id);

  it('is called by the members who write the program; everyone else is refused', async () => {
    expect(await readOutcomes(db(), 'select count(*) from public.application_ranking($1)', [SEED.review])).toEqual(expectOutcomes('denied', { accelerator: 19 }));
    expect(await asUser(db(), STAFF.nour, async (tx) => (await tx.query('select * from public.application_ranking($1)', [SEED.review])).rows.length)).toBe(19);
    // Karim reads the programme and reviews in it; the ranking shows every reviewer's scores.
    expect((await rejectionOf(asUser(db(), STAFF.karim, (tx) => tx.query('select * from public.application_ranking($1)', [SEED.review])))).code).toBe('42501');
    // A round that does not exist answers as one the caller may not rank.
    expect((await rejectionOf(asUser(db(), claimsOf('accelerator'), (tx) => tx.query('select * from public.application_ranking($1)', [PROGRAM])))).code).toBe('42501');
  }, PERSONA_SWEEP_TIMEOUT);

  it('ranks the worked example by calibrated score: S, P, Q, R, where the raw means say P, Q, R and S', async () => {
    const rows = await exampleRanking();
    expect(rows.map((row) => letterOf(row.application_id))).toEqual(['S', 'P', 'Q', 'R']);
    const byRawMean = [...rows].sort((a, b) => Number(b.raw_mean) - Number(a.raw_mean) || a.application_id.localeCompare(b.application_id));
    expect(byRawMean.map((row) => letterOf(row.application_id))).toEqual(['P', 'Q', 'R', 'S']);
  });

  it.each(EXPECTED)('gives $application a raw mean of $raw_mean, a calibrated score of $calibrated_score and rank $rank', async (expected) => {
    const row = (await exampleRanking()).find((entry) => letterOf(entry.application_id) === expected.application);
    expect(row && { application: letterOf(row.application_id), raw_mean: row.raw_mean, calibrated_score: row.calibrated_score, rank: row.rank }).toEqual(expected);
  });

  it('leaves out an application without a submitted review, and every draft', async () => {
    const rows = await exampleRanking();
    expect(rows.map((row) => letterOf(row.application_id))).not.toContain('T');
    expect(rows).toHaveLength(4);
  });

  describe('the seeded review round', () => {
    const seeded = () =>
      asUser(db(), claimsOf('accelerator'), async (tx) => (await tx.query<{ application_id: string; raw_mean: string; calibrated_score: string; rank: number }>(RANKING, [SEED.review])).rows);

    it('is what the seed generator computes from its own scores', async () => {
      const expected = rankRound(programsSeed(createEcosystem()), SEED.review);
      const rows = await seeded();
      expect(rows.map((row) => [row.application_id, row.rank])).toEqual(expected.map((entry) => [entry.applicationId, entry.rank]));
      rows.forEach((row, index) => {
        expect(Number(row.raw_mean)).toBeCloseTo(expected[index]!.rawMean, 3);
        expect(Number(row.calibrated_score)).toBeCloseTo(expected[index]!.calibratedScore, 3);
      });
    });

    it('differs visibly from the raw means: the reviewers’ habits no longer decide', async () => {
      const rows = await seeded();
      const byRawMean = [...rows].sort((a, b) => Number(b.raw_mean) - Number(a.raw_mean));
      expect(rows.map((row) => row.application_id)).not.toEqual(byRawMean.map((row) => row.application_id));
      // The highest raw mean (two generous reviews' worth) is not in the calibrated top five.
      expect(rows.findIndex((row) => row.application_id === byRawMean[0]!.application_id)).toBeGreaterThanOrEqual(5);
    });
  });
});
