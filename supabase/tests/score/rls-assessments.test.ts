import { describe, expect, it } from 'vitest';
import { asOwner, asService, asUser, rejectionOf, targets, useDatabase, type Queryable } from '../support/database';
import { ACCOUNTS, FIKR_LABS_MEMBERS, ORG, claimsOf, type AccountName } from '../support/demo';
import { PERSONA_SWEEP_TIMEOUT, every, expectOutcomes, readOutcomes, writeOutcomes } from '../support/outcomes';

// Assessments sent (public.assessments), their answers (public.assessment_answers) and the
// improvement plans that follow them (public.improvement_plan_items), with the functions that
// send, remind, cancel and submit them.
//
// The seed: Launchpad Accelerator (accelerator, its owner) sent the Scaleup Scorecard to Fikr Labs
// three times, all submitted; Mentor Circle (mentor, its owner; multiOrg is a viewer there) sent
// Investment Readiness once, submitted, with a plan of five items. Fikr Labs names both as active
// relationships and shares its metrics with Launchpad; Nile Robotics (otherStartup) names
// Launchpad as a past relationship only. In Fikr Labs, owner, admin, user and startup may update
// the organization (matrix `organizations` update), so they answer and submit; editor, viewer,
// stakeholder, multiOrg and the operator manager only read. In Launchpad and Mentor Circle their
// owners send, remind, cancel and plan; multiOrg, a viewer, only reads Mentor Circle's. The
// operators (owner, manager) read everything. The investor, university and government owners read
// and do nothing here. Each fixture adds an open scorecard from Launchpad to Fikr Labs.

const FL = ORG.fikrLabs;
const LP = ORG.launchpad;
const MC = ORG.mentorCircle;
const NILE = ORG.nileRobotics;
const SCALEUP = '00000000-0000-4000-5c00-000000000001';
const READINESS = '00000000-0000-4000-5c00-000000000002';
const FL_ROUNDS = ['00000000-0000-4000-5c00-000001000000', '00000000-0000-4000-5c00-000002000000', '00000000-0000-4000-5c00-000003000000'];
const FL_READINESS = '00000000-0000-4000-5c00-000004000000';
const OPEN = '00000000-0000-4000-5c00-0000000e0001';
const TEAM_SECTION = '00000000-0000-4000-5c00-000000000101';
const FINANCIALS = '00000000-0000-4000-5c00-000000000202';
const TEAM_RATING = '00000000-0000-4000-5c00-000000010101';
const TEAM_SIZE = '00000000-0000-4000-5c00-000000010102';
const TEAM_TOGETHER = '00000000-0000-4000-5c00-000000010103';
const TEAM_HIRE = '00000000-0000-4000-5c00-000000010104';
const PRODUCT_STAGE = '00000000-0000-4000-5c00-000000010201';
const READINESS_PITCH = '00000000-0000-4000-5c00-000000020101';
/** The seed's plan item for admin@, still open. */
const PLAN_ITEM = '00000000-0000-4000-5c00-000003000004';
const LAUNCHPAD_FIKR_LABS_RELATIONSHIP = '00000000-0000-4000-e000-000000000101';

const OPERATORS = ['owner', 'manager'] as const;
/** Fikr Labs' members who may update it: they answer, submit and move plan items. */
const FL_WRITERS = ['owner', 'admin', 'user', 'startup'] as const;

/** A valid answer to any question of the scorecard. */
const ANY_ANSWER = `case q.kind
    when 'scale' then (case when q.scale = 'one_to_five' then '4' else '7' end)::jsonb
    when 'yes_no' then 'true'::jsonb
    when 'single_choice' then q.options -> 0 -> 'value'
    when 'number' then '12'::jsonb
    else '"Noted"'::jsonb
  end`;

/**
 * An open scorecard from Launchpad to Fikr Labs, sent `sentAgo`, with the scorecard's questions
 * that `answered` (a condition on q) picks answered: one statement, as the test kit runs it.
 */
function openFixture(answered = 'false', sentAgo = '3 days') {
  return `with a as (
      insert into public.assessments (id, template_id, organization_id, startup_organization_id, sent_by, due_on, sent_at)
      values ('${OPEN}', '${SCALEUP}', '${LP}', '${FL}', '${ACCOUNTS.accelerator.id}', current_date + 14, now() - interval '${sentAgo}')
      returning id
    )
    insert into public.assessment_answers (assessment_id, question_id, value)
    select a.id, q.id, ${ANY_ANSWER}
    from a join public.assessment_questions q on q.template_id = '${SCALEUP}'
    where ${answered}`;
}

/** Every required question answered but the ones named. */
const allRequiredBut = (...ids: string[]) => `q.required${ids.length ? ` and q.id not in (${ids.map((id) => `'${id}'`).join(', ')})` : ''}`;

/** Acts as another account inside the same transaction. */
const switchTo = (tx: Queryable, account: AccountName) => tx.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(claimsOf(account))]);

describe.each(targets)('assessments on $name', (target) => {
  const db = useDatabase(target);
  const as = <T>(account: AccountName, fn: (tx: Queryable) => Promise<T>, setup?: string) => asUser(db(), claimsOf(account), fn, setup ? { setup } : {});
  const countAsService = (sql: string, params: unknown[] = []) => asService(db(), async (tx) => Number((await tx.query<{ count: string }>(sql, params)).rows[0]?.count));
  const flActiveMembers = () => countAsService('select count(*) from public.organization_members m join public.users u on u.id = m.user_id and u.is_active where m.organization_id = $1', [FL]);

  describe('reading', () => {
    it(
      'Fikr Labs’ assessments are read by its members, by each sender for what it sent, and by the operators',
      async () => {
        expect(await readOutcomes(db(), 'select count(*) from public.assessments where startup_organization_id = $1', [FL])).toEqual(
          expectOutcomes(0, { anon: 'denied', ...every(FIKR_LABS_MEMBERS, 4), accelerator: 3, mentor: 1 }),
        );
      },
      PERSONA_SWEEP_TIMEOUT,
    );

    it(
      'a sender’s assessments are read by its members and the operators, and by each startup for its own: another accelerator, mentor or startup sees none',
      async () => {
        const launchpad = await countAsService('select count(*) from public.assessments where organization_id = $1', [LP]);
        const mentorCircle = await countAsService('select count(*) from public.assessments where organization_id = $1', [MC]);
        expect(launchpad).toBeGreaterThan(3);
        const sentBy = 'select count(*) from public.assessments where organization_id = $1';
        expect(await readOutcomes(db(), sentBy, [LP])).toEqual(expectOutcomes(0, { anon: 'denied', ...every(FIKR_LABS_MEMBERS, 3), accelerator: launchpad, ...every(OPERATORS, launchpad) }));
        expect(await readOutcomes(db(), sentBy, [MC])).toEqual(expectOutcomes(0, { anon: 'denied', ...every(FIKR_LABS_MEMBERS, 1), mentor: mentorCircle, multiOrg: mentorCircle, ...every(OPERATORS, mentorCircle) }));
      },
      PERSONA_SWEEP_TIMEOUT,
    );

    it(
      'answers are read by the startup’s members and the operators, and by the sender once submitted',
      async () => {
        const answersOf = 'select count(*) from public.assessment_answers where assessment_id = any ($1::uuid[])';
        const scorecards = await countAsService(answersOf, [FL_ROUNDS]);
        const readiness = await countAsService(answersOf, [[FL_READINESS]]);
        expect(scorecards).toBeGreaterThan(60);
        expect(await readOutcomes(db(), answersOf, [FL_ROUNDS])).toEqual(expectOutcomes(0, { anon: 'denied', ...every(FIKR_LABS_MEMBERS, scorecards), accelerator: scorecards }));
        expect(await readOutcomes(db(), answersOf, [[FL_READINESS]])).toEqual(expectOutcomes(0, { anon: 'denied', ...every(FIKR_LABS_MEMBERS, readiness), mentor: readiness }));
        // A draft stays the startup's: the sender follows its progress on the assessment.
        const draft = openFixture(`q.id in ('${TEAM_RATING}', '${TEAM_SIZE}')`);
        expect(await readOutcomes(db(), answersOf, [[OPEN]], { setup: draft })).toEqual(expectOutcomes(0, { anon: 'denied', ...every(FIKR_LABS_MEMBERS, 2) }));
        const progress = "select count(*) from public.assessments where id = $1 and status = 'in_progress' and answered_questions = 2";
        expect(await readOutcomes(db(), progress, [OPEN], { setup: draft })).toEqual(expectOutcomes(0, { anon: 'denied', ...every(FIKR_LABS_MEMBERS, 1), accelerator: 1 }));
      },
      PERSONA_SWEEP_TIMEOUT,
    );

    it(
      'an improvement plan is read by both organizations’ members and the operators',
      async () => {
        expect(await readOutcomes(db(), 'select count(*) from public.improvement_plan_items where assessment_id = $1', [FL_READINESS])).toEqual(
          expectOutcomes(0, { anon: 'denied', ...every(FIKR_LABS_MEMBERS, 5), mentor: 5 }),
        );
      },
      PERSONA_SWEEP_TIMEOUT,
    );

    it(
      'names the other side to an organization’s members: the startups a sender may assess, and each side’s counterparts',
      async () => {
        const recipients = await asOwner(db(), async (tx) => Number((await tx.query<{ count: string }>('select count(*) from app.assessable_startup_ids($1)', [LP])).rows[0]?.count));
        expect(recipients).toBeGreaterThanOrEqual(9);
        expect(await readOutcomes(db(), 'select count(*) from public.assessment_recipients($1)', [LP])).toEqual(expectOutcomes(0, { anon: 'denied', accelerator: recipients }));
        expect(await readOutcomes(db(), 'select count(*) from public.assessment_recipients($1)', [MC])).toEqual(expectOutcomes(0, { anon: 'denied', mentor: 1, multiOrg: 1 }));
        expect(await readOutcomes(db(), 'select count(*) from public.assessment_counterparts($1)', [FL])).toEqual(expectOutcomes(0, { anon: 'denied', ...every(FIKR_LABS_MEMBERS, 2) }));
        const names = await as('startup', async (tx) => (await tx.query<{ name: string }>('select name from public.assessment_counterparts($1)', [FL])).rows.map((row) => row.name));
        expect(names).toEqual(['Launchpad Accelerator', 'Mentor Circle']);
      },
      PERSONA_SWEEP_TIMEOUT,
    );
  });

  describe('answering', () => {
    it(
      'is for Fikr Labs’ members who may update it, while the assessment is open',
      async () => {
        const answer = `insert into public.assessment_answers (assessment_id, question_id, value) values ('${OPEN}', '${TEAM_RATING}', '4')`;
        expect(await writeOutcomes(db(), answer, [], { setup: openFixture() })).toEqual(expectOutcomes('denied', every(FL_WRITERS, 1)));
        const answered = openFixture(`q.id = '${TEAM_RATING}'`);
        expect(await writeOutcomes(db(), `update public.assessment_answers set value = '2' where assessment_id = '${OPEN}'`, [], { setup: answered })).toEqual(
          expectOutcomes(0, { anon: 'denied', ...every(FL_WRITERS, 1) }),
        );
        expect(await writeOutcomes(db(), `delete from public.assessment_answers where assessment_id = '${OPEN}'`, [], { setup: answered })).toEqual(
          expectOutcomes(0, { anon: 'denied', ...every(FL_WRITERS, 1) }),
        );
        // A submitted scorecard's answers are final for everyone.
        expect(await writeOutcomes(db(), 'update public.assessment_answers set value = value where assessment_id = $1', [FL_ROUNDS[2]])).toEqual(expectOutcomes(0, { anon: 'denied' }));
        expect(await writeOutcomes(db(), 'delete from public.assessment_answers where assessment_id = $1', [FL_ROUNDS[2]])).toEqual(expectOutcomes(0, { anon: 'denied' }));
      },
      PERSONA_SWEEP_TIMEOUT,
    );

    it('refuses a new answer to a submitted assessment', async () => {
      const error = await rejectionOf(
        as('startup', (tx) => tx.query(`insert into public.assessment_answers (assessment_id, question_id, value) values ($1, $2, '"Another hire"') on conflict do nothing`, [FL_ROUNDS[2], TEAM_HIRE])),
      );
      expect(error.code).toBe('23514');
      expect(error.message).toBe('This assessment is not open: its answers are final');
    });

    it.each([
      ['a rating off the scale', TEAM_RATING, '6', 'Rate it with a whole number from 1 to 5'],
      ['a rating that is not whole', TEAM_RATING, '3.5', 'Rate it with a whole number from 1 to 5'],
      ['a number as text', TEAM_SIZE, '"twelve"', 'Give a number'],
      ['yes as a word', TEAM_TOGETHER, '"yes"', 'Answer yes or no'],
      ['an option the question does not offer', PRODUCT_STAGE, '"unicorn"', 'Choose one of the question\'s options'],
      ['a blank text', TEAM_HIRE, '"   "', 'Write an answer of at most 4000 characters'],
    ])('refuses %s', async (_case, question, value, message) => {
      const error = await rejectionOf(as('startup', (tx) => tx.query('insert into public.assessment_answers (assessment_id, question_id, value) values ($1, $2, $3::jsonb)', [OPEN, question, value]), openFixture()));
      expect({ code: error.code, message: error.message }).toEqual({ code: '22023', message });
    });

    it('refuses a question of another template', async () => {
      const error = await rejectionOf(as('startup', (tx) => tx.query(`insert into public.assessment_answers (assessment_id, question_id, value) values ($1, $2, '4')`, [OPEN, READINESS_PITCH]), openFixture()));
      expect(error.message).toBe('The question is not part of this assessment');
    });

    it('starts the assessment, counts the answers for the sender, and says who answered and when', async () => {
      const outcome = await as(
        'admin',
        async (tx) => {
          await tx.query(`insert into public.assessment_answers (assessment_id, question_id, value) values ($1, $2, '5'), ($1, $3, 'false')`, [OPEN, TEAM_RATING, TEAM_TOGETHER]);
          const started = (await tx.query<{ status: string; answered: number }>('select status, answered_questions as answered from public.assessments where id = $1', [OPEN])).rows[0];
          await tx.query('delete from public.assessment_answers where assessment_id = $1 and question_id = $2', [OPEN, TEAM_TOGETHER]);
          const after = (await tx.query<{ status: string; answered: number }>('select status, answered_questions as answered from public.assessments where id = $1', [OPEN])).rows[0];
          const answer = (
            await tx.query<{ answered_by: string; recent: boolean; score: string }>(
              "select answered_by, answered_at > now() - interval '1 minute' as recent, score::text from public.assessment_answers where assessment_id = $1",
              [OPEN],
            )
          ).rows;
          return { started, after, answer };
        },
        openFixture(),
      );
      expect(outcome).toEqual({
        started: { status: 'in_progress', answered: 2 },
        after: { status: 'in_progress', answered: 1 },
        answer: [{ answered_by: ACCOUNTS.admin.id, recent: true, score: '100' }],
      });
    });
  });

  describe('sending', () => {
    const send = 'select count(*) from public.send_assessment($1, array[$2]::uuid[], current_date + 14, $3, $4)';

    it(
      'is for the members of an accelerator or a mentor’s organization who may update it',
      async () => {
        // A function's call is counted as a read: it answers one row, or is refused.
        expect(await readOutcomes(db(), send, [SCALEUP, FL, 'Please answer by the due date.', LP])).toEqual(expectOutcomes('denied', { accelerator: 1 }));
        expect(await readOutcomes(db(), send, [READINESS, FL, null, MC])).toEqual(expectOutcomes('denied', { mentor: 1 }));
        // For the caller's current organization: a startup, an investor, a university or a government body sends none.
        expect(await readOutcomes(db(), send, [READINESS, FL, null, null])).toEqual(expectOutcomes('denied', { accelerator: 1, mentor: 1 }));
      },
      PERSONA_SWEEP_TIMEOUT,
    );

    it('refuses, all or none, a startup that has not chosen to work with the sender', async () => {
      const past = await rejectionOf(as('accelerator', (tx) => tx.query('select public.send_assessment($1, $2, current_date + 14)', [SCALEUP, [FL, NILE]])));
      expect({ code: past.code, message: past.message }).toEqual({
        code: '42501',
        message: '1 of these startups has not chosen to work with Launchpad Accelerator: only a startup that names it as an active relationship or shares its metrics with it is assessed',
      });
      const none = await rejectionOf(as('mentor', (tx) => tx.query('select public.send_assessment($1, $2, current_date + 14)', [READINESS, [NILE]])));
      expect(none.code).toBe('42501');
    });

    it('takes a metrics share as the startup’s consent, until it is revoked', async () => {
      const forgetRelationship = `delete from public.network_relationships where id = '${LAUNCHPAD_FIKR_LABS_RELATIONSHIP}'`;
      const sent = await as('accelerator', async (tx) => (await tx.query<{ ids: string[] }>('select public.send_assessment($1, $2, current_date + 7) as ids', [SCALEUP, [FL]])).rows[0]?.ids.length, forgetRelationship);
      expect(sent).toBe(1);
      const revoked = `with forgotten as (${forgetRelationship} returning 1)
        update public.data_shares set revoked_at = now() where organization_id = '${FL}' and grantee_organization_id = '${LP}' and (select count(*) from forgotten) >= 0`;
      const error = await rejectionOf(as('accelerator', (tx) => tx.query('select public.send_assessment($1, $2, current_date + 7)', [SCALEUP, [FL]]), revoked));
      expect(error.code).toBe('42501');
    });

    it.each([
      ['a draft template', `insert into public.assessment_templates (id, name) values ('00000000-0000-4000-5c00-00000000d002', 'Draft')`, '00000000-0000-4000-5c00-00000000d002', 'current_date + 7', '22023', 'Choose a published template'],
      ['an archived template', `update public.assessment_templates set archived_at = now() where id = '${SCALEUP}'`, SCALEUP, 'current_date + 7', '22023', 'Choose a published template'],
      ['a due date in the past', 'select 1', SCALEUP, 'current_date - 1', '22023', 'The due date is today or later, within a year'],
      ['a second open copy', openFixture(), SCALEUP, 'current_date + 7', '23514', '1 of these startups already has this assessment open'],
    ])('refuses %s', async (_case, setup, template, due, code, message) => {
      const error = await rejectionOf(as('accelerator', (tx) => tx.query(`select public.send_assessment($1, $2, ${due})`, [template, [FL]]), setup));
      expect({ code: error.code, message: error.message }).toEqual({ code, message });
    });

    it('notifies every member of the startup', async () => {
      const members = await flActiveMembers();
      const notified = await as('accelerator', async (tx) => {
        const [id] = (await tx.query<{ ids: string[] }>("select public.send_assessment($1, $2, current_date + 30, 'See you at demo day.') as ids", [SCALEUP, [FL]])).rows[0]?.ids ?? [];
        await tx.query('reset role');
        const rows = (
          await tx.query<{ title: string; body: string; link: string; data: Record<string, string> }>(
            "select title, body, link, data from public.notifications where type = 'assessment_received' and organization_id = $1",
            [FL],
          )
        ).rows;
        const sent = (await tx.query<{ sent_by: string; status: string; due_on: string }>('select sent_by, status::text, due_on::text from public.assessments where id = $1', [id])).rows[0];
        return { count: rows.length, first: rows[0], sent, id };
      });
      const due = notified.sent?.due_on ?? '';
      const dueInWords = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${due}T00:00:00Z`));
      expect(notified.count).toBe(members);
      expect(notified.first).toEqual({
        title: 'Launchpad Accelerator sent you the Scaleup Scorecard',
        body: `Due on ${dueInWords}.\n\nSee you at demo day.`,
        link: '/fikrspace/startup/scorecard',
        data: { assessmentId: notified.id, template: 'Scaleup Scorecard', sender: 'Launchpad Accelerator', dueOn: due },
      });
      expect(notified.sent).toEqual({ sent_by: ACCOUNTS.accelerator.id, status: 'sent', due_on: due });
    });
  });

  describe('reminding', () => {
    it(
      'is for the sender’s members who may update it',
      async () => {
        expect(await readOutcomes(db(), 'select count(*) from public.remind_assessments(array[$1]::uuid[])', [OPEN], { setup: openFixture() })).toEqual(expectOutcomes('denied', { accelerator: 1 }));
      },
      PERSONA_SWEEP_TIMEOUT,
    );

    it('reaches each member of the startup at most once a day per assessment', async () => {
      const members = await flActiveMembers();
      const outcome = await as(
        'accelerator',
        async (tx) => {
          const first = (await tx.query<{ n: number }>('select public.remind_assessments($1) as n', [[OPEN]])).rows[0]?.n;
          const again = (await tx.query<{ n: number }>('select public.remind_assessments($1) as n', [[OPEN]])).rows[0]?.n;
          const assessment = (await tx.query<{ reminders: number; recent: boolean }>("select reminders, last_reminded_at > now() - interval '1 minute' as recent from public.assessments where id = $1", [OPEN])).rows[0];
          await tx.query('reset role');
          const notes = (await tx.query<{ title: string }>("select title from public.notifications where type = 'assessment_reminder' and organization_id = $1", [FL])).rows;
          return { first, again, assessment, notes: notes.length, title: notes[0]?.title };
        },
        openFixture(),
      );
      expect(outcome).toEqual({ first: 1, again: 0, assessment: { reminders: 1, recent: true }, notes: members, title: expect.stringMatching(/^Reminder: the Scaleup Scorecard from Launchpad Accelerator is due on /) });
    });

    it('counts the sending as the day’s message, and passes over assessments no longer open', async () => {
      const justSent = await as('accelerator', async (tx) => (await tx.query<{ n: number }>('select public.remind_assessments($1) as n', [[OPEN]])).rows[0]?.n, openFixture('false', '2 hours'));
      const submitted = await as('accelerator', async (tx) => (await tx.query<{ n: number }>('select public.remind_assessments($1) as n', [FL_ROUNDS])).rows[0]?.n);
      expect({ justSent, submitted }).toEqual({ justSent: 0, submitted: 0 });
    });

    it('refuses another organization’s assessments', async () => {
      const error = await rejectionOf(as('mentor', (tx) => tx.query('select public.remind_assessments($1)', [[OPEN, FL_READINESS]]), openFixture()));
      expect(error.code).toBe('42501');
    });
  });

  describe('cancelling', () => {
    it(
      'is for the sender’s members who may update it',
      async () => {
        expect(await readOutcomes(db(), 'select count(*) from public.cancel_assessment($1)', [OPEN], { setup: openFixture() })).toEqual(expectOutcomes('denied', { accelerator: 1 }));
      },
      PERSONA_SWEEP_TIMEOUT,
    );

    it('withdraws only an open assessment, whose answers then stay as they are', async () => {
      const submitted = await rejectionOf(as('accelerator', (tx) => tx.query('select public.cancel_assessment($1)', [FL_ROUNDS[2]])));
      expect(submitted.message).toBe('This assessment is submitted: only an open one is cancelled');
      const outcome = await as(
        'accelerator',
        async (tx) => {
          await tx.query('select public.cancel_assessment($1)', [OPEN]);
          const status = (await tx.query<{ status: string; by: string }>('select status::text, cancelled_by as by from public.assessments where id = $1', [OPEN])).rows[0];
          await switchTo(tx, 'startup');
          const late = await rejectionOf(tx.query(`insert into public.assessment_answers (assessment_id, question_id, value) values ($1, $2, '3')`, [OPEN, TEAM_RATING]));
          return { status, late: late.message };
        },
        openFixture(`q.id = '${TEAM_SIZE}'`),
      );
      expect(outcome).toEqual({ status: { status: 'cancelled', by: ACCOUNTS.accelerator.id }, late: 'This assessment is not open: its answers are final' });
    });
  });

  describe('submitting', () => {
    it(
      'is for Fikr Labs’ members who may update it',
      async () => {
        expect(await readOutcomes(db(), 'select count(*) from public.submit_assessment($1)', [OPEN], { setup: openFixture(allRequiredBut()) })).toEqual(expectOutcomes('denied', every(FL_WRITERS, 1)));
      },
      PERSONA_SWEEP_TIMEOUT,
    );

    it.each([
      [[TEAM_RATING, TEAM_SIZE, PRODUCT_STAGE], '3 required questions are unanswered'],
      [[TEAM_TOGETHER], '1 required question is unanswered'],
    ])('is refused while required questions are unanswered: %j', async (missing, message) => {
      const error = await rejectionOf(as('startup', (tx) => tx.query('select public.submit_assessment($1)', [OPEN]), openFixture(allRequiredBut(...missing))));
      expect({ code: error.code, message: error.message }).toEqual({ code: '23514', message });
    });

    it('needs no optional answer, hands the answers over to the sender, who hears of it, and happens once', async () => {
      const outcome = await as(
        'startup',
        async (tx) => {
          const total = (await tx.query<{ total: string }>('select public.submit_assessment($1)::text as total', [OPEN])).rows[0]?.total;
          const again = await rejectionOf(
            (async () => {
              await tx.query('savepoint again');
              try {
                await tx.query('select public.submit_assessment($1)', [OPEN]);
              } finally {
                await tx.query('rollback to savepoint again');
              }
            })(),
          );
          await switchTo(tx, 'accelerator');
          const answers = Number((await tx.query<{ count: string }>('select count(*) from public.assessment_answers where assessment_id = $1', [OPEN])).rows[0]?.count);
          const note = (await tx.query<{ title: string; body: string; link: string; data: Record<string, unknown> }>("select title, body, link, data from public.notifications where type = 'assessment_submitted'")).rows;
          return { total, again: again.message, answers, note };
        },
        openFixture(allRequiredBut()),
      );
      expect(outcome.again).toBe('This assessment is submitted: it is submitted once, while open');
      expect(outcome.answers).toBe(22);
      expect(outcome.note).toEqual([
        {
          title: 'Fikr Labs submitted the Scaleup Scorecard',
          body: `Total score: ${outcome.total} out of 100.`,
          link: '/fikrspace/accelerator/fikr-score/results',
          data: { assessmentId: OPEN, template: 'Scaleup Scorecard', startup: 'Fikr Labs', total: Number(outcome.total) },
        },
      ]);
    });
  });

  describe('improvement plans', () => {
    it(
      'are written by the sender’s members who may update it',
      async () => {
        const add = `insert into public.improvement_plan_items (assessment_id, section_id, action) values ('${FL_READINESS}', '${FINANCIALS}', 'Hire a part-time finance lead')`;
        expect(await writeOutcomes(db(), add)).toEqual(expectOutcomes('denied', { mentor: 1 }));
        expect(await writeOutcomes(db(), "update public.improvement_plan_items set action = 'Rewritten' where id = $1", [PLAN_ITEM])).toEqual(
          expectOutcomes(0, { anon: 'denied', mentor: 1, ...every(FL_WRITERS, 'denied') }),
        );
        expect(await writeOutcomes(db(), 'delete from public.improvement_plan_items where id = $1', [PLAN_ITEM])).toEqual(expectOutcomes(0, { anon: 'denied', mentor: 1 }));
      },
      PERSONA_SWEEP_TIMEOUT,
    );

    it(
      'move through their status by the startup’s members who may update it, the item’s owner and the sender',
      async () => {
        const done = "update public.improvement_plan_items set status = 'done' where id = $1";
        expect(await writeOutcomes(db(), done, [PLAN_ITEM])).toEqual(expectOutcomes(0, { anon: 'denied', mentor: 1, ...every(FL_WRITERS, 1) }));
        const ownedByEditor = `update public.improvement_plan_items set owner_user_id = '${ACCOUNTS.editor.id}' where id = '${PLAN_ITEM}'`;
        expect(await writeOutcomes(db(), done, [PLAN_ITEM], { setup: ownedByEditor })).toEqual(expectOutcomes(0, { anon: 'denied', mentor: 1, editor: 1, ...every(FL_WRITERS, 1) }));
      },
      PERSONA_SWEEP_TIMEOUT,
    );

    it('keep the completion time with the status', async () => {
      const times = await as('startup', async (tx) => {
        await tx.query("update public.improvement_plan_items set status = 'done' where id = $1", [PLAN_ITEM]);
        const done = (await tx.query<{ completed: boolean }>('select completed_at is not null as completed from public.improvement_plan_items where id = $1', [PLAN_ITEM])).rows[0]?.completed;
        await tx.query("update public.improvement_plan_items set status = 'in_progress' where id = $1", [PLAN_ITEM]);
        const reopened = (await tx.query<{ completed: boolean }>('select completed_at is not null as completed from public.improvement_plan_items where id = $1', [PLAN_ITEM])).rows[0]?.completed;
        return { done, reopened };
      });
      expect(times).toEqual({ done: true, reopened: false });
    });

    it.each([
      ['an open assessment', openFixture(), `'${OPEN}', '${TEAM_SECTION}', null`, 'accelerator', 'An improvement plan follows a submitted assessment'],
      ['a section of another template', 'select 1', `'${FL_READINESS}', '${TEAM_SECTION}', null`, 'mentor', 'The section is not part of this assessment'],
      ['an owner from neither organization', 'select 1', `'${FL_READINESS}', '${FINANCIALS}', '${ACCOUNTS.investor.id}'`, 'mentor', 'An item\'s owner is a member of the startup or of the sender'],
    ] as const)('refuse %s', async (_case, setup, values, account, message) => {
      const error = await rejectionOf(as(account, (tx) => tx.query(`insert into public.improvement_plan_items (assessment_id, section_id, owner_user_id, action) values (${values}, 'Probe')`), setup));
      expect({ code: error.code, message: error.message }).toEqual({ code: '23514', message });
    });
  });
});
