import type { DbClient } from '@fikrspace/db';
import { ACCOUNTS, ORG } from '@fikrspace/db/testing/demo-ids';
import { signedInAs } from '@fikrspace/db/testing/signed-in-as';
import { SUPABASE_DIR } from '@fikrspace/local-backend/migrate';
import { SETUP_TIMEOUT, startBackend, targets, uniqueEmail } from '@fikrspace/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamProfile } from '../model';
import { getCanManageAccess } from './get-can-manage-access';
import { getInvitations } from './get-invitations';
import { getTeamMembers } from './get-team-members';
import { getTeamProfiles } from './get-team-profiles';
import { getTeamRoles } from './get-team-roles';
import { inviteMember } from './invite-member';
import { revokeInvitation } from './revoke-invitation';
import { saveTeamProfile } from './save-team-profile';

/**
 * Every people fetcher once against the local backend, its migrations, seed and edge functions,
 * signed in as demo accounts: what each gets back is row level security's answer. One engine is
 * enough here: the persona tests (supabase/tests/people, supabase/tests/invitations) hold the
 * policies on both.
 */

type Backend = Awaited<ReturnType<typeof startBackend>>;

const [target] = await targets();
const FIKR_LABS = ORG.fikrLabs;
/** Fikr Labs in the seed: eight demo accounts, and multi-org who also belongs to Mentor Circle. */
const FIKR_LABS_MEMBERS = 9;
/** The open invitations the seed gives Fikr Labs, newest first. */
const SEEDED_INVITATIONS = ['karim.nasser@example.test', 'lina.haddad@example.test'];

describe(`the people fetchers against the local backend (${target!.name})`, () => {
  let backend: Backend;
  const as = (account: { email: string }): Promise<DbClient> => signedInAs(backend, account);
  const profileOf = (profiles: TeamProfile[], userId: string) => profiles.find((profile) => profile.user_id === userId);

  beforeAll(async () => {
    backend = await startBackend(target!, { supabaseDir: SUPABASE_DIR, functionsDir: `${SUPABASE_DIR}/functions` });
    // Each sign-in hashes a password: done once here, within the setup's time.
    await Promise.all([ACCOUNTS.owner, ACCOUNTS.manager, ACCOUNTS.viewer, ACCOUNTS.startup, ACCOUNTS.otherStartup].map(as));
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await backend?.close();
  });

  it('gives owner@ the Fikr Labs team by name with every role, and the right to administer it, as manager@', async () => {
    const db = await as(ACCOUNTS.owner);
    expect(await getCanManageAccess(db, FIKR_LABS)).toBe(true);
    expect(await getCanManageAccess(await as(ACCOUNTS.manager), FIKR_LABS)).toBe(true);

    const members = await getTeamMembers(db, FIKR_LABS);
    expect(members).toHaveLength(FIKR_LABS_MEMBERS);
    expect(members.map((member) => member.name)).toEqual([...members.map((member) => member.name)].sort((a, b) => a.localeCompare(b)));
    expect(members.find((member) => member.userId === ACCOUNTS.viewer.id)).toMatchObject({ name: 'Vera Viewer', email: 'viewer@fikrspace.test', avatarUrl: null, isActive: true, enterpriseRole: { name: 'viewer' } });
    expect(members.find((member) => member.userId === ACCOUNTS.owner.id)?.enterpriseRole).toMatchObject({ name: 'owner', displayName: expect.any(String) });

    const roles = await getTeamRoles(db, FIKR_LABS);
    // manager@ holds no matrix role in the seed.
    expect(roles).toHaveLength(FIKR_LABS_MEMBERS - 1);
    expect(roles.find((role) => role.userId === ACCOUNTS.viewer.id)).toMatchObject({ role: 'viewer', grantedBy: ACCOUNTS.owner.id });
    expect(roles.some((role) => role.userId === ACCOUNTS.manager.id)).toBe(false);
  });

  it('shows viewer@ the whole team with its profiles, but only their own role, and no invitations', async () => {
    const db = await as(ACCOUNTS.viewer);
    expect(await getCanManageAccess(db, FIKR_LABS)).toBe(false);
    expect(await getTeamMembers(db, FIKR_LABS)).toHaveLength(FIKR_LABS_MEMBERS);
    expect((await getTeamRoles(db, FIKR_LABS)).map((role) => role.userId)).toEqual([ACCOUNTS.viewer.id]);
    expect(await getTeamProfiles(db, FIKR_LABS)).toHaveLength(FIKR_LABS_MEMBERS);
    expect(await getInvitations(db, FIKR_LABS)).toEqual([]);
  });

  it('shows other-startup@ nothing of Fikr Labs, and its own team', async () => {
    const db = await as(ACCOUNTS.otherStartup);
    expect(await getCanManageAccess(db, FIKR_LABS)).toBe(false);
    expect(await getTeamMembers(db, FIKR_LABS)).toEqual([]);
    expect(await getTeamRoles(db, FIKR_LABS)).toEqual([]);
    expect(await getTeamProfiles(db, FIKR_LABS)).toEqual([]);
    expect(await getInvitations(db, FIKR_LABS)).toEqual([]);
    expect(await getCanManageAccess(db, ORG.nileRobotics)).toBe(true);
    expect(await getTeamProfiles(db, ORG.nileRobotics)).toEqual([expect.objectContaining({ user_id: ACCOUNTS.otherStartup.id, title: 'Founder & CEO', equity_role: 'founder' })]);
  });

  it('answers an address that is not an id without asking the database', async () => {
    const db = await as(ACCOUNTS.owner);
    expect(await getCanManageAccess(db, 'not-an-id')).toBe(false);
    expect(await getTeamMembers(db, 'not-an-id')).toEqual([]);
    expect(await getTeamRoles(db, 'not-an-id')).toEqual([]);
    expect(await getTeamProfiles(db, 'not-an-id')).toEqual([]);
    expect(await getInvitations(db, 'not-an-id')).toEqual([]);
  });

  it('saves startup@’s own profile and a colleague’s standing, and refuses viewer@ a founding of their own', async () => {
    const startup = await as(ACCOUNTS.startup);
    const seeded = await getTeamProfiles(startup, FIKR_LABS);
    const sara = profileOf(seeded, ACCOUNTS.startup.id)!;
    const vera = profileOf(seeded, ACCOUNTS.viewer.id)!;
    expect(sara).toMatchObject({ title: 'Co-founder & CEO', equity_role: 'co_founder', linkedin_url: expect.stringMatching(/^https:\/\/www\.linkedin\.com\/in\//) });
    const restore = async () => {
      for (const { user_id: userId, title, linkedin_url, bio, equity_role, joined_on } of [sara, vera]) {
        await saveTeamProfile(startup, { organizationId: FIKR_LABS, userId, fields: { title, linkedin_url, bio, equity_role, joined_on } });
      }
    };
    try {
      const saved = await saveTeamProfile(startup, { organizationId: FIKR_LABS, userId: ACCOUNTS.startup.id, fields: { title: 'CEO', linkedin_url: sara.linkedin_url, bio: null } });
      expect(saved).toMatchObject({ title: 'CEO', bio: null, equity_role: 'co_founder', joined_on: sara.joined_on });
      const promoted = await saveTeamProfile(startup, { organizationId: FIKR_LABS, userId: ACCOUNTS.viewer.id, fields: { title: vera.title, linkedin_url: null, bio: null, equity_role: 'employee_with_equity', joined_on: vera.joined_on } });
      expect(promoted).toMatchObject({ equity_role: 'employee_with_equity', linkedin_url: null });
      expect(profileOf(await getTeamProfiles(startup, FIKR_LABS), ACCOUNTS.startup.id)).toEqual(saved);

      const viewer = await as(ACCOUNTS.viewer);
      const own = await saveTeamProfile(viewer, { organizationId: FIKR_LABS, userId: ACCOUNTS.viewer.id, fields: { title: 'Head of Customer Success', linkedin_url: null, bio: 'Keeps customers happy.' } });
      expect(own).toMatchObject({ title: 'Head of Customer Success', equity_role: 'employee_with_equity' });
      await expect(saveTeamProfile(viewer, { organizationId: FIKR_LABS, userId: ACCOUNTS.viewer.id, fields: { title: own.title, linkedin_url: null, bio: null, equity_role: 'co_founder', joined_on: own.joined_on } })).rejects.toMatchObject({
        code: 'PERMISSION_DENIED',
      });
      await expect(saveTeamProfile(viewer, { organizationId: FIKR_LABS, userId: ACCOUNTS.startup.id, fields: { title: 'Taken over', linkedin_url: null, bio: null } })).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    } finally {
      await restore();
    }
  });

  it('lets startup@ read the open invitations, invite someone through invite-member and withdraw it; viewer@ may not invite', async () => {
    const db = await as(ACCOUNTS.startup);
    expect((await getInvitations(db, FIKR_LABS)).map((invitation) => invitation.email)).toEqual(SEEDED_INVITATIONS);
    const email = uniqueEmail('teammate');
    const sent = await inviteMember(db, { organizationId: FIKR_LABS, email, role: 'editor' });
    expect(sent).toMatchObject({ invitationId: expect.any(String), email, role: 'editor', expiresAt: expect.any(String) });
    expect((await getInvitations(db, FIKR_LABS))[0]).toMatchObject({ id: sent.invitationId, email, role: 'editor', status: 'pending' });
    await revokeInvitation(db, sent.invitationId);
    expect((await getInvitations(db, FIKR_LABS)).map((invitation) => invitation.email)).toEqual(SEEDED_INVITATIONS);

    await expect(inviteMember(await as(ACCOUNTS.viewer), { organizationId: FIKR_LABS, email: uniqueEmail('teammate'), role: 'viewer' })).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
  });
});
