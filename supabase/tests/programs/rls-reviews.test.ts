import { describe, expect, it } from 'vitest';
import { asOwner, asUser, rejectionOf, targets, useDatabase, type Claims, type Database, type Queryable } from '../support/database';
import { ACCOUNTS, claimsOf } from '../support/demo';
import { PERSONA_SWEEP_TIMEOUT, expectOutcomes, readOutcomes, selfId, writeOutcomes } from '../support/outcomes';
import { COUNTS, REVIEWERS, SEED, STAFF } from './seed';

// The review of applications: rounds and their criteria (public.review_rounds,
// public.review_criteria), who reviews what (public.review_assignments), declared conflicts
// (public.reviewer_conflicts), the reviews and their scores (public.reviews, public.review_scores),
// bulk assignment (public.assign_reviewers) and the completion report (public.review_completion).
// The accelerator's readers read the rounds, criteria and assignments (Karim, its viewer, too);
// its writers (accelerator, Nour) run them and read every submitted review. A reviewer (mentor@,
// from outside Launchpad; Karim from inside) reads only their assignments, the round and its
// criteria, and only their own reviews and scores. Every other persona reads and writes none of it.

const countOf = async (tx: Queryable, sql: string, params: unknown[] = []) => Number((await tx.query<{ count: string }>(sql, params)).rows[0]?.count);
const countAs = (db: Database, claims: Claims, sql: string, params: unknown[] = []) => asUser(db, claims, (tx) => countOf(tx, sql, params));
const mentor = claimsOf('mentor');

/** mentor@'s assignments in the review round, in order: eight reviewed, then one begun (two scores), then one not started. */
async function mentorAssignments(db: Database) {
  return asOwner(db, async (tx) => {
    const { rows } = await tx.query<{ id: string; application_id: string; review_id: string | null; submitted: boolean }>(
      `select ra.id, ra.application_id, rv.id as review_id, coalesce(rv.submitted_at is not null, false) as submitted
       from public.review_assignments ra left join public.reviews rv on rv.assignment_id = ra.id
       where ra.round_id = $1 and ra.reviewer_id = $2 order by ra.id`,
      [SEED.review, REVIEWERS.mona],
    );
    return { reviewed: rows.filter((row) => row.submitted), begun: rows.find((row) => row.review_id && !row.submitted)!, untouched: rows.find((row) => !row.review_id)! };
  });
}

describe.each(targets)('reviews on $name', (target) => {
  const db = useDatabase(target);

  describe('public.review_rounds and public.review_criteria', () => {
    it('are read by the accelerator’s readers, and by a reviewer for the rounds they review in', async () => {
      expect(await readOutcomes(db(), 'select count(*) from public.review_rounds')).toEqual(expectOutcomes(0, { anon: 'denied', accelerator: 2, mentor: 1 }));
      expect(await readOutcomes(db(), 'select count(*) from public.review_criteria')).toEqual(expectOutcomes(0, { anon: 'denied', accelerator: COUNTS.criteria, mentor: 5 }));
      expect(await countAs(db(), STAFF.karim, 'select count(*) from public.review_criteria')).toBe(COUNTS.criteria);
    }, PERSONA_SWEEP_TIMEOUT);

    it('are set up by the members who write programs', async () => {
      const addRound = "insert into public.review_rounds (program_id, kind, name, position, comment_required_below) values ($1, 'interview', 'Interviews', 3, 5)";
      expect(await writeOutcomes(db(), addRound, [SEED.growthProgramme])).toEqual(expectOutcomes('denied', { accelerator: 1 }));
      expect(await writeOutcomes(db(), 'update public.review_rounds set closes_on = closes_on + 7 where id = $1', [SEED.review])).toEqual(expectOutcomes(0, { anon: 'denied', accelerator: 1 }));
      expect(await writeOutcomes(db(), 'delete from public.review_rounds where id = $1', [SEED.screening])).toEqual(expectOutcomes(0, { anon: 'denied', accelerator: 1 }));
      const addCriterion = "insert into public.review_criteria (round_id, name, weight, max_score, position) values ($1, 'Pitch', 1, 10, 6)";
      expect(await writeOutcomes(db(), addCriterion, [SEED.review])).toEqual(expectOutcomes('denied', { accelerator: 1 }));
      // mentor@ reads the criteria to score them, and changes none.
      expect(await writeOutcomes(db(), 'update public.review_criteria set weight = weight + 1 where round_id = $1', [SEED.review])).toEqual(expectOutcomes(0, { anon: 'denied', accelerator: 5 }));
      expect(await asUser(db(), STAFF.nour, async (tx) => (await tx.query(addRound, [SEED.growthProgramme])).rowCount)).toBe(1);
      expect((await rejectionOf(asUser(db(), STAFF.karim, (tx) => tx.query(addRound, [SEED.growthProgramme])))).code).toBe('42501');
    }, PERSONA_SWEEP_TIMEOUT);

    it('weigh every criterion: a weight of 0 would count for nothing', async () => {
      const error = await rejectionOf(asUser(db(), claimsOf('accelerator'), (tx) => tx.query('update public.review_criteria set weight = 0 where id = $1', [SEED.team])));
      expect(error.code).toBe('23514');
    });
  });

  describe('public.review_assignments', () => {
    it('are read by the accelerator’s readers, and by each reviewer for their own', async () => {
      expect(await readOutcomes(db(), 'select count(*) from public.review_assignments')).toEqual(
        expectOutcomes(0, { anon: 'denied', accelerator: COUNTS.assignments, mentor: COUNTS.mentor.applications }),
      );
      expect(await countAs(db(), STAFF.karim, 'select count(*) from public.review_assignments')).toBe(COUNTS.assignments);
    }, PERSONA_SWEEP_TIMEOUT);

    it('are made and removed by the members who write programs; a reviewer may be anyone', async () => {
      const assign = 'insert into public.review_assignments (round_id, application_id, reviewer_id) values ($1, $2, $3)';
      expect(await writeOutcomes(db(), assign, [SEED.review, SEED.call[0], ACCOUNTS.investor.id])).toEqual(expectOutcomes('denied', { accelerator: 1 }));
      expect(await writeOutcomes(db(), 'delete from public.review_assignments where round_id = $1 and reviewer_id = $2', [SEED.review, REVIEWERS.mona])).toEqual(
        expectOutcomes(0, { anon: 'denied', accelerator: 10 }),
      );
    }, PERSONA_SWEEP_TIMEOUT);

    it('never give a reviewer their own startup’s application', async () => {
      const inRound = `insert into public.round_applications (round_id, application_id) values ('${SEED.review}', '${SEED.fikrLabsApplication}')`;
      const error = await rejectionOf(
        asUser(
          db(),
          claimsOf('accelerator'),
          (tx) => tx.query('insert into public.review_assignments (round_id, application_id, reviewer_id) values ($1, $2, $3)', [SEED.review, SEED.fikrLabsApplication, ACCOUNTS.startup.id]),
          { setup: inRound },
        ),
      );
      expect(error).toMatchObject({ code: '23514', message: 'A reviewer does not review an application of their own startup' });
    });
  });

  describe('public.assign_reviewers', () => {
    const assign = 'select public.assign_reviewers($1, $2::uuid[], $3, $4::public.organization_sector) as count';
    const assignAs = (claims: Claims, args: unknown[]) => asUser(db(), claims, async (tx) => (await tx.query<{ count: number }>(assign, args)).rows[0]?.count);

    it('is for the members who write programs: everyone else is refused', async () => {
      expect(await readOutcomes(db(), `select count(*) from (${assign}) as made`, [SEED.review, [ACCOUNTS.investor.id], 3, null])).toEqual(expectOutcomes('denied', { accelerator: 1 }));
      expect((await rejectionOf(assignAs(STAFF.karim, [SEED.review, [ACCOUNTS.investor.id], 3, null]))).code).toBe('42501');
    }, PERSONA_SWEEP_TIMEOUT);

    it('tops every application up to the number asked, spreading the load and stopping at the round’s quota', async () => {
      const outcome = await asUser(db(), claimsOf('accelerator'), async (tx) => {
        const run = async (perApplication: number) => (await tx.query<{ count: number }>(assign, [SEED.review, [ACCOUNTS.investor.id, ACCOUNTS.university.id], perApplication, null])).rows[0]?.count;
        const third = await run(3);
        const loads = (await tx.query<{ count: number }>('select count(*)::int as count from public.review_assignments where round_id = $1 and reviewer_id = any($2::uuid[]) group by reviewer_id', [SEED.review, [ACCOUNTS.investor.id, ACCOUNTS.university.id]])).rows.map((row) => row.count);
        // A fourth reviewer each would take them past the round's quota of 12.
        const fourth = await run(4);
        return { third, loads, fourth };
      });
      expect(outcome).toEqual({ third: 20, loads: [10, 10], fourth: 4 });
    });

    it('assigns one sector when asked', async () => {
      const fintech = await asOwner(db(), (tx) =>
        countOf(
          tx,
          `select count(*) from public.round_applications ra join public.applications a on a.id = ra.application_id
           join public.startup_profiles sp on sp.organization_id = a.organization_id where ra.round_id = $1 and sp.sector = 'fintech'`,
          [SEED.review],
        ),
      );
      expect(fintech).toBeGreaterThan(0);
      expect(await assignAs(claimsOf('accelerator'), [SEED.review, [ACCOUNTS.investor.id], 3, 'fintech'])).toBe(fintech);
    });

    it('skips a reviewer who declared a conflict, and a member of the applying startup', async () => {
      const inRound = `insert into public.round_applications (round_id, application_id) values ('${SEED.review}', '${SEED.fikrLabsApplication}')`;
      const made = await asUser(
        db(),
        claimsOf('accelerator'),
        async (tx) => {
          const count = (await tx.query<{ count: number }>(assign, [SEED.review, [STAFF.nour.sub, ACCOUNTS.startup.id], 3, null])).rows[0]?.count;
          const conflicted = await countOf(tx, 'select count(*) from public.review_assignments ra join public.reviewer_conflicts c on c.application_id = ra.application_id and c.reviewer_id = ra.reviewer_id');
          const ownStartup = await countOf(tx, 'select count(*) from public.review_assignments where application_id = $1 and reviewer_id = $2', [SEED.fikrLabsApplication, ACCOUNTS.startup.id]);
          return { count, conflicted, ownStartup };
        },
        { setup: inRound },
      );
      expect(made).toMatchObject({ conflicted: 0, ownStartup: 0 });
      expect(made.count).toBeGreaterThan(0);
    });
  });

  describe('public.reviewer_conflicts', () => {
    it('are read by the reviewer who declared them and by the accelerator’s writers', async () => {
      expect(await readOutcomes(db(), 'select count(*) from public.reviewer_conflicts')).toEqual(expectOutcomes(0, { anon: 'denied', accelerator: 1 }));
      expect(await countAs(db(), STAFF.nour, 'select count(*) from public.reviewer_conflicts')).toBe(1);
      expect(await countAs(db(), STAFF.karim, 'select count(*) from public.reviewer_conflicts')).toBe(0);
    }, PERSONA_SWEEP_TIMEOUT);

    it('are declared by a reviewer for an application assigned to them, or recorded by the accelerator’s writers', async () => {
      const { reviewed } = await mentorAssignments(db());
      const declare = "insert into public.reviewer_conflicts (application_id, reviewer_id, reason) values ($1, $2, 'A former colleague of the founder.')";
      expect(await writeOutcomes(db(), declare, (persona) => [reviewed[0]!.application_id, selfId(persona)])).toEqual(expectOutcomes('denied', { accelerator: 1, mentor: 1 }));
      // Nobody declares a conflict for someone else, but the accelerator's writers.
      expect(await writeOutcomes(db(), declare, [reviewed[0]!.application_id, REVIEWERS.mona])).toEqual(expectOutcomes('denied', { accelerator: 1, mentor: 1 }));
      expect(await writeOutcomes(db(), declare, [reviewed[0]!.application_id, REVIEWERS.karim])).toEqual(expectOutcomes('denied', { accelerator: 1 }));
      expect(await writeOutcomes(db(), 'delete from public.reviewer_conflicts')).toEqual(expectOutcomes(0, { anon: 'denied', accelerator: 1 }));
    }, PERSONA_SWEEP_TIMEOUT);

    it('recuse at once: the assignment and its review go, and no review nor assignment can follow', async () => {
      const { reviewed } = await mentorAssignments(db());
      const [recused] = reviewed;
      const outcome = await asUser(db(), mentor, async (tx) => {
        await tx.query('insert into public.reviewer_conflicts (application_id, reviewer_id, reason) values ($1, $2, $3)', [recused!.application_id, REVIEWERS.mona, 'I mentor this founder.']);
        return {
          applications: await countOf(tx, 'select count(*) from public.applications'),
          assignments: await countOf(tx, 'select count(*) from public.review_assignments'),
          reviews: await countOf(tx, 'select count(*) from public.reviews'),
          review: await rejectionOf(tx.query('insert into public.reviews (assignment_id) values ($1)', [recused!.id])),
        };
      });
      expect(outcome).toMatchObject({ applications: COUNTS.mentor.applications - 1, assignments: COUNTS.mentor.applications - 1, reviews: COUNTS.mentor.reviews - 1, review: { code: '42501' } });
      const declared = `insert into public.reviewer_conflicts (application_id, reviewer_id) values ('${recused!.application_id}', '${REVIEWERS.mona}')`;
      const reassign = await rejectionOf(
        asUser(db(), claimsOf('accelerator'), (tx) => tx.query('insert into public.review_assignments (round_id, application_id, reviewer_id) values ($1, $2, $3)', [SEED.review, recused!.application_id, REVIEWERS.mona]), {
          setup: declared,
        }),
      );
      expect(reassign).toMatchObject({ code: '23514', message: 'This reviewer declared a conflict with the application' });
    });
  });

  describe('public.reviews and public.review_scores', () => {
    it('are read by their reviewer; the accelerator’s writers read the submitted ones', async () => {
      expect(await readOutcomes(db(), 'select count(*) from public.reviews')).toEqual(
        expectOutcomes(0, { anon: 'denied', accelerator: COUNTS.submittedReviews, mentor: COUNTS.mentor.reviews }),
      );
      expect(await readOutcomes(db(), 'select count(*) from public.review_scores')).toEqual(
        expectOutcomes(0, { anon: 'denied', accelerator: COUNTS.submittedScores, mentor: COUNTS.mentor.scores }),
      );
      expect(await countAs(db(), STAFF.nour, 'select count(*) from public.reviews')).toBe(COUNTS.submittedReviews);
      // The viewer reviews blind: their own reviews only, however much of the programme they read.
      expect(await countAs(db(), STAFF.karim, 'select count(*) from public.reviews')).toBe(COUNTS.karim.reviews);
      expect(await countAs(db(), STAFF.karim, 'select count(*) from public.review_scores')).toBe(COUNTS.karim.scores);
    }, PERSONA_SWEEP_TIMEOUT);

    it('never show a reviewer another reviewer’s scores, nor the accelerator a draft', async () => {
      const scoresOf = `select count(*) from public.review_scores s join public.reviews r on r.id = s.review_id
                        join public.review_assignments a on a.id = r.assignment_id where a.reviewer_id = $1`;
      const adams = await asOwner(db(), (tx) => countOf(tx, scoresOf, [REVIEWERS.adam]));
      expect(await readOutcomes(db(), scoresOf, [REVIEWERS.adam])).toEqual(expectOutcomes(0, { anon: 'denied', accelerator: adams }));
      expect(await countAs(db(), STAFF.karim, scoresOf, [REVIEWERS.adam])).toBe(0);
      expect(await countAs(db(), STAFF.nour, scoresOf, [REVIEWERS.adam])).toBe(adams);
      expect(await readOutcomes(db(), 'select count(*) from public.reviews where submitted_at is null')).toEqual(expectOutcomes(0, { anon: 'denied', mentor: 1 }));
    }, PERSONA_SWEEP_TIMEOUT);

    it('are written by the assigned reviewer only, until submitted', async () => {
      const { begun, untouched, reviewed } = await mentorAssignments(db());
      expect(await writeOutcomes(db(), "insert into public.reviews (assignment_id, overall_comment) values ($1, 'Strong founders.')", [untouched.id])).toEqual(
        expectOutcomes('denied', { mentor: 1 }),
      );
      const score = "insert into public.review_scores (review_id, criterion_id, score) values ($1, $2, 8)";
      expect(await writeOutcomes(db(), score, [begun.review_id, SEED.reviewCriteria[2]])).toEqual(expectOutcomes('denied', { mentor: 1 }));
      expect(await writeOutcomes(db(), "update public.reviews set overall_comment = 'Sharper.' where id = $1", [begun.review_id])).toEqual(expectOutcomes(0, { anon: 'denied', mentor: 1 }));
      // Submitted, a review and its scores are final, for everyone.
      const sent = reviewed[0]!.review_id;
      expect(await writeOutcomes(db(), "update public.reviews set overall_comment = 'Changed my mind.' where id = $1", [sent])).toEqual(expectOutcomes(0, { anon: 'denied' }));
      expect(await writeOutcomes(db(), 'update public.review_scores set score = 10 where review_id = $1', [sent])).toEqual(expectOutcomes(0, { anon: 'denied' }));
      expect(await writeOutcomes(db(), 'delete from public.reviews where id = $1', [sent])).toEqual(expectOutcomes(0, { anon: 'denied' }));
    }, PERSONA_SWEEP_TIMEOUT);

    // Scores of mentor@'s begun review; the round asks for a comment below 4 out of 10.
    it.each([
      { name: 'Team', criterion: SEED.team, score: 3, comment: null, refusal: 'A score below 4 out of 10 needs a comment: say why Team scored 3' },
      { name: 'Team', criterion: SEED.team, score: 3, comment: 'No one on the team has sold to banks before.', refusal: null },
      { name: 'Team', criterion: SEED.team, score: 4, comment: null, refusal: null },
      { name: 'Fit with the programme (out of 5)', criterion: SEED.fit, score: 1, comment: null, refusal: 'A score below 4 out of 10 needs a comment: say why Fit with the programme scored 1' },
      { name: 'Fit with the programme (out of 5)', criterion: SEED.fit, score: 2, comment: null, refusal: null },
      { name: 'Fit with the programme (out of 5)', criterion: SEED.fit, score: 6, comment: 'Exceptional.', refusal: 'Fit with the programme is scored from 0 to 5' },
    ])('$name scored $score with the comment $comment: refused with "$refusal"', async ({ criterion, score, comment, refusal }) => {
      const { begun } = await mentorAssignments(db());
      const write = asUser(db(), mentor, async (tx) => {
        await tx.query('delete from public.review_scores where review_id = $1 and criterion_id = $2', [begun.review_id, criterion]);
        return (await tx.query('insert into public.review_scores (review_id, criterion_id, score, comment) values ($1, $2, $3, $4)', [begun.review_id, criterion, score, comment])).rowCount;
      });
      if (refusal) expect(await rejectionOf(write)).toMatchObject({ code: '23514', message: refusal });
      else expect(await write).toBe(1);
    });

    it('are submitted with every criterion scored, and the database stamps when', async () => {
      const { begun } = await mentorAssignments(db());
      const submit = 'update public.reviews set submitted_at = $2 where id = $1 returning submitted_at > now() - interval \'1 minute\' as stamped';
      const early = await rejectionOf(asUser(db(), mentor, (tx) => tx.query(submit, [begun.review_id, '2020-01-01T00:00:00Z'])));
      expect(early).toMatchObject({ code: '23514', message: 'Score every criterion of the round before submitting the review' });
      const stamped = await asUser(db(), mentor, async (tx) => {
        await tx.query(
          `insert into public.review_scores (review_id, criterion_id, score, comment)
           select $1, c.id, c.max_score * 0.6, null from public.review_criteria c
           where c.round_id = $2 and not exists (select 1 from public.review_scores s where s.review_id = $1 and s.criterion_id = c.id)`,
          [begun.review_id, SEED.review],
        );
        return (await tx.query<{ stamped: boolean }>(submit, [begun.review_id, '2020-01-01T00:00:00Z'])).rows[0]?.stamped;
      });
      expect(stamped).toBe(true);
    });

    it('are written only while the round is open', async () => {
      const { untouched } = await mentorAssignments(db());
      const closed = `update public.review_rounds set closes_on = current_date - 1 where id = '${SEED.review}'`;
      const error = await rejectionOf(asUser(db(), mentor, (tx) => tx.query('insert into public.reviews (assignment_id) values ($1)', [untouched.id]), { setup: closed }));
      expect(error).toMatchObject({ code: '23514', message: 'This review round is not open' });
    });
  });

  describe('public.review_completion', () => {
    it('is for the members who write programs: everyone else is refused', async () => {
      expect(await readOutcomes(db(), 'select count(*) from public.review_completion($1)', [SEED.review])).toEqual(expectOutcomes('denied', { accelerator: 4 }));
      expect((await rejectionOf(countAs(db(), STAFF.karim, 'select count(*) from public.review_completion($1)', [SEED.review]))).code).toBe('42501');
    }, PERSONA_SWEEP_TIMEOUT);

    it('shows each reviewer’s assignments, submissions and quota, the unfinished ones included', async () => {
      const rows = await asUser(db(), claimsOf('accelerator'), async (tx) => (await tx.query('select reviewer_name, assigned, submitted, quota from public.review_completion($1)', [SEED.review])).rows);
      expect(rows).toEqual([
        { reviewer_name: 'Adam Accelerator', assigned: 10, submitted: 10, quota: 12 },
        { reviewer_name: 'Karim Fawzy', assigned: 11, submitted: 10, quota: 12 },
        { reviewer_name: 'Mona Mentor', assigned: 10, submitted: 8, quota: 12 },
        { reviewer_name: 'Nour Hassan', assigned: 9, submitted: 9, quota: 12 },
      ]);
    });
  });
});
