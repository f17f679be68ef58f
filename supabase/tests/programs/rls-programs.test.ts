import { describe, expect, it } from 'vitest';
import { asUser, rejectionOf, targets, useDatabase, type Claims, type Database } from '../support/database';
import { ORG, claimsOf } from '../support/demo';
import { PERSONA_SWEEP_TIMEOUT, every, expectOutcomes, readOutcomes, writeOutcomes } from '../support/outcomes';
import { COUNTS, FIKR_LABS_READERS, LAUNCHPAD, SEED, STAFF } from './seed';

// Programs, cohorts and the startups in them (public.programs, public.cohorts,
// public.cohort_startups) and the names a caller may see (public.program_startups). Launchpad's
// owner (accelerator) holds every `programs` action; its staff are an editor (Nour: runs the
// programme, deletes none) and a viewer (Karim: reads). Published programs are read by everyone
// signed in; an unpublished one by the accelerator and those it concerns (Fikr Labs and Nile
// Robotics, which applied or sit in a cohort; mentor@, who reviews for it). Cohorts and their
// startups are read by the accelerator and by the startups of the cohort; the audience owners
// other than Launchpad's (investor, mentor, government, university) read none of them.

const FIXTURE_PROGRAM = '00000000-0000-4000-9000-0000000f0001';
const addProgram = (published: boolean) => `insert into public.programs (id, organization_id, name, published) values ('${FIXTURE_PROGRAM}', '${LAUNCHPAD}', 'Fintech Sprint', ${published})`;

/** Rows a statement changes as a staff member of Launchpad, rolled back. */
const changedAs = (db: Database, claims: Claims, sql: string, params: unknown[] = []) => asUser(db, claims, async (tx) => (await tx.query(sql, params)).rowCount);

describe.each(targets)('programs and cohorts on $name', (target) => {
  const db = useDatabase(target);

  describe('public.programs', () => {
    it('every signed-in user reads the published programs; anonymous visitors none', async () => {
      expect(await readOutcomes(db(), 'select count(*) from public.programs')).toEqual(expectOutcomes(COUNTS.programs, { anon: 'denied' }));
    }, PERSONA_SWEEP_TIMEOUT);

    it('an unpublished program is read by its accelerator and by the startups and reviewers it concerns', async () => {
      const unpublish = 'update public.programs set published = false';
      expect(await readOutcomes(db(), 'select count(*) from public.programs', [], { setup: unpublish })).toEqual(
        expectOutcomes(0, {
          anon: 'denied',
          accelerator: 2,
          // Fikr Labs applied to the Growth Programme and sits in Cohort 7.
          ...every(FIKR_LABS_READERS, 1),
          // Nile Robotics graduated from the Hardware & Climate Track and drafts an application to the Growth Programme.
          otherStartup: 2,
          // mentor@ reviews for the Growth Programme.
          mentor: 1,
        }),
      );
    }, PERSONA_SWEEP_TIMEOUT);

    it('a program nobody applied to is the accelerator’s alone until it is published', async () => {
      const count = `select count(*) from public.programs where id = '${FIXTURE_PROGRAM}'`;
      expect(await readOutcomes(db(), count, [], { setup: addProgram(false) })).toEqual(expectOutcomes(0, { anon: 'denied', accelerator: 1 }));
      expect(await readOutcomes(db(), count, [], { setup: addProgram(true) })).toEqual(expectOutcomes(1, { anon: 'denied' }));
    }, PERSONA_SWEEP_TIMEOUT);

    it('is added by the members who create programs, for their own accelerator only', async () => {
      const add = "insert into public.programs (organization_id, name, format, sectors) values ($1, 'Fintech Sprint', 'online', '{fintech}')";
      expect(await writeOutcomes(db(), add, [LAUNCHPAD])).toEqual(expectOutcomes('denied', { accelerator: 1 }));
      expect(await changedAs(db(), STAFF.nour, add, [LAUNCHPAD])).toBe(1);
      expect((await rejectionOf(changedAs(db(), STAFF.karim, add, [LAUNCHPAD]))).code).toBe('42501');
    }, PERSONA_SWEEP_TIMEOUT);

    it('is run by an accelerator only: a startup whose members may create programs runs none', async () => {
      const error = await rejectionOf(asUser(db(), claimsOf('startup'), (tx) => tx.query("insert into public.programs (organization_id, name) values ($1, 'Founders club')", [ORG.fikrLabs])));
      expect(error).toMatchObject({ code: '23514', message: 'Only an accelerator runs programs' });
    });

    it('is changed by the members who update programs and removed by those who delete them', async () => {
      const change = "update public.programs set description = 'Five months, now with a fintech track.' where id = $1";
      const remove = 'delete from public.programs where id = $1';
      expect(await writeOutcomes(db(), change, [SEED.growthProgramme])).toEqual(expectOutcomes(0, { anon: 'denied', accelerator: 1 }));
      expect(await writeOutcomes(db(), remove, [SEED.hardwareTrack])).toEqual(expectOutcomes(0, { anon: 'denied', accelerator: 1 }));
      // The editor runs the programme but deletes none; the viewer changes nothing.
      expect(await changedAs(db(), STAFF.nour, change, [SEED.growthProgramme])).toBe(1);
      expect(await changedAs(db(), STAFF.nour, remove, [SEED.hardwareTrack])).toBe(0);
      expect(await changedAs(db(), STAFF.karim, change, [SEED.growthProgramme])).toBe(0);
    }, PERSONA_SWEEP_TIMEOUT);

    it('stays with its accelerator, and nobody writes the database’s own columns', async () => {
      expect(await writeOutcomes(db(), 'update public.programs set organization_id = $2 where id = $1', [SEED.growthProgramme, ORG.mentorCircle])).toEqual(expectOutcomes('denied'));
      expect(await writeOutcomes(db(), 'update public.programs set created_at = now() where id = $1', [SEED.growthProgramme])).toEqual(expectOutcomes('denied'));
    }, PERSONA_SWEEP_TIMEOUT);

    it.each([
      ['a question without an id', '[{"label": "Why now?"}]', 'Every question of the application form has an id and a label'],
      ['two questions with one id', '[{"id": "why", "label": "Why now?"}, {"id": "why", "label": "Why you?"}]', 'Two questions of the application form have the same id'],
      ['a form that is not a list', '{"why": "Why now?"}', 'new row for relation "programs" violates check constraint'],
    ])('keeps the application form a list of questions: refuses %s', async (_case, questions, message) => {
      const error = await rejectionOf(
        asUser(db(), claimsOf('accelerator'), (tx) => tx.query('update public.programs set application_questions = $2::jsonb where id = $1', [SEED.growthProgramme, questions])),
      );
      expect(error.code).toBe('23514');
      expect(error.message).toContain(message);
    });
  });

  describe('public.cohorts', () => {
    it('are read by the accelerator and by the startups of the cohort', async () => {
      expect(await readOutcomes(db(), 'select count(*) from public.cohorts')).toEqual(
        expectOutcomes(0, { anon: 'denied', accelerator: COUNTS.cohorts, ...every(FIKR_LABS_READERS, 1), otherStartup: 1 }),
      );
    }, PERSONA_SWEEP_TIMEOUT);

    it('are added, changed and removed by the members who write programs', async () => {
      const add = "insert into public.cohorts (program_id, name, starts_on) values ($1, 'Cohort 9', current_date + 300)";
      expect(await writeOutcomes(db(), add, [SEED.growthProgramme])).toEqual(expectOutcomes('denied', { accelerator: 1 }));
      expect(await writeOutcomes(db(), 'update public.cohorts set demo_day_on = current_date + 240 where id = $1', [SEED.cohort8])).toEqual(expectOutcomes(0, { anon: 'denied', accelerator: 1 }));
      expect(await writeOutcomes(db(), 'delete from public.cohorts where id = $1', [SEED.cohort8])).toEqual(expectOutcomes(0, { anon: 'denied', accelerator: 1 }));
      expect(await changedAs(db(), STAFF.nour, add, [SEED.growthProgramme])).toBe(1);
      expect((await rejectionOf(changedAs(db(), STAFF.karim, add, [SEED.growthProgramme]))).code).toBe('42501');
    }, PERSONA_SWEEP_TIMEOUT);
  });

  describe('public.cohort_startups', () => {
    it('are read by the accelerator, and by each startup of a cohort: its own row and its companions', async () => {
      expect(await readOutcomes(db(), 'select count(*) from public.cohort_startups')).toEqual(
        expectOutcomes(0, { anon: 'denied', accelerator: COUNTS.cohortStartups, ...every(FIKR_LABS_READERS, 8), otherStartup: 8 }),
      );
      // Nile Robotics' cohort is not Fikr Labs' business, nor Cohort 7 Nile Robotics'.
      expect(await readOutcomes(db(), 'select count(*) from public.cohort_startups where cohort_id = $1', [SEED.hardwareCohort])).toEqual(
        expectOutcomes(0, { anon: 'denied', accelerator: 8, otherStartup: 8 }),
      );
    }, PERSONA_SWEEP_TIMEOUT);

    it('make the alumni: the graduates of cohorts that have ended', async () => {
      const alumni = `select count(*) from public.cohort_startups cs join public.cohorts c on c.id = cs.cohort_id
                      where cs.status = 'graduated' and c.ends_on < current_date`;
      expect(await readOutcomes(db(), alumni)).toEqual(expectOutcomes(0, { anon: 'denied', accelerator: 7, otherStartup: 7 }));
    }, PERSONA_SWEEP_TIMEOUT);

    it('are added and changed by the members who write programs: no startup admits or graduates itself', async () => {
      const add = "insert into public.cohort_startups (cohort_id, organization_id) values ($1, $2)";
      expect(await writeOutcomes(db(), add, [SEED.cohort8, ORG.nileRobotics])).toEqual(expectOutcomes('denied', { accelerator: 1 }));
      const graduate = "update public.cohort_startups set status = 'graduated' where cohort_id = $1 and organization_id = $2";
      expect(await writeOutcomes(db(), graduate, [SEED.cohort7, ORG.fikrLabs])).toEqual(expectOutcomes(0, { anon: 'denied', accelerator: 1 }));
      expect(await writeOutcomes(db(), 'delete from public.cohort_startups where cohort_id = $1', [SEED.cohort7])).toEqual(expectOutcomes(0, { anon: 'denied', accelerator: 8 }));
    }, PERSONA_SWEEP_TIMEOUT);

    it('dates a graduation when it is recorded, and forgets it when the startup leaves the graduates', async () => {
      const dates = await asUser(db(), claimsOf('accelerator'), async (tx) => {
        const graduated = await tx.query<{ dated: boolean }>(
          "update public.cohort_startups set status = 'graduated' where cohort_id = $1 and organization_id = $2 returning graduated_at is not null as dated",
          [SEED.cohort7, ORG.fikrLabs],
        );
        const back = await tx.query<{ dated: boolean }>(
          "update public.cohort_startups set status = 'active' where cohort_id = $1 and organization_id = $2 returning graduated_at is not null as dated",
          [SEED.cohort7, ORG.fikrLabs],
        );
        return [graduated.rows[0]?.dated, back.rows[0]?.dated];
      });
      expect(dates).toEqual([true, false]);
    });

    it('hold startups only', async () => {
      const error = await rejectionOf(
        asUser(db(), claimsOf('accelerator'), (tx) => tx.query('insert into public.cohort_startups (cohort_id, organization_id) values ($1, $2)', [SEED.cohort8, ORG.oasisVentures])),
      );
      expect(error).toMatchObject({ code: '23514', message: 'Only a startup joins a cohort' });
    });
  });

  describe('public.program_startups', () => {
    const startups = 'select count(*) from public.program_startups($1)';

    it('names every startup that applied or sits in a cohort to the accelerator, the assigned ones to a reviewer, its companions to a startup', async () => {
      // The Growth Programme: 38 sent applications (Cohort 7's among them); Nile Robotics' draft is not sent.
      expect(await readOutcomes(db(), startups, [SEED.growthProgramme])).toEqual(
        expectOutcomes(0, { anon: 'denied', accelerator: 38, ...every(FIKR_LABS_READERS, 8), mentor: COUNTS.mentor.applications }),
      );
      expect(await readOutcomes(db(), startups, [SEED.hardwareTrack])).toEqual(expectOutcomes(0, { anon: 'denied', accelerator: 8, otherStartup: 8 }));
      expect(await asUser(db(), STAFF.karim, async (tx) => Number((await tx.query<{ count: string }>(startups, [SEED.growthProgramme])).rows[0]?.count))).toBe(38);
    }, PERSONA_SWEEP_TIMEOUT);

    it('gives a companion a profile’s fields only when it is listed; the accelerator judges them all', async () => {
      // Of the Hardware & Climate cohort, only Zenith Volt keeps its profile unlisted (Nile Robotics' own is its members' to read).
      const hidden = 'select count(*) from public.program_startups($1) where tagline is null';
      expect(await readOutcomes(db(), hidden, [SEED.hardwareTrack])).toEqual(expectOutcomes(0, { anon: 'denied', otherStartup: 1 }));
    }, PERSONA_SWEEP_TIMEOUT);
  });
});
