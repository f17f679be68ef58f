import { describe, expect, it } from 'vitest';
import { targets, useDatabase } from './support/database';
import { ACCOUNTS, ORG } from './support/demo';
import { expectOutcomes, readOutcomes, selfId, writeOutcomes } from './support/outcomes';

// Organizations, users and memberships. Fikr Labs has 9 members, Mentor Circle 2 (mentor and
// multi-org), every other organization 1; 7 organizations, 15 users, 16 memberships.

describe.each(targets)('tenancy on $name', (target) => {
  const db = useDatabase(target);

  describe('organizations', () => {
    it('members read their own organizations; owners and managers read all of them', async () => {
      expect(await readOutcomes(db(), 'select count(*) from public.organizations')).toEqual(
        expectOutcomes(1, { anon: 'denied', owner: 7, manager: 7, multiOrg: 2 }),
      );
    });

    it('a member of another organization cannot read Fikr Labs', async () => {
      expect(await readOutcomes(db(), 'select count(*) from public.organizations where id = $1', [ORG.fikrLabs])).toEqual(
        expectOutcomes(1, { anon: 'denied', otherStartup: 0 }),
      );
    });

    it('only owners and managers create organizations', async () => {
      expect(await writeOutcomes(db(), "insert into public.organizations (name) values ('New Venture')")).toEqual(
        expectOutcomes('denied', { owner: 1, manager: 1 }),
      );
    });

    it('matrix roles with organizations update (owner, admin, user) and operators rename their organization', async () => {
      expect(await writeOutcomes(db(), "update public.organizations set name = 'Fikr Labs Ltd' where id = $1", [ORG.fikrLabs])).toEqual(
        expectOutcomes(0, { anon: 'denied', owner: 1, manager: 1, admin: 1, user: 1, startup: 1 }),
      );
    });

    it('another tenant is changed only by its own owner and the operators', async () => {
      expect(await writeOutcomes(db(), "update public.organizations set name = 'Nile Robotics Ltd' where id = $1", [ORG.nileRobotics])).toEqual(
        expectOutcomes(0, { anon: 'denied', owner: 1, manager: 1, otherStartup: 1 }),
      );
    });

    it('columns outside the profile of an organization are not writable', async () => {
      expect(await writeOutcomes(db(), 'update public.organizations set created_at = now() where id = $1', [ORG.fikrLabs])).toEqual(expectOutcomes('denied'));
    });

    it('the enterprise owner and the organization owner delete it', async () => {
      expect(await writeOutcomes(db(), 'delete from public.organizations where id = $1', [ORG.fikrLabs])).toEqual(
        expectOutcomes(0, { anon: 'denied', owner: 1, startup: 1 }),
      );
    });
  });

  describe('users', () => {
    it('users read themselves and their colleagues; owners and managers read everyone', async () => {
      expect(await readOutcomes(db(), 'select count(*) from public.users')).toEqual(
        expectOutcomes(9, { anon: 'denied', owner: 15, manager: 15, otherStartup: 1, multiOrg: 10 }),
      );
    });

    it('a member of another organization sees no Fikr Labs profile', async () => {
      expect(await readOutcomes(db(), 'select count(*) from public.users where id = $1', [ACCOUNTS.viewer.id])).toEqual(
        expectOutcomes(1, { anon: 'denied', otherStartup: 0 }),
      );
    });

    it('everyone signed in edits their own name', async () => {
      expect(await writeOutcomes(db(), "update public.users set first_name = 'Renamed' where id = $1", (persona) => [selfId(persona)])).toEqual(
        expectOutcomes(1, { anon: 'denied' }),
      );
    });

    it("nobody edits someone else's profile, not even owners and managers", async () => {
      expect(await writeOutcomes(db(), "update public.users set first_name = 'Renamed' where id is distinct from $1", (persona) => [selfId(persona)])).toEqual(
        expectOutcomes(0, { anon: 'denied' }),
      );
    });

    it('nobody changes their own enterprise role, activation or e-mail', async () => {
      const promote = "update public.users set enterprise_role_id = (select id from public.enterprise_roles where name = 'owner') where id = $1";
      expect(await writeOutcomes(db(), promote, (persona) => [selfId(persona)])).toEqual(expectOutcomes('denied'));
      expect(await writeOutcomes(db(), 'update public.users set is_active = false where id = $1', (persona) => [selfId(persona)])).toEqual(expectOutcomes('denied'));
      expect(await writeOutcomes(db(), "update public.users set email = 'x@example.com' where id = $1", (persona) => [selfId(persona)])).toEqual(expectOutcomes('denied'));
    });

    it('users switch only to organizations they belong to', async () => {
      const switchTo = (organizationId: string) => writeOutcomes(db(), 'update public.users set organization_id = $2 where id = $1', (persona) => [selfId(persona), organizationId]);
      expect(await switchTo(ORG.mentorCircle)).toEqual(expectOutcomes('denied', { anon: 'denied', multiOrg: 1 }));
      expect(await switchTo(ORG.fikrLabs)).toEqual(expectOutcomes(1, { anon: 'denied', otherStartup: 'denied' }));
    });

    it('profiles are created and removed only with the auth user', async () => {
      expect(await writeOutcomes(db(), "insert into public.users (email) values ('someone@example.com')")).toEqual(expectOutcomes('denied'));
      expect(await writeOutcomes(db(), 'delete from public.users where id = $1', (persona) => [selfId(persona)])).toEqual(expectOutcomes('denied'));
    });
  });

  describe('organization_members', () => {
    it("members read their organizations' members; owners and managers read all", async () => {
      expect(await readOutcomes(db(), 'select count(*) from public.organization_members')).toEqual(
        expectOutcomes(9, { anon: 'denied', owner: 16, manager: 16, otherStartup: 1, multiOrg: 11 }),
      );
    });

    it('owners and managers add members to an organization they belong to', async () => {
      const add = 'insert into public.organization_members (user_id, organization_id) values ($1, $2)';
      expect(await writeOutcomes(db(), add, [ACCOUNTS.otherStartup.id, ORG.fikrLabs])).toEqual(expectOutcomes('denied', { owner: 1, manager: 1 }));
      expect(await writeOutcomes(db(), add, [ACCOUNTS.viewer.id, ORG.nileRobotics])).toEqual(expectOutcomes('denied'));
    });

    it("members leave; the organization's access managers remove members", async () => {
      expect(await writeOutcomes(db(), 'delete from public.organization_members where user_id = $1 and organization_id = $2', [ACCOUNTS.viewer.id, ORG.fikrLabs])).toEqual(
        expectOutcomes(0, { anon: 'denied', owner: 1, manager: 1, viewer: 1, startup: 1 }),
      );
    });

    it('memberships are not edited in place', async () => {
      expect(await writeOutcomes(db(), 'update public.organization_members set organization_id = $1', [ORG.fikrLabs])).toEqual(expectOutcomes('denied'));
    });
  });
});
