import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page, type Response } from '@playwright/test';
import { openSignedIn } from './api-session';
import { appShown } from './support';

const ANALYTICS = '/fikrspace/office/analytics';
const FAILED_EVENTS = 'analytics-failed-events';
const PAGES = ['/about', '/blog', '/events', '/contact', '/podcast'];
/** The tracker sends what it gathered every 5 s (packages/analytics, flushIntervalMs). */
const FLUSH_INTERVAL_MS = 5_000;

const isTracking = (url: string) => url.includes('/functions/v1/analytics-track') || url.includes('/functions/v1/route-analytics-track');

/** A stored event of the page at `path`, as analytics-track answers it. */
const deliveredFor = (path: string) => (response: Response) =>
  response.url().includes('/functions/v1/analytics-track') && response.ok() && (response.request().postDataJSON() as { pagePath?: string } | null)?.pagePath === path;

// Both tests add page views to the one shared backend that the office then counts.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

/** A visitor who has not answered the consent banner yet: nothing stored in the browser. */
const freshVisitor = (browser: Browser) => browser.newContext({ storageState: { cookies: [], origins: [] } });

async function totalPageViews(page: Page): Promise<number> {
  const text = (await page.getByTestId('total-page-views').locator('dd').first().textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

/** The office analytics view as the platform owner; zero page views shows the empty state. */
async function openOfficeAnalytics(page: Page): Promise<number> {
  await expect(page.getByTestId('office-analytics')).toBeVisible();
  await expect(page.getByTestId('total-page-views').or(page.getByTestId('empty-state'))).toBeVisible({ timeout: 15_000 });
  return (await page.getByTestId('empty-state').isVisible()) ? 0 : totalPageViews(page);
}

test('five page views after Accept show in the office analytics view, with their campaign', async ({ browser }) => {
  const campaign = `e2e${randomUUID().slice(0, 8)}`;
  const office = await (await browser.newContext()).newPage();
  await openSignedIn(office, 'owner@fikrspace.test', ANALYTICS);
  const before = await openOfficeAnalytics(office);

  const visitorContext = await freshVisitor(browser);
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/?utm_source=${campaign}&utm_medium=e2e`);
  const banner = visitor.getByTestId('consent-banner');
  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toBeHidden();
  // Each full load sends what the page before it had left over as the page hides.
  const sent = visitor.waitForResponse((response) => response.url().includes('/functions/v1/analytics-track') && response.ok());
  // The last page's view leaves with the 5 s batch rather than as the page hides.
  const lastSent = visitor.waitForResponse(deliveredFor(PAGES.at(-1)!), { timeout: 30_000 });
  for (const path of PAGES) {
    await visitor.goto(path);
    // A view is counted by the app, which runs once it has taken over the prerendered page.
    await appShown(visitor);
  }
  await Promise.all([sent, lastSent]);
  // The identifiers of spec 001 §3: a visitor id kept here, a session id for this tab.
  const ids = await visitor.evaluate(() => [localStorage.getItem('analytics-visitor-id'), sessionStorage.getItem('analytics-session-id')]);
  expect(ids.every(Boolean)).toBe(true);
  await visitorContext.close();

  await expect
    .poll(
      async () => {
        await office.reload();
        return openOfficeAnalytics(office);
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(before + PAGES.length);
  const topPages = office.getByTestId('top-pages');
  for (const path of PAGES) await expect(topPages.getByRole('cell', { name: path, exact: true })).toBeVisible();
  await expect(office.getByTestId('utm-sources').getByText(campaign)).toBeVisible();
  await office.context().close();
});

test('a visitor who rejects stores no identifiers and sends nothing', async ({ browser }) => {
  const context = await freshVisitor(browser);
  const page = await context.newPage();
  // The page's timers run on a clock the test moves: the batch interval passes without waiting it out.
  await page.clock.install();
  // The clock stands in for the performance timeline too, so the app's page-shown mark is not
  // there to read (appShown); its window event still is.
  await page.addInitScript(() => addEventListener('fikrspace:page-shown', () => ((window as unknown as { pageShown: boolean }).pageShown = true)));
  const tracked: string[] = [];
  page.on('request', (request) => {
    if (isTracking(request.url())) tracked.push(request.url());
  });
  await page.goto('/about');
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Reject' }).click();
  await page.goto('/contact');
  await expect(page.getByTestId('consent-banner')).toBeHidden();
  await expect.poll(() => page.evaluate(() => (window as unknown as { pageShown?: boolean }).pageShown === true)).toBe(true);
  // Past the moment a batch would have left: a tracker that ignored the answer would send now.
  await page.clock.runFor(FLUSH_INTERVAL_MS * 2);
  // A request of the test's own after the timers ran: the browser reports requests in the order
  // they start, so any the timers started has reached the listener once this one has answered.
  await page.evaluate(() => fetch('/remotes.json').then(() => null));
  const stored = await page.evaluate(() => ({ local: Object.keys(localStorage).filter((key) => key.startsWith('analytics-') && key !== 'analytics-consent'), session: Object.keys(sessionStorage).filter((key) => key.startsWith('analytics-')) }));
  expect(stored).toEqual({ local: [], session: [] });
  expect(tracked).toEqual([]);
  await context.close();
});

test('offline, events wait in the browser and are sent when the network returns', async ({ browser }) => {
  const context = await freshVisitor(browser);
  const page = await context.newPage();
  await page.goto('/about');
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Accept' }).click();
  await page.goto('/events');
  // The app, not only the prerendered page, must be running before the network goes.
  await appShown(page);
  await context.setOffline(true);
  // The page view's batch leaves after 5 s; offline it is kept in local storage instead.
  await expect.poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]').length as number, FAILED_EVENTS), { timeout: 15_000 }).toBeGreaterThan(0);
  const queued = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as { pagePath?: string }[], FAILED_EVENTS);
  expect(queued.map((event) => event.pagePath)).toContain('/events');

  const delivered = page.waitForResponse((response) => response.url().includes('/functions/v1/analytics-track') && response.request().method() === 'POST');
  await context.setOffline(false);
  // analytics-track answers 202 Accepted for a stored event.
  expect((await delivered).status()).toBe(202);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), FAILED_EVENTS), { timeout: 15_000 }).toBeNull();
  await context.close();
});
