import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { openSignedIn } from './api-session';

const CAP = '/fikrspace/portal/cap';

async function signedInPage(browser: Browser, email: string, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openSignedIn(page, email, path);
  return page;
}

/** stakeholder@'s share of the company, fully diluted, as their holdings on Fikr Cap say it. */
async function ownShare(stakeholder: Page): Promise<number> {
  const text = (await stakeholder.getByTestId('cap-my-holdings').getByText(/of the company, fully diluted/).textContent()) ?? '';
  const percent = /([\d.]+)%/.exec(text)?.[1];
  expect(percent, `a percentage in “${text}”`).toBeTruthy();
  return Number(percent);
}

const shares = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

test('a founder models a round, converts it, and the fully diluted table and a stakeholder’s share change by what the model said', async ({ browser }) => {
  // Two people, each with a page of their own, and a round recorded in between.
  test.slow();
  const stakeholder = await signedInPage(browser, 'stakeholder@fikrspace.test', CAP);
  const founder = await signedInPage(browser, 'startup@fikrspace.test', CAP);
  try {
    const shareBefore = await ownShare(stakeholder);
    const wholeBefore = shares(await founder.getByTestId('cap-figure-fully-diluted').locator('dd').textContent());
    expect(wholeBefore).toBeGreaterThan(0);

    await founder.getByRole('link', { name: 'Round modeler' }).click();
    await expect(founder.getByRole('heading', { level: 1, name: 'Round modeler' })).toBeVisible();
    await founder.getByTestId('modeler-new').click();
    const form = founder.getByTestId('modeler-form');
    // A name of its own, so the journey can run again on the same database.
    const name = `Series A journey ${test.info().repeatEachIndex}-${test.info().retry}-${Date.now().toString(36)}`;
    await form.getByLabel('Scenario name').fill(name);
    await form.getByLabel('New money').fill('2000000');
    await form.getByLabel('Pre-money valuation').fill('10000000');
    // An existing stakeholder invests, so the table keeps its holders and grows their shares.
    await form.getByLabel('Existing stakeholder').selectOption({ label: 'Oasis Ventures' });
    await form.getByLabel('Amount').fill('2000000');
    const total = founder.getByTestId('modeler-table').locator('tfoot td').nth(2);
    await expect(total).not.toHaveText('');
    const modeledWhole = shares(await total.textContent());
    expect(modeledWhole).toBeGreaterThan(wholeBefore);
    await expectAccessible(founder);

    await form.getByRole('button', { name: 'Save scenario' }).click();
    const saved = founder.getByTestId('modeler-scenario').filter({ hasText: name });
    await expect(saved).toContainText('Not converted');
    const convert = founder.getByTestId('modeler-convert');
    await convert.getByRole('button', { name: 'Convert this scenario…' }).click();
    await convert.getByRole('button', { name: 'Record the round' }).click();
    await expect(saved).toContainText('Converted on');

    await founder.getByRole('link', { name: 'Cap table' }).click();
    await expect(founder.getByTestId('cap-figure-fully-diluted').locator('dd')).toHaveText(new Intl.NumberFormat('en').format(modeledWhole));

    await stakeholder.reload();
    await expect.poll(() => ownShare(stakeholder)).toBeLessThan(shareBefore);
  } finally {
    await founder.context().close();
    await stakeholder.context().close();
  }
});
