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
  ] as const) {
    test(`a backend configuration ${label} stops start-up with the production Configuration Error page`, async ({ page }) => {
      await page.route('**/runtime-config.json', (route) => route.fulfill(fulfill));
      await page.goto('/fikrspace/investor/');
      await expect(page.getByRole('heading', { name: 'Configuration Error' })).toBeVisible();
      await expect(page.getByText('The application is temporarily unavailable')).toBeVisible();
      await expect(page.getByText(/^Error id: CFG-[0-9A-Z]+$/)).toBeVisible();
    });
  }
});
