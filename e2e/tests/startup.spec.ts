import { expect, test } from '@playwright/test';

test.describe('start-up configuration checks (spec 000 §2, §5)', () => {
  test('the shell reads its backend from run-time configuration', async ({ page }) => {
    const config = page.waitForResponse((response) => response.url().endsWith('/runtime-config.json'));
    await page.goto('/');
    const response = await config;
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { supabase: { url: string; anonKey: string } };
    expect(body.supabase.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(body.supabase.anonKey.split('.')).toHaveLength(3);
    await expect(page.getByTestId('site-home')).toBeVisible();
    // Called from the page itself, so the backend's CORS rules must admit the origin pnpm start serves.
    const status = await page.evaluate(async (url) => (await fetch(`${url}/api/health`)).status, body.supabase.url);
    expect(status).toBe(200);
  });

  for (const [label, fulfill] of [
    ['missing', { status: 404, json: { message: 'No backend is configured for this deployment' } }],
    ['with a malformed key', { status: 200, json: { supabase: { url: 'http://127.0.0.1:54321', anonKey: 'not-a-token' } } }],
    ['with an invalid URL', { status: 200, json: { supabase: { url: 'nowhere', anonKey: 'a.b.c' } } }],
    ['with a development sender address', { status: 200, json: { supabase: { url: 'http://127.0.0.1:54321', anonKey: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.sig' }, email: { sender: 'no-reply@fikrspace.test' } } }],
  ] as const) {
    test(`a backend configuration ${label} stops start-up with the production Configuration Error page`, async ({ page }) => {
      await page.route('**/runtime-config.json', (route) => route.fulfill(fulfill));
      await page.goto('/fikrspace/investor/');
      await expect(page.getByRole('heading', { name: 'Configuration Error' })).toBeVisible();
      await expect(page.getByText('The application is temporarily unavailable')).toBeVisible();
      await expect(page.getByText(/^Error id: CFG-[0-9A-Z]+-[0-9A-Z]{4}$/)).toBeVisible();
      await expect(page.getByTestId('configuration-error-details')).toHaveCount(0);
    });
  }

  test('a secure loopback origin starts; the start-up warnings go to the console', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().startsWith('FikrSpace start-up:')) warnings.push(message.text());
    });
    await page.goto('/');
    await expect(page.getByTestId('site-home')).toBeVisible();
    expect(await page.evaluate(() => window.isSecureContext)).toBe(true);
    // The public home is on screen before the app has started (it is prerendered); the start-up
    // checks run as the app starts.
    await expect.poll(() => warnings.length).toBe(2);
    expect(warnings).toEqual([
      'FikrSpace start-up: No monitoring id is configured: errors are not reported to a monitoring service',
      'FikrSpace start-up: No analytics id is configured: page views are not sent to an analytics service',
    ]);
  });
});
