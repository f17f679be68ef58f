import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { openSignedIn } from './api-session';

async function signedInPage(browser: Browser, email: string, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openSignedIn(page, email, path);
  return page;
}

/** The metric columns of the investor's table: every header but the month's. */
async function sharedColumns(investor: Page) {
  const table = investor.getByTestId('metric-series').getByRole('table');
  await expect(table).toBeVisible();
  return (await table.getByRole('columnheader').allTextContents()).slice(1);
}

test('a founder submits a month and grants an investor revenue and runway; once revoked, the investor sees nothing', async ({ browser }) => {
  // Two people, each with a page of their own: twice the sign-in and the page loads of one.
  test.slow();
  const founder = await signedInPage(browser, 'startup@fikrspace.test', '/fikrspace/startup/metrics');
  const investor = await signedInPage(browser, 'investor@fikrspace.test', '/fikrspace/investor/startups');
  try {
    // The seed leaves last month a draft: the form opens on it, and the founder submits it.
    const month = founder.getByTestId('month-form');
    await month.getByRole('button', { name: 'Submit month' }).click();
    await founder.getByRole('alertdialog').getByRole('button', { name: 'Submit the month' }).click();
    await expect(month.getByText(/^Submitted on /)).toBeVisible();
    await expectAccessible(founder);

    // The seed's grant to Oasis Ventures goes, to be given again as the journey's own.
    const consent = founder.getByTestId('consent-panel');
    await consent.getByRole('button', { name: 'Revoke the access of Oasis Ventures' }).click();
    await founder.getByRole('alertdialog').getByRole('button', { name: 'Revoke access' }).click();
    await expect(consent.getByText('Oasis Ventures can no longer see your metrics.')).toBeVisible();

    const form = consent.getByTestId('grant-form');
    await form.getByLabel('Find an accelerator, investor or government body by name').fill('Oasis');
    await form.getByRole('radio', { name: /Oasis Ventures/ }).check();
    await form.getByRole('radio', { name: 'Only the metrics chosen' }).check();
    await form.getByRole('checkbox', { name: 'Revenue', exact: true }).check();
    await form.getByRole('checkbox', { name: 'Runway', exact: true }).check();
    await form.getByRole('button', { name: 'Give access' }).click();
    await expect(consent.getByText('Oasis Ventures can now see your metrics as chosen.')).toBeVisible();

    // The investor reads exactly the two series granted, nothing more.
    await investor.reload();
    await expect(investor.getByRole('button', { name: 'Fikr Labs', pressed: true })).toBeVisible();
    expect(await sharedColumns(investor)).toEqual(['Revenue', 'Runway']);
    await expectAccessible(investor);

    await consent.getByRole('button', { name: 'Revoke the access of Oasis Ventures' }).click();
    await founder.getByRole('alertdialog').getByRole('button', { name: 'Revoke access' }).click();
    await expect(consent.getByText('Oasis Ventures can no longer see your metrics.')).toBeVisible();

    await investor.reload();
    await expect(investor.getByText('No startup shares its metrics with your organization now')).toBeVisible();
    await expect(investor.getByRole('table')).toHaveCount(0);
  } finally {
    await founder.context().close();
    await investor.context().close();
  }
});
