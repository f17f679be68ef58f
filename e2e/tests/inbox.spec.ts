import { expect, test, type Browser } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { openSignedIn } from './api-session';

// The seed's conversation of mentor@ and multi-org@ in Mentor Circle (supabase/seeds/30_inbox.sql).
const CONVERSATION = '00000000-0000-4000-c000-000000000002';

async function signedInPage(browser: Browser, email: string, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openSignedIn(page, email, path);
  return page;
}

test('a message reaches the other member’s open page and their bell without a reload', async ({ browser }) => {
  const mentor = await signedInPage(browser, 'mentor@fikrspace.test', `/fikrspace/mentor/messages?conversation=${CONVERSATION}`);
  const colleague = await signedInPage(browser, 'multi-org@fikrspace.test', `/fikrspace/portal/messages?conversation=${CONVERSATION}`);
  try {
    await expect(mentor.getByTestId('message-scroller').getByText('Perfect, thank you. Could you also look at their pitch deck beforehand?')).toBeVisible();
    // The mentor catches up on the seeded notifications: the bell shows no count.
    await expect(mentor.getByTestId('notification-count')).toBeVisible();
    await mentor.getByTestId('notification-bell').click();
    await mentor.getByTestId('notification-panel').getByRole('button', { name: 'Mark all read' }).click();
    await expect(mentor.getByTestId('notification-count')).toHaveCount(0);
    await mentor.keyboard.press('Escape');
    await expectAccessible(mentor);

    const composer = colleague.getByTestId('composer');
    await expect(composer).toBeVisible();
    await composer.fill('مرحبا! The deck is in the data room now.');
    await composer.press('Enter');
    await expect(colleague.getByTestId('message-scroller').getByText('مرحبا! The deck is in the data room now.')).toBeVisible();
    await expectAccessible(colleague);

    await expect(mentor.getByTestId('message-scroller').getByText('مرحبا! The deck is in the data room now.')).toBeVisible();
    await expect(mentor.getByTestId('notification-count')).toHaveText('1');
    await mentor.getByTestId('notification-bell').click();
    const unread = mentor.getByTestId('notification-panel').locator('[data-unread="true"]');
    await expect(unread).toHaveCount(1);
    await expect(unread).toContainText('New message from Maya Multiorg');
    await expect(unread).toContainText('مرحبا! The deck is in the data room now.');
  } finally {
    await mentor.context().close();
    await colleague.context().close();
  }
});

// A 2×2 PNG: small enough to write here, a real image for the browser to decode.
const LOGO_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGMQ2NkIRAwQCgAiYgUp/KP16gAAAABJRU5ErkJggg==', 'base64');

test('an uploaded logo shows in the header of every portal', async ({ page }) => {
  await openSignedIn(page, 'startup@fikrspace.test', '/fikrspace/portal/account');
  const editor = page.getByTestId('organization-logos-editor');
  await expect(editor.getByRole('heading', { name: 'Logo of Fikr Labs' })).toBeVisible();
  await expectAccessible(page);

  await editor.getByTestId('file-input').setInputFiles({ name: 'Fikr Labs logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
  await expect(editor.getByText('Saved. The new picture shows everywhere it appears.')).toBeVisible();
  const headerLogo = page.getByTestId('organization-logo');
  await expect(headerLogo).toHaveAttribute('src', /\/storage\/v1\/object\/public\/organization-logos\/[0-9a-f-]{36}\/fikr-labs-logo-[0-9a-z]{8}\.png$/);
  // Served and decoded under the page's security policy, not only named.
  await expect.poll(() => headerLogo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(2);

  const address = await headerLogo.getAttribute('src');
  await page.goto('/fikrspace/startup/dashboard');
  await expect(page.getByTestId('organization-logo')).toHaveAttribute('src', address!);

  // The demo organization goes back to no logo, as the other journeys expect it.
  await page.goto('/fikrspace/portal/account');
  await page.getByTestId('organization-logos-editor').getByRole('button', { name: 'Remove the picture' }).click();
  await expect(page.getByTestId('organization-logos-editor').getByText('The picture was removed.')).toBeVisible();
  await expect(page.getByTestId('organization-logo')).toHaveCount(0);
});
