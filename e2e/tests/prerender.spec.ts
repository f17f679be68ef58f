import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PARAMETER_ROUTE_SAMPLES, STATIC_PUBLIC_ROUTES } from './support';

const LANGUAGES = [
  { code: 'en', dir: 'ltr', query: '' },
  { code: 'ar', dir: 'rtl', query: '?lng=ar' },
  { code: 'fr', dir: 'ltr', query: '?lng=fr' },
] as const;

const siteName = (language: string) =>
  (JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../apps/site/public/locales/${language}/site.json`), 'utf8')) as { portal: { name: string } }).portal.name;
const first = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.trim() ?? '';

test.describe('public pages without JavaScript (spec 000 §2)', () => {
  for (const language of LANGUAGES) {
    test(`every public route carries its title, description and main heading in ${language.code}`, async ({ request }) => {
      const name = siteName(language.code);
      for (const route of STATIC_PUBLIC_ROUTES) {
        const html = await (await request.get(`${route}${language.query}`)).text();
        expect(first(html, /<html lang="([^"]+)"/), route).toBe(language.code);
        expect(first(html, /<html [^>]*dir="([^"]+)"/), route).toBe(language.dir);
        const title = first(html, /<title>([^<]*)<\/title>/);
        expect(title === name || title.endsWith(` | ${name}`), `${route}: ${title}`).toBe(true);
        expect(first(html, /<meta name="description" content="([^"]+)"/), route).not.toBe('');
        expect(first(html, /<h1[^>]*>([^<]+)</), route).not.toBe('');
        expect(html, route).toContain(`hreflang="${language.code}"`);
        expect(html, route).toContain('<meta property="og:title"');
        expect(html, route).not.toContain('data-testid="loading-screen"');
      }
    });
  }

  test('the words are the spec pages’ own, in each language', async ({ request }) => {
    const cases: Array<[string, string, string]> = [
      ['/', '<title>Home | FikrSpace</title>', 'Build your startup with the whole ecosystem behind you'],
      ['/about?lng=ar', '<title>من نحن | فكر سبيس</title>', 'ابنِ شركتك الناشئة والمنظومة كلها تساندك'],
      ['/fikrspace/investor/', '<title>Investor Portal</title>', 'Blockchain-powered equity investment'],
    ];
    for (const [address, title, heading] of cases) {
      const html = await (await request.get(address)).text();
      expect(html, address).toContain(title);
      expect(first(html, /<h1[^>]*>([^<]+)</), address).toBe(heading);
    }
  });

  test('a government page is prerendered noindex; routes with parameters are left to the browser, since no rows back them', async ({ request }) => {
    const gov = await (await request.get('/fikrspace/gov/')).text();
    expect(gov).toContain('<meta name="robots" content="noindex, nofollow" />');
    for (const address of PARAMETER_ROUTE_SAMPLES) {
      const html = await (await request.get(address)).text();
      expect(html, address).not.toMatch(/<html[^>]*data-prerendered/);
      expect(html, address).toContain('data-testid="loading-screen"');
    }
  });
});

test.describe('the browser takes a prerendered page over', () => {
  for (const address of ['/', '/about?lng=ar', '/fikrspace/investor/']) {
    test(`${address}: same text, never the loading screen, no layout shift when the app takes over`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.addInitScript(() => {
        const record = { loading: 0, servedText: '', shifts: [] as Array<{ at: number; value: number; moved: string }> };
        (window as unknown as { __takeover: typeof record }).__takeover = record;
        // Every element the page is ever given, from the first byte on.
        new MutationObserver((mutations) => {
          for (const mutation of mutations)
            for (const node of mutation.addedNodes) {
              if (node instanceof Element && (node.matches('[data-testid="loading-screen"]') || node.querySelector('[data-testid="loading-screen"]'))) record.loading++;
            }
        }).observe(document, { childList: true, subtree: true });
        document.addEventListener('DOMContentLoaded', () => (record.servedText = document.getElementById('root')?.innerText ?? ''));
        new PerformanceObserver((list) =>
          list.getEntries().forEach((entry) => {
            const shift = entry as PerformanceEntry & { value: number; sources?: Array<{ node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }> };
            // What moved and where, so a failure says where to look.
            const moved = (shift.sources ?? []).map((source) => `${source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : String(source.node?.nodeName)} x ${Math.round(source.previousRect.x)} -> ${Math.round(source.currentRect.x)}, y ${Math.round(source.previousRect.y)} -> ${Math.round(source.currentRect.y)}`);
            record.shifts.push({ at: entry.startTime, value: shift.value, moved: moved.join(' | ') });
          }),
        ).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(address);
      await page.waitForFunction(() => performance.getEntriesByName('fikrspace:page-shown').length > 0);
      // What could still move the page after the takeover has arrived (fonts, images), and two
      // frames have been drawn with it, so their layout shifts are recorded.
      await page.evaluate(async () => {
        await document.fonts.ready;
        const pending = Array.from(document.images).filter((image) => !image.complete && image.loading !== 'lazy');
        await Promise.all(pending.map((image) => new Promise((resolve) => ['load', 'error'].forEach((type) => image.addEventListener(type, resolve, { once: true })))));
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      });
      const record = await page.evaluate(() => ({
        ...(window as unknown as { __takeover: { loading: number; servedText: string; shifts: Array<{ at: number; value: number; moved: string }> } }).__takeover,
        shownAt: performance.getEntriesByName('fikrspace:page-shown')[0]!.startTime,
        text: document.getElementById('root')?.innerText ?? '',
      }));
      expect(record.servedText).not.toBe('');
      expect(record.text).toBe(record.servedText);
      expect(record.loading).toBe(0);
      // The takeover and everything after it: the served page's own first frames are the
      // benchmark's to measure (its CLS, per scenario).
      const fromTakeover = record.shifts.filter((shift) => shift.at >= record.shownAt - 1);
      expect(fromTakeover.reduce((total, shift) => total + shift.value, 0), `moved: ${fromTakeover.map((shift) => shift.moved).join(' | ')}`).toBe(0);
      expect(errors).toEqual([]);
    });
  }

  test('after the takeover, links navigate inside the app without reloading the page', async ({ page }) => {
    await page.goto('/');
    await page.waitForFunction(() => performance.getEntriesByName('fikrspace:page-shown').length > 0);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.locator('header').getByRole('link', { name: 'Events' }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });
});
