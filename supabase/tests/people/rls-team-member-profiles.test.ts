import { describe, expect, it } from 'vitest';
import { asOwner, rejectionOf, targets, useDatabase, type Queryable } from '../support/database';
import { ACCOUNTS, FIKR_LABS_MEMBERS, ORG } from '../support/demo';
import { PERSONA_SWEEP_TIMEOUT, every, expectOutcomes, readOutcomes, selfId, writeOutcomes } from '../support/outcomes';

// The team's profiles (the people context). In the seed every member of every startup has one:
// Fikr Labs' nine members, Nile Robotics' one. A startup's members read its team; each member
// keeps their own title, LinkedIn page and bio; the members whose matrix role may update the
// organization (owner, admin, user: owner, admin, user and startup here) keep every row, the
// equity role, the joining date and the order included. Nobody else reads or writes any of it,
// the platform's operators included unless they are such members.

const FL = ORG.fikrLabs;
const TEAM = 'select count(*) from public.team_member_profiles where organization_id = $1';

/** Fikr Labs' members who may update the organization, each touching one row. */
const WRITERS = { owner: 1, admin: 1, user: 1, startup: 1 } as const;
/** Fikr Labs' other members: they keep their own row, and only what is theirs in it. */
const OWN_ROW_ONLY = ['manager', 'editor', 'viewer', 'stakeholder', 'multiOrg'] as const;

/** Each persona acting on its own row in Fikr Labs (anonymous visitors on nobody's). */
const ownRowInFikrLabs = (persona: Parameters<typeof selfId>[0]) => [FL, selfId(persona)];
const removeFikrLabsTeam = `delete from public.team_member_profiles where organization_id = '${FL}'`;

describe.each(targets)('team member profiles on $name', (target) => {
  const db = useDatabase(target);

  describe('reading', () => {
    it('every member of the startup reads its team; no other organization, nor anonymous visitors', async () => {
      expect(await readOutcomes(db(), TEAM, [FL])).toEqual(expectOutcomes(0, { anon: 'denied', ...every(FIKR_LABS_MEMBERS, 9) }));
    });

    it('each reads its own organizations’ teams only: the operators see no other startup’s', async () => {
      expect(await readOutcomes(db(), 'select count(*) from public.team_member_profiles')).toEqual(
        expectOutcomes(0, { anon: 'denied', ...every(FIKR_LABS_MEMBERS, 9), otherStartup: 1 }),
      );
    });
  });

  describe('writing', () => {
    it('each member changes their own title, LinkedIn page and bio; the members who may update the organization anyone’s', async () => {
      const own = "update public.team_member_profiles set title = 'Chief of Staff', linkedin_url = 'https://www.linkedin.com/in/someone', bio = 'New here.' where organization_id = $1 and user_id = $2";
      expect(await writeOutcomes(db(), own, ownRowInFikrLabs)).toEqual(expectOutcomes(0, { anon: 'denied', ...every(FIKR_LABS_MEMBERS, 1) }));
      const someoneElses = "update public.team_member_profiles set title = 'Chief Executive' where organization_id = $1 and user_id = $2";
      expect(await writeOutcomes(db(), someoneElses, [FL, ACCOUNTS.viewer.id])).toEqual(expectOutcomes(0, { anon: 'denied', ...WRITERS, viewer: 1 }));
      // Nile Robotics' team is its own owner's, whatever Fikr Labs' members may do at home.
      expect(await writeOutcomes(db(), "update public.team_member_profiles set title = 'Taken over' where organization_id = $1", [ORG.nileRobotics])).toEqual(
        expectOutcomes(0, { anon: 'denied', otherStartup: 1 }),
      );
    });

    it.each([
      ['the equity role', "equity_role = 'founder'"],
      ['the joining date', 'joined_on = current_date - 2000'],
      ['the order of the team', 'display_order = 0'],
    ])('a member who may not update the organization cannot change %s, even their own', async (_what, assignment) => {
      const own = `update public.team_member_profiles set ${assignment} where organization_id = $1 and user_id = $2`;
      expect(await writeOutcomes(db(), own, ownRowInFikrLabs)).toEqual(expectOutcomes(0, { anon: 'denied', ...WRITERS, ...every(OWN_ROW_ONLY, 'denied') }));
    });

    it('a member adds their own profile, with no equity role; the members who may update the organization add anyone’s, founders included', async () => {
      const ownTitle = "insert into public.team_member_profiles (organization_id, user_id, title) values ($1, $2, 'New here')";
      expect(await writeOutcomes(db(), ownTitle, ownRowInFikrLabs, { setup: removeFikrLabsTeam })).toEqual(expectOutcomes('denied', every(FIKR_LABS_MEMBERS, 1)));
      const ownFounding = "insert into public.team_member_profiles (organization_id, user_id, title, equity_role) values ($1, $2, 'Co-founder', 'co_founder')";
      expect(await writeOutcomes(db(), ownFounding, ownRowInFikrLabs, { setup: removeFikrLabsTeam })).toEqual(expectOutcomes('denied', WRITERS));
      const viewers = "insert into public.team_member_profiles (organization_id, user_id, equity_role, joined_on) values ($1, $2, 'employee', current_date)";
      expect(await writeOutcomes(db(), viewers, [FL, ACCOUNTS.viewer.id], { setup: removeFikrLabsTeam })).toEqual(expectOutcomes('denied', WRITERS));
    });

    it('saves by upsert, as the page does: a member’s own text, over the profile they have', async () => {
      const upsert = `insert into public.team_member_profiles (organization_id, user_id, title, linkedin_url, bio) values ($1, $2, 'Team lead', null, null)
        on conflict (organization_id, user_id) do update set organization_id = excluded.organization_id, user_id = excluded.user_id,
          title = excluded.title, linkedin_url = excluded.linkedin_url, bio = excluded.bio`;
      expect(await writeOutcomes(db(), upsert, ownRowInFikrLabs)).toEqual(expectOutcomes('denied', every(FIKR_LABS_MEMBERS, 1)));
    });

    it('nobody deletes a profile through the API, and nobody writes the timestamps', async () => {
      expect(await writeOutcomes(db(), 'delete from public.team_member_profiles where organization_id = $1', [FL])).toEqual(expectOutcomes('denied'));
      expect(await writeOutcomes(db(), 'update public.team_member_profiles set created_at = now() where organization_id = $1', [FL])).toEqual(expectOutcomes('denied'));
    });

    it('a profile belongs to a membership: none for someone outside the organization, none left when they leave, none moved', async () => {
      const outsider = (tx: Queryable) => tx.query('insert into public.team_member_profiles (organization_id, user_id) values ($1, $2)', [FL, ACCOUNTS.otherStartup.id]);
      expect((await rejectionOf(asOwner(db(), outsider))).code).toBe('23503');
      const left = await asOwner(db(), async (tx) => {
        await tx.query('delete from public.organization_members where organization_id = $1 and user_id = $2', [FL, ACCOUNTS.viewer.id]);
        return (await tx.query<{ count: string }>(`${TEAM} and user_id = $2`, [FL, ACCOUNTS.viewer.id])).rows[0]?.count;
      });
      expect(Number(left)).toBe(0);
      const move = (tx: Queryable) => tx.query('update public.team_member_profiles set organization_id = $2 where organization_id = $1 and user_id = $3', [FL, ORG.mentorCircle, ACCOUNTS.multiOrg.id]);
      expect((await rejectionOf(asOwner(db(), move))).code).toBe('23514');
    });

    it.each([
      ['a title over 120 characters', "title = repeat('x', 121)"],
      ['a blank title', "title = '  '"],
      ['a bio over 600 characters', "bio = repeat('x', 601)"],
      ['a joining date in the future', 'joined_on = current_date + 1'],
      ['a joining date before 1950', "joined_on = '1949-12-31'"],
      ['a LinkedIn address over plain http', "linkedin_url = 'http://www.linkedin.com/in/sara'"],
      ['a LinkedIn address on another site', "linkedin_url = 'https://linkedin.example/in/sara'"],
      ['an order past 1,000', 'display_order = 1001'],
    ])('refuses %s', async (_case, assignment) => {
      const refusal = await rejectionOf(asOwner(db(), (tx) => tx.query(`update public.team_member_profiles set ${assignment} where organization_id = $1 and user_id = $2`, [FL, ACCOUNTS.startup.id])));
      expect(refusal.code).toBe('23514');
    });

    it('refuses an equity role the equity_role enum does not list', async () => {
      const refusal = await rejectionOf(asOwner(db(), (tx) => tx.query("update public.team_member_profiles set equity_role = 'emperor' where organization_id = $1", [FL])));
      expect(refusal.code).toBe('22P02');
    });
  });
}, PERSONA_SWEEP_TIMEOUT);
