import { expect, test } from '@playwright/test';
import { appShown } from './support';

/** Spec: whatever fails to load gives up and offers recovery within 15 s. */
const START_GIVE_UP_MS = 15_000;

// A handler may still hold a request when a test ends; dropping them first keeps it from failing the run.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

// Not prerendered: the page starts on the loading screen of index.html.
const PORTAL_PAGE = '/fikrspace/office/users';

test("the shell's start-up code failing to download ends on a recovery screen whose Refresh starts the app", async ({ page }) => {
  await page.route('**/assets/mf-entry-bootstrap-*.js', (route) => route.abort('connectionrefused'));
  await page.goto(PORTAL_PAGE);
  const failure = page.getByTestId('start-failure');
  await expect(failure.getByRole('heading', { name: 'FikrSpace could not start' })).toBeVisible();
  await expect(page.getByTestId('loading-screen')).toHaveCount(0);
  const refresh = failure.getByRole('button', { name: 'Refresh' });
  await expect(refresh).toBeFocused();

  await page.unrouteAll();
  await refresh.click();
  await appShown(page);
  await expect(page.getByTestId('start-failure')).toHaveCount(0);
});

test("the shell's federation entry never answering ends on the recovery screen within 15 s, in the page's language", async ({ page }) => {
  // The page's clock moves only when the test moves it: the 15 s are the page's own time.
  await page.clock.install();
  let requested!: () => void;
  const entryRequested = new Promise<void>((resolve) => (requested = resolve));
  await page.route('**/remoteEntry-*.js', () => {
    requested();
    return new Promise(() => undefined);
  });
  await page.goto(`${PORTAL_PAGE}?lng=ar`);
  await entryRequested;
  await expect(page.getByTestId('loading-screen')).toBeVisible();
  await expect(page.getByTestId('start-failure')).toHaveCount(0);
  await page.clock.runFor(START_GIVE_UP_MS);
  await expect(page.getByTestId('start-failure').getByRole('button', { name: 'تحديث' })).toBeVisible();
});
