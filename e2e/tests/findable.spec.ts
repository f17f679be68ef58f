import { expect, test } from '@playwright/test';
import { openSignedIn } from './api-session';
import { PUBLIC_ROUTES } from './support';

test.describe('what crawlers see (spec 000 §2, spec 001 §2.10)', () => {
  test('every public route answers 200; an unknown public path answers 404 and still shows the not-found screen', async ({ page, request }) => {
    for (const route of PUBLIC_ROUTES) expect((await request.get(route)).status(), route).toBe(200);
    for (const unknown of ['/no/such/page', '/blog/a/b', '/fikrspace/investor/nothing-here', '/404', '/forgot-password']) {
      expect((await request.get(unknown)).status(), unknown).toBe(404);
    }
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
  });

  test('sitemap.xml lists the public pages in English, Arabic and French; robots.txt points at it', async ({ request, baseURL }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const page of ['/', '/about', '/blog', '/fikrmarketplace', '/fikrspace/investor/']) {
      for (const suffix of ['', '?lng=ar', '?lng=fr']) expect(sitemap, `${page}${suffix}`).toContain(`<loc>${baseURL}${page}${suffix}</loc>`);
    }
    expect(sitemap).not.toContain('/fikrspace/gov/');
    expect(sitemap).not.toContain('/fikrspace/office/');
    expect(sitemap).not.toContain('/dashboard');
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('government pages and signed-in pages are noindex; public pages are not', async ({ page, request }) => {
    expect((await request.get('/fikrspace/gov/')).headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect((await request.get('/fikrspace/gov/dashboard')).headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect((await request.get('/about')).headers()['x-robots-tag']).toBeUndefined();
    const robots = page.locator('meta[name="robots"]');
    await page.goto('/fikrspace/gov/');
    await expect(page.getByTestId('portal-landing')).toBeVisible();
    await expect(robots).toHaveAttribute('content', 'noindex, nofollow');
    await page.goto('/about');
    await expect(page.getByTestId('site-home')).toBeVisible();
    await expect(robots).toHaveCount(0);
    await openSignedIn(page, 'investor@fikrspace.test', '/fikrspace/investor/dashboard');
    await expect(page.getByTestId('route-page')).toBeVisible();
    await expect(robots).toHaveAttribute('content', 'noindex, nofollow');
  });
});
