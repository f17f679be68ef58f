// @vitest-environment jsdom
import { setDb } from '@fikrspace/db';
import { i18n } from '@fikrspace/i18n';
import { initTestI18n } from '@fikrspace/i18n/testing';
import { renderPortalAt } from '@fikrspace/portal-host/testing';
import { getToastState } from '@fikrspace/ui';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import portal from '../../../portal';
import { resetPageTest, signInOwnerForTest } from '../../../testing/signed-in-owner';
import { CAP_ID, createFakeTeam, MANAGER, ORG_ID, OWNER, VIEWER } from '../../../testing/fake-team';

const PREFIX = '/fikrspace/office';
const PAGE = `${PREFIX}/organizations/${ORG_ID}`;
const DENIED = { code: '42501', message: 'Permission denied: write on admin', details: null, hint: 'PERMISSION_DENIED' };

let wide = true;
let team: ReturnType<typeof createFakeTeam>;

beforeAll(async () => {
  window.matchMedia = ((query: string) =>
    ({ matches: query.includes('min-width: 768px') ? wide : false, media: query, onchange: null, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false }) as MediaQueryList);
  await initTestI18n('en');
});

beforeEach(async () => {
  await i18n.changeLanguage('en');
  wide = true;
  team = createFakeTeam();
  setDb(team.db);
  signInOwnerForTest();
});

afterEach(resetPageTest);

function memberRow(email: string): HTMLElement {
  const row = screen.getAllByTestId('team-member').find((node) => node.getAttribute('data-email') === email);
  if (!row) throw new Error(`no member ${email}`);
  return row;
}

async function openVera(): Promise<HTMLElement> {
  await screen.findByTestId('team-table');
  const toggle = within(memberRow(VIEWER.email)).getByRole('button', { name: /Manage access/ });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  const panel = document.getElementById(toggle.getAttribute('aria-controls')!);
  expect(panel).not.toBeNull();
  return panel!;
}

describe('organization access page', () => {
  it('shows the loading screen while the organization is read', async () => {
    team.hold('organizations');
    renderPortalAt(portal, PREFIX, PAGE);
    // The first render of a file also loads the page and its namespace.
    expect(await screen.findByRole('heading', { level: 1, name: 'Team and access' }, { timeout: 5_000 })).toBeTruthy();
    expect(await screen.findByTestId('loading-screen')).toBeTruthy();
  });

  it('shows the error panel when the organization cannot be read', async () => {
    team.failNext('organizations', { code: '08006', message: 'connection failure' });
    renderPortalAt(portal, PREFIX, PAGE);
    expect(await screen.findByTestId('error-panel', {}, { timeout: 5_000 })).toBeTruthy();
  });

  it('says so when the organization is not there, or the address holds no id', async () => {
    team.rows('organizations').splice(0);
    renderPortalAt(portal, PREFIX, PAGE);
    expect(await screen.findByText('Organization not found')).toBeTruthy();
    cleanup();
    renderPortalAt(portal, PREFIX, `${PREFIX}/organizations/not-an-id`);
    expect(await screen.findByText('Organization not found')).toBeTruthy();
  });

  it('lists the members in a table with e-mail, platform role and the role select', async () => {
    renderPortalAt(portal, PREFIX, PAGE);
    expect(await screen.findByText('Fikr Labs · Startup')).toBeTruthy();
    await screen.findByTestId('team-table');
    expect(screen.queryByTestId('access-read-only')).toBeNull();
    expect(screen.getAllByTestId('team-member').map((row) => row.getAttribute('data-email'))).toEqual([MANAGER.email, OWNER.email, VIEWER.email]);
    const vera = memberRow(VIEWER.email);
    expect(within(vera).getByText('Vera Viewer')).toBeTruthy();
    expect(within(vera).getByText(VIEWER.email)).toBeTruthy();
    expect(within(vera).getByText('Viewer', { selector: 'span' })).toBeTruthy();
    expect((within(vera).getByLabelText('Role of Vera Viewer') as HTMLSelectElement).value).toBe('viewer');
    const malik = within(memberRow(MANAGER.email)).getByLabelText('Role of Malik Manager') as HTMLSelectElement;
    expect(malik.value).toBe('');
    expect(malik.selectedOptions[0]?.textContent).toBe('No role');
  });

  it('shows cards instead of a table on a phone', async () => {
    wide = false;
    renderPortalAt(portal, PREFIX, PAGE);
    expect(await screen.findByTestId('team-cards')).toBeTruthy();
    expect(screen.queryByTestId('team-table')).toBeNull();
  });

  it('assigns a role through assign_role and says so', async () => {
    renderPortalAt(portal, PREFIX, PAGE);
    await screen.findByTestId('team-table');
    const select = within(memberRow(MANAGER.email)).getByLabelText('Role of Malik Manager') as HTMLSelectElement;
    fireEvent.change(select, { target: { value: 'editor' } });
    await waitFor(() => expect(getToastState().toasts[0]?.title).toBe('Malik Manager is now Editor.'));
    expect(team.calls.find((call) => call.rpc === 'assign_role')?.args).toEqual({ p_user_id: expect.any(String), p_organization_id: ORG_ID, p_role: 'editor' });
    await waitFor(() => expect(select.value).toBe('editor'));
  });

  it('shows a refused role change next to the select and keeps the actual role', async () => {
    team.failNext('assign_role', DENIED);
    renderPortalAt(portal, PREFIX, PAGE);
    await screen.findByTestId('team-table');
    const vera = memberRow(VIEWER.email);
    fireEvent.change(within(vera).getByLabelText('Role of Vera Viewer'), { target: { value: 'admin' } });
    const alert = await within(vera).findByRole('alert');
    expect(alert.textContent).toContain('Permission denied: write on admin');
    expect((within(vera).getByLabelText('Role of Vera Viewer') as HTMLSelectElement).value).toBe('viewer');
  });

  it('opens a member’s access from the keyboard-operable toggle and turns a product on', async () => {
    renderPortalAt(portal, PREFIX, PAGE);
    const panel = await openVera();
    const cap = within(panel).getByRole('switch', { name: 'Fikr Cap' });
    expect(cap.getAttribute('aria-checked')).toBe('false');
    expect(cap.closest('li')!.textContent).toMatch(/Turned off by Olivia Owner · Nov 20, 2026/);
    const os = within(panel).getByRole('switch', { name: 'Fikr OS' });
    expect(os.getAttribute('aria-checked')).toBe('true');
    expect(os.closest('li')!.textContent).toMatch(/Turned on by System · /);
    expect(os.closest('li')!.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-20T09:30:00.000Z');

    const release = team.hold('set_product_access');
    fireEvent.click(cap);
    await waitFor(() => expect(cap.hasAttribute('disabled')).toBe(true));
    expect(cap.getAttribute('aria-checked')).toBe('true');
    release();
    await waitFor(() => expect(getToastState().toasts[0]?.title).toBe('Fikr Cap turned on for Vera Viewer.'));
    await waitFor(() => expect(cap.hasAttribute('disabled')).toBe(false));
    expect(cap.getAttribute('aria-checked')).toBe('true');
    expect(team.calls.find((call) => call.rpc === 'set_product_access')?.args).toEqual({ p_user_id: VIEWER.id, p_organization_id: ORG_ID, p_product_id: CAP_ID, p_enabled: true });
  });

  it('shows a refused product change next to its switch, and the switch stays off', async () => {
    team.failNext('set_product_access', DENIED);
    renderPortalAt(portal, PREFIX, PAGE);
    const panel = await openVera();
    const cap = within(panel).getByRole('switch', { name: 'Fikr Cap' });
    fireEvent.click(cap);
    const row = cap.closest('li')!;
    expect((await within(row).findByRole('alert')).textContent).toBe('Access to Fikr Cap was not changed. Permission denied: write on admin');
    expect(cap.getAttribute('aria-checked')).toBe('false');
    expect(cap.hasAttribute('disabled')).toBe(false);
  });

  it('lists explicit grants with their state and revokes an active one', async () => {
    renderPortalAt(portal, PREFIX, PAGE);
    const panel = await openVera();
    const grant = within(panel).getByTestId('permission-grant');
    expect(grant.getAttribute('data-state')).toBe('granted');
    expect(grant.textContent).toContain('No expiry');
    expect(grant.textContent).toContain('Granted by Olivia Owner');
    fireEvent.click(within(grant).getByRole('button', { name: 'Revoke Cap table · Write' }));
    await waitFor(() => expect(within(panel).getByTestId('permission-grant').getAttribute('data-state')).toBe('revoked'));
    expect(within(panel).getByTestId('permission-grant').textContent).toContain('Revoked by Olivia Owner');
    expect(within(within(panel).getByTestId('permission-grant')).queryByRole('button', { name: /Revoke/ })).toBeNull();
    expect(getToastState().toasts[0]?.title).toBe('Cap table · Write revoked from Vera Viewer.');
  });

  it('checks the grant form before sending: choices made, expiry in the future', async () => {
    renderPortalAt(portal, PREFIX, PAGE);
    const panel = await openVera();
    const form = within(panel).getByTestId('grant-permission-form');
    fireEvent.click(within(form).getByRole('button', { name: 'Grant' }));
    expect(within(form).getByText('Choose a resource.')).toBeTruthy();
    expect(within(form).getByText('Choose an action.')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('Resource'), { target: { value: 'documents' } });
    fireEvent.change(within(form).getByLabelText('Action'), { target: { value: 'write' } });
    fireEvent.change(within(form).getByLabelText('Expires (optional)'), { target: { value: '2001-01-01T10:00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Grant' }));
    const expiry = within(form).getByLabelText('Expires (optional)');
    expect(expiry.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('Choose a time in the future, or leave it empty for no expiry.')).toBeTruthy();
    expect(team.calls.some((call) => call.rpc === 'grant_permission')).toBe(false);
    expect(within(form).getByTestId('grant-effect').textContent).toBe('Their role, Viewer, does not allow Write on Documents: this grant adds it.');
  });

  it('grants a permission with an expiry, and keeps what was typed when the database refuses', async () => {
    renderPortalAt(portal, PREFIX, PAGE);
    const panel = await openVera();
    const form = within(panel).getByTestId('grant-permission-form');
    const next = new Date(Date.now() + 2 * 86_400_000);
    const local = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-${String(next.getDate()).padStart(2, '0')}T09:15`;

    team.failNext('grant_permission', { code: 'P0001', message: 'Failed to grant permission', details: 'The user is not a member of the organization', hint: 'PERMISSION_GRANT_FAILED' });
    fireEvent.change(within(form).getByLabelText('Resource'), { target: { value: 'documents' } });
    fireEvent.change(within(form).getByLabelText('Action'), { target: { value: 'write' } });
    fireEvent.change(within(form).getByLabelText('Expires (optional)'), { target: { value: local } });
    fireEvent.click(within(form).getByRole('button', { name: 'Grant' }));
    expect((await within(form).findByRole('alert')).textContent).toContain('Failed to grant permission');
    expect((within(form).getByLabelText('Resource') as HTMLSelectElement).value).toBe('documents');
    expect((within(form).getByLabelText('Action') as HTMLSelectElement).value).toBe('write');
    expect((within(form).getByLabelText('Expires (optional)') as HTMLInputElement).value).toBe(local);

    fireEvent.click(within(form).getByRole('button', { name: 'Grant' }));
    await waitFor(() => expect(getToastState().toasts[0]?.title).toBe('Documents · Write granted to Vera Viewer.'));
    const sent = team.calls.filter((call) => call.rpc === 'grant_permission').at(-1)?.args;
    expect(sent).toMatchObject({ p_user_id: VIEWER.id, p_organization_id: ORG_ID, p_resource: 'documents', p_action: 'write', p_expires_at: new Date(local).toISOString() });
    const added = await waitFor(() => within(panel).getAllByTestId('permission-grant').find((node) => node.getAttribute('data-resource') === 'documents')!);
    expect(added.textContent).toMatch(/Expires /);
    expect(added.getAttribute('data-state')).toBe('granted');
  });

  it('is read-only, and says who administers access, for a caller who does not', async () => {
    team.settings.canManage = false;
    renderPortalAt(portal, PREFIX, PAGE);
    const notice = await screen.findByTestId('access-read-only');
    expect(notice.textContent).toContain(
      'Access in Fikr Labs is administered only by its own members who are platform owners or managers, or owners of Fikr Labs.',
    );
    await screen.findByTestId('team-table');
    expect(screen.queryAllByTestId('role-select')).toEqual([]);
    expect(within(memberRow(VIEWER.email)).getByTestId('member-role').textContent).toBe('Viewer');
    fireEvent.click(within(memberRow(VIEWER.email)).getByRole('button', { name: 'View access for Vera Viewer' }));
    expect(within(screen.getByTestId('member-access-panel')).getByTestId('permission-grant').getAttribute('data-state')).toBe('granted');
    expect(screen.queryAllByRole('switch')).toEqual([]);
    expect(screen.queryByTestId('grant-permission-form')).toBeNull();
    expect(screen.queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it('speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderPortalAt(portal, PREFIX, PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'الفريق والصلاحيات' })).toBeTruthy();
    expect(await screen.findByText('Fikr Labs · شركة ناشئة')).toBeTruthy();
    await screen.findByTestId('team-table');
    expect(screen.getByRole('columnheader', { name: 'الدور في المؤسسة' })).toBeTruthy();
  });

  describe('invitations', () => {
    it('checks the address, invites through invite-member with the chosen role, and lists the open invitation', async () => {
      renderPortalAt(portal, PREFIX, PAGE);
      const panel = within(await screen.findByTestId('invitations'));
      fireEvent.change(panel.getByLabelText('E-mail address'), { target: { value: 'not an address' } });
      fireEvent.click(panel.getByRole('button', { name: 'Send invitation' }));
      expect(await panel.findByText('Enter a valid e-mail address.')).toBeTruthy();
      expect(team.calls.filter((call) => call.function)).toEqual([]);

      fireEvent.change(panel.getByLabelText('E-mail address'), { target: { value: ' Sara@Example.test ' } });
      fireEvent.change(panel.getByLabelText('Role'), { target: { value: 'editor' } });
      fireEvent.click(panel.getByRole('button', { name: 'Send invitation' }));
      await waitFor(() => expect(getToastState().toasts[0]?.title).toBe('Invitation sent to sara@example.test as Editor.'));
      expect(team.calls.find((call) => call.function === 'invite-member')?.args).toEqual({ organizationId: ORG_ID, email: 'Sara@Example.test', role: 'editor' });
      expect((panel.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('');
      const pending = await panel.findByTestId('pending-invitation');
      expect(pending.textContent).toContain('sara@example.test');
      expect(pending.textContent).toContain('Editor');

      fireEvent.click(within(pending).getByRole('button', { name: 'Withdraw the invitation of sara@example.test' }));
      await waitFor(() => expect(getToastState().toasts[0]?.title).toBe('The invitation of sara@example.test was withdrawn.'));
      expect(await panel.findByText('No open invitations.')).toBeTruthy();
    });

    it('says why an invitation was refused and keeps the address', async () => {
      renderPortalAt(portal, PREFIX, PAGE);
      const panel = within(await screen.findByTestId('invitations'));
      fireEvent.change(panel.getByLabelText('E-mail address'), { target: { value: VIEWER.email } });
      fireEvent.click(panel.getByRole('button', { name: 'Send invitation' }));
      const error = await panel.findByTestId('action-error');
      expect(error.textContent).toBe('The invitation was not sent. This person is already a member of the organization.');
      expect((panel.getByLabelText('E-mail address') as HTMLInputElement).value).toBe(VIEWER.email);
    });

    it('says when too many invitations went out, in the database\'s words, and keeps the address', async () => {
      team.failNext('invite-member', { code: 'P0001', message: 'This address has been sent too many invitations today. Try again tomorrow.', details: null, hint: 'RATE_LIMITED', status: 429 });
      renderPortalAt(portal, PREFIX, PAGE);
      const panel = within(await screen.findByTestId('invitations'));
      fireEvent.change(panel.getByLabelText('E-mail address'), { target: { value: 'flooded@example.test' } });
      fireEvent.click(panel.getByRole('button', { name: 'Send invitation' }));
      const error = await panel.findByTestId('action-error');
      expect(error.textContent).toBe('The invitation was not sent. This address has been sent too many invitations today. Try again tomorrow.');
      expect((panel.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('flooded@example.test');
    });

    it('is not offered to a caller who does not administer access', async () => {
      team.settings.canManage = false;
      renderPortalAt(portal, PREFIX, PAGE);
      await screen.findByTestId('team-table');
      expect(screen.queryByTestId('invitations')).toBeNull();
    });
  });
});
