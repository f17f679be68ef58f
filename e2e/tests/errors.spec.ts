import { expect, test } from '@playwright/test';
import { appShown } from './support';

test.describe('global error handlers and toasts (spec 000 §4, §8, §9)', () => {
  test('an unhandled rejection is a system error: a destructive Notice toast', async ({ page }) => {
    await page.goto('/about');
    await appShown(page);
    await page.evaluate(() => {
      void Promise.reject(new Error('background sync failed'));
    });
    const toast = page.locator('[data-variant="destructive"]');
    await expect(toast).toContainText('Notice');
    await expect(toast).toContainText('A temporary issue occurred. Please try again.');
  });

  test('a window error is a critical error: an Error toast; only one toast shows at a time; F8 focuses the toasts', async ({ page }) => {
    await page.goto('/about');
    await appShown(page);
    await page.evaluate(() => {
      void Promise.reject(new Error('first'));
      setTimeout(() => {
        throw new Error('render loop exploded');
      }, 50);
    });
    const toast = page.locator('[data-variant="destructive"]');
    await expect(toast).toContainText('An important issue occurred. Our team has been notified.');
    await expect(toast).toContainText('Error');
    await expect(page.locator('[data-variant]')).toHaveCount(1);
    await page.keyboard.press('F8');
    // Radix's viewport is the list inside the labelled notifications region.
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label'))).toMatch(/^Notifications \(F8\)$/);
  });
});

test('Check Connection calls HEAD /api/health without cache and reloads when it answers', async ({ page }) => {
  await page.route('**/remotes/mentor/mf-manifest.json', (route) => route.abort('connectionrefused'));
  await page.goto('/fikrspace/mentor/');
  const screen = page.getByTestId('route-error');
  await expect(screen).toBeVisible({ timeout: 15_000 });
  const health = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/health');
  const reload = page.waitForEvent('framenavigated');
  await screen.getByRole('button', { name: 'Check Connection' }).click();
  const request = await health;
  expect(request.method()).toBe('HEAD');
  await reload;
});
