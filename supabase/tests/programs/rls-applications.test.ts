import { describe, expect, it } from 'vitest';
import { asOwner, asUser, rejectionOf, targets, useDatabase, type Claims, type Queryable } from '../support/database';
import { ORG, claimsOf } from '../support/demo';
import { PERSONA_SWEEP_TIMEOUT, every, expectOutcomes, readOutcomes, writeOutcomes } from '../support/outcomes';
import { COUNTS, FIKR_LABS_APPLICANTS, FIKR_LABS_READERS, LAUNCHPAD, SEED, STAFF } from './seed';

// Applications to a program (public.applications), the rounds they are in
// (public.round_applications) and the decisions on them (public.decide_applications,
// public.withdraw_application). A startup's members read its applications (Fikr Labs: its admitted
// one; Nile Robotics: its draft); those who may update the startup (owner, admin, user; startup is
// an owner) draft, edit, submit and withdraw them. The accelerator reads every sent application
// to its programs, never a draft; mentor@ reads the ten assigned to them. After submission only a
// decision of the accelerator's writers (accelerator, and Nour, its editor) or a withdrawal moves
// a status. The audience owners other than Launchpad's and mentor@ read and write none of it.

const FIXTURE_PROGRAM = '00000000-0000-4000-9000-0000000f1001';
/** A published program of Launchpad whose call is open (or closed, or not published), with one required question. */
const openCall = ({ published = true, closes = 'current_date + 10' } = {}) =>
  `insert into public.programs (id, organization_id, name, published, applications_open_on, applications_close_on, application_questions)
   values ('${FIXTURE_PROGRAM}', '${LAUNCHPAD}', 'Fintech Sprint', ${published}, current_date - 5, ${closes}, '[{"id": "pitch", "label": "Your pitch in two sentences"}]')`;

/** Nile Robotics' draft, sent: every question answered and submitted, as the database owner. */
const NILE_SUBMITTED = `update public.applications
  set answers = answers || '{"traction": "Two logistics partners pilot our first fleet.", "team": "Omar and a team of six engineers.", "ask": "Introductions to Gulf e-commerce warehouses."}',
      status = 'submitted', submitted_at = now()
  where id = '${SEED.nileDraft}'`;

const countOf = async (tx: Queryable, sql: string, params: unknown[] = []) => Number((await tx.query<{ count: string }>(sql, params)).rows[0]?.count);

/** Acts as someone else from here on, in the same transaction (what a second request would see). */
const becomes = (tx: Queryable, claims: Claims) => tx.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(claims)]);

const decide = 'select public.decide_applications($1::uuid[], $2::public.application_decision, $3, $4) as count';

describe.each(targets)('applications on $name', (target) => {
  const db = useDatabase(target);

  describe('public.applications', () => {
    it('are read by their startup’s members; the accelerator reads the sent ones; a reviewer the assigned ones', async () => {
      expect(await readOutcomes(db(), 'select count(*) from public.applications')).toEqual(
        expectOutcomes(0, { anon: 'denied', accelerator: COUNTS.applications - 1, ...every(FIKR_LABS_READERS, 1), otherStartup: 1, mentor: COUNTS.mentor.applications }),
      );
      expect(await asUser(db(), STAFF.karim, (tx) => countOf(tx, 'select count(*) from public.applications'))).toBe(COUNTS.applications - 1);
    }, PERSONA_SWEEP_TIMEOUT);

    it('keep a draft to its startup: the accelerator reads it once it is sent', async () => {
      const nile = 'select count(*) from public.applications where id = $1';
      expect(await readOutcomes(db(), nile, [SEED.nileDraft])).toEqual(expectOutcomes(0, { anon: 'denied', otherStartup: 1 }));
      expect(await readOutcomes(db(), nile, [SEED.nileDraft], { setup: NILE_SUBMITTED })).toEqual(expectOutcomes(0, { anon: 'denied', otherStartup: 1, accelerator: 1 }));
    }, PERSONA_SWEEP_TIMEOUT);

    it('are drafted by the members who may update their startup, for their own startup only', async () => {
      const draft = 'insert into public.applications (program_id, organization_id, answers) values ($1, $2, \'{"pitch": "Cap tables for MENA founders."}\')';
      expect(await writeOutcomes(db(), draft, [FIXTURE_PROGRAM, ORG.fikrLabs], { setup: openCall() })).toEqual(expectOutcomes('denied', every(FIKR_LABS_APPLICANTS, 1)));
      expect(await writeOutcomes(db(), draft, [FIXTURE_PROGRAM, ORG.nileRobotics], { setup: openCall() })).toEqual(expectOutcomes('denied', { otherStartup: 1 }));
    }, PERSONA_SWEEP_TIMEOUT);

    it.each([
      ['a closed call', { closes: 'current_date - 1' }],
      ['an unpublished program', { published: false }],
    ])('take no draft for %s', async (_case, call) => {
      const error = await rejectionOf(
        asUser(db(), claimsOf('startup'), (tx) => tx.query('insert into public.applications (program_id, organization_id) values ($1, $2)', [FIXTURE_PROGRAM, ORG.fikrLabs]), { setup: openCall(call) }),
      );
      expect(error).toMatchObject({ code: '23514', message: 'Applications to Fintech Sprint are closed' });
    });

    it('come from startups only, one per program and startup', async () => {
      const apply = 'insert into public.applications (program_id, organization_id) values ($1, $2)';
      const byAccelerator = await rejectionOf(asUser(db(), claimsOf('accelerator'), (tx) => tx.query(apply, [FIXTURE_PROGRAM, LAUNCHPAD]), { setup: openCall() }));
      expect(byAccelerator).toMatchObject({ code: '23514', message: 'Only a startup applies to a program' });
      expect((await rejectionOf(asUser(db(), claimsOf('startup'), (tx) => tx.query(apply, [SEED.growthProgramme, ORG.fikrLabs])))).code).toBe('23505');
    });

    it('are edited and deleted while drafts, by their own startup’s applicants', async () => {
      const edit = 'update public.applications set answers = answers || \'{"ask": "Warehouse introductions."}\' where id = $1';
      expect(await writeOutcomes(db(), edit, [SEED.nileDraft])).toEqual(expectOutcomes(0, { anon: 'denied', otherStartup: 1 }));
      expect(await writeOutcomes(db(), 'delete from public.applications where id = $1', [SEED.nileDraft])).toEqual(expectOutcomes(0, { anon: 'denied', otherStartup: 1 }));
      // Sent, an application is no longer theirs to edit or delete, nor anyone else's.
      expect(await writeOutcomes(db(), edit, [SEED.fikrLabsApplication])).toEqual(expectOutcomes(0, { anon: 'denied' }));
      expect(await writeOutcomes(db(), 'delete from public.applications where id = $1', [SEED.call[0]])).toEqual(expectOutcomes(0, { anon: 'denied' }));
    }, PERSONA_SWEEP_TIMEOUT);

    it('are submitted with every required question answered, and the database stamps when', async () => {
      const submit = "update public.applications set status = 'submitted' where id = $1";
      const incomplete = await rejectionOf(asUser(db(), claimsOf('otherStartup'), (tx) => tx.query(submit, [SEED.nileDraft])));
      expect(incomplete).toMatchObject({ code: '23514', message: 'Answer every question before submitting: What have you achieved so far: customers, revenue, pilots?' });

      const complete = `update public.applications set answers = answers || '{"traction": "Two pilots.", "team": "Omar and six engineers.", "ask": "Gulf warehouses."}' where id = '${SEED.nileDraft}'`;
      expect(await writeOutcomes(db(), submit, [SEED.nileDraft], { setup: complete })).toEqual(expectOutcomes(0, { anon: 'denied', otherStartup: 1 }));
      const stamped = await asUser(
        db(),
        claimsOf('otherStartup'),
        async (tx) => (await tx.query<{ status: string; stamped: boolean }>(`${submit} returning status, submitted_at > now() - interval '1 minute' as stamped`, [SEED.nileDraft])).rows[0],
        { setup: complete },
      );
      expect(stamped).toEqual({ status: 'submitted', stamped: true });
    }, PERSONA_SWEEP_TIMEOUT);

    it('move after submission only by a decision or a withdrawal: nobody sets a status by hand', async () => {
      const admit = "update public.applications set status = 'admitted' where id = $1";
      // A draft admits itself: refused. A sent application is out of everyone's reach.
      expect(await writeOutcomes(db(), admit, [SEED.nileDraft])).toEqual(expectOutcomes(0, { anon: 'denied', otherStartup: 'denied' }));
      expect(await writeOutcomes(db(), admit, [SEED.call[0]])).toEqual(expectOutcomes(0, { anon: 'denied' }));
      expect(await writeOutcomes(db(), 'update public.applications set decided_at = now() where id = $1', [SEED.nileDraft])).toEqual(expectOutcomes('denied'));
    }, PERSONA_SWEEP_TIMEOUT);
  });

  describe('public.withdraw_application', () => {
    const withdraw = 'select count(*) from (select public.withdraw_application($1)) as withdrawn';

    it('is for the startup’s applicants, on an application sent and not decided', async () => {
      expect(await readOutcomes(db(), withdraw, [SEED.nileDraft], { setup: NILE_SUBMITTED })).toEqual(expectOutcomes('denied', { otherStartup: 1 }));
      const status = await asUser(
        db(),
        claimsOf('otherStartup'),
        async (tx) => {
          await tx.query(withdraw, [SEED.nileDraft]);
          return (await tx.query<{ status: string }>('select status from public.applications where id = $1', [SEED.nileDraft])).rows[0]?.status;
        },
        { setup: NILE_SUBMITTED },
      );
      expect(status).toBe('withdrawn');
    }, PERSONA_SWEEP_TIMEOUT);

    it.each([
      ['a draft', SEED.nileDraft, 'otherStartup', 'A draft is not withdrawn: delete it'],
      ['a decided application', SEED.fikrLabsApplication, 'startup', 'This application was admitted already'],
    ] as const)('refuses %s', async (_case, application, persona, message) => {
      expect(await rejectionOf(asUser(db(), claimsOf(persona), (tx) => tx.query(withdraw, [application])))).toMatchObject({ code: '23514', message });
    });
  });

  describe('public.round_applications', () => {
    it('are read by the accelerator’s readers only', async () => {
      expect(await readOutcomes(db(), 'select count(*) from public.round_applications')).toEqual(expectOutcomes(0, { anon: 'denied', accelerator: COUNTS.roundApplications }));
      expect(await asUser(db(), STAFF.karim, (tx) => countOf(tx, 'select count(*) from public.round_applications'))).toBe(COUNTS.roundApplications);
    }, PERSONA_SWEEP_TIMEOUT);

    it('are added and taken out by the members who write programs', async () => {
      const awaiting = SEED.call[29];
      expect(await writeOutcomes(db(), 'insert into public.round_applications (round_id, application_id) values ($1, $2)', [SEED.review, awaiting])).toEqual(
        expectOutcomes('denied', { accelerator: 1 }),
      );
      expect(await writeOutcomes(db(), 'delete from public.round_applications where round_id = $1', [SEED.review])).toEqual(expectOutcomes(0, { anon: 'denied', accelerator: 20 }));
      expect((await rejectionOf(asUser(db(), STAFF.karim, (tx) => tx.query('insert into public.round_applications (round_id, application_id) values ($1, $2)', [SEED.review, awaiting])))).code).toBe('42501');
    }, PERSONA_SWEEP_TIMEOUT);

    it('put a sent application in review when it enters its first round', async () => {
      const status = await asUser(
        db(),
        claimsOf('accelerator'),
        async (tx) => {
          await tx.query('insert into public.round_applications (round_id, application_id) values ($1, $2)', [SEED.screening, SEED.nileDraft]);
          return (await tx.query<{ status: string }>('select status from public.applications where id = $1', [SEED.nileDraft])).rows[0]?.status;
        },
        { setup: NILE_SUBMITTED },
      );
      expect(status).toBe('in_review');
    });

    it.each([
      ['a draft', SEED.nileDraft],
      ['a decided application', SEED.fikrLabsApplication],
    ])('take no %s', async (_case, application) => {
      const error = await rejectionOf(asUser(db(), claimsOf('accelerator'), (tx) => tx.query('insert into public.round_applications (round_id, application_id) values ($1, $2)', [SEED.screening, application])));
      expect(error).toMatchObject({ code: '23514', message: 'Only a submitted application that is not yet decided enters a review round' });
    });
  });

  describe('public.decide_applications', () => {
    const awaiting = SEED.call.slice(24);

    it('is for the members who write the program: everyone else is refused', async () => {
      expect(await readOutcomes(db(), `select count(*) from (${decide}) as decided`, [[awaiting[0]], 'reject', null, null])).toEqual(expectOutcomes('denied', { accelerator: 1 }));
      expect(await asUser(db(), STAFF.nour, async (tx) => (await tx.query<{ count: number }>(decide, [[awaiting[0]], 'reject', null, null])).rows[0]?.count)).toBe(1);
      expect((await rejectionOf(asUser(db(), STAFF.karim, (tx) => tx.query(decide, [[awaiting[0]], 'reject', null, null])))).code).toBe('42501');
      // A draft is not the accelerator's to see, so not to decide either.
      expect((await rejectionOf(asUser(db(), claimsOf('accelerator'), (tx) => tx.query(decide, [[SEED.nileDraft], 'reject', null, null])))).code).toBe('42501');
    }, PERSONA_SWEEP_TIMEOUT);

    it('advances, admits and rejects in bulk, and tells each startup’s members', async () => {
      const outcome = await asUser(db(), claimsOf('accelerator'), async (tx) => {
        const advanced = (await tx.query<{ count: number }>(decide, [awaiting, 'advance', 'Through to the review round.', null])).rows[0]?.count;
        const inReview = await countOf(tx, 'select count(*) from public.round_applications where round_id = $1 and application_id = any($2::uuid[])', [SEED.review, awaiting]);
        const admitted = (await tx.query<{ count: number }>(decide, [awaiting.slice(0, 3), 'admit', 'Welcome to Cohort 8!', null])).rows[0]?.count;
        const rejected = (await tx.query<{ count: number }>(decide, [awaiting.slice(3), 'reject', 'Not this time.', null])).rows[0]?.count;
        const statuses = (await tx.query<{ status: string; decided: boolean; note: string }>(
          'select status, decided_at is not null as decided, decision_note as note from public.applications where id = any($1::uuid[]) order by id',
          [awaiting],
        )).rows;
        const cohort8 = await countOf(tx, 'select count(*) from public.cohort_startups where cohort_id = $1 and application_id = any($2::uuid[])', [SEED.cohort8, awaiting]);
        return { advanced, inReview, admitted, rejected, statuses, cohort8 };
      });
      expect(outcome).toMatchObject({ advanced: 6, inReview: 6, admitted: 3, rejected: 3, cohort8: 3 });
      expect(outcome.statuses).toEqual([
        ...Array.from({ length: 3 }, () => ({ status: 'admitted', decided: true, note: 'Welcome to Cohort 8!' })),
        ...Array.from({ length: 3 }, () => ({ status: 'rejected', decided: true, note: 'Not this time.' })),
      ]);
      // The decision reached every member of each startup, in their own inbox.
      const heard = await asOwner(db(), async (tx) => {
        await tx.query("select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)", [JSON.stringify(claimsOf('accelerator'))]);
        await tx.query(decide, [awaiting, 'advance', null, null]);
        await tx.query('reset role');
        const members = await countOf(tx, 'select count(*) from public.organization_members m join public.applications a on a.organization_id = m.organization_id where a.id = any($1::uuid[])', [awaiting]);
        const notified = await countOf(
          tx,
          "select count(*) from public.notifications n join public.organization_members m on m.user_id = n.recipient_id and m.organization_id = n.organization_id where n.type = 'application_decided' and n.data ->> 'applicationId' = any($1::text[])",
          [awaiting],
        );
        return { members, notified };
      });
      expect(heard.members).toBeGreaterThanOrEqual(12);
      expect(heard.notified).toBe(heard.members);
    });

    it('tells startup@ that Fikr Labs was not admitted, with the accelerator’s note', async () => {
      const reopen = `update public.applications set status = 'in_review', decided_at = null where id = '${SEED.fikrLabsApplication}'`;
      const inbox = await asUser(
        db(),
        claimsOf('accelerator'),
        async (tx) => {
          await tx.query(decide, [[SEED.fikrLabsApplication], 'reject', 'We will not take Fikr Labs further this time.', null]);
          await becomes(tx, claimsOf('startup'));
          return (await tx.query<{ title: string; body: string; link: string; status: string }>(
            "select title, body, link, data ->> 'status' as status from public.notifications where type = 'application_decided'",
          )).rows;
        },
        { setup: reopen },
      );
      expect(inbox).toEqual([
        { title: 'Fikr Labs was not admitted to Launchpad Growth Programme', body: 'We will not take Fikr Labs further this time.', link: '/fikrspace/startup/programs', status: 'rejected' },
      ]);
    });

    it.each([
      ['an application decided already', () => [[SEED.fikrLabsApplication], 'reject', null, null], '23514', /Only applications under review are decided: 1 of these/],
      // The first application of the call went through screening into the review round, the last one.
      ['advancing past the last round', () => [[SEED.call[0]], 'advance', null, null], '23514', /No later round to advance to/],
      ['a cohort of another program', () => [[SEED.call[25]], 'admit', null, SEED.hardwareCohort], '22023', /A startup joins a cohort of the program it applied to/],
      ['a decision without applications', () => [[], 'reject', null, null], '22023', /Choose the applications and the decision/],
    ] as const)('refuses %s, and decides none of the batch', async (_case, args, code, message) => {
      const error = await rejectionOf(asUser(db(), claimsOf('accelerator'), (tx) => tx.query(decide, args())));
      expect(error.code).toBe(code);
      expect(error.message).toMatch(message);
    });
  });
});
