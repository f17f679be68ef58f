import type { Page, Response } from '@playwright/test';

/** Spec 000 §2 public routes, with sample values for their dynamic segments. */
export const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/test-routing',
  '/blog',
  '/blog/top-vcs-lisbon',
  '/blog/why-mena-now',
  '/events',
  '/events/pitch/riyadh-demo-day',
  '/events/webinar/fundraising-101',
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
  '/fikrmarketplace/accelerator-detail/42',
  '/fikrmarketplace/startup-detail/42',
  '/fikrmarketplace/mentor-detail/42',
  '/fikrpitch/investor-detail/42',
  '/fikrspace/fikrmarketplace/accelerator-detail/42',
  '/fikrspace/fikrmarketplace/startup-detail/42',
  '/fikrspace/fikrmarketplace/mentor-detail/42',
  '/fikrspace/fikrpitch/investor-detail/42',
  '/fikrscore/assessment/pre-assessment',
  '/fikrscore/assessment/assessment',
  '/fikrscore/results/abc-123',
  '/fikrspace/fikrscore/assessment/pre-assessment',
  '/fikrspace/fikrscore/assessment/assessment',
  '/fikrspace/fikrscore/results/abc-123',
  '/roadtrips',
  '/roadtrips/roadtrip-to-riyadh',
  '/roadtrips/riyadh-roadtrip-thank-you',
  '/webinar/saudi-entrepreneurship',
  '/saudi-entrepreneurship',
  '/any-campaign-page',
] as const;

/** The nine remotes, where each is mounted on localhost, and what its front door shows. */
export const REMOTES = [
  { name: 'site', prefix: '', front: 'site-home', portalName: 'FikrSpace' },
  { name: 'investor', prefix: '/fikrspace/investor', front: 'portal-landing', portalName: 'Investor Portal' },
  { name: 'accelerator', prefix: '/fikrspace/accelerator', front: 'portal-landing', portalName: null },
  { name: 'mentor', prefix: '/fikrspace/mentor', front: 'portal-landing', portalName: null },
  { name: 'startup', prefix: '/fikrspace/startup', front: 'portal-landing', portalName: null },
  { name: 'government', prefix: '/fikrspace/gov', front: 'portal-landing', portalName: null },
  { name: 'feedback', prefix: '/fikrspace/feedback', front: 'route-page', portalName: null },
  { name: 'affiliates', prefix: '/fikrspace/affiliates', front: 'sign-in-form', portalName: null },
  { name: 'office', prefix: '/fikrspace/office', front: 'sign-in-form', portalName: null },
] as const;

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
