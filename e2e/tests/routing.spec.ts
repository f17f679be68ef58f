import { expect, test } from '@playwright/test';

test.describe('routing rules of spec 001 §2.1', () => {
  // Visits of one kind share a test, so the platform starts cold once for all of them.
  test('an unknown path goes to the 404 of its prefix', async ({ page }) => {
    for (const [requested, expected] of [
      ['/fikrspace/investor/no/such/page', '/fikrspace/investor/404'],
      ['/fikrspace/office/unknown/deep/path', '/fikrspace/office/404'],
      ['/fikrspace/portal/nothing/here', '/fikrspace/portal/404'],
      ['/some/unknown/path', '/404'],
      ['/fikrspace/some/unknown/path', '/fikrspace/404'],
    ] as const) {
      await test.step(`${requested} goes to ${expected}`, async () => {
        await page.goto(requested);
        await expect(page.getByTestId('not-found')).toBeVisible();
        expect(new URL(page.url()).pathname).toBe(expected);
      });
    }
  });

  test('the bare prefix redirects to the prefix root', async ({ page }) => {
    await page.goto('/fikrspace/mentor');
    await expect(page.getByTestId('portal-landing')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/fikrspace/mentor/');
  });

  test('a protected route sends the visitor to sign-in with the requested path', async ({ page }) => {
    await page.goto('/fikrspace/investor/portfolio?tab=open');
    await expect(page.getByTestId('sign-in-form')).toBeVisible();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/fikrspace/login');
    expect(url.searchParams.get('redirect')).toBe('/fikrspace/investor/portfolio?tab=open');
  });

  test('the portal root requires login; /landing and /test do not', async ({ page }) => {
    await page.goto('/fikrspace/portal');
    await expect(page.getByTestId('sign-in-form')).toBeVisible();
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/fikrspace/portal/');
    for (const open of ['/fikrspace/portal/landing', '/fikrspace/portal/test']) {
      await page.goto(open);
      await expect(page.getByTestId('route-page')).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(open);
    }
  });

  test('a portal switch target asks a visitor to sign in on the way to its landing', async ({ page }) => {
    for (const [target, landing] of [
      ['/fikrspace/partners/mentor', '/fikrspace/mentor/dashboard'],
      ['/fikrspace/partners/accelerator', '/fikrspace/accelerator/dashboard'],
      ['/fikrspace/partners/vc', '/fikrspace/investor/dashboard'],
      ['/fikrspace/partners/university', '/fikrspace/portal/university'],
      ['/fikrspace/portal/startup', '/fikrspace/startup/dashboard'],
      ['/fikrspace/portal/government', '/fikrspace/gov/dashboard'],
    ] as const) {
      await test.step(`${target} lands on ${landing}`, async () => {
        await page.goto(target);
        await expect(page.getByTestId('sign-in-form')).toBeVisible();
        expect(new URL(page.url()).searchParams.get('redirect')).toBe(landing);
      });
    }
  });

  test('sign-out target /auth/login shows the sign-in page', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page.getByTestId('sign-in-form')).toBeVisible();
  });

  test('shared public routes answer under every prefix', async ({ page }) => {
    // Ten cold loads of the platform, one after another.
    test.slow();
    for (const path of ['/login', '/register', '/fikrspace/investor/register', '/fikrspace/mentor/email-confirmation']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(path);
    }
    await page.goto('/fikrspace/startup/accept-invite');
    await expect(page.getByTestId('form-error')).toContainText('no token');
    for (const path of ['/forgot-password', '/fikrspace/investor/reset-password', '/2fa', '/maintenance', '/fikrspace/office/403']) {
      await page.goto(path);
      await expect(page.getByTestId('not-found')).toBeVisible();
    }
  });

  test('OAuth callbacks: real handlers, not-found providers and unknown providers', async ({ page }) => {
    await page.goto('/auth/callback/linkedin?error=access_denied');
    await expect(page.getByTestId('form-error')).toHaveText('access_denied');
    await page.goto('/auth/callback/github');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await page.goto('/auth/callback/myspace');
    await expect(page.getByTestId('route-error')).toContainText('Unknown OAuth provider: myspace');
  });

  test('sign-in with nothing filled in gives the spec message and keeps the page', async ({ page }) => {
    await page.goto('/fikrspace/login?redirect=%2Ffikrspace%2Finvestor%2Fdeals');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('form-error')).toHaveText('You must provide either an email or phone number and a password');
    await page.getByLabel('E-mail').fill('owner@fikrspace.test');
    await page.getByLabel('Password', { exact: true }).fill('secret');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('form-error')).toHaveText('The e-mail address or password is not correct.');
    await expect(page).toHaveURL(/\/fikrspace\/login\?redirect=%2Ffikrspace%2Finvestor%2Fdeals$/);
    await expect(page.getByLabel('E-mail')).toHaveValue('owner@fikrspace.test');
  });

  test('route meta sets the title, description and keywords', async ({ page }) => {
    await page.goto('/blog');
    await expect(page).toHaveTitle(/^Blog \| FikrSpace$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /blog/);
    // A landing named like its portal is not titled twice ("Government Portal | Government Portal").
    await page.goto('/fikrspace/gov/');
    await expect(page).toHaveTitle('Government Portal');
  });

  test('a host name mapped to a portal serves it at the root', async ({ page, baseURL }) => {
    const port = new URL(baseURL!).port;
    await page.goto(`http://investor.localhost:${port}/`);
    await expect(page.getByTestId('portal-landing')).toBeVisible();
    await page.goto(`http://investor.localhost:${port}/portfolio`);
    await expect(page.getByTestId('sign-in-form')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
