import { describe, expect, it } from 'vitest';
import { asOwner, asService, asUser, rejectionOf, targets, useDatabase, type Queryable } from '../support/database';
import { ACCOUNTS, FIKR_LABS_MEMBERS, ORG, claimsOf } from '../support/demo';
import { PERSONA_SWEEP_TIMEOUT, every, expectOutcomes, readOutcomes, writeOutcomes } from '../support/outcomes';

// A startup's plan (the companies context): public.milestones and public.achievements. The seed
// gives every demo startup some of each. Every member of Fikr Labs reads its plan (the operator
// manager and the stakeholder included: they are members); members whose matrix role creates,
// updates and deletes objectives write it (owner, admin, user; startup is an owner; the editor
// multiOrg, the viewer and the stakeholder hold none). No other organization reads or writes a
// row of it, whatever it may do at home, and anonymous visitors hold no grant at all.

const FL = ORG.fikrLabs;
const NILE = ORG.nileRobotics;
const FIXTURE = '00000000-0000-4000-9000-0000000000a1';
const FIXTURE_ACHIEVEMENT = '00000000-0000-4000-9000-0000000000a2';

/** Who writes Fikr Labs' plan: the matrix roles with objectives create, update and delete. */
const WRITERS = { owner: 1, admin: 1, user: 1, startup: 1 } as const;

/** A milestone of `organization` with a known id, inserted by the database owner before a persona acts. */
const milestoneFixture = (organization: string, id = FIXTURE) =>
  `insert into public.milestones (id, organization_id, title, category, target_on) values ('${id}', '${organization}', 'Fixture milestone', 'product', '2030-03-31')`;

/** An achievement of `organization` marking a fixture milestone: one statement, the milestone first. */
const achievementFixture = (organization: string) =>
  `with milestone as (insert into public.milestones (id, organization_id, title, category, status, target_on, completed_on)
     values ('${FIXTURE}', '${organization}', 'Fixture milestone', 'product', 'done', '2020-03-31', '2020-03-30') returning id)
   insert into public.achievements (id, organization_id, kind, title, achieved_on, milestone_id)
   select '${FIXTURE_ACHIEVEMENT}', '${organization}', 'milestone', 'Fixture achievement', '2020-03-30', id from milestone`;

/** Each table's statements, so both are held to the same rules by the same sweep. */
const TABLES = [
  {
    table: 'milestones',
    fixture: milestoneFixture,
    id: FIXTURE,
    insert: "insert into public.milestones (organization_id, title, category, target_on) values ($1, 'Launch the Arabic app', 'product', '2030-06-30')",
    change: "title = 'Launch the Arabic and French app'",
  },
  {
    table: 'achievements',
    fixture: achievementFixture,
    id: FIXTURE_ACHIEVEMENT,
    insert: "insert into public.achievements (organization_id, kind, title, awarded_by, achieved_on) values ($1, 'award', 'Best fintech pitch', 'Flat6Labs Demo Day', '2024-05-12')",
    change: "awarded_by = 'Misk Foundation'",
  },
] as const;

describe.each(targets)('a startup’s milestones and achievements on $name', (target) => {
  const db = useDatabase(target);
  const total = (table: string, organization: string) =>
    asService(db(), async (tx) => Number((await tx.query<{ count: string }>(`select count(*) from public.${table} where organization_id = $1`, [organization])).rows[0]?.count));

  describe.each(TABLES)('public.$table', ({ table, fixture, id, insert, change }) => {
    it('is read by the members of its organization only: never by another tenant, nor anonymous visitors', async () => {
      const [fikrLabs, nile] = [await total(table, FL), await total(table, NILE)];
      expect(fikrLabs).toBeGreaterThanOrEqual(3);
      expect(nile).toBeGreaterThanOrEqual(3);
      expect(await readOutcomes(db(), `select count(*) from public.${table}`)).toEqual(
        expectOutcomes(0, { anon: 'denied', ...every(FIKR_LABS_MEMBERS, fikrLabs), otherStartup: nile }),
      );
    });

    it('is added by the members who create objectives, each in their own organization only', async () => {
      expect(await writeOutcomes(db(), insert, [FL])).toEqual(expectOutcomes('denied', WRITERS));
      expect(await writeOutcomes(db(), insert, [NILE])).toEqual(expectOutcomes('denied', { otherStartup: 1 }));
    });

    it('is changed and removed by the members who update and delete objectives; others change nothing', async () => {
      const byId = `where id = '${id}'`;
      expect(await writeOutcomes(db(), `update public.${table} set ${change} ${byId}`, [], { setup: fixture(FL) })).toEqual(expectOutcomes(0, { anon: 'denied', ...WRITERS }));
      expect(await writeOutcomes(db(), `delete from public.${table} ${byId}`, [], { setup: fixture(FL) })).toEqual(expectOutcomes(0, { anon: 'denied', ...WRITERS }));
      // Nile Robotics' plan is its owner's alone, whatever Fikr Labs' writers may do at home.
      expect(await writeOutcomes(db(), `delete from public.${table} ${byId}`, [], { setup: fixture(NILE) })).toEqual(expectOutcomes(0, { anon: 'denied', otherStartup: 1 }));
    });

    it('stays with its organization, and nobody writes the database’s own columns', async () => {
      expect(await writeOutcomes(db(), `update public.${table} set organization_id = '${NILE}' where id = '${id}'`, [], { setup: fixture(FL) })).toEqual(expectOutcomes('denied'));
      expect(await writeOutcomes(db(), `update public.${table} set created_at = now() where id = '${id}'`, [], { setup: fixture(FL) })).toEqual(expectOutcomes('denied'));
    });
  }, PERSONA_SWEEP_TIMEOUT);

  describe('checks', () => {
    const asStartup = <T>(fn: (tx: Queryable) => Promise<T>, setup?: string) => asUser(db(), claimsOf('startup'), fn, setup ? { setup } : {});
    const milestone = (assignment: string) => (tx: Queryable) => tx.query(`update public.milestones set ${assignment} where id = $1`, [FIXTURE]);

    it.each([
      ['a blank title', "title = '  '"],
      ['a title over 160 characters', "title = repeat('x', 161)"],
      ['a description over 2,000 characters', "description = repeat('x', 2001)"],
      ['a target date before 2000', "target_on = '1999-12-31'"],
      ['a target date after 2100', "target_on = '2101-01-01'"],
      ['a done milestone without its completion date', "status = 'done'"],
      ['a completion date on a milestone not done', "completed_on = '2026-01-15'"],
      ['a completion date in the future', "status = 'done', completed_on = current_date + 2"],
    ])('refuses a milestone with %s', async (_case, assignment) => {
      expect((await rejectionOf(asStartup(milestone(assignment), milestoneFixture(FL)))).code).toBe('23514');
    });

    it('takes a milestone done today in the calendar of a member in Dubai (UTC+4), whatever the server’s day', async () => {
      const saved = await asStartup(async (tx) => {
        await milestone("status = 'done', completed_on = (now() at time zone 'utc' + interval '4 hours')::date")(tx);
        return (await tx.query<{ status: string }>('select status from public.milestones where id = $1', [FIXTURE])).rows;
      }, milestoneFixture(FL));
      expect(saved).toEqual([{ status: 'done' }]);
    });

    it('refuses a category the enum does not list', async () => {
      expect((await rejectionOf(asStartup(milestone("category = 'marketing'"), milestoneFixture(FL)))).code).toBe('22P02');
    });

    it('gives a milestone an owner among its organization’s members only, and keeps one who has left', async () => {
      expect((await rejectionOf(asStartup(milestone(`owner_user_id = '${ACCOUNTS.investor.id}'`), milestoneFixture(FL)))).code).toBe('23514');
      // The owner is named while a member, then leaves: one statement, the milestone first.
      const ownerLeft = `with owned as (insert into public.milestones (id, organization_id, title, category, target_on, owner_user_id)
          values ('${FIXTURE}', '${FL}', 'Fixture milestone', 'product', '2030-03-31', '${ACCOUNTS.viewer.id}') returning id)
        delete from public.organization_members where organization_id = '${FL}' and user_id = '${ACCOUNTS.viewer.id}' and exists (select 1 from owned)`;
      const kept = await asStartup(async (tx) => {
        await milestone("title = 'Renamed after its owner left'")(tx);
        return (await tx.query('select title, owner_user_id from public.milestones where id = $1', [FIXTURE])).rows;
      }, ownerLeft);
      expect(kept).toEqual([{ title: 'Renamed after its owner left', owner_user_id: ACCOUNTS.viewer.id }]);
    });

    it('refuses an achievement dated in the future, or marking another organization’s milestone', async () => {
      const achievement = (assignment: string) => (tx: Queryable) => tx.query(`update public.achievements set ${assignment} where id = $1`, [FIXTURE_ACHIEVEMENT]);
      expect((await rejectionOf(asStartup(achievement('achieved_on = current_date + 2'), achievementFixture(FL)))).code).toBe('23514');
      expect((await rejectionOf(asStartup(achievement("title = repeat('x', 161)"), achievementFixture(FL)))).code).toBe('23514');
      const nileMilestone = '00000000-0000-4000-9000-0000000000a3';
      const refusal = await rejectionOf(
        asOwner(db(), async (tx) => {
          await tx.query(achievementFixture(FL));
          await tx.query(milestoneFixture(NILE, nileMilestone));
          await achievement(`milestone_id = '${nileMilestone}'`)(tx);
        }),
      );
      expect(refusal.code).toBe('23514');
    });

    it('keeps an achievement when the milestone it marks is removed from the plan', async () => {
      const left = await asStartup(async (tx) => {
        await tx.query('delete from public.milestones where id = $1', [FIXTURE]);
        return (await tx.query('select title, milestone_id from public.achievements where id = $1', [FIXTURE_ACHIEVEMENT])).rows;
      }, achievementFixture(FL));
      expect(left).toEqual([{ title: 'Fixture achievement', milestone_id: null }]);
    });
  });
}, PERSONA_SWEEP_TIMEOUT);
