import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './api-session';

/** Records every Content-Security-Policy violation the page reports, from its first script on. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const found: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = found;
    document.addEventListener('securitypolicyviolation', (event) => found.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`));
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)), ...console];
}

const SIGNED_OUT_PAGES: Array<[string, string]> = [
  ['/', 'site-home'],
  ['/about', 'site-home'],
  ['/blog/why-mena-now', 'content-page'],
  ['/fikrmarketplace', 'content-page'],
  ['/fikrspace/investor/', 'portal-landing'],
  ['/fikrspace/gov/', 'portal-landing'],
  ['/fikrspace/feedback/', 'route-page'],
  ['/fikrspace/login', 'sign-in-form'],
  ['/register', 'register-form'],
  ['/fikrspace/no/such/page', 'not-found'],
];

test.describe('the Content-Security-Policy allows everything the platform does (spec 001 §9)', () => {
  test('no violation on signed-out pages of every kind', async ({ page }) => {
    // Ten cold page loads in one browser context, each waiting for the network to settle.
    test.slow();
    const violations = await recordViolations(page);
    const found = new Set<string>();
    for (const [path, ready] of SIGNED_OUT_PAGES) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByTestId(ready).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        for (const violation of await violations()) found.add(`${path}: ${violation}`);
      });
    }
    expect([...found]).toEqual([]);
  });

  test('no violation across signed-in portal and office pages', async ({ page }) => {
    // A sign-in and five cold portal loads, each waiting for the network to settle: 50 s on CI.
    test.slow();
    const violations = await recordViolations(page);
    await openSignedIn(page, 'owner@fikrspace.test', '/fikrspace/office/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const path of ['/fikrspace/office/organizations', '/fikrspace/office/analytics', '/fikrspace/startup/dashboard', '/fikrspace/portal/cap']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(await violations()).toEqual([]);
  });
});

test('every kind of response carries the security headers', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByTestId('site-home')).toBeVisible();
  const asset = await page.evaluate(() => [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => new URL(script.src).pathname).find((src) => /\/assets\/.+-[\w-]{8,}\.js$/.test(src)));
  expect(asset).toBeTruthy();
  const kinds: Array<[string, string]> = [
    ['HTML', '/about'],
    ['hashed asset', asset as string],
    ['remote manifest', '/remotes/site/mf-manifest.json'],
    ['runtime configuration', '/runtime-config.json'],
    ['API', '/api/health'],
  ];
  for (const [kind, path] of kinds) {
    const headers = (await request.get(path)).headers();
    expect(headers['strict-transport-security'], kind).toBe('max-age=31536000; includeSubDomains');
    expect(headers['x-content-type-options'], kind).toBe('nosniff');
    expect(headers['referrer-policy'], kind).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], kind).toContain('camera=()');
  }
  const policy = (await request.get('/about')).headers()['content-security-policy'] ?? '';
  const scripts = policy.split('; ').find((directive) => directive.startsWith('script-src')) ?? '';
  expect(scripts).not.toContain('unsafe-inline');
  expect(scripts).toContain("'sha256-");
  expect(policy).toContain("frame-ancestors 'none'");
  const config = (await (await request.get('/runtime-config.json')).json()) as { supabase: { url: string } };
  expect(policy).toContain(`connect-src 'self' ${new URL(config.supabase.url).origin}`);
  // A remote's files are readable cross-origin by the shell's origins only.
  const foreign = await request.get('/remotes/site/mf-manifest.json', { headers: { origin: 'https://evil.example.com' } });
  expect(foreign.headers()['access-control-allow-origin']).toBeUndefined();
});
