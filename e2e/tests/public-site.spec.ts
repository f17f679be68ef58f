import { expect, test } from '@playwright/test';
import { collectPageErrors } from './support';

/**
 * Every public route of spec 000 §2 renders its page, title, description and heading in the site's
 * component test (apps/site/src/pages/public-routes.render.test.tsx), and its prerendered HTML is
 * checked over HTTP (prerender.spec.ts). What only the running platform shows is that the server,
 * the shell and the site's remote bring those pages up in a browser: one path of each kind, the
 * prerendered home and content pages, a page with parameters the browser renders, the catch-all,
 * and the same pages under /fikrspace, visited in one page.
 */
const REPRESENTATIVE_PATHS = [
  { path: '/', content: 'site-home' },
  { path: '/about', content: 'site-home' },
  { path: '/blog/top-vcs-lisbon', content: 'content-page' },
  { path: '/blog/why-mena-now', content: 'content-page' },
  { path: '/fikrmarketplace/startup-detail/42', content: 'content-page' },
  { path: '/any-campaign-page', content: 'content-page' },
  { path: '/fikrspace/about', content: 'site-home' },
  { path: '/fikrspace/blog', content: 'content-page' },
  { path: '/fikrspace/events/pitch/demo', content: 'content-page' },
] as const;

test('public pages of each kind come up in the browser with their title, description and heading', async ({ page }) => {
  const errors = collectPageErrors(page);
  for (const { path, content } of REPRESENTATIVE_PATHS) {
    await page.goto(path);
    await expect(page.getByTestId(content), path).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }), path).not.toBeEmpty();
    await expect(page, path).toHaveTitle(/\| FikrSpace$/);
    await expect(page.locator('meta[name="description"]'), path).toHaveAttribute('content', /.{20,}/);
    expect(new URL(page.url()).pathname, path).toBe(path);
    if (path === '/') {
      // The home page links every audience portal, and the shared footer sits under every page.
      for (const id of ['startup', 'mentor', 'accelerator', 'investor', 'government', 'affiliates', 'feedback']) await expect(page.getByTestId(`portal-card-${id}`)).toBeVisible();
      await expect(page.getByTestId('footer-tagline')).toHaveText('Startup. Anywhere. Anytime.');
    }
  }
  expect(errors).toEqual([]);
});
