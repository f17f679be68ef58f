import { expect, test, type Page } from '@playwright/test';
import { appShown } from './support';
import { openSignedIn } from './api-session';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, signIn, signInAt } from './auth-support';

async function backendConfig(page: Page): Promise<{ url: string; anonKey: string }> {
  const response = await page.request.get('/runtime-config.json');
  return ((await response.json()) as { supabase: { url: string; anonKey: string } }).supabase;
}

/** The session supabase-js keeps in local storage (its default key derives from the backend host). */
async function storedSession(page: Page): Promise<{ key: string; value: { access_token: string; refresh_token: string; expires_at: number } }> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => /^sb-.*-auth-token$/.test(name));
    if (!key) throw new Error('no stored session');
    return { key, value: JSON.parse(localStorage.getItem(key)!) };
  });
}

type DemoAccount = (typeof DEMO_ACCOUNTS)[number];

async function expectAccountShown(page: Page, account: DemoAccount): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${account.landing}$`));
  await expect(page.getByTestId('account-organization'), account.email).toHaveText(account.organization);
  if ('role' in account) await expect(page.getByTestId('account-role'), account.email).toHaveText(account.role);
  if ('name' in account) await expect(page.getByTestId('account-name'), account.email).toHaveText(account.name);
}

/**
 * Through the form: the first account of each landing, and multi-org@, whose landing is chosen
 * among several organizations. The rest land where an account of their kind does.
 */
const FORM_ACCOUNTS = DEMO_ACCOUNTS.filter((account, index) => account.email === 'multi-org@fikrspace.test' || DEMO_ACCOUNTS.findIndex((other) => other.landing === account.landing) === index);
const OTHER_ACCOUNTS = DEMO_ACCOUNTS.filter((account) => !FORM_ACCOUNTS.includes(account));

test.describe('sign-in of the demo accounts (spec 001 §2.11)', () => {
  for (const account of FORM_ACCOUNTS) {
    test(`${account.email} lands on ${account.landing}`, async ({ page }) => {
      await signInAt(page, account.email);
      await expectAccountShown(page, account);
    });
  }

  test('every other demo account is sent to the landing of its kind, with its organization and role', async ({ browser }) => {
    // One start of the platform per account, each given a single test's time. The accounts share
    // one browser context, so its cache spares each start the download of the code; what an
    // account leaves in the browser's storage is cleared before the next one signs in.
    test.setTimeout(OTHER_ACCOUNTS.length * test.info().timeout);
    const context = await browser.newContext();
    try {
      for (const account of OTHER_ACCOUNTS) {
        await test.step(account.email, async () => {
          const page = await context.newPage();
          // The portal root sends a signed-in member to the portal of their organization, as sign-in does.
          await openSignedIn(page, account.email, '/fikrspace/portal/');
          await expectAccountShown(page, account);
          await page.evaluate(() => {
            // The visitor's analytics answer is not the account's: it stays, as it would in a browser.
            const consent = localStorage.getItem('analytics-consent');
            localStorage.clear();
            sessionStorage.clear();
            if (consent !== null) localStorage.setItem('analytics-consent', consent);
          });
          await page.close();
          await context.clearCookies();
        });
      }
    } finally {
      await context.close();
    }
  });
});

test('wrong credentials give a clear message and keep what was typed', async ({ page }) => {
  await page.goto('/fikrspace/login');
  const form = page.getByTestId('sign-in-form');
  await form.getByLabel('E-mail').fill('owner@fikrspace.test');
  await form.getByLabel('Password', { exact: true }).fill('not-the-password');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('form-error')).toHaveText('The e-mail address or password is not correct.');
  await expect(form.getByLabel('E-mail')).toHaveValue('owner@fikrspace.test');
  await expect(form.getByLabel('Password', { exact: true })).toHaveValue('not-the-password');
  await form.getByRole('button', { name: 'Show' }).click();
  await expect(form.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
});

test('the signed-out redirect carries the path and sign-in returns there', async ({ page }) => {
  await page.goto('/fikrspace/investor/portfolio?tab=open');
  await expect(page).toHaveURL(/\/fikrspace\/login\?redirect=/);
  await signIn(page, 'investor@fikrspace.test');
  await expect(page).toHaveURL(/\/fikrspace\/investor\/portfolio\?tab=open$/);
  await expect(page.getByTestId('route-page')).toBeVisible();
});

test('the signed-out redirect works in host mode too', async ({ page, baseURL }) => {
  const host = baseURL!.replace('localhost', 'investor.localhost');
  await page.goto(`${host}/portfolio`);
  await expect(page).toHaveURL(`${host}/login?redirect=%2Fportfolio`);
  await signIn(page, 'investor@fikrspace.test');
  await expect(page).toHaveURL(`${host}/portfolio`);
  await expect(page.getByTestId('account-organization')).toHaveText('Oasis Ventures');
});

test('viewer@ is refused the office by the UI and by the database; owner@ and manager@ enter it', async ({ page, browser }) => {
  // Three accounts sign in from fresh browsers, each a cold start of the platform.
  test.slow();
  await openSignedIn(page, 'viewer@fikrspace.test', '/fikrspace/office/users');
  await expect(page.getByTestId('forbidden')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request access' })).toBeVisible();
  const backend = await backendConfig(page);
  const { value } = await storedSession(page);
  const asViewer = await page.request.get(`${backend.url}/rest/v1/audit_log?select=id&limit=5`, { headers: { apikey: backend.anonKey, authorization: `Bearer ${value.access_token}` } });
  expect(asViewer.status()).toBe(200);
  expect(await asViewer.json()).toEqual([]);

  for (const email of ['owner@fikrspace.test', 'manager@fikrspace.test']) {
    const context = await browser.newContext();
    const other = await context.newPage();
    await openSignedIn(other, email, '/fikrspace/office/users');
    await expect(other).toHaveURL(/\/fikrspace\/office\/users$/);
    await expect(other.getByTestId('route-page')).toBeVisible();
    await expect(other.getByTestId('header-badge')).toContainText('Admin User');
    const session = await storedSession(other);
    const asOperator = await other.request.get(`${backend.url}/rest/v1/audit_log?select=id&limit=5`, { headers: { apikey: backend.anonKey, authorization: `Bearer ${session.value.access_token}` } });
    expect(((await asOperator.json()) as unknown[]).length).toBeGreaterThan(0);
    await context.close();
  }
});

test('a reload keeps the session, and sign-out ends it in every open tab', async ({ page, context }) => {
  await openSignedIn(page, 'editor@fikrspace.test');
  await expect(page).toHaveURL(/\/fikrspace\/startup\/dashboard$/);
  await page.reload();
  await expect(page.getByTestId('account-organization')).toHaveText('Fikr Labs');
  expect(await page.evaluate(() => [sessionStorage.getItem('user-id'), localStorage.getItem('user-id')])).toEqual(['00000000-0000-4000-a000-000000000004', '00000000-0000-4000-a000-000000000004']);

  const second = await context.newPage();
  await second.goto('/fikrspace/investor/dashboard');
  await expect(second.getByTestId('account-organization')).toHaveText('Fikr Labs');

  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByTestId('sign-in-form')).toBeVisible();
  await expect(second.getByTestId('sign-in-form')).toBeVisible();
  expect(await second.evaluate(() => localStorage.getItem('user-id'))).toBeNull();
});

test('a signed-out page learns of a sign-in in another tab, without a reload', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByTestId('site-home')).toBeVisible();
  await appShown(page);
  const second = await context.newPage();
  await openSignedIn(second, 'editor@fikrspace.test');
  await expect(second).toHaveURL(/\/fikrspace\/startup\/dashboard$/);
  // The first page never needed the database client; the stored session brings it.
  await expect(page.getByTestId('open-portal')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('sign-out')).toBeVisible();
});

test('an expired access token is refreshed without the user noticing', async ({ page }) => {
  await openSignedIn(page, 'admin@fikrspace.test');
  await expect(page.getByTestId('account-organization')).toHaveText('Fikr Labs');
  const { key, value } = await storedSession(page);
  // Written as the next document starts, before its app runs: the running page's client may save
  // its session again at any moment and would overwrite an expiry written into it now.
  await page.addInitScript(([name, session]) => localStorage.setItem(name, JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) - 60 })), [key, value] as const);
  const refreshed = page.waitForResponse((response) => response.url().includes('grant_type=refresh_token') && response.status() === 200);
  await page.reload();
  await refreshed;
  await expect(page.getByTestId('account-organization')).toHaveText('Fikr Labs');
  await expect(page).toHaveURL(/\/fikrspace\/startup\/dashboard$/);
  const after = await storedSession(page);
  expect(after.value.refresh_token).not.toBe(value.refresh_token);
});

test('a revoked refresh token signs the user out', async ({ page }) => {
  await openSignedIn(page, 'stakeholder@fikrspace.test');
  await expect(page.getByTestId('account-organization')).toHaveText('Fikr Labs');
  const backend = await backendConfig(page);
  const { key, value } = await storedSession(page);
  // Signed out everywhere from another device: every refresh token of the user is revoked.
  const logout = await page.request.post(`${backend.url}/auth/v1/logout?scope=global`, { headers: { apikey: backend.anonKey, authorization: `Bearer ${value.access_token}` } });
  expect(logout.status()).toBe(204);
  await page.evaluate(([name, session]) => localStorage.setItem(name, JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) - 60 })), [key, value] as const);
  await page.reload();
  await expect(page.getByTestId('sign-in-form')).toBeVisible();
  await expect(page).toHaveURL(/\/fikrspace\/login\?redirect=%2Ffikrspace%2Fstartup%2Fdashboard$/);
});

test('multi-org@ switches organization without signing out', async ({ page }) => {
  await openSignedIn(page, 'multi-org@fikrspace.test');
  await expect(page.getByTestId('account-organization')).toHaveText('Fikr Labs');
  const switcher = page.getByTestId('switch-organization');
  await expect(switcher).toBeVisible();
  await expect(switcher.locator('option')).toHaveText(['Fikr Labs (Startup)', 'Mentor Circle (Mentor)']);
  await switcher.selectOption({ label: 'Mentor Circle (Mentor)' });
  await expect(page).toHaveURL(/\/fikrspace\/mentor\/dashboard$/);
  await expect(page.getByTestId('account-organization')).toHaveText('Mentor Circle');
  await page.reload();
  await expect(page.getByTestId('account-organization')).toHaveText('Mentor Circle');
  await page.getByTestId('switch-organization').selectOption({ label: 'Fikr Labs (Startup)' });
  await expect(page).toHaveURL(/\/fikrspace\/startup\/dashboard$/);
  await expect(page.getByTestId('account-organization')).toHaveText('Fikr Labs');
});

test('a member of one organization gets no switcher', async ({ page }) => {
  await openSignedIn(page, 'viewer@fikrspace.test');
  await expect(page.getByTestId('account-organization')).toHaveText('Fikr Labs');
  await expect(page.getByTestId('switch-organization')).toHaveCount(0);
});

test('the keyboard alone signs in and signs out', async ({ page }) => {
  await page.goto('/fikrspace/login');
  const email = page.getByTestId('sign-in-form').getByLabel('E-mail');
  for (let presses = 0; presses < 40 && !(await email.evaluate((node) => node === document.activeElement)); presses++) await page.keyboard.press('Tab');
  await page.keyboard.type('user@fikrspace.test');
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/fikrspace\/startup\/dashboard$/);
  const signOut = page.getByTestId('sign-out');
  for (let presses = 0; presses < 80 && !(await signOut.evaluate((node) => node === document.activeElement)); presses++) await page.keyboard.press('Tab');
  await expect(signOut).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('sign-in-form')).toBeVisible();
});

test('/fikrspace/portal/ sends a signed-in member to the portal of their organization type', async ({ page }) => {
  await openSignedIn(page, 'accelerator@fikrspace.test', '/fikrspace/portal/');
  await expect(page).toHaveURL(/\/fikrspace\/accelerator\/dashboard$/);
});

test('registration shows weak-password reasons next to the field, then asks to confirm the address', async ({ page }) => {
  const email = `new.${Date.now().toString(36)}@example.test`;
  await page.goto('/fikrspace/register');
  const form = page.getByTestId('register-form');
  await form.getByLabel('First name').fill('Lina');
  await form.getByLabel('Last name').fill('Haddad');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('abc');
  await form.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByTestId('password-errors')).toHaveText('Use at least 6 characters.');
  await expect(form.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('First name')).toHaveValue('Lina');
  await form.getByLabel('Password', { exact: true }).fill('a-long-enough-password');
  await form.getByRole('button', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/fikrspace\/email-confirmation\?email=/);
  await expect(page.getByText(`We sent a link to ${email}.`)).toBeVisible();
});

test('the missing-credentials message of spec 000 §5 appears on registration too', async ({ page }) => {
  await page.goto('/register');
  await page.getByTestId('register-form').getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByTestId('form-error')).toHaveText('You must provide either an email or phone number and a password');
});

test.describe('OAuth callbacks (spec 001 §2.2, §9)', () => {
  test('an active provider returning a session signs the user in and goes on to their portal', async ({ page }) => {
    const backend = await backendConfig(page);
    // The tokens a provider sign-in ends with, sent back in the fragment as the hosted service does.
    const token = await page.request.post(`${backend.url}/auth/v1/token?grant_type=password`, { headers: { apikey: backend.anonKey }, data: { email: 'mentor@fikrspace.test', password: DEMO_PASSWORD } });
    const session = (await token.json()) as { access_token: string; refresh_token: string; expires_in: number; expires_at: number };
    const fragment = new URLSearchParams({ access_token: session.access_token, refresh_token: session.refresh_token, expires_in: String(session.expires_in), expires_at: String(session.expires_at), token_type: 'bearer', provider_token: 'provider' });
    await page.goto(`/auth/callback/linkedin#${fragment}`);
    await expect(page).toHaveURL(/\/fikrspace\/mentor\/dashboard$/);
    await expect(page.getByTestId('account-organization')).toHaveText('Mentor Circle');
  });

  test("a provider's error is shown with a way back to sign-in", async ({ page }) => {
    await page.goto('/auth/callback/twitter?error=access_denied&error_description=The+user+cancelled+the+sign-in');
    await expect(page.getByTestId('form-error')).toHaveText('The user cancelled the sign-in');
    await expect(page.getByRole('link', { name: 'Sign in' }).last()).toHaveAttribute('href', '/fikrspace/login');
  });

  test('a callback without a session or code says so; the scopes of the provider are shown', async ({ page }) => {
    await page.goto('/fikrspace/auth/callback/google');
    await expect(page.getByTestId('form-error')).toHaveText('The provider did not send an authorization code. Start sign-in again.');
    await expect(page.getByText('profile, email')).toBeVisible();
  });
});

test('a signed-in visitor of the public site is offered their portal and sign-out', async ({ page }) => {
  await openSignedIn(page, 'government@fikrspace.test');
  await expect(page).toHaveURL(/\/fikrspace\/gov\/dashboard$/);
  await page.goto('/about');
  await page.getByTestId('open-portal').click();
  await expect(page).toHaveURL(/\/fikrspace\/gov\/dashboard$/);
  await page.goto('/blog');
  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByTestId('sign-in-form')).toBeVisible();
});
