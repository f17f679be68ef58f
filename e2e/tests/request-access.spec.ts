import { expect, test } from '@playwright/test';
import { openSignedIn } from './api-session';

const OFFICE_USERS = '/fikrspace/office/users';

test('viewer@ asks for the office users page from the forbidden screen, once', async ({ page }) => {
  await openSignedIn(page, 'viewer@fikrspace.test', OFFICE_USERS);
  await expect(page.getByTestId('forbidden')).toBeVisible();
  await page.getByRole('link', { name: 'Request access' }).click();

  await expect(page).toHaveURL(`/request-access?from=${encodeURIComponent(OFFICE_USERS)}`);
  await expect(page).toHaveTitle(/^Request access \|/);
  await expect(page.getByTestId('request-access-path')).toHaveText(OFFICE_USERS);
  await expect(page.getByTestId('request-access-organization')).toHaveText('Fikr Labs');
  await expect(page.getByTestId('request-access-recent')).toContainText('You have not requested access yet.');

  const message = page.getByLabel('Message (optional)');
  await message.fill('I review the user list every week.');
  await expect(page.getByTestId('request-access-counter')).toHaveText('34 / 2,000 characters');
  await page.getByRole('button', { name: 'Send request' }).click();

  const sent = page.getByTestId('request-access-sent');
  await expect(sent).toBeVisible();
  await expect(sent.getByRole('heading', { name: 'Request sent' })).toBeFocused();
  const item = page.getByTestId('access-request-item');
  await expect(item).toHaveCount(1);
  await expect(item).toHaveAttribute('data-status', 'pending');
  await expect(item).toContainText(OFFICE_USERS);
  await expect(item).toContainText('Pending');
  await expect(item).toContainText('I review the user list every week.');

  // A second request for the same page, sent from the keyboard, is answered "already requested".
  await page.reload();
  await page.getByLabel('Message (optional)').fill('Again, please.');
  await page.getByRole('button', { name: 'Send request' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('request-access-already')).toBeVisible();
  await expect(page.getByTestId('request-access-already')).toContainText('Already requested');
  await expect(page.getByTestId('access-request-item')).toHaveCount(1);
});

test('a signed-out visitor of the request page signs in first and comes back to it', async ({ page }) => {
  const target = `/request-access?from=${encodeURIComponent('/fikrspace/office/settings')}`;
  await page.goto(target);
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(target)}`);
  await expect(page.getByTestId('sign-in-form')).toBeVisible();
});
