// @vitest-environment jsdom
import { appStore } from '@fikrspace/app-store';
import { setDb } from '@fikrspace/db';
import { createFakeDb, refuse, type FakeDbOptions, type FakeRow } from '@fikrspace/db/testing';
import { ACCOUNTS, ORG } from '@fikrspace/db/testing/demo-ids';
import { renderPortalAt, userWithRole } from '@fikrspace/portal-host/testing';
import { getToastState } from '@fikrspace/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { offlineWhile, PREFIX, registerPageFrame } from '../../../lib/testing/page-frame';
import portal from '../../../portal';

/**
 * The startup portal's team page through its route and the fake client: the people context's real
 * fetchers, hooks, form rules and texts run, and the page shows what the database gives it. Who may
 * read and write which profile is the database's (supabase/tests/people); here the signed-in
 * member's matrix role decides which cards offer a form and whether the invitations show.
 */

const TEAM = `${PREFIX}/team`;
const STAMP = '2025-01-10T09:00:00Z';
const AVATAR = `http://127.0.0.1:54321/storage/v1/object/public/avatars/${ACCOUNTS.startup.id}/me.png`;

/** A member of Fikr Labs, with the matrix role they hold there. */
interface Person {
  id: string;
  email: string;
  first: string;
  last: string;
  role: string;
}

const SARA: Person = { ...ACCOUNTS.startup, first: 'Sara', last: 'Startup', role: 'owner' };
const YUSUF: Person = { ...ACCOUNTS.user, first: 'Yusuf', last: 'User', role: 'user' };
const VERA: Person = { ...ACCOUNTS.viewer, first: 'Vera', last: 'Viewer', role: 'viewer' };

function membership({ id, email, first, last }: Person, avatarUrl: string | null = null): FakeRow<'organization_members'> {
  return { user_id: id, organization_id: ORG.fikrLabs, created_at: STAMP, user: { id, email, first_name: first, last_name: last, avatar_url: avatarUrl, is_active: true, enterprise_role: { name: 'user', display_name: 'User' } } };
}

function profile(person: Person, fields: Partial<FakeRow<'team_member_profiles'>>): FakeRow<'team_member_profiles'> {
  return { organization_id: ORG.fikrLabs, user_id: person.id, title: null, equity_role: null, joined_on: null, linkedin_url: null, bio: null, display_order: 0, updated_at: STAMP, ...fields };
}

const PROFILES = [
  profile(VERA, { title: 'Customer Success Lead', equity_role: 'employee', joined_on: '2026-02-01', display_order: 21 }),
  profile(SARA, { title: 'Co-founder & CEO', equity_role: 'co_founder', joined_on: '2024-01-15', linkedin_url: 'https://www.linkedin.com/in/sara-startup', bio: 'Started Fikr Labs after six years in startup finance.', display_order: 1 }),
  profile(YUSUF, { title: 'Head of Engineering', equity_role: 'employee_with_equity', joined_on: '2024-06-03', display_order: 10 }),
];

/** Fikr Labs as the database holds it, signed in as `me` with their matrix role; the access managers are its matrix owners. */
function database(me: Person, { members = [membership(SARA, AVATAR), membership(YUSUF), membership(VERA)], answer }: { members?: FakeRow<'organization_members'>[]; answer?: FakeDbOptions['answer'] } = {}) {
  appStore.getState().setUser({ ...userWithRole(me.role), id: me.id, email: me.email });
  const fake = createFakeDb({
    answer,
    tables: {
      organization_members: members,
      team_member_profiles: PROFILES.map((row) => ({ ...row })),
      organisation_roles: [SARA, YUSUF, VERA].map((person) => ({ user_id: person.id, organization_id: ORG.fikrLabs, role: person.role, is_active: true, granted_by: null, created_at: STAMP })),
      user_permissions: [],
      organization_invitations: [{ id: 'invitation-1', organization_id: ORG.fikrLabs, email: 'lina.haddad@example.test', role: 'editor', status: 'pending', expires_at: '2026-12-03T10:00:00Z', created_at: STAMP }],
      // No product in the catalogue: the product gate lets the page through (it has tests of its own).
      fikr_products: [],
    },
    rpc: {
      can_manage_access: () => me.role === 'owner',
      revoke_invitation: ({ p_id }) => {
        const row = fake.rows('organization_invitations').find((invitation) => invitation.id === p_id);
        if (row) row.status = 'revoked';
        return Boolean(row);
      },
    },
    functions: {
      'invite-member': (body) => {
        if (body.email === VERA.email) return refuse({ code: 'P0001', message: 'This person is already a member of the organization.', details: null, hint: 'BUSINESS_RULE_VIOLATION', status: 409 });
        const row = { id: 'invitation-2', organization_id: ORG.fikrLabs, email: String(body.email).toLowerCase(), role: String(body.role), status: 'pending', expires_at: '2026-12-05T10:00:00Z', created_at: '2026-11-28T10:00:00Z' };
        fake.rows('organization_invitations').unshift(row);
        return { invitationId: row.id, email: row.email, role: row.role, expiresAt: row.expires_at };
      },
    },
  });
  setDb(fake.db);
  return fake;
}

const cardOf = async (name: string) => (await screen.findAllByTestId('team-member')).find((card) => within(card).queryByRole('heading', { name: new RegExp(name) }))!;
const field = (scope: HTMLElement, label: string) => within(scope).getByLabelText(label) as HTMLInputElement;
const toastTitles = () => getToastState().toasts.map((toast) => toast.title);

registerPageFrame();

describe('the startup portal’s team page', () => {
  it('shows the founders first, then the team, each with picture or initials, title, equity role, role, joining date, LinkedIn page and bio', async () => {
    database(SARA);
    renderPortalAt(portal, PREFIX, TEAM);
    expect(await screen.findByRole('heading', { level: 1, name: 'Team' })).toBeDefined();
    const founders = within(await screen.findByTestId('founders'));
    const members = within(screen.getByTestId('members'));
    expect(founders.getAllByTestId('team-member').map((card) => card.dataset.userId)).toEqual([SARA.id]);
    // The team's own order: Yusuf (10) before Vera (21).
    expect(members.getAllByTestId('team-member').map((card) => card.dataset.userId)).toEqual([YUSUF.id, VERA.id]);

    const sara = within(await cardOf('Sara Startup'));
    expect(sara.getByTestId('member-avatar').getAttribute('src')).toBe(AVATAR);
    expect(sara.getByText('You')).toBeDefined();
    expect(sara.getByTestId('member-title').textContent).toBe('Co-founder & CEO');
    expect(sara.getByTestId('equity-role').textContent).toBe('Co-founder');
    expect(sara.getByTestId('member-role').textContent).toBe('Access: Owner');
    expect(sara.getByTestId('member-joined').textContent).toBe('Joined Jan 15, 2024');
    expect(sara.getByTestId('member-bio').textContent).toBe('Started Fikr Labs after six years in startup finance.');
    const linkedin = sara.getByRole('link', { name: 'Sara Startup on LinkedIn (opens in a new tab)' });
    expect([linkedin.getAttribute('href'), linkedin.getAttribute('rel'), linkedin.getAttribute('target')]).toEqual(['https://www.linkedin.com/in/sara-startup', 'noopener noreferrer', '_blank']);

    const vera = within(await cardOf('Vera Viewer'));
    expect(vera.getByTestId('member-initials').textContent).toBe('VV');
    expect(vera.getByTestId('equity-role').textContent).toBe('Employee');
    // A member who may update the organization edits everyone's profile.
    expect(vera.getByRole('button', { name: 'Edit the profile of Vera Viewer' })).toBeDefined();
    // The access manager sees the open invitations.
    expect(within(screen.getByTestId('invitations')).getByTestId('pending-invitation').textContent).toContain('lina.haddad@example.test');
  });

  it('says so when the organization has no one yet, and still offers the invitations to its access manager', async () => {
    database(SARA, { members: [] });
    renderPortalAt(portal, PREFIX, TEAM);
    expect(await screen.findByText('No one on the team yet')).toBeDefined();
    expect(await screen.findByTestId('invite-form')).toBeDefined();
    expect(screen.queryByTestId('team-member')).toBeNull();
  });

  it('shows a failed read with a way to try again, which then shows the team', async () => {
    let offline = true;
    database(SARA, { answer: offlineWhile('team_member_profiles', () => offline) });
    renderPortalAt(portal, PREFIX, TEAM);
    const again = await screen.findByRole('button', { name: /try again/i });
    expect(screen.queryByTestId('team-member')).toBeNull();
    offline = false;
    fireEvent.click(again);
    expect(await cardOf('Yusuf User')).toBeDefined();
  });

  it('checks a profile beside its fields, keeps what was typed, then saves the standing too for a member who may update the organization', async () => {
    const fake = database(SARA);
    renderPortalAt(portal, PREFIX, TEAM);
    const card = await cardOf('Yusuf User');
    const edit = within(card).getByRole('button', { name: 'Edit the profile of Yusuf User' });
    fireEvent.click(edit);
    const form = await within(card).findByTestId('team-profile-form');
    await waitFor(() => expect(document.activeElement).toBe(field(form, 'Title')));
    fireEvent.change(field(form, 'Title'), { target: { value: 'T'.repeat(121) } });
    fireEvent.change(field(form, 'LinkedIn page'), { target: { value: 'https://example.com/yusuf' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText('Keep the title to 120 characters or fewer.')).toBeDefined();
    expect(within(form).getByText('Enter a LinkedIn address such as https://www.linkedin.com/in/your-name.')).toBeDefined();
    expect(field(form, 'Title').getAttribute('aria-invalid')).toBe('true');
    expect(field(form, 'LinkedIn page').value).toBe('https://example.com/yusuf');
    expect(fake.calls.filter((call) => call.method === 'upsert')).toEqual([]);

    fireEvent.change(field(form, 'Title'), { target: { value: '  CTO  ' } });
    fireEvent.change(field(form, 'LinkedIn page'), { target: { value: 'linkedin.com/in/yusuf-user' } });
    fireEvent.change(field(form, 'Equity role'), { target: { value: 'co_founder' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(toastTitles()).toEqual(['The profile of Yusuf User was saved.']));
    expect(fake.calls.find((call) => call.method === 'upsert')).toMatchObject({
      onConflict: 'organization_id,user_id',
      values: { organization_id: ORG.fikrLabs, user_id: YUSUF.id, title: 'CTO', linkedin_url: 'https://linkedin.com/in/yusuf-user', bio: null, equity_role: 'co_founder', joined_on: '2024-06-03' },
    });
    // Now a co-founder: among the founders, with what the database kept, the form closed.
    await waitFor(() => expect(within(screen.getByTestId('founders')).getAllByTestId('team-member').map((entry) => entry.dataset.userId)).toEqual([SARA.id, YUSUF.id]));
    const moved = await cardOf('Yusuf User');
    expect(within(moved).getByTestId('member-title').textContent).toBe('CTO');
    expect(within(moved).queryByTestId('team-profile-form')).toBeNull();
  });

  it('lets a member who may not update the organization edit only their own title, LinkedIn page and bio, and shows no invitations', async () => {
    const fake = database(VERA);
    renderPortalAt(portal, PREFIX, TEAM);
    expect((await screen.findByTestId('own-profile-note')).textContent).toContain('You can edit your own profile.');
    expect(within(await cardOf('Sara Startup')).queryByRole('button', { name: /edit/i })).toBeNull();
    expect(within(await cardOf('Yusuf User')).queryByRole('button', { name: /edit/i })).toBeNull();
    const own = await cardOf('Vera Viewer');
    fireEvent.click(within(own).getByRole('button', { name: 'Edit your profile' }));
    const form = await within(own).findByTestId('team-profile-form');
    expect(within(form).queryByLabelText('Equity role')).toBeNull();
    expect(within(form).queryByLabelText('Joined on')).toBeNull();
    fireEvent.change(field(form, 'Bio'), { target: { value: 'Keeps our customers happy.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(fake.calls.find((call) => call.method === 'upsert')?.values).toEqual({ organization_id: ORG.fikrLabs, user_id: VERA.id, title: 'Customer Success Lead', linkedin_url: null, bio: 'Keeps our customers happy.' }));
    expect(screen.queryByTestId('invitations')).toBeNull();
  });

  it('checks an invitation’s address, invites with the chosen role, lists it, says why one was refused, and withdraws one', async () => {
    const fake = database(SARA);
    renderPortalAt(portal, PREFIX, TEAM);
    const panel = within(await screen.findByTestId('invitations'));
    fireEvent.change(panel.getByLabelText('E-mail address'), { target: { value: 'not an address' } });
    fireEvent.click(panel.getByRole('button', { name: 'Send invitation' }));
    expect(await panel.findByText('Enter a valid e-mail address.')).toBeDefined();
    expect(fake.calls.filter((call) => call.function)).toEqual([]);

    fireEvent.change(panel.getByLabelText('E-mail address'), { target: { value: ' Karim@Example.test ' } });
    fireEvent.change(panel.getByLabelText('Role'), { target: { value: 'admin' } });
    fireEvent.click(panel.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(toastTitles()).toContain('Invitation sent to karim@example.test as Admin.'));
    expect(fake.calls.find((call) => call.function === 'invite-member')?.args).toEqual({ organizationId: ORG.fikrLabs, email: 'Karim@Example.test', role: 'admin' });
    expect((panel.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(panel.getAllByTestId('pending-invitation').map((row) => row.querySelector('bdi')?.textContent)).toEqual(['karim@example.test', 'lina.haddad@example.test']));

    fireEvent.change(panel.getByLabelText('E-mail address'), { target: { value: VERA.email } });
    fireEvent.click(panel.getByRole('button', { name: 'Send invitation' }));
    expect((await panel.findByTestId('action-error')).textContent).toBe('The invitation was not sent. This person is already a member of the organization.');
    expect((panel.getByLabelText('E-mail address') as HTMLInputElement).value).toBe(VERA.email);

    fireEvent.click(panel.getByRole('button', { name: 'Withdraw the invitation of lina.haddad@example.test' }));
    await waitFor(() => expect(toastTitles()).toContain('The invitation of lina.haddad@example.test was withdrawn.'));
    await waitFor(() => expect(panel.getAllByTestId('pending-invitation')).toHaveLength(1));
  });
});
