import { expect, test, type Locator } from '@playwright/test';
import { openSignedIn } from './api-session';
import { appShown } from './support';

// A visitor who has not answered yet: no stored consent, so the banner waits along the bottom.
test.use({ storageState: { cookies: [], origins: [] } });

/** True when a click at the control's centre would reach the control, not something drawn over it. */
async function reachable(control: Locator): Promise<boolean> {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

test('nothing the visitor may need sits under the consent banner: Sign out and Report a Bug stay reachable until it is answered', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openSignedIn(page, 'startup@fikrspace.test');
  await appShown(page);
  const banner = page.getByTestId('consent-banner');
  await expect(banner).toBeVisible();

  const signOut = page.getByTestId('portal-sidebar').getByTestId('sign-out');
  const bugReport = page.getByTestId('bug-report-link');
  for (const control of [signOut, bugReport]) {
    await expect(control).toBeVisible();
    await expect.poll(() => reachable(control)).toBe(true);
  }

  await banner.getByRole('button', { name: 'Reject' }).click();
  await expect(banner).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--fs-bottom-inset'))).toBe('');
});
