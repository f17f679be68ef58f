import { describe, expect, it } from 'vitest';
import { asOwner, asService, asUser, rejectionOf, targets, useDatabase } from '../support/database';
import { ACCOUNTS, AUDIENCE_OWNERS, ORG, OTHER_TENANT_OWNERS, claimsOf, type Persona } from '../support/demo';
import { PERSONA_SWEEP_TIMEOUT, every, expectOutcomes, readOutcomes, selfId, writeOutcomes } from '../support/outcomes';

// Organizations, users and memberships. Fikr Labs has 9 members, Mentor Circle 2 (mentor and
// multi-org), Launchpad 3 (accelerator and its programme staff, who cannot sign in), every other
// demo organization 1. The operators read every row, so their counts are
// the tables' totals, whatever other seed files add (supabase/seeds: the demo ecosystem). The owners of
// the other tenants (otherStartup and the audience owners) see their own organization only.
// Where a statement concerns only Fikr Labs, the platform tables or the caller's own row, they get
// everyone's outcome, as otherStartup does.

describe.each(targets)('tenancy on $name', (target) => {
  const db = useDatabase(target);
  /** Every row of a table, as the service role counts them. */
  const total = (table: string) => asService(db(), async (tx) => Number((await tx.query<{ count: string }>(`select count(*) from public.${table}`)).rows[0]?.count));

  describe('organizations', () => {
    it('members read their own organizations; owners and managers read all of them', async () => {
      const all = await total('organizations');
      expect(all).toBeGreaterThanOrEqual(7);
      expect(await readOutcomes(db(), 'select count(*) from public.organizations')).toEqual(
        expectOutcomes(1, { anon: 'denied', owner: all, manager: all, multiOrg: 2, ...every(OTHER_TENANT_OWNERS, 1) }),
      );
    });

    it('a member of another organization cannot read Fikr Labs', async () => {
      expect(await readOutcomes(db(), 'select count(*) from public.organizations where id = $1', [ORG.fikrLabs])).toEqual(
        expectOutcomes(1, { anon: 'denied', ...every(OTHER_TENANT_OWNERS, 0) }),
      );
    });

    it('only owners and managers create organizations', async () => {
      expect(await writeOutcomes(db(), "insert into public.organizations (name) values ('New Venture')")).toEqual(
        expectOutcomes('denied', { owner: 1, manager: 1 }),
      );
    });

    it('matrix roles with organizations update (owner, admin, user) and operators rename their organization', async () => {
      expect(await writeOutcomes(db(), "update public.organizations set name = 'Fikr Labs Ltd' where id = $1", [ORG.fikrLabs])).toEqual(
        expectOutcomes(0, { anon: 'denied', owner: 1, manager: 1, admin: 1, user: 1, startup: 1, ...every(OTHER_TENANT_OWNERS, 0) }),
      );
    });

    it('another tenant is changed only by its own owner and the operators', async () => {
      expect(await writeOutcomes(db(), "update public.organizations set name = 'Nile Robotics Ltd' where id = $1", [ORG.nileRobotics])).toEqual(
        expectOutcomes(0, { anon: 'denied', owner: 1, manager: 1, otherStartup: 1, ...every(AUDIENCE_OWNERS, 0) }),
      );
    });

    it('columns outside the profile of an organization are not writable', async () => {
      expect(await writeOutcomes(db(), 'update public.organizations set created_at = now() where id = $1', [ORG.fikrLabs])).toEqual(expectOutcomes('denied'));
    });

    it('the enterprise owner and the organization owner delete it', async () => {
      expect(await writeOutcomes(db(), 'delete from public.organizations where id = $1', [ORG.fikrLabs])).toEqual(
        expectOutcomes(0, { anon: 'denied', owner: 1, startup: 1, ...every(OTHER_TENANT_OWNERS, 0) }),
      );
    });
  });

  describe('users', () => {
    it('users read themselves and their colleagues; owners and managers read everyone', async () => {
      const all = await total('users');
      expect(all).toBeGreaterThanOrEqual(15);
      expect(await readOutcomes(db(), 'select count(*) from public.users')).toEqual(
        expectOutcomes(9, { anon: 'denied', owner: all, manager: all, multiOrg: 10, ...every(OTHER_TENANT_OWNERS, 1), mentor: 2, accelerator: 3 }),
      );
    });

    it('a member of another organization sees no Fikr Labs profile', async () => {
      expect(await readOutcomes(db(), 'select count(*) from public.users where id = $1', [ACCOUNTS.viewer.id])).toEqual(
        expectOutcomes(1, { anon: 'denied', ...every(OTHER_TENANT_OWNERS, 0) }),
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
      expect(await switchTo(ORG.mentorCircle)).toEqual(expectOutcomes('denied', { multiOrg: 1, mentor: 1 }));
      expect(await switchTo(ORG.fikrLabs)).toEqual(expectOutcomes(1, { anon: 'denied', ...every(OTHER_TENANT_OWNERS, 'denied') }));
    });

    it('profiles are created and removed only with the auth user', async () => {
      expect(await writeOutcomes(db(), "insert into public.users (email) values ('someone@example.com')")).toEqual(expectOutcomes('denied'));
      expect(await writeOutcomes(db(), 'delete from public.users where id = $1', (persona) => [selfId(persona)])).toEqual(expectOutcomes('denied'));
    });
  });

  describe('avatars and logos', () => {
    const STORAGE = 'http://127.0.0.1:54321/storage/v1/object/public';
    const avatarOf = (persona: Persona) => `${STORAGE}/avatars/${selfId(persona)}/portrait-a1b2c3.png`;
    const logoOf = (organizationId: string) => `${STORAGE}/organization-logos/${organizationId}/logo-a1b2c3.png`;

    it("everyone signed in names an avatar of their own folder, and nobody changes anyone else's", async () => {
      expect(await writeOutcomes(db(), 'update public.users set avatar_url = $2 where id = $1', (persona) => [selfId(persona), avatarOf(persona)])).toEqual(
        expectOutcomes(1, { anon: 'denied' }),
      );
      expect(await writeOutcomes(db(), 'update public.users set avatar_url = null where id is distinct from $1', (persona) => [selfId(persona)])).toEqual(
        expectOutcomes(0, { anon: 'denied' }),
      );
    });

    it('the matrix roles that update the organization name its logo; another tenant cannot', async () => {
      expect(await writeOutcomes(db(), 'update public.organizations set logo_url = $2 where id = $1', [ORG.fikrLabs, logoOf(ORG.fikrLabs)])).toEqual(
        expectOutcomes(0, { anon: 'denied', owner: 1, manager: 1, admin: 1, user: 1, startup: 1, ...every(OTHER_TENANT_OWNERS, 0) }),
      );
    });

    it.each([
      ['an image elsewhere on the web', (own: string) => own.replace('http://127.0.0.1:54321/storage/v1/object/public', 'https://tracker.example/pixel')],
      ["another user's folder", (own: string) => own.replace(ACCOUNTS.startup.id, ACCOUNTS.viewer.id)],
      ['another bucket', (own: string) => own.replace('/avatars/', '/organization-logos/')],
      ['a climb out of the folder', (own: string) => own.replace('/portrait-a1b2c3.png', '/../x/portrait.png')],
      ['a query string', (own: string) => `${own}?v=2`],
      ['a javascript: address', () => 'javascript:alert(1)//storage/v1/object/public/avatars/x/y.png'],
    ])('an avatar address is refused when it names %s', async (_case, tamper) => {
      const error = await rejectionOf(
        asUser(db(), claimsOf('startup'), (tx) => tx.query('update public.users set avatar_url = $2 where id = $1', [ACCOUNTS.startup.id, tamper(avatarOf('startup'))])),
      );
      expect(error.code).toBe('23514');
    });

    it("a logo address must be one of the organization's own logos", async () => {
      const error = await rejectionOf(
        asUser(db(), claimsOf('startup'), (tx) => tx.query('update public.organizations set logo_url = $2 where id = $1', [ORG.fikrLabs, logoOf(ORG.nileRobotics)])),
      );
      expect(error.code).toBe('23514');
    });
  });

  describe('organization_members', () => {
    it("members read their organizations' members; owners and managers read all", async () => {
      const all = await total('organization_members');
      expect(all).toBeGreaterThanOrEqual(16);
      expect(await readOutcomes(db(), 'select count(*) from public.organization_members')).toEqual(
        expectOutcomes(9, { anon: 'denied', owner: all, manager: all, multiOrg: 11, ...every(OTHER_TENANT_OWNERS, 1), mentor: 2, accelerator: 3 }),
      );
    });

    it('owners and managers add members to an organization they belong to', async () => {
      const add = 'insert into public.organization_members (user_id, organization_id) values ($1, $2)';
      expect(await writeOutcomes(db(), add, [ACCOUNTS.otherStartup.id, ORG.fikrLabs])).toEqual(expectOutcomes('denied', { owner: 1, manager: 1 }));
      expect(await writeOutcomes(db(), add, [ACCOUNTS.viewer.id, ORG.nileRobotics])).toEqual(expectOutcomes('denied'));
    });

    it("members leave; the organization's access managers remove members", async () => {
      expect(await writeOutcomes(db(), 'delete from public.organization_members where user_id = $1 and organization_id = $2', [ACCOUNTS.viewer.id, ORG.fikrLabs])).toEqual(
        expectOutcomes(0, { anon: 'denied', owner: 1, manager: 1, viewer: 1, startup: 1, ...every(OTHER_TENANT_OWNERS, 0) }),
      );
    });

    it('memberships are not edited in place', async () => {
      expect(await writeOutcomes(db(), 'update public.organization_members set organization_id = $1', [ORG.fikrLabs])).toEqual(expectOutcomes('denied'));
    });
  });

  describe('organization_types', () => {
    it('everyone, anonymous included, reads every type', async () => {
      // Reference data: the same for every persona, tenant owners included.
      expect(await readOutcomes(db(), 'select count(*) from public.organization_types')).toEqual(expectOutcomes(6));
    });
    it('nobody changes types through the API', async () => {
      expect(await writeOutcomes(db(), "insert into public.organization_types (name, display_name) values ('club', 'Club')")).toEqual(expectOutcomes('denied'));
      expect(await writeOutcomes(db(), "update public.organization_types set display_name = 'Startups'")).toEqual(expectOutcomes('denied'));
      expect(await writeOutcomes(db(), "delete from public.organization_types where name = 'university'")).toEqual(expectOutcomes('denied'));
    });
  });

  describe('enterprise_roles', () => {
    it('signed-in users read the role definitions; anonymous visitors cannot', async () => {
      expect(await readOutcomes(db(), 'select count(*) from public.enterprise_roles')).toEqual(expectOutcomes(7, { anon: 'denied' }));
    });
    it('nobody changes roles through the API', async () => {
      expect(await writeOutcomes(db(), "insert into public.enterprise_roles (name, display_name) values ('auditor', 'Auditor')")).toEqual(expectOutcomes('denied'));
      expect(await writeOutcomes(db(), "update public.enterprise_roles set display_name = 'Boss' where name = 'owner'")).toEqual(expectOutcomes('denied'));
      expect(await writeOutcomes(db(), "delete from public.enterprise_roles where name = 'viewer'")).toEqual(expectOutcomes('denied'));
    });
  });

  describe('service role', () => {
    it('bypasses row level security: it counts what the database owner counts', async () => {
      const countAll = 'select (select count(*)::int from public.users) as users, (select count(*)::int from public.organizations) as organizations, (select count(*)::int from public.organisation_roles) as roles';
      const asTheService = await asService(db(), async (tx) => (await tx.query<{ users: number; organizations: number; roles: number }>(countAll)).rows[0]);
      const asTheOwner = await asOwner(db(), async (tx) => (await tx.query<{ users: number; organizations: number; roles: number }>(countAll)).rows[0]);
      expect(asTheService).toEqual(asTheOwner);
      expect(asTheService?.users).toBeGreaterThanOrEqual(15);
    });
  });
}, PERSONA_SWEEP_TIMEOUT);
