import { describe, expect, it } from 'vitest';
import { asOwner, asUser, rejectionOf, targets, useDatabase } from './support/database';
import { ACCOUNTS, ORG, claimsOf } from './support/demo';
import { expectOutcomes, readOutcomes, writeOutcomes } from './support/outcomes';

const INVITEE = 'new.person@example.test';
const invite = (organization: string, email = INVITEE, role = 'viewer') => `select (public.create_invitation('${organization}', '${email}', '${role}') ->> 'id' is not null)::int as count`;
// other-startup@ (owner of Nile Robotics) invited to Fikr Labs as an editor.
const pendingForOtherStartup = ({ expiresAt = "now() + interval '7 days'", status = 'pending' } = {}) =>
  `insert into public.organization_invitations (id, organization_id, email, role, status, expires_at)
   values ('00000000-0000-4000-c000-000000000001', '${ORG.fikrLabs}', '${ACCOUNTS.otherStartup.email}', 'editor', '${status}', ${expiresAt})`;

describe.each(targets)('organization invitations on $name', (target) => {
  const db = useDatabase(target);

  it('only the access managers of an organization invite to it: operators and the matrix owner in Fikr Labs', async () => {
    expect(await readOutcomes(db(), invite(ORG.fikrLabs))).toEqual(expectOutcomes('denied', { owner: 1, manager: 1, startup: 1 }));
  });

  it('another organization is invited to only by its own access manager, not by the operators who are not members', async () => {
    expect(await readOutcomes(db(), invite(ORG.nileRobotics))).toEqual(expectOutcomes('denied', { otherStartup: 1 }));
  });

  it.each([
    // [address, role, SQLSTATE, message]
    ['not-an-address', 'viewer', '22023', 'Enter a valid e-mail address.'],
    ['', 'viewer', '22023', 'Enter a valid e-mail address.'],
    [`${'a'.repeat(320)}@example.test`, 'viewer', '22023', 'Enter a valid e-mail address.'],
    [INVITEE, 'emperor', '22023', 'invalid role: emperor'],
    [ACCOUNTS.viewer.email, 'viewer', 'P0001', 'This person is already a member of the organization.'],
    ['VIEWER@FIKRSPACE.TEST', 'editor', 'P0001', 'This person is already a member of the organization.'],
  ])('refuses %j as %s with %s: %s', async (email, role, code, message) => {
    const error = await rejectionOf(asUser(db(), claimsOf('owner'), (tx) => tx.query('select public.create_invitation($1, $2, $3)', [ORG.fikrLabs, email, role])));
    expect({ code: error.code, message: error.message }).toEqual({ code, message });
  });

  it('keeps one open invitation per address, renewed with the latest role, stored in lower case', async () => {
    const rows = await asUser(db(), claimsOf('owner'), async (tx) => {
      const first = (await tx.query<{ invitation: { id: string; organizationName: string; inviterName: string } }>('select public.create_invitation($1, $2, $3) as invitation', [ORG.fikrLabs, 'New.Person@Example.test', 'viewer'])).rows[0]!.invitation;
      const second = (await tx.query<{ invitation: { id: string } }>('select public.create_invitation($1, $2, $3) as invitation', [ORG.fikrLabs, INVITEE, 'editor'])).rows[0]!.invitation;
      expect(second.id).toBe(first.id);
      expect(first).toMatchObject({ organizationName: 'Fikr Labs', inviterName: 'Olivia Owner' });
      return (await tx.query('select email, role, status, invited_by from public.organization_invitations')).rows;
    });
    expect(rows).toEqual([{ email: INVITEE, role: 'editor', status: 'pending', invited_by: ACCOUNTS.owner.id }]);
  });

  it("is read by the organization's access managers, the operators and the invited address only", async () => {
    expect(await readOutcomes(db(), 'select count(*) from public.organization_invitations', [], { setup: pendingForOtherStartup() })).toEqual(
      expectOutcomes(0, { anon: 'denied', owner: 1, manager: 1, startup: 1, otherStartup: 1 }),
    );
  });

  it('is never written directly through the API', async () => {
    const row = `('${ORG.fikrLabs}', '${INVITEE}', 'viewer')`;
    expect(await writeOutcomes(db(), `insert into public.organization_invitations (organization_id, email, role) values ${row}`)).toEqual(expectOutcomes('denied'));
    expect(await writeOutcomes(db(), "update public.organization_invitations set status = 'accepted'", [], { setup: pendingForOtherStartup() })).toEqual(expectOutcomes('denied'));
    expect(await writeOutcomes(db(), 'delete from public.organization_invitations', [], { setup: pendingForOtherStartup() })).toEqual(expectOutcomes('denied'));
  });

  it("is withdrawn only by the organization's access managers", async () => {
    expect(await readOutcomes(db(), "select public.revoke_invitation('00000000-0000-4000-c000-000000000001')::int as count", [], { setup: pendingForOtherStartup() })).toEqual(
      expectOutcomes('denied', { owner: 1, manager: 1, startup: 1 }),
    );
  });

  it('turns the pending invitations of the caller\'s own address into memberships with the invited role', async () => {
    const outcome = await asUser(
      db(),
      claimsOf('otherStartup'),
      async (tx) => {
        const joined = (await tx.query<{ joined: string[] }>('select public.accept_invitations() as joined')).rows[0]!.joined;
        const member = (await tx.query('select count(*)::int as n from public.organization_members where user_id = $1 and organization_id = $2', [ACCOUNTS.otherStartup.id, ORG.fikrLabs])).rows[0];
        const roles = (await tx.query('select role from public.organisation_roles where user_id = $1 and organization_id = $2 and is_active', [ACCOUNTS.otherStartup.id, ORG.fikrLabs])).rows;
        const invitation = (await tx.query('select status, accepted_by from public.organization_invitations')).rows[0];
        const current = (await tx.query('select organization_id from public.users where id = $1', [ACCOUNTS.otherStartup.id])).rows[0];
        return { joined, member, roles, invitation, current };
      },
      { setup: pendingForOtherStartup() },
    );
    expect(outcome).toEqual({
      joined: [ORG.fikrLabs],
      member: { n: 1 },
      roles: [{ role: 'editor' }],
      invitation: { status: 'accepted', accepted_by: ACCOUNTS.otherStartup.id },
      // They keep the organization they were in.
      current: { organization_id: ORG.nileRobotics },
    });
  });

  it.each([
    ['an expired invitation', pendingForOtherStartup({ expiresAt: "now() - interval '1 minute'" }), 'otherStartup'],
    ['a withdrawn invitation', pendingForOtherStartup({ status: 'revoked' }), 'otherStartup'],
    ["someone else's invitation", pendingForOtherStartup(), 'viewer'],
  ] as const)('does not accept %s', async (_what, setup, persona) => {
    const joined = await asUser(db(), claimsOf(persona), async (tx) => (await tx.query<{ joined: string[] }>('select public.accept_invitations() as joined')).rows[0]!.joined, { setup });
    expect(joined).toEqual([]);
  });

  it('sends an invited account no welcome mail, and a signed-up one a welcome', async () => {
    const welcomes = await asOwner(db(), async (tx) => {
      await tx.query("insert into auth.users (id, email, invited_at) values ('00000000-0000-4000-d000-000000000001', 'invited@example.test', now())");
      await tx.query("insert into auth.users (id, email) values ('00000000-0000-4000-d000-000000000002', 'signed-up@example.test')");
      return (await tx.query("select data ->> 'email' as email from public.background_jobs where data ->> 'action' = 'send-welcome' and data ->> 'email' like '%@example.test'")).rows;
    });
    expect(welcomes).toEqual([{ email: 'signed-up@example.test' }]);
  });
});
