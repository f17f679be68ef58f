import type { Page, Response } from '@playwright/test';
import { SITES } from '@fikrspace/sites/node';

/** Spec 000 §2 public routes without parameters: each is prerendered. */
export const STATIC_PUBLIC_ROUTES = [
  '/',
  '/about',
  '/test-routing',
  '/blog',
  '/blog/top-vcs-lisbon',
  '/events',
  '/podcast',
  '/contact',
  '/resources',
  '/join',
  '/join/thank-you',
  '/join-the-movement',
  '/scaleup-bootcamp',
  '/bootcamp',
  '/fikros',
  '/fikrhub',
  '/fikrcap',
  '/fikrpitch',
  '/fikrscore',
  '/fikrmoney',
  '/features',
  '/gov',
  '/fikrmarketplace',
  '/fikrspace/fikrmarketplace',
  '/fikrmarketplace/thank-you',
  '/fikrscore/assessment/pre-assessment',
  '/fikrscore/assessment/assessment',
  '/fikrspace/fikrscore/assessment/pre-assessment',
  '/fikrspace/fikrscore/assessment/assessment',
  '/roadtrips',
  '/roadtrips/roadtrip-to-riyadh',
  '/roadtrips/riyadh-roadtrip-thank-you',
  '/webinar/saudi-entrepreneurship',
  '/saudi-entrepreneurship',
] as const;

/** Sample addresses of the spec 000 §2 routes with parameters (and the `/{slug}` catch-all). */
export const PARAMETER_ROUTE_SAMPLES = [
  '/blog/why-mena-now',
  '/events/pitch/riyadh-demo-day',
  '/events/webinar/fundraising-101',
  '/fikrmarketplace/accelerator-detail/42',
  '/fikrmarketplace/startup-detail/42',
  '/fikrmarketplace/mentor-detail/42',
  '/fikrpitch/investor-detail/42',
  '/fikrspace/fikrmarketplace/accelerator-detail/42',
  '/fikrspace/fikrmarketplace/startup-detail/42',
  '/fikrspace/fikrmarketplace/mentor-detail/42',
  '/fikrspace/fikrpitch/investor-detail/42',
  '/fikrscore/results/abc-123',
  '/fikrspace/fikrscore/results/abc-123',
  '/any-campaign-page',
] as const;

/** Spec 000 §2 public routes, with sample values for their dynamic segments. */
export const PUBLIC_ROUTES = [...STATIC_PUBLIC_ROUTES, ...PARAMETER_ROUTE_SAMPLES] as const;

/** What a remote's front door shows where it differs from its kind's default. */
const FRONT_DOOR_EXCEPTIONS: Record<string, string> = { site: 'site-home', feedback: 'route-page' };

/**
 * Every remote of the sites manifest, where it is mounted on localhost, and what its front door
 * shows: the public landing, or the sign-in page for a portal that asks for it at once.
 */
export const REMOTES = SITES.filter((site) => site.app !== null).map((site) => ({
  name: site.app as string,
  prefix: site.prefixes[0] ?? '',
  front: FRONT_DOOR_EXCEPTIONS[site.id] ?? (site.frontDoor === 'sign-in' ? 'sign-in-form' : 'portal-landing'),
}));

/** Collects every JavaScript response the page receives, with its body, for counting downloads. */
export function recordScripts(page: Page): Array<{ url: string; body: string }> {
  const scripts: Array<{ url: string; body: string }> = [];
  page.on('response', async (response: Response) => {
    if (!response.url().endsWith('.js') || response.status() !== 200) return;
    try {
      scripts.push({ url: response.url(), body: await response.text() });
    } catch {
      // The page navigated away before the body arrived; the request itself was still counted.
      scripts.push({ url: response.url(), body: '' });
    }
  });
  return scripts;
}

export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Waits until the app runs the page: a prerendered page shows and follows links before that, but
 * its buttons, its client-side navigation and the app's error handlers start only then.
 */
export async function appShown(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('fikrspace:page-shown').length > 0);
}
