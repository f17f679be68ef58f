import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROGRAMS_SEED_FILE } from './cli.mjs';
import { createEcosystem } from './model.mjs';
import { IDS, REVIEWERS, programsSeed, rankRound, renderProgramsSeedSql, reviewScore } from './programs-seed.mjs';

const ecosystem = createEcosystem();
const seed = programsSeed(ecosystem);
const reviewCriteria = seed.criteria.filter((criterion) => criterion.roundId === IDS.review);
const inReview = (assignment) => assignment.roundId === IDS.review;
const submitted = (review) => review.submittedHoursAgo !== null;

/** Each reviewer's submitted review scores in the review round, on the 0–10 scale. */
function scoresOf(reviewer) {
  const assignments = new Set(seed.assignments.filter((assignment) => inReview(assignment) && assignment.reviewerId === reviewer.id).map((assignment) => assignment.id));
  return seed.reviews
    .filter((review) => submitted(review) && assignments.has(review.assignmentId))
    .map((review) => reviewScore(seed.scores.filter((score) => score.reviewId === review.id), reviewCriteria));
}

describe('supabase/seeds/75_programs.sql', () => {
  it('is what the generator writes (run pnpm seed:generate after changing it)', () => {
    expect(readFileSync(PROGRAMS_SEED_FILE, 'utf8')).toBe(renderProgramsSeedSql(ecosystem));
  });

  it('has thirty sent applications to the open call, from as many generated startups, some named in Arabic and in French', () => {
    const call = seed.applications.filter((application) => seed.call.some((entry) => entry.id === application.id));
    expect(call).toHaveLength(30);
    expect(call.every((application) => application.status !== 'draft' && application.submittedHoursAgo > 0)).toBe(true);
    expect(new Set(call.map((application) => application.organizationId)).size).toBe(30);
    const languages = seed.call.map((entry) => entry.startup.nameLanguage);
    expect(languages.filter((language) => language === 'ar').length).toBeGreaterThanOrEqual(3);
    expect(languages.filter((language) => language === 'fr').length).toBeGreaterThanOrEqual(2);
    expect(call.every((application) => ['problem', 'traction', 'team', 'ask'].every((question) => application.answers[question]?.length > 40))).toBe(true);
  });

  it('gives the current cohort eight startups, Fikr Labs among them, and the past one its graduates', () => {
    const cohort = (id) => seed.cohortStartups.filter((entry) => entry.cohortId === id);
    expect(cohort(IDS.cohort7)).toHaveLength(8);
    expect(cohort(IDS.cohort7).map((entry) => entry.organizationId)).toContain('00000000-0000-4000-b000-000000000001');
    const graduates = cohort(IDS.hardwareCohort).filter((entry) => entry.status === 'graduated');
    expect(graduates.length).toBeGreaterThanOrEqual(6);
  });

  it('has reviewers with visibly different habits', () => {
    const [adam, nour, karim, mona] = REVIEWERS.map(scoresOf);
    const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(Math.min(...nour)).toBeGreaterThanOrEqual(6.5);
    expect(Math.max(...karim)).toBeLessThanOrEqual(5.5);
    expect(Math.max(...mona) - Math.min(...mona)).toBeGreaterThanOrEqual(5);
    expect(mean(adam)).toBeGreaterThan(mean(karim));
    expect(mean(adam)).toBeLessThan(mean(nour));
  });

  it('leaves a few reviews missing and one declared conflict, which recused its reviewer', () => {
    const assignments = seed.assignments.filter(inReview);
    const done = new Set(seed.reviews.filter(submitted).map((review) => review.assignmentId));
    expect(assignments.filter((assignment) => !done.has(assignment.id))).toHaveLength(3);
    expect(seed.conflicts).toHaveLength(1);
    const [conflict] = seed.conflicts;
    expect(seed.assignments.some((assignment) => assignment.applicationId === conflict.applicationId && assignment.reviewerId === conflict.reviewerId)).toBe(false);
  });

  it('comments every score below the round’s threshold', () => {
    const criterion = (id) => seed.criteria.find((entry) => entry.id === id);
    const low = seed.scores.filter((score) => (score.score * 10) / criterion(score.criterionId).maxScore < 4);
    expect(low.length).toBeGreaterThan(10);
    expect(low.every((score) => score.comment)).toBe(true);
  });

  it('ranks the review round differently once the reviewers’ habits are calibrated', () => {
    const ranking = rankRound(seed, IDS.review);
    const byRawMean = [...ranking].sort((a, b) => b.rawMean - a.rawMean);
    expect(ranking.map((entry) => entry.applicationId)).not.toEqual(byRawMean.map((entry) => entry.applicationId));
    expect(ranking.findIndex((entry) => entry.applicationId === byRawMean[0].applicationId)).toBeGreaterThanOrEqual(5);
  });
});
