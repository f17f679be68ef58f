import { expect, test, type Page } from '@playwright/test';
import { BUDGETS, downloadsBefore } from '../budgets/downloads.mjs';
import { LIBRARY_SIGNATURES } from '../library-signatures.mjs';
import { appShown } from './support';

interface PageBudget {
  name: string;
  path: string;
  jsBeforeInteractiveGzipKB: number;
  requestsBeforeInteractive: number;
}

// Bytes and requests do not depend on the machine's speed, so CI holds every page to its budget;
// timings are measured by pnpm bench:web instead.
test.describe('byte and request budgets (e2e/budgets/budgets.json)', () => {
  for (const budget of BUDGETS.pages as PageBudget[]) {
    test(`${budget.name}: at most ${budget.jsBeforeInteractiveGzipKB} KB gzip of JavaScript and ${budget.requestsBeforeInteractive} requests before it is interactive`, async ({ page }) => {
      await page.goto(budget.path);
      await appShown(page);
      const interactive = await page.evaluate(() => performance.getEntriesByName('fikrspace:page-shown')[0]!.startTime);
      const downloads = await page.evaluate(downloadsBefore, interactive);
      const gzipKB = Math.round((downloads.js.gzip / 1024) * 10) / 10;
      test.info().annotations.push({ type: 'measured', description: `${gzipKB} KB gzip in ${downloads.js.files} scripts, ${downloads.requests} requests` });
      expect(gzipKB).toBeLessThanOrEqual(budget.jsBeforeInteractiveGzipKB);
      expect(downloads.requests).toBeLessThanOrEqual(budget.requestsBeforeInteractive);
    });
  }
});

/** The scripts the page had downloaded by `before` (ms since navigation start) that contain `signature`. */
async function scriptsCarrying(page: Page, signature: RegExp, before = Number.POSITIVE_INFINITY): Promise<string[]> {
  const urls = await page.evaluate(
    (limit) => performance.getEntriesByType('resource').filter((entry) => entry.responseEnd <= limit && /\.js(\?|$)/.test(entry.name)).map((entry) => entry.name),
    before,
  );
  const carrying: string[] = [];
  for (const url of urls) {
    const body = await (await page.request.get(url)).text();
    if (signature.test(body)) carrying.push(new URL(url).pathname);
  }
  return carrying;
}

// The public home reads through PostgREST alone; the feedback board is a portal page with the
// sidebar and product switcher, whose catalogue is a public read too.
for (const path of ['/', '/fikrspace/feedback/']) {
  test(`a signed-out visitor’s page never downloads supabase-js for its own reads (${path}); an account screen brings it, once`, async ({ page }) => {
    const supabase = LIBRARY_SIGNATURES['@supabase/supabase-js'];
    const languages = page.waitForResponse((response) => response.url().includes('/rest/v1/languages'));
    await page.goto(path);
    await appShown(page);
    const interactive = await page.evaluate(() => performance.getEntriesByName('fikrspace:page-shown')[0]!.startTime);
    expect(await scriptsCarrying(page, supabase, interactive)).toEqual([]);
    // The language list, the custom themes and the usage record go through PostgREST alone.
    expect((await languages).status()).toBe(200);
    await page.waitForLoadState('networkidle');
    expect(await scriptsCarrying(page, supabase)).toEqual([]);
    await page.getByRole('link', { name: 'Sign in', exact: true }).first().click();
    await expect(page.getByTestId('sign-in-form')).toBeVisible();
    await expect.poll(async () => (await scriptsCarrying(page, supabase)).length, { timeout: 10_000 }).toBe(1);
  });
}
