import { describe, expect, it } from 'vitest';
import { asOwner, asService, asUser, rejectionOf, targets, useDatabase } from '../support/database';
import { ACCOUNTS, AUDIENCE_OWNERS, ORG, OTHER_TENANT_OWNERS, claimsOf } from '../support/demo';
import { PERSONA_SWEEP_TIMEOUT, every, expectOutcomes, readOutcomes, writeOutcomes } from '../support/outcomes';

const INVITEE = 'new.person@example.test';
const invite = (organization: string, email = INVITEE, role = 'viewer') => `select (public.create_invitation('${organization}', '${email}', '${role}') ->> 'id' is not null)::int as count`;
// other-startup@ (owner of Nile Robotics) invited to Fikr Labs as an editor. The audience owners
// manage their own organizations only and are not invited.
// The link's token is stored as its SHA-256, as the job worker stores it when it writes the mail.
const TOKEN = 'a-token-of-an-invitation-link-0123456789';
const pendingForOtherStartup = ({ expiresAt = "now() + interval '7 days'", status = 'pending', email = ACCOUNTS.otherStartup.email as string } = {}) =>
  `insert into public.organization_invitations (id, organization_id, email, role, status, expires_at, invited_by, token_hash)
   values ('00000000-0000-4000-c000-000000000001', '${ORG.fikrLabs}', '${email}', 'editor', '${status}', ${expiresAt}, '${ACCOUNTS.startup.id}',
           encode(sha256(convert_to('${TOKEN}', 'UTF8')), 'hex'))`;
const INVALID_LINK = 'This invitation link is no longer valid: it has expired, was withdrawn, was already used or was replaced by a newer invitation.';

describe.each(targets)('organization invitations on $name', (target) => {
  const db = useDatabase(target);

  it('only the access managers of an organization invite to it: operators and the matrix owner in Fikr Labs', async () => {
    expect(await readOutcomes(db(), invite(ORG.fikrLabs))).toEqual(expectOutcomes('denied', { owner: 1, manager: 1, startup: 1, ...every(OTHER_TENANT_OWNERS, 'denied') }));
  });

  it('another organization is invited to only by its own access manager, not by the operators who are not members', async () => {
    expect(await readOutcomes(db(), invite(ORG.nileRobotics))).toEqual(expectOutcomes('denied', { otherStartup: 1, ...every(AUDIENCE_OWNERS, 'denied') }));
    expect(await readOutcomes(db(), invite(ORG.oasisVentures))).toEqual(expectOutcomes('denied', { investor: 1 }));
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
      return (await tx.query('select email, role, status, invited_by from public.organization_invitations where email = $1', [INVITEE])).rows;
    });
    expect(rows).toEqual([{ email: INVITEE, role: 'editor', status: 'pending', invited_by: ACCOUNTS.owner.id }]);
  });

  it("is read by the organization's access managers, the operators and the invited address only", async () => {
    // With Fikr Labs' two open invitations of the seed (supabase/seeds/48_people_team.sql).
    expect(await readOutcomes(db(), 'select count(*) from public.organization_invitations', [], { setup: pendingForOtherStartup() })).toEqual(
      expectOutcomes(0, { anon: 'denied', owner: 3, manager: 3, startup: 3, otherStartup: 1, ...every(AUDIENCE_OWNERS, 0) }),
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
      expectOutcomes('denied', { owner: 1, manager: 1, startup: 1, ...every(AUDIENCE_OWNERS, 'denied') }),
    );
  });

  it('shows the invitation to whoever holds its link, signed in or not', async () => {
    expect(await readOutcomes(db(), 'select (public.invitation_for_token($1) is not null)::int as count', [TOKEN], { setup: pendingForOtherStartup() })).toEqual(expectOutcomes(1));
    const shown = await asUser(db(), null, async (tx) => (await tx.query('select public.invitation_for_token($1) as shown', [TOKEN])).rows[0], { setup: pendingForOtherStartup() });
    expect(shown).toEqual({ shown: { email: ACCOUNTS.otherStartup.email, role: 'editor', organizationName: 'Fikr Labs', expiresAt: expect.any(String), hasAccount: true } });
  });

  it.each([
    ['a confirmed account', ACCOUNTS.otherStartup.email, '', true],
    ['no account', INVITEE, '', false],
    // Registered by anyone, never confirmed: the address's owner creates their own account.
    ['an unconfirmed account', INVITEE, `with account as (insert into auth.users (id, email, encrypted_password) values ('00000000-0000-4000-d000-000000000009', '${INVITEE}', 'x')) `, false],
  ])('says whether the invited address has an account: %s', async (_what, email, account, hasAccount) => {
    const shown = await asUser(db(), null, async (tx) => (await tx.query<{ shown: { hasAccount: boolean } }>('select public.invitation_for_token($1) as shown', [TOKEN])).rows[0]!.shown, {
      setup: `${account}${pendingForOtherStartup({ email })}`,
    });
    expect(shown.hasAccount).toBe(hasAccount);
  });

  it.each([
    ['an unknown token', pendingForOtherStartup(), 'not-the-token-of-any-invitation'],
    ['a token too short to be one', pendingForOtherStartup(), 'short'],
    ['an expired invitation', pendingForOtherStartup({ expiresAt: "now() - interval '1 minute'" }), TOKEN],
    ['a withdrawn invitation', pendingForOtherStartup({ status: 'revoked' }), TOKEN],
    ['an accepted invitation', pendingForOtherStartup({ status: 'accepted' }), TOKEN],
  ])('refuses the link of %s with one message for every case', async (_what, setup, token) => {
    const error = await rejectionOf(asUser(db(), null, (tx) => tx.query('select public.invitation_for_token($1)', [token]), { setup }));
    expect({ code: error.code, message: error.message, hint: error.hint }).toEqual({ code: 'P0001', message: INVALID_LINK, hint: 'INVALID_INVITATION' });
  });

  it("tells who owns an invitation's address to the service role only", async () => {
    expect(await readOutcomes(db(), 'select (public.invitation_account($1) is not null)::int as count', [TOKEN], { setup: pendingForOtherStartup() })).toEqual(expectOutcomes('denied'));
    const account = await asService(db(), async (tx) => (await tx.query('select public.invitation_account($1) as account', [TOKEN])).rows[0], { setup: pendingForOtherStartup() });
    expect(account).toEqual({ account: { email: ACCOUNTS.otherStartup.email, accountId: ACCOUNTS.otherStartup.id, confirmed: true } });
  });

  it("is accepted with its link's token by the invited address's owner only", async () => {
    const accept = 'select (public.accept_invitation($1) is not null)::int as count';
    expect(await readOutcomes(db(), accept, [TOKEN], { setup: pendingForOtherStartup() })).toEqual(expectOutcomes('denied', { otherStartup: 1, ...every(AUDIENCE_OWNERS, 'denied') }));
    const error = await rejectionOf(asUser(db(), claimsOf('viewer'), (tx) => tx.query('select public.accept_invitation($1)', [TOKEN]), { setup: pendingForOtherStartup() }));
    expect({ code: error.code, hint: error.hint }).toEqual({ code: '42501', hint: 'WRONG_ACCOUNT' });
  });

  it('turns the invitation into a membership with the invited role, once', async () => {
    const outcome = await asUser(
      db(),
      claimsOf('otherStartup'),
      async (tx) => {
        const joined = (await tx.query<{ joined: string }>('select public.accept_invitation($1) as joined', [TOKEN])).rows[0]!.joined;
        const member = (await tx.query('select count(*)::int as n from public.organization_members where user_id = $1 and organization_id = $2', [ACCOUNTS.otherStartup.id, ORG.fikrLabs])).rows[0];
        const roles = (await tx.query('select role from public.organisation_roles where user_id = $1 and organization_id = $2 and is_active', [ACCOUNTS.otherStartup.id, ORG.fikrLabs])).rows;
        const invitation = (await tx.query('select status, accepted_by, token_hash from public.organization_invitations')).rows[0];
        const current = (await tx.query('select organization_id from public.users where id = $1', [ACCOUNTS.otherStartup.id])).rows[0];
        const again = await tx.query('savepoint again').then(() => rejectionOf(tx.query('select public.accept_invitation($1)', [TOKEN])));
        await tx.query('rollback to savepoint again');
        return { joined, member, roles, invitation, current, again: again.hint };
      },
      { setup: pendingForOtherStartup() },
    );
    expect(outcome).toEqual({
      joined: ORG.fikrLabs,
      member: { n: 1 },
      roles: [{ role: 'editor' }],
      invitation: { status: 'accepted', accepted_by: ACCOUNTS.otherStartup.id, token_hash: null },
      // They keep the organization they were in.
      current: { organization_id: ORG.nileRobotics },
      again: 'INVALID_INVITATION',
    });
  });

  it('no longer accepts invitations without their token', async () => {
    const error = await rejectionOf(asUser(db(), claimsOf('otherStartup'), (tx) => tx.query('select public.accept_invitations()'), { setup: pendingForOtherStartup() }));
    expect(error.code).toBe('42883');
  });

  describe('limits how many invitations go out', () => {
    // Earlier sends: how many, by which organization and inviter, to which address, how long ago.
    const sends = (count: number, organization: string, inviter: string | null, email: string | null, ago: string) =>
      `select '${organization}'::uuid, ${inviter ? `'${inviter}'::uuid` : 'null::uuid'}, coalesce(${email ? `'${email}'` : 'null'}, 'someone-' || n || '@example.test'), now() - interval '${ago}'
       from generate_series(1, ${count}) n`;
    const SENT = (...groups: string[]) => `insert into app.invitation_sends (organization_id, inviter_id, email, created_at) ${groups.join(' union all ')}`;
    it.each([
      ['per inviter', SENT(sends(20, ORG.nileRobotics, ACCOUNTS.owner.id, null, '10 minutes')), 'You have sent too many invitations in the last hour. Try again later.'],
      ['per organization', SENT(sends(50, ORG.fikrLabs, null, null, '10 minutes')), 'This organization has sent too many invitations in the last hour. Try again later.'],
      ['per address', SENT(sends(3, ORG.nileRobotics, null, INVITEE, '20 hours')), 'This address has been sent too many invitations today. Try again tomorrow.'],
    ])('%s', async (_limit, setup, message) => {
      const error = await rejectionOf(asUser(db(), claimsOf('owner'), (tx) => tx.query(invite(ORG.fikrLabs)), { setup }));
      expect({ code: error.code, message: error.message, hint: error.hint }).toEqual({ code: 'P0001', message, hint: 'RATE_LIMITED' });
    });

    it('counts renewals too, and forgets sends older than their window', async () => {
      const outcome = await asUser(
        db(),
        claimsOf('owner'),
        async (tx) => {
          for (let n = 0; n < 3; n += 1) await tx.query(invite(ORG.fikrLabs));
          const fourth = await tx.query('savepoint fourth').then(() => rejectionOf(tx.query(invite(ORG.fikrLabs))));
          await tx.query('rollback to savepoint fourth');
          return { fourth: fourth.hint, other: (await tx.query(invite(ORG.fikrLabs, 'someone.else@example.test'))).rows[0] };
        },
        { setup: SENT(sends(20, ORG.fikrLabs, ACCOUNTS.owner.id, null, '2 hours'), sends(3, ORG.fikrLabs, null, 'someone.else@example.test', '2 days')) },
      );
      expect(outcome).toEqual({ fourth: 'RATE_LIMITED', other: { count: 1 } });
    });
  });

  it.each([
    // [account, how it comes to be confirmed, welcomed]
    ['a signed-up account', "insert into auth.users (id, email, encrypted_password) values ($1, 'signed-up@example.test', 'x')", 'update auth.users set email_confirmed_at = now() where id = $1', true],
    ['a signed-up account never confirmed', "insert into auth.users (id, email, encrypted_password) values ($1, 'signed-up@example.test', 'x')", 'select 1 where $1::uuid is not null', false],
    ['an invited account', "insert into auth.users (id, email, invited_at) values ($1, 'invited@example.test', now())", 'update auth.users set email_confirmed_at = now() where id = $1', false],
    [
      'an account created to accept an invitation',
      `insert into public.organization_invitations (organization_id, email, role) values ('${ORG.fikrLabs}', 'invitee@example.test', 'viewer');
       insert into auth.users (id, email, encrypted_password) values ($1, 'invitee@example.test', 'x')`,
      'update auth.users set email_confirmed_at = now() where id = $1',
      false,
    ],
    ['an account created confirmed (the seed)', "insert into auth.users (id, email, email_confirmed_at) values ($1, 'seeded@example.test', now())", 'update auth.users set last_sign_in_at = now() where id = $1', false],
  ])('sends %s a welcome mail only once its address is confirmed', async (_what, create, confirm, welcomed) => {
    const id = '00000000-0000-4000-d000-000000000001';
    const welcomes = await asOwner(db(), async (tx) => {
      for (const statement of create.split(';')) await tx.query(statement, statement.includes('$1') ? [id] : []);
      const before = (await tx.query("select count(*)::int as n from public.background_jobs where data ->> 'action' = 'send-welcome' and data ->> 'userId' = $1", [id])).rows[0];
      await tx.query(confirm, [id]);
      const after = (await tx.query("select data from public.background_jobs where data ->> 'action' = 'send-welcome' and data ->> 'userId' = $1", [id])).rows;
      return { before, after };
    });
    expect(welcomes.before).toEqual({ n: 0 });
    expect(welcomes.after).toEqual(welcomed ? [{ data: { action: 'send-welcome', userId: id, email: expect.stringMatching(/@example\.test$/) } }] : []);
  });
}, PERSONA_SWEEP_TIMEOUT);
