import { expect, test, type Page } from '@playwright/test';
import { builtInTheme, type ThemeDefinition } from '@fikrspace/theme';
import { openSignedIn } from './api-session';
import { appShown } from './support';

const rootStyle = (page: Page, name: string) => page.evaluate((variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(), name);

/** A mark on the window object: it survives anything but a reload. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { pageMark: string }).pageMark = 'unchanged'));
}
const pageMark = (page: Page) => page.evaluate(() => (window as unknown as { pageMark?: string }).pageMark ?? null);

async function chooseLanguage(page: Page, nativeName: string): Promise<void> {
  await page.getByTestId('language-selector').first().click();
  await page.getByRole('option').filter({ hasText: nativeName }).getByRole('button').click();
}

test.describe('themes (spec 000 §3, §4)', () => {
  test('the fikr-space theme is active at start, its tokens drive the page as CSS variables', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', /^fikr-space/);
    await expect.poll(async () => (await rootStyle(page, '--fs-color-primary-400')).toLowerCase()).toBe('#00fb95');
    expect(await rootStyle(page, '--fs-color-neutral-500')).toMatch(/^#[0-9a-f]{6}$/i);
  });

  test("a theme whose extends names a parent falls back to the parent's layout", async ({ page }) => {
    // A theme imported in this browser: its colours are corporate's, its layouts come from its config file.
    const corporate = builtInTheme('corporate')!;
    const acme: ThemeDefinition = { ...corporate, id: 'acme', name: 'Acme', metadata: { ...corporate.metadata, isDefault: false, tags: ['imported'] } };
    await page.addInitScript((theme) => {
      localStorage.setItem('cms-cached-themes', JSON.stringify([theme]));
      localStorage.setItem('cms-theme-id', theme.id);
    }, acme);
    // Without a config file of its own, the theme has no parent and gets the default theme's footer.
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'acme');
    await expect(page.getByTestId('site-footer')).toHaveAttribute('data-footer', 'default');

    // Its config file names minimal as its parent: minimal's own footer replaces the default's,
    // on the public home and on a portal's landing page, while the layouts minimal lacks are the default's.
    const config = { name: 'acme', version: '1.0.0', description: 'Acme', author: 'Acme', license: 'UNLICENSED', extends: 'minimal' };
    await page.route('**/themes/acme/theme.json', (route) => route.fulfill({ json: config }));
    await page.reload();
    await expect(page.getByTestId('site-footer')).toHaveAttribute('data-footer', 'minimal');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await page.goto('/fikrspace/mentor/');
    await expect(page.getByTestId('site-footer')).toHaveAttribute('data-footer', 'minimal');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'acme');
  });

  test('a mode change applies at once, without a reload, and persists across a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await markPage(page);
    // A new document fires its DOMContentLoaded; the address the app may rewrite in place does not.
    const documents: string[] = [];
    page.on('domcontentloaded', () => documents.push(page.url()));
    await page.getByTestId('theme-toggle').first().click();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('user-theme'))).toBe('light');
    // No reload happened: the page kept its mark, and no new document was loaded.
    expect(await pageMark(page)).toBe('unchanged');
    expect(documents).toEqual([]);

    await page.reload();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => document.documentElement.style.colorScheme || getComputedStyle(document.documentElement).colorScheme)).toContain('light');
  });

  test('dark mode holds on the shared screens the public site serves, after the site’s own stylesheet', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('user-theme', 'dark'));
    await page.goto('/fikrspace/login');
    const form = page.getByTestId('sign-in-form');
    await expect(form).toBeVisible();
    await appShown(page);
    // A site page's code, and the site's stylesheet with it, downloads as the pointer comes to a link to it.
    await page.getByRole('link', { name: 'Features', exact: true }).first().hover();
    // A stylesheet joins document.styleSheets only once it has loaded, which may be after the form shows.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const sheets = [...document.styleSheets].map((sheet) => sheet.href ?? '');
          const site = sheets.findIndex((href) => href.includes('/remotes/site/'));
          return site >= 0 && site > sheets.findIndex((href) => href.includes('/assets/bootstrap-'));
        }),
      )
      .toBe(true);
    const styles = await form.evaluate((node) => {
      const card = node.closest('.rounded-2xl')!;
      return {
        background: getComputedStyle(card).backgroundColor,
        heading: getComputedStyle(card.querySelector('h1')!).color,
      };
    });
    // The site's stylesheet loads after the shell's; its copy of bg-white must not beat dark:bg-slate-900.
    expect(styles.background).toBe('rgb(15, 23, 43)');
    expect(styles.heading).toBe('rgb(255, 255, 255)');
  });

  test('system mode follows an emulated colour-scheme change live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('user-theme', 'system');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await markPage(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    expect(await pageMark(page)).toBe('unchanged');
  });
});

test.describe('languages (spec 000 §4, §7, §9; spec 001 §2.7)', () => {
  test('?lng=fr shows French on the public home and on a portal page', async ({ page }) => {
    await page.goto('/?lng=fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByTestId('footer-tagline')).toHaveText('Votre startup. Partout. À tout moment.');

    // The portal's own texts come from the remote's French file, the shared ones from the shell's.
    await page.goto('/fikrspace/feedback/?lng=fr');
    await expect(page.getByTestId('route-page').getByRole('heading', { level: 1 })).toHaveText('Tableau des retours');
    await expect(page).toHaveTitle(/Tableau des retours/);
    await expect(page.getByTestId('portal-sidebar').getByText('Communauté', { exact: true })).toBeVisible();
    await expect(page.getByTestId('footer-tagline')).toHaveText('Votre startup. Partout. À tout moment.');
  });

  test('?lng=ar gives dir=rtl, the rtl body class and the sidebar on the right', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/fikrspace/feedback/?lng=ar');
    await appShown(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('body')).toHaveClass(/\brtl\b/);
    const sidebar = (await page.getByTestId('portal-sidebar').boundingBox())!;
    expect(sidebar.x).toBeGreaterThan(1280 / 2);
    expect(Math.round(sidebar.x + sidebar.width)).toBe(1280);
    // Collapsing keeps it against the right edge.
    await page.getByTestId('sidebar-toggle').click();
    await expect.poll(async () => (await page.getByTestId('portal-sidebar').boundingBox())?.width).toBe(64);
    const collapsed = (await page.getByTestId('portal-sidebar').boundingBox())!;
    expect(Math.round(collapsed.x + collapsed.width)).toBe(1280);
  });

  test('a language file that cannot be loaded leaves the page usable in English', async ({ page }) => {
    await page.route('**/locales/fr/**', (route) => route.abort());
    await page.goto('/fikrspace/login?lng=fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const form = page.getByTestId('sign-in-form');
    await expect(form.getByLabel('E-mail')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText('Sign in to FikrSpace');
  });

  test('the language list is operable from the keyboard and closes on Escape', async ({ page }) => {
    await page.goto('/');
    const selector = page.getByTestId('language-selector').first();
    await selector.focus();
    await page.keyboard.press('Enter');
    const list = page.getByRole('listbox');
    await expect(list).toBeVisible();
    for (const language of ['English', 'العربية', 'Français']) await expect(list.getByRole('option').filter({ hasText: language })).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(list).toHaveCount(0);
  });

  test('a language chosen while signed in is restored on another device from the database', async ({ page, browser }) => {
    await openSignedIn(page, 'university@fikrspace.test');
    await expect(page).toHaveURL(/\/fikrspace\/portal\/university/);
    await chooseLanguage(page, 'Français');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

    const otherDevice = await browser.newContext();
    try {
      const other = await otherDevice.newPage();
      await openSignedIn(other, 'university@fikrspace.test');
      await expect(other).toHaveURL(/\/fikrspace\/portal\/university/);
      await expect(other.locator('html')).toHaveAttribute('lang', 'fr');
      // Put the account back to English for the other tests, from the second device.
      await chooseLanguage(other, 'English');
      await expect(other.locator('html')).toHaveAttribute('lang', 'en');
    } finally {
      await otherDevice.close();
    }
  });
});

test.describe('portal colours (spec 001 §1)', () => {
  const primaryShades = (page: Page) =>
    page.evaluate(() => ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'].map((shade) => getComputedStyle(document.documentElement).getPropertyValue(`--fs-color-primary-${shade}`).trim().toLowerCase()));

  test("the mentor portal's primary is #1e40af while it is shown, and the theme's again elsewhere", async ({ page }) => {
    await page.goto('/fikrspace/mentor/');
    await expect(page.getByTestId('portal-landing')).toBeVisible();
    await expect.poll(() => primaryShades(page)).toContain('#1e40af');
    await page.goto('/fikrspace/feedback/');
    await expect(page.getByTestId('route-page')).toBeVisible();
    expect(await primaryShades(page)).not.toContain('#1e40af');
    expect(await primaryShades(page)).toContain('#00fb95');
  });
});
