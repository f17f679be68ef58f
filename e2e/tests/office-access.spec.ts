import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openSignedIn } from './api-session';
import { DEMO_PASSWORD } from './auth-support';

const FIKR_LABS = '00000000-0000-4000-b000-000000000001';
const VERA_VIEWER = '00000000-0000-4000-a000-000000000005';
const ORGANIZATIONS = '/fikrspace/office/organizations';
const FIKR_LABS_ACCESS = `${ORGANIZATIONS}/${FIKR_LABS}`;
const CAP = '/fikrspace/portal/cap';

// Both tests change Vera Viewer's access in the one shared backend, and each signs in twice, in
// two fresh browsers: on CI's two busy cores one cold sign-in alone can take 15 s.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

// In hooks, so that a failing step is reported as itself and the next test still starts from the seed.
test.beforeEach(restoreSeedCapAccess);
test.afterEach(restoreSeedCapAccess);

interface BackendAnswer {
  status: number;
  body: unknown;
}

/**
 * Calls the backend the way any script in the page could: with the signed-in user's own token
 * from supabase-js's storage and the anon key of the deployment's runtime config.
 */
function callBackend(page: Page, path: string, body?: unknown): Promise<BackendAnswer> {
  return page.evaluate(
    async ({ path, body }) => {
      const config = (await (await fetch('/runtime-config.json')).json()) as { supabase: { url: string; anonKey: string } };
      const key = Object.keys(localStorage).find((name) => /^sb-.+-auth-token$/.test(name));
      const token = key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token : undefined;
      const response = await fetch(`${config.supabase.url}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { apikey: config.supabase.anonKey, Authorization: `Bearer ${token ?? config.supabase.anonKey}`, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { path, body },
  );
}

interface LocalBackend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
}

function localBackend(): LocalBackend {
  return JSON.parse(readFileSync(path.join(process.env.FIKRSPACE_E2E_LOCAL_DIR ?? '', 'supabase.json'), 'utf8')) as LocalBackend;
}

/** A password sign-in from the runner, as any script could make it with the anon key. */
function passwordGrant(email: string, password: string): Promise<Response> {
  const { url, anonKey } = localBackend();
  return fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

/** The API headers of owner@, signed in from the runner. */
async function ownerHeaders(): Promise<Record<string, string>> {
  const signedIn = await passwordGrant('owner@fikrspace.test', DEMO_PASSWORD);
  expect(signedIn.status, 'owner@ signs in').toBe(200);
  const { access_token: token } = (await signedIn.json()) as { access_token: string };
  return { apikey: localBackend().anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
}

/** Fikr Labs goes back to the seed's nine members for the tests that count them. */
async function removeFromFikrLabs(email: string): Promise<void> {
  const { url } = localBackend();
  const headers = await ownerHeaders();
  const profile = (await (await fetch(`${url}/rest/v1/users?select=id&email=eq.${encodeURIComponent(email)}`, { headers })).json()) as { id: string }[];
  const userId = profile[0]?.id;
  expect(userId, `${email} has a profile`).toBeTruthy();
  const removed = await fetch(`${url}/rest/v1/organization_members?user_id=eq.${userId}&organization_id=eq.${FIKR_LABS}`, { method: 'DELETE', headers });
  expect(removed.status).toBe(204);
}

/** The invitation mail the worker writes for an address, once it is there. */
async function awaitInvitationMail(email: string): Promise<string> {
  await expect.poll(() => invitationMailBody(email), { timeout: 30_000 }).toContain('/accept-invite?');
  return invitationMailBody(email);
}

/**
 * Puts Vera's Fikr Cap access back to the seed's (off, set by Olivia Owner) through the API, signed
 * in as owner@ from the runner: it needs no page, so it also runs after a test whose pages failed.
 */
async function restoreSeedCapAccess(): Promise<void> {
  const { url } = localBackend();
  const headers = await ownerHeaders();
  const products = (await (await fetch(`${url}/rest/v1/fikr_products?select=id&product_key=eq.cap`, { headers })).json()) as { id: string }[];
  const capId = products[0]?.id;
  expect(capId, 'the Fikr Cap product').toBeTruthy();
  const answer = await fetch(`${url}/rest/v1/rpc/set_product_access`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ p_user_id: VERA_VIEWER, p_organization_id: FIKR_LABS, p_product_id: capId, p_enabled: false }),
  });
  expect(answer.status).toBe(200);
}

/** The body of the invitation mail to an address, read with the service role like a mail provider. */
async function invitationMailBody(email: string): Promise<string> {
  const { url, serviceRoleKey } = localBackend();
  const response = await fetch(`${url}/rest/v1/mail_outbox?select=body&template=eq.invitation&recipient=eq.${encodeURIComponent(email)}`, {
    headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
  });
  return ((await response.json()) as { body: string }[])[0]?.body ?? '';
}

/** Opens Vera Viewer's access panel from the keyboard and returns it. */
async function openVeraAccess(page: Page): Promise<Locator> {
  const toggle = page.getByRole('button', { name: 'Manage access for Vera Viewer' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await expect(panel).toBeVisible();
  return panel;
}

async function openFikrLabsAsOwner(page: Page): Promise<void> {
  await openSignedIn(page, 'owner@fikrspace.test', ORGANIZATIONS);
  await expect(page).toHaveURL(ORGANIZATIONS);
  await expect(page.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();
  // The demo ecosystem fills several pages of organizations: page on until Fikr Labs is listed.
  const fikrLabs = page.getByRole('link', { name: 'Fikr Labs', exact: true });
  await expect(page.getByText(/^Page 1 of \d+/)).toBeVisible();
  for (let shown = 1; !(await fikrLabs.isVisible()); shown++) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(new RegExp(`^Page ${shown + 1} of \\d+`))).toBeVisible();
  }
  await fikrLabs.click();
  await expect(page).toHaveURL(FIKR_LABS_ACCESS);
  await expect(page.getByRole('heading', { level: 1, name: 'Team and access' })).toBeVisible();
}

/** What viewer@'s own token reads from the stakeholders table: RLS answers, not the page. */
async function stakeholdersViewerReads(viewer: Page): Promise<string[]> {
  const answer = await callBackend(viewer, `/rest/v1/stakeholders?select=name&organization_id=eq.${FIKR_LABS}`);
  expect(answer.status).toBe(200);
  return (answer.body as { name: string }[]).map((row) => row.name);
}

test('viewer@ without Fikr Cap sees the no-access screen; owner@ grants it in the office, viewer@ gets in after a reload, and revocation takes it away', async ({ page, browser }) => {
  await openFikrLabsAsOwner(page);

  const members = page.getByTestId('team-member');
  await expect(members).toHaveCount(9);
  for (const name of ['Olivia Owner', 'Malik Manager', 'Vera Viewer', 'Sara Startup']) await expect(members.filter({ hasText: name })).toHaveCount(1);
  await expect(members.filter({ hasText: 'Vera Viewer' })).toContainText('viewer@fikrspace.test');
  await expect(members.filter({ hasText: 'Vera Viewer' }).getByRole('combobox')).toHaveValue('viewer');

  const viewerContext = await browser.newContext();
  try {
    // Without access: the no-access screen, and the database gives the viewer no row either.
    const viewer = await viewerContext.newPage();
    await openSignedIn(viewer, 'viewer@fikrspace.test', CAP);
    await expect(viewer).toHaveURL(CAP);
    const noAccess = viewer.getByTestId('no-product-access');
    await expect(noAccess).toBeVisible();
    await expect(noAccess.getByRole('link', { name: 'Request access' })).toBeVisible();
    await expect(viewer.getByTestId('stakeholder-list')).toHaveCount(0);
    expect(await stakeholdersViewerReads(viewer)).toEqual([]);

    const panel = await openVeraAccess(page);
    const capRow = panel.locator('[data-testid="product-access-row"][data-product="cap"]');
    const cap = capRow.getByRole('switch', { name: 'Fikr Cap' });
    await expect(cap).toHaveAttribute('aria-checked', 'false');
    await expect(capRow).toContainText('Turned off by Olivia Owner');

    await cap.click();
    await expect(page.getByText('Fikr Cap turned on for Vera Viewer.', { exact: true })).toBeVisible();
    await expect(cap).toHaveAttribute('aria-checked', 'true');
    await expect(cap).toBeEnabled();
    await expect(capRow).toContainText('Turned on by Olivia Owner');

    // Granted: after a reload the viewer reads Fikr Labs' cap table, on the page and through the API.
    await viewer.reload();
    await expect(viewer.getByTestId('no-product-access')).toHaveCount(0);
    const list = viewer.getByTestId('stakeholder-list');
    await expect(list).toBeVisible();
    await expect(list.getByTestId('stakeholder-row')).toHaveCount(9);
    await expect(list).toContainText('شركة النور للاستثمار');
    expect((await stakeholdersViewerReads(viewer)).sort()).toEqual(
      ['Sara Startup', 'Karim Haddad', 'Oasis Ventures', 'شركة النور للاستثمار', 'Société Générale Capital', "Layla O'Brien", 'Dr. Youssef Amrani', 'Samir Stakeholder', 'Haddad Family Trust'].sort(),
    );
    // A viewer reads but does not write: the add form is not offered.
    await expect(viewer.getByTestId('stakeholder-name')).toHaveCount(0);

    await cap.click();
    await expect(cap).toHaveAttribute('aria-checked', 'false');
    await expect(cap).toBeEnabled();
    await expect(capRow).toContainText('Turned off by Olivia Owner');

    // Revoked: the screen and the database refuse again.
    await viewer.reload();
    await expect(noAccess).toBeVisible();
    await expect(noAccess.getByRole('link', { name: 'Request access' })).toBeVisible();
    expect(await stakeholdersViewerReads(viewer)).toEqual([]);
  } finally {
    await viewerContext.close();
  }
});

test('owner@ grants viewer@ an expiring permission and revokes it; viewer@ cannot grant, even to the backend directly', async ({ page, browser }) => {
  await openFikrLabsAsOwner(page);
  const panel = await openVeraAccess(page);
  const form = panel.getByTestId('grant-permission-form');
  await form.getByLabel('Resource').selectOption('documents');
  await form.getByLabel('Action').selectOption('write');
  await expect(form.getByTestId('grant-effect')).toHaveText('Their role, Viewer, does not allow Write on Documents: this grant adds it.');

  // A time in the past is refused by the form before anything is sent.
  await form.getByLabel('Expires (optional)').fill('2001-01-01T10:00');
  await form.getByRole('button', { name: 'Grant' }).click();
  await expect(form.getByText('Choose a time in the future, or leave it empty for no expiry.')).toBeVisible();

  const tomorrow = new Date(Date.now() + 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  await form.getByLabel('Expires (optional)').fill(`${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}T12:30`);
  await form.getByRole('button', { name: 'Grant' }).click();
  await expect(page.getByText('Documents · Write granted to Vera Viewer.', { exact: true })).toBeVisible();

  const grant = panel.locator('[data-testid="permission-grant"][data-resource="documents"][data-action="write"]');
  await expect(grant).toHaveAttribute('data-state', 'granted');
  await expect(grant).toContainText('Expires');
  await expect(grant).toContainText('Granted by Olivia Owner');
  await expect(form.getByLabel('Resource')).toHaveValue('');

  await grant.getByRole('button', { name: 'Revoke Documents · Write' }).click();
  await expect(grant).toHaveAttribute('data-state', 'revoked');
  await expect(grant).toContainText('Revoked by Olivia Owner');
  await expect(grant.getByRole('button', { name: /Revoke/ })).toHaveCount(0);

  const viewerContext = await browser.newContext();
  try {
    const viewer = await viewerContext.newPage();
    await openSignedIn(viewer, 'viewer@fikrspace.test', '/fikrspace/portal');
    const answer = await callBackend(viewer, '/rest/v1/rpc/grant_permission', { p_user_id: VERA_VIEWER, p_organization_id: FIKR_LABS, p_resource: 'admin', p_action: 'admin' });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ message: 'Permission denied: write on admin' });
  } finally {
    await viewerContext.close();
  }
});

test('owner@ invites a new address as an editor; the invitation mail links to /accept-invite, where the invitee creates the account and arrives as a member', async ({ page, browser }) => {
  const email = `invitee-${Date.now().toString(36)}@example.test`;
  await openFikrLabsAsOwner(page);
  const invitations = page.getByTestId('invitations');
  await invitations.getByLabel('E-mail address').fill('not an address');
  await invitations.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invitations.getByText('Enter a valid e-mail address.')).toBeVisible();
  await invitations.getByLabel('E-mail address').fill(email);
  await invitations.getByLabel('Role').selectOption('editor');
  await invitations.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email} as Editor.`, { exact: true })).toBeVisible();
  await expect(invitations.getByTestId('pending-invitation').filter({ hasText: email })).toBeVisible();

  // The job worker writes the mail within a second or two. Operators see that it was written,
  // not its body (the link is the invitee's); the test reads the body as the mail provider would.
  const mailRow = page.getByTestId('mail-row').filter({ hasText: email });
  await expect
    .poll(
      async () => {
        await page.goto('/fikrspace/office/logs');
        await expect(page.getByTestId('mail-outbox').getByTestId('mail-row').first()).toBeVisible();
        return mailRow.count();
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  await expect(mailRow).toContainText('Invitation');
  const refused = await callBackend(page, `/rest/v1/mail_outbox?select=body&recipient=eq.${encodeURIComponent(email)}`);
  expect(refused.status).toBe(403);
  const body = await invitationMailBody(email);
  const link = /(http\S+\/accept-invite\?\S+)/.exec(body)?.[1] ?? '';
  expect(new URL(link).pathname).toBe('/accept-invite');

  const inviteeContext = await browser.newContext();
  try {
    const invitee = await inviteeContext.newPage();
    await invitee.goto(link);
    await expect(invitee.getByText('Fikr Labs invites you to join as Editor.')).toBeVisible();
    await invitee.getByLabel('First name').fill('Ines');
    await invitee.getByLabel('New password').fill('a-long-password-1');
    await invitee.getByRole('button', { name: 'Create account and join' }).click();
    await expect(invitee).toHaveURL('/fikrspace/startup/dashboard');
    await expect(invitee.getByText('Fikr Labs').first()).toBeVisible();
  } finally {
    await inviteeContext.close();
  }

  await page.goto(FIKR_LABS_ACCESS);
  const member = page.getByTestId('team-member').filter({ hasText: email });
  await expect(member).toBeVisible();
  await expect(member.getByRole('combobox')).toHaveValue('editor');
  await expect(page.getByTestId('invitations').getByTestId('pending-invitation').filter({ hasText: email })).toHaveCount(0);

  await removeFromFikrLabs(email);
});

test('an address someone registered with their own password and never confirmed is taken back through the invitation: that password no longer signs in', async ({ page, browser }) => {
  const email = `taken-back-${Date.now().toString(36)}@example.test`;
  const { url, anonKey } = localBackend();
  // The attacker registers the invitee's address with the anon key every visitor has.
  const registered = await fetch(`${url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'the-attackers-password', data: { first_name: 'URGENT' } }),
  });
  expect(registered.status).toBe(200);

  await openFikrLabsAsOwner(page);
  const invited = await callBackend(page, '/functions/v1/invite-member', { organizationId: FIKR_LABS, email, role: 'owner' });
  expect(invited.status).toBe(201);
  const link = /(http\S+\/accept-invite\?\S+)/.exec(await awaitInvitationMail(email))?.[1] ?? '';

  const inviteeContext = await browser.newContext();
  try {
    const invitee = await inviteeContext.newPage();
    await invitee.goto(link);
    // The unconfirmed account proves nothing: the invitee creates the account, with their own password.
    await expect(invitee.getByTestId('invitation-create-account')).toBeVisible();
    await invitee.getByLabel('New password').fill('the-invitees-password');
    await invitee.getByRole('button', { name: 'Create account and join' }).click();
    await expect(invitee).toHaveURL('/fikrspace/startup/dashboard');
  } finally {
    await inviteeContext.close();
  }

  const attacker = await passwordGrant(email, 'the-attackers-password');
  expect({ status: attacker.status, code: ((await attacker.json()) as { error_code?: string }).error_code }).toEqual({ status: 400, code: 'invalid_credentials' });
  expect((await passwordGrant(email, 'the-invitees-password')).status).toBe(200);
  await removeFromFikrLabs(email);
});
