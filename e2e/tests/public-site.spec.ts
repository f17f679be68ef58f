import { expect, test } from '@playwright/test';
import { PUBLIC_ROUTES, collectPageErrors } from './support';

test.describe('public site routes of spec 000 §2 render', () => {
  for (const path of PUBLIC_ROUTES) {
    test(path, async ({ page }) => {
      const errors = collectPageErrors(page);
      await page.goto(path);
      const isHome = path === '/' || path === '/about';
      await expect(page.getByTestId(isHome ? 'site-home' : 'content-page')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      await expect(page).toHaveTitle(/\| FikrSpace$/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
      expect(new URL(page.url()).pathname).toBe(path);
      expect(errors).toEqual([]);
    });
  }

  test('the same public pages answer under /fikrspace', async ({ page }) => {
    for (const path of ['/fikrspace/about', '/fikrspace/blog', '/fikrspace/events/pitch/demo']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      expect(new URL(page.url()).pathname).toBe(path);
    }
  });

  test('the home page links every audience portal and the shared footer', async ({ page }) => {
    await page.goto('/');
    for (const id of ['startup', 'mentor', 'accelerator', 'investor', 'government', 'affiliates', 'feedback']) {
      await expect(page.getByTestId(`portal-card-${id}`)).toBeVisible();
    }
    await expect(page.getByTestId('footer-tagline')).toHaveText('Startup. Anywhere. Anytime.');
  });
});
