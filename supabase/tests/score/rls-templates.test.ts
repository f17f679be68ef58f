import { describe, expect, it } from 'vitest';
import { asService, asUser, rejectionOf, targets, useDatabase, type Queryable } from '../support/database';
import { FIKR_LABS_MEMBERS, claimsOf, type AccountName } from '../support/demo';
import { PERSONA_SWEEP_TIMEOUT, every, expectOutcomes, readOutcomes, writeOutcomes } from '../support/outcomes';

// Fikr Score's templates (public.assessment_templates, public.assessment_sections,
// public.assessment_questions). The platform's operators (owner and manager, the office's
// assessment admin) read every template, drafts included, and alone write them. A published
// template is read by every member of an accelerator, a mentor's organization or a startup: Fikr
// Labs' members, Nile Robotics (otherStartup), Launchpad (accelerator) and Mentor Circle (mentor,
// multiOrg); the investor, university and government owners read none. A published template is
// frozen. The seed publishes two: the Scaleup Scorecard (6 sections, 24 questions) and Investment
// Readiness (4 sections, 12 questions).

const SCALEUP = '00000000-0000-4000-5c00-000000000001';
const TEAM = '00000000-0000-4000-5c00-000000000101';
const TEAM_RATING = '00000000-0000-4000-5c00-000000010101';
const DRAFT = '00000000-0000-4000-5c00-00000000d001';
const DRAFT_SECTION = '00000000-0000-4000-5c00-00000000d101';
const DRAFT_QUESTION = '00000000-0000-4000-5c00-0000000d0101';

const OPERATORS = ['owner', 'manager'] as const;
/** Members of an accelerator, a mentor's organization or a startup. */
const AUDIENCE = [...FIKR_LABS_MEMBERS, 'otherStartup', 'accelerator', 'mentor'] as const;

/** A draft with one section and one rating question: one statement, as the test kit runs it. */
const DRAFT_FIXTURE = `with t as (
    insert into public.assessment_templates (id, name, kind) values ('${DRAFT}', 'Draft under test', 'custom') returning id
  ), s as (
    insert into public.assessment_sections (id, template_id, name, weight, ordinal) select '${DRAFT_SECTION}', t.id, 'Only section', 1, 1 from t returning id
  )
  insert into public.assessment_questions (id, section_id, prompt, kind, scale, ordinal)
  select '${DRAFT_QUESTION}', s.id, 'How ready are you?', 'scale', 'one_to_five', 1 from s`;

describe.each(targets)('assessment templates on $name', (target) => {
  const db = useDatabase(target);
  const as = <T>(account: AccountName, fn: (tx: Queryable) => Promise<T>, setup?: string) => asUser(db(), claimsOf(account), fn, setup ? { setup } : {});
  const totalOf = (sql: string) => asService(db(), async (tx) => Number((await tx.query<{ count: string }>(sql)).rows[0]?.count));

  it(
    'are read by the operators, drafts included, and once published by the score’s audience only',
    async () => {
      const templates = await totalOf('select count(*) from public.assessment_templates');
      const countTemplates = 'select count(*) from public.assessment_templates';
      expect(await readOutcomes(db(), countTemplates)).toEqual(expectOutcomes(0, { anon: 'denied', ...every(AUDIENCE, 2), ...every(OPERATORS, templates) }));
      expect(await readOutcomes(db(), countTemplates, [], { setup: DRAFT_FIXTURE })).toEqual(expectOutcomes(0, { anon: 'denied', ...every(AUDIENCE, 2), ...every(OPERATORS, templates + 1) }));
      expect(await readOutcomes(db(), 'select count(*) from public.assessment_sections', [], { setup: DRAFT_FIXTURE })).toEqual(
        expectOutcomes(0, { anon: 'denied', ...every(AUDIENCE, 10), ...every(OPERATORS, 11) }),
      );
      expect(await readOutcomes(db(), 'select count(*) from public.assessment_questions', [], { setup: DRAFT_FIXTURE })).toEqual(
        expectOutcomes(0, { anon: 'denied', ...every(AUDIENCE, 36), ...every(OPERATORS, 37) }),
      );
    },
    PERSONA_SWEEP_TIMEOUT,
  );

  it(
    'are written by the operators alone',
    async () => {
      expect(await writeOutcomes(db(), "insert into public.assessment_templates (name, kind) values ('New template', 'custom')")).toEqual(expectOutcomes('denied', every(OPERATORS, 1)));
      const section = `insert into public.assessment_sections (template_id, name, weight, ordinal) values ('${DRAFT}', 'Second section', 2, 2)`;
      expect(await writeOutcomes(db(), section, [], { setup: DRAFT_FIXTURE })).toEqual(expectOutcomes('denied', every(OPERATORS, 1)));
      const question = `insert into public.assessment_questions (section_id, prompt, kind, ordinal) values ('${DRAFT_SECTION}', 'Anything to add?', 'text', 2)`;
      expect(await writeOutcomes(db(), question, [], { setup: DRAFT_FIXTURE })).toEqual(expectOutcomes('denied', every(OPERATORS, 1)));
      // Nobody else sees the draft, so their changes reach no row.
      const drafts = { anon: 'denied', ...every(OPERATORS, 1) } as const;
      expect(await writeOutcomes(db(), "update public.assessment_templates set name = 'Renamed' where id = $1", [DRAFT], { setup: DRAFT_FIXTURE })).toEqual(expectOutcomes(0, drafts));
      expect(await writeOutcomes(db(), 'update public.assessment_questions set weight = 3 where id = $1', [DRAFT_QUESTION], { setup: DRAFT_FIXTURE })).toEqual(expectOutcomes(0, drafts));
      expect(await writeOutcomes(db(), 'delete from public.assessment_sections where id = $1', [DRAFT_SECTION], { setup: DRAFT_FIXTURE })).toEqual(expectOutcomes(0, drafts));
      expect(await writeOutcomes(db(), 'delete from public.assessment_templates where id = $1', [DRAFT], { setup: DRAFT_FIXTURE })).toEqual(expectOutcomes(0, drafts));
      // The audience reads the published template but changes nothing of it; operators archive it.
      expect(await writeOutcomes(db(), 'update public.assessment_templates set archived_at = now() where id = $1', [SCALEUP])).toEqual(expectOutcomes(0, drafts));
    },
    PERSONA_SWEEP_TIMEOUT,
  );

  describe('a published template is frozen', () => {
    it.each([
      ['renaming it', `update public.assessment_templates set name = 'Scaleup Scorecard 2' where id = '${SCALEUP}'`],
      ['changing its kind', `update public.assessment_templates set kind = 'custom' where id = '${SCALEUP}'`],
      ['unpublishing it', `update public.assessment_templates set published_at = null where id = '${SCALEUP}'`],
      ['deleting it', `delete from public.assessment_templates where id = '${SCALEUP}'`],
      ['adding a section', `insert into public.assessment_sections (template_id, name, weight, ordinal) values ('${SCALEUP}', 'Impact', 1, 7)`],
      ['reweighting a section', `update public.assessment_sections set weight = 3 where id = '${TEAM}'`],
      ['removing a section', `delete from public.assessment_sections where id = '${TEAM}'`],
      ['adding a question', `insert into public.assessment_questions (section_id, prompt, kind, ordinal) values ('${TEAM}', 'Anything else?', 'text', 5)`],
      ['rewording a question', `update public.assessment_questions set prompt = 'How strong is the team?' where id = '${TEAM_RATING}'`],
      ['making a question optional', `update public.assessment_questions set required = false where id = '${TEAM_RATING}'`],
      ['removing a question', `delete from public.assessment_questions where id = '${TEAM_RATING}'`],
    ])('refuses %s, even to an operator', async (_case, sql) => {
      const error = await rejectionOf(as('owner', (tx) => tx.query(sql)));
      expect(error.code).toBe('23514');
      expect(error.message).toMatch(/published template is (frozen|kept)/);
    });

    it('takes an archive mark, and a change comes as a new draft version with the same sections and questions', async () => {
      const outcome = await as('manager', async (tx) => {
        await tx.query('update public.assessment_templates set archived_at = now() where id = $1', [SCALEUP]);
        const id = (await tx.query<{ id: string }>('select public.draft_assessment_template_version($1) as id', [SCALEUP])).rows[0]?.id;
        const draft = (
          await tx.query<{ version: number; published: boolean; sections: number; questions: number }>(
            `select t.version, t.published_at is not null as published,
                    (select count(*)::int from public.assessment_sections s where s.template_id = t.id) as sections,
                    (select count(*)::int from public.assessment_questions q where q.template_id = t.id) as questions
             from public.assessment_templates t where t.id = $1`,
            [id],
          )
        ).rows[0];
        // The draft is open to change, then published in turn.
        await tx.query("update public.assessment_questions set prompt = 'How complete is the leadership team?' where template_id = $1 and ordinal = 1 and prompt like 'How complete%'", [id]);
        await tx.query('update public.assessment_templates set published_at = now() where id = $1', [id]);
        const again = await rejectionOf(tx.query('select public.draft_assessment_template_version($1)', [SCALEUP]));
        return { draft, again: again.code };
      });
      expect(outcome).toEqual({ draft: { version: 2, published: false, sections: 6, questions: 24 }, again: '23514' });
    });

    it(
      'is drafted anew by the operators alone',
      async () => {
        // A function's call is counted as a read: it answers one row, or is refused.
        expect(await readOutcomes(db(), 'select count(*) from public.draft_assessment_template_version($1)', [SCALEUP])).toEqual(expectOutcomes('denied', every(OPERATORS, 1)));
      },
      PERSONA_SWEEP_TIMEOUT,
    );
  });

  describe('publishing', () => {
    it('needs sections, each with a scored question, and stamps the time', async () => {
      const outcome = await as(
        'owner',
        async (tx) => {
          const textOnly = await rejectionOf(
            (async () => {
              await tx.query('savepoint text_only');
              try {
                await tx.query('delete from public.assessment_questions where id = $1', [DRAFT_QUESTION]);
                await tx.query(`insert into public.assessment_questions (section_id, prompt, kind, ordinal) values ('${DRAFT_SECTION}', 'Tell us more', 'text', 1)`);
                await tx.query("update public.assessment_templates set published_at = '2020-01-01' where id = $1", [DRAFT]);
              } finally {
                await tx.query('rollback to savepoint text_only');
              }
            })(),
          );
          await tx.query("update public.assessment_templates set published_at = '2020-01-01' where id = $1", [DRAFT]);
          const stamped = (await tx.query<{ recent: boolean }>("select published_at > now() - interval '1 minute' as recent from public.assessment_templates where id = $1", [DRAFT])).rows[0]?.recent;
          return { textOnly: textOnly.message, stamped };
        },
        DRAFT_FIXTURE,
      );
      expect(outcome).toEqual({ textOnly: 'Every section needs a scored question (not only text) before the template is published', stamped: true });
      const empty = await rejectionOf(as('owner', (tx) => tx.query("insert into public.assessment_templates (name, published_at) values ('Empty', now())")));
      expect(empty.message).toBe('A template is published once it has sections');
    });
  });

  describe('questions carry what their kind is scored by', () => {
    it.each([
      ['a scale without its range', 'kind, scale', "'scale', null"],
      ['a range on a yes/no question', 'kind, scale', "'yes_no', 'one_to_five'"],
      ['a choice with one option', 'kind, options', `'single_choice', '[{"value": "a", "label": "A", "points": 100}]'`],
      ['a choice with points above 100', 'kind, options', `'single_choice', '[{"value": "a", "label": "A", "points": 120}, {"value": "b", "label": "B", "points": 0}]'`],
      ['a choice with a repeated key', 'kind, options', `'single_choice', '[{"value": "a", "label": "A", "points": 10}, {"value": "a", "label": "B", "points": 0}]'`],
      ['a number without bands', 'kind, unit', "'number', 'USD'"],
      ['a band whose minimum is not below its maximum', 'kind, bands', `'number', '[{"min": 10, "max": 10, "points": 50}]'`],
      ['a unit on a rating', 'kind, scale, unit', "'scale', 'one_to_five', 'USD'"],
    ])('refuses %s', async (_case, columns, values) => {
      const sql = `insert into public.assessment_questions (section_id, prompt, ordinal, ${columns}) values ('${DRAFT_SECTION}', 'Probe', 9, ${values})`;
      const error = await rejectionOf(as('owner', (tx) => tx.query(sql), DRAFT_FIXTURE));
      expect(error.code).toBe('23514');
    });
  });
});
