import { describe, expect, it } from 'vitest';
import { asOwner, targets, useDatabase, type Database, type Queryable } from '../support/database';
import { FIKR_LABS_MEMBERS, ORG, claimsOf, type AccountName } from '../support/demo';
import { PERSONA_SWEEP_TIMEOUT, every, expectOutcomes, readOutcomes } from '../support/outcomes';

// How the database scores an assessment (public.assessment_results, public.assessment_total,
// public.startup_scorecard), on a small template built for the purpose and sent by Launchpad to
// Fikr Labs:
//
//   Section A "Team", weight 2                      Section B "Traction", weight 1
//     A1 rating 1-5, weight 1                         B1 number, weight 3: below 1 000 -> 0,
//     A2 yes/no, weight 1                                1 000 to 10 000 -> 50, 10 000 and up -> 100
//     A3 text, optional (never scored)                B2 choice, weight 1: none 0, pilot 40, paying 100
//                                                     B3 rating 0-10, weight 2, optional
//
// Worked example (the first case below): A1 = 4, A2 = yes, A3 = a text, B1 = 2 500, B2 = pilot,
// B3 unanswered.
//   A1: (4 - 1) x 25 = 75        A2: yes = 100
//   B1: 2 500 is in the 1 000 to 10 000 band = 50        B2: pilot = 40
//   Section A = (75 x 1 + 100 x 1) / (1 + 1)  = 175 / 2 = 87.5
//   Section B = (50 x 3 + 40 x 1)  / (3 + 1)  = 190 / 4 = 47.5   (B3 unanswered: left out)
//   Total     = (87.5 x 2 + 47.5 x 1) / (2 + 1) = 222.5 / 3 = 74.1666… -> 74.2
// Answered: A 3 of 3 (the text counts as answered), B 2 of 3.

const FL = ORG.fikrLabs;
const LP = ORG.launchpad;
const TEMPLATE = '00000000-0000-4000-5c00-00000000e500';
const SECTION_A = '00000000-0000-4000-5c00-00000000e5a0';
const SECTION_B = '00000000-0000-4000-5c00-00000000e5b0';
const ASSESSMENT = '00000000-0000-4000-5c00-00000000e5e0';
const Q = {
  A1: '00000000-0000-4000-5c00-0000000e5a01',
  A2: '00000000-0000-4000-5c00-0000000e5a02',
  A3: '00000000-0000-4000-5c00-0000000e5a03',
  B1: '00000000-0000-4000-5c00-0000000e5b01',
  B2: '00000000-0000-4000-5c00-0000000e5b02',
  B3: '00000000-0000-4000-5c00-0000000e5b03',
} as const;
type Question = keyof typeof Q;

const FL_ROUNDS = ['00000000-0000-4000-5c00-000001000000', '00000000-0000-4000-5c00-000002000000', '00000000-0000-4000-5c00-000003000000'];
const FL_READINESS = '00000000-0000-4000-5c00-000004000000';
const OPERATORS = ['owner', 'manager'] as const;

/** The worked example's template, published, and an open assessment of it from Launchpad to Fikr Labs (as the database owner). */
async function buildExample(tx: Queryable) {
  await tx.query(`insert into public.assessment_templates (id, name, kind) values ('${TEMPLATE}', 'Worked example', 'custom')`);
  await tx.query(`insert into public.assessment_sections (id, template_id, name, weight, ordinal) values ('${SECTION_A}', '${TEMPLATE}', 'Team', 2, 1), ('${SECTION_B}', '${TEMPLATE}', 'Traction', 1, 2)`);
  await tx.query(`insert into public.assessment_questions (id, section_id, prompt, kind, scale, options, bands, weight, required, ordinal) values
    ('${Q.A1}', '${SECTION_A}', 'How complete is the team?', 'scale', 'one_to_five', null, null, 1, true, 1),
    ('${Q.A2}', '${SECTION_A}', 'Have the founders worked together before?', 'yes_no', null, null, null, 1, true, 2),
    ('${Q.A3}', '${SECTION_A}', 'Which hire comes next?', 'text', null, null, null, 1, false, 3),
    ('${Q.B1}', '${SECTION_B}', 'Monthly recurring revenue?', 'number', null, null, '[{"max": 1000, "points": 0}, {"min": 1000, "max": 10000, "points": 50}, {"min": 10000, "points": 100}]', 3, true, 1),
    ('${Q.B2}', '${SECTION_B}', 'Paying customers?', 'single_choice', null, '[{"value": "none", "label": "None", "points": 0}, {"value": "pilot", "label": "Pilots", "points": 40}, {"value": "paying", "label": "Paying", "points": 100}]', null, 1, true, 2),
    ('${Q.B3}', '${SECTION_B}', 'How ready are the systems for ten times the customers?', 'scale', 'zero_to_ten', null, null, 2, false, 3)`);
  await tx.query(`update public.assessment_templates set published_at = now() where id = '${TEMPLATE}'`);
  await tx.query(`insert into public.assessments (id, template_id, organization_id, startup_organization_id, due_on, sent_at) values ('${ASSESSMENT}', '${TEMPLATE}', '${LP}', '${FL}', current_date + 7, now() - interval '2 days')`);
}

/** Acts as a demo account from here on in this transaction. */
const actAs = (tx: Queryable, account: AccountName) =>
  tx.query("select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)", [JSON.stringify(claimsOf(account))]);

/** The example built, the answers given by startup@ (Fikr Labs' owner), then fn; all rolled back. */
function withExample<T>(db: Database, answers: Partial<Record<Question, unknown>>, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return asOwner(db, async (tx) => {
    await buildExample(tx);
    await actAs(tx, 'startup');
    for (const [question, value] of Object.entries(answers)) {
      await tx.query('insert into public.assessment_answers (assessment_id, question_id, value) values ($1, $2, $3::jsonb)', [ASSESSMENT, Q[question as Question], JSON.stringify(value)]);
    }
    return fn(tx);
  });
}

interface SectionResult {
  name: string;
  score: number | null;
  answered: number;
  questions: number;
}

async function resultsOf(tx: Queryable, assessment = ASSESSMENT): Promise<{ sections: SectionResult[]; total: number | null }> {
  const sections = (await tx.query<{ name: string; score: string | null; answered: number; questions: number }>('select name, score::text, answered, questions from public.assessment_results($1)', [assessment])).rows;
  const total = (await tx.query<{ total: string | null }>('select public.assessment_total($1)::text as total', [assessment])).rows[0]?.total ?? null;
  return {
    sections: sections.map((row) => ({ name: row.name, score: row.score === null ? null : Number(row.score), answered: row.answered, questions: row.questions })),
    total: total === null ? null : Number(total),
  };
}

describe.each(targets)('assessment scoring on $name', (target) => {
  const db = useDatabase(target);

  describe('one answer scores 0 to 100 by its question’s kind', () => {
    it.each([
      ['A1', 1, 0],
      ['A1', 2, 25],
      ['A1', 3, 50],
      ['A1', 4, 75],
      ['A1', 5, 100],
      ['B3', 0, 0],
      ['B3', 7, 70],
      ['B3', 10, 100],
      ['A2', true, 100],
      ['A2', false, 0],
      ['B2', 'none', 0],
      ['B2', 'pilot', 40],
      ['B2', 'paying', 100],
      ['B1', -5, 0],
      ['B1', 999.99, 0],
      ['B1', 1000, 50],
      ['B1', 9999.99, 50],
      ['B1', 10000, 100],
      ['B1', 1e9, 100],
      ['A3', 'A head of sales', null],
    ] as const)('%s = %j scores %j', async (question, value, score) => {
      const stored = await withExample(db(), { [question]: value }, async (tx) => (await tx.query<{ score: string | null }>('select score::text from public.assessment_answers where assessment_id = $1', [ASSESSMENT])).rows[0]?.score);
      expect(stored === null || stored === undefined ? null : Number(stored)).toBe(score);
    });
  });

  describe('sections are weighted means of their answered scored questions, the total a weighted mean of the sections', () => {
    it.each([
      {
        case: 'the worked example',
        answers: { A1: 4, A2: true, A3: 'A CTO', B1: 2500, B2: 'pilot' },
        // A = 175 / 2; B = 190 / 4; total = 222.5 / 3
        expected: { sections: [{ name: 'Team', score: 87.5, answered: 3, questions: 3 }, { name: 'Traction', score: 47.5, answered: 2, questions: 3 }], total: 74.2 },
      },
      {
        case: 'the optional rating answered too',
        answers: { A1: 4, A2: true, A3: 'A CTO', B1: 2500, B2: 'pilot', B3: 8 },
        // B = (50 x 3 + 40 x 1 + 80 x 2) / 6 = 350 / 6 = 58.33…; total = (175 + 58.33…) / 3 = 77.77…
        expected: { sections: [{ name: 'Team', score: 87.5, answered: 3, questions: 3 }, { name: 'Traction', score: 58.3, answered: 3, questions: 3 }], total: 77.8 },
      },
      {
        case: 'the lowest answers',
        answers: { A1: 1, A2: false, B1: -5, B2: 'none' },
        expected: { sections: [{ name: 'Team', score: 0, answered: 2, questions: 3 }, { name: 'Traction', score: 0, answered: 2, questions: 3 }], total: 0 },
      },
      {
        case: 'the highest answers',
        answers: { A1: 5, A2: true, B1: 10000, B2: 'paying', B3: 10 },
        expected: { sections: [{ name: 'Team', score: 100, answered: 2, questions: 3 }, { name: 'Traction', score: 100, answered: 3, questions: 3 }], total: 100 },
      },
      {
        case: 'one section answered so far',
        answers: { A1: 3, A2: true },
        // A = (50 + 100) / 2 = 75; B has no score, so the total is A's alone.
        expected: { sections: [{ name: 'Team', score: 75, answered: 2, questions: 3 }, { name: 'Traction', score: null, answered: 0, questions: 3 }], total: 75 },
      },
      {
        case: 'only a text answered',
        answers: { A3: 'A CTO' },
        expected: { sections: [{ name: 'Team', score: null, answered: 1, questions: 3 }, { name: 'Traction', score: null, answered: 0, questions: 3 }], total: null },
      },
    ])('$case', async ({ answers, expected }) => {
      expect(await withExample(db(), answers, (tx) => resultsOf(tx))).toEqual(expected);
    });
  });

  it('submission returns the total, and the sender then reads the same results; another organization reads none', async () => {
    const outcome = await withExample(db(), { A1: 4, A2: true, A3: 'A CTO', B1: 2500, B2: 'pilot' }, async (tx) => {
      await actAs(tx, 'accelerator');
      const beforeSubmission = await resultsOf(tx);
      await actAs(tx, 'startup');
      const submitted = Number((await tx.query<{ total: string }>('select public.submit_assessment($1)::text as total', [ASSESSMENT])).rows[0]?.total);
      const startup = await resultsOf(tx);
      await actAs(tx, 'accelerator');
      const sender = await resultsOf(tx);
      await actAs(tx, 'otherStartup');
      const other = await resultsOf(tx);
      await actAs(tx, 'mentor');
      const mentor = await resultsOf(tx);
      return { beforeSubmission, submitted, same: JSON.stringify(sender) === JSON.stringify(startup), sender: sender.total, other, mentor };
    });
    expect(outcome).toEqual({
      beforeSubmission: { sections: [], total: null },
      submitted: 74.2,
      same: true,
      sender: 74.2,
      other: { sections: [], total: null },
      mentor: { sections: [], total: null },
    });
  });

  it(
    'results are read by the startup’s members, the sender once submitted and the operators',
    async () => {
      const results = 'select count(*) from public.assessment_results($1)';
      expect(await readOutcomes(db(), results, [FL_ROUNDS[2]])).toEqual(expectOutcomes(0, { anon: 'denied', ...every(FIKR_LABS_MEMBERS, 6), accelerator: 6 }));
      expect(await readOutcomes(db(), results, [FL_READINESS])).toEqual(expectOutcomes(0, { anon: 'denied', ...every(FIKR_LABS_MEMBERS, 4), mentor: 4 }));
      const total = 'select count(*) from (select public.assessment_total($1) as total) t where t.total is not null';
      expect(await readOutcomes(db(), total, [FL_ROUNDS[2]])).toEqual(expectOutcomes(0, { anon: 'denied', ...every(FIKR_LABS_MEMBERS, 1), accelerator: 1 }));
    },
    PERSONA_SWEEP_TIMEOUT,
  );

  describe('a startup’s scorecard', () => {
    it(
      'is read by its members, each sender for what it sent, and the operators',
      async () => {
        const scorecard = 'select count(*) from public.startup_scorecard($1)';
        expect(await readOutcomes(db(), scorecard, [FL])).toEqual(expectOutcomes(0, { anon: 'denied', ...every(FIKR_LABS_MEMBERS, 3), ...every(OPERATORS, 3), accelerator: 3 }));
        const readiness = "select count(*) from public.startup_scorecard($1, 'readiness')";
        expect(await readOutcomes(db(), readiness, [FL])).toEqual(expectOutcomes(0, { anon: 'denied', ...every(FIKR_LABS_MEMBERS, 1), mentor: 1 }));
      },
      PERSONA_SWEEP_TIMEOUT,
    );

    it('holds the last three submitted scorecards, oldest first, each with its total and its six sections', async () => {
      const card = await asOwner(db(), async (tx) => {
        await actAs(tx, 'startup');
        const rows = (await tx.query<{ assessment_id: string; total: string; sections: Array<{ sectionId: string; name: string; score: number | null }> }>('select assessment_id, total::text, sections from public.startup_scorecard($1)', [FL])).rows;
        const totals = [];
        for (const row of rows) totals.push((await tx.query<{ total: string }>('select public.assessment_total($1)::text as total', [row.assessment_id])).rows[0]?.total);
        return { rows, totals };
      });
      expect(card.rows.map((row) => row.assessment_id)).toEqual(FL_ROUNDS);
      expect(card.rows.map((row) => row.total)).toEqual(card.totals);
      for (const row of card.rows) expect(row.sections.map((section) => section.name)).toEqual(['Team', 'Product', 'Market', 'Traction', 'Finance', 'Operations']);
      // The seed's Fikr Labs improves from round to round.
      const totals = card.rows.map((row) => Number(row.total));
      expect([...totals].sort((a, b) => a - b)).toEqual(totals);
    });

    it('takes the latest three when there are more', async () => {
      const ids = await withExample(db(), {}, async (tx) => {
        await tx.query('reset role');
        // A fourth scorecard, submitted today, pushes the first round out.
        await tx.query(`insert into public.assessments (id, template_id, organization_id, startup_organization_id, due_on, sent_at) values ('00000000-0000-4000-5c00-00000000e5e1', '00000000-0000-4000-5c00-000000000001', '${LP}', '${FL}', current_date, now() - interval '1 day')`);
        await tx.query(`insert into public.assessment_answers (assessment_id, question_id, value) values ('00000000-0000-4000-5c00-00000000e5e1', '00000000-0000-4000-5c00-000000010101', '5')`);
        await tx.query("update public.assessments set status = 'submitted', submitted_at = now() where id = '00000000-0000-4000-5c00-00000000e5e1'");
        await actAs(tx, 'accelerator');
        return (await tx.query<{ assessment_id: string }>('select assessment_id from public.startup_scorecard($1)', [FL])).rows.map((row) => row.assessment_id);
      });
      expect(ids).toEqual([FL_ROUNDS[1], FL_ROUNDS[2], '00000000-0000-4000-5c00-00000000e5e1']);
    });
  });
});
