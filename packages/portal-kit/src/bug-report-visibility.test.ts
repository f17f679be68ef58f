import { describe, expect, it } from 'vitest';
import { hostSiteOf, isBugReportButtonVisible, pathSegments } from './bug-report-visibility';
import type { SiteId } from './types';

const SHOWN = true;
const HIDDEN = false;

/** [path, site of the current host (null on localhost), expected visibility]. */
const ROWS: ReadonlyArray<readonly [string, SiteId | null, boolean]> = [
  // Spec 000 public routes, at the root.
  ['/', null, SHOWN],
  ['/about', null, SHOWN],
  ['/test-routing', null, SHOWN],
  ['/blog', null, SHOWN],
  ['/blog/top-vcs-lisbon', null, SHOWN],
  ['/blog/x', null, SHOWN],
  ['/events/pitch/riyadh-demo-day', null, SHOWN],
  ['/events/webinar/fundraising-101', null, SHOWN],
  ['/podcast', null, SHOWN],
  ['/contact', null, SHOWN],
  ['/join/thank-you', null, SHOWN],
  ['/scaleup-bootcamp', null, HIDDEN],
  ['/bootcamp', null, HIDDEN],
  ['/fikros', null, SHOWN],
  ['/fikrhub', null, SHOWN],
  ['/fikrcap', null, SHOWN],
  ['/fikrpitch', null, HIDDEN],
  ['/fikrscore', null, SHOWN],
  ['/fikrmoney', null, SHOWN],
  ['/features', null, SHOWN],
  ['/gov', null, HIDDEN],
  ['/fikrmarketplace', null, HIDDEN],
  ['/fikrmarketplace/thank-you', null, HIDDEN],
  ['/fikrmarketplace/accelerator-detail/1', null, HIDDEN],
  ['/fikrmarketplace/startup-detail/1', null, HIDDEN],
  ['/fikrmarketplace/mentor-detail/1', null, HIDDEN],
  ['/fikrpitch/investor-detail/3', null, HIDDEN],
  ['/fikrscore/assessment/pre-assessment', null, HIDDEN],
  ['/fikrscore/assessment/assessment', null, HIDDEN],
  ['/fikrscore/pre-assessment', null, HIDDEN],
  ['/fikrscore/results/abc-123', null, SHOWN],
  ['/roadtrips/roadtrip-to-riyadh', null, SHOWN],
  ['/saudi-entrepreneurship', null, SHOWN],
  ['/any-campaign-page', null, SHOWN],
  // The same public pages under /fikrspace.
  ['/fikrspace', null, SHOWN],
  ['/fikrspace/', null, SHOWN],
  ['/fikrspace/about', null, SHOWN],
  ['/fikrspace/fikrmarketplace', null, HIDDEN],
  ['/fikrspace/fikrmarketplace/startup-detail/42', null, HIDDEN],
  ['/fikrspace/fikrpitch/investor-detail/42', null, HIDDEN],
  ['/fikrspace/fikrscore/assessment/pre-assessment', null, HIDDEN],
  ['/fikrspace/fikrscore/results/abc-123', null, SHOWN],
  ['/fikrspace/bootcamp', null, HIDDEN],
  // Audience portals on localhost.
  ['/fikrspace/investor', null, HIDDEN],
  ['/fikrspace/investor/', null, HIDDEN],
  ['/fikrspace/investor/dashboard', null, HIDDEN],
  ['/fikrspace/mentor', null, HIDDEN],
  ['/fikrspace/mentor/fikr-score/track', null, HIDDEN],
  ['/fikrspace/accelerator/cohorts', null, HIDDEN],
  ['/fikrspace/gov/dashboard', null, HIDDEN],
  ['/fikrspace/pitchplatform', null, HIDDEN],
  ['/fikrspace/startup/dashboard', null, SHOWN],
  ['/fikrspace/affiliates/dashboard', null, SHOWN],
  ['/fikrspace/affiliate/dashboard', null, SHOWN],
  ['/fikrspace/feedback/', null, SHOWN],
  ['/fikrspace/office/users', null, SHOWN],
  ['/fikrspace/login', null, SHOWN],
  // The portal root and its product areas.
  ['/fikrspace/portal', null, SHOWN],
  ['/fikrspace/portal/os', null, SHOWN],
  ['/fikrspace/portal/test', null, SHOWN],
  ['/fikrspace/portal/score', null, SHOWN],
  ['/fikrspace/portal/score/benchmarks', null, HIDDEN],
  ['/fikrspace/portal/gov', null, HIDDEN],
  ['/fikrspace/portal/university', null, SHOWN],
  // Portal-switch targets name the portal they lead to.
  ['/fikrspace/partners/mentor', null, HIDDEN],
  ['/fikrspace/partners/accelerator', null, HIDDEN],
  ['/fikrspace/partners/vc', null, SHOWN],
  // Whole segments only: a listed word inside a longer segment does not count.
  ['/governance', null, SHOWN],
  ['/blog/government-grants', null, SHOWN],
  ['/blog/mentoring-tips', null, SHOWN],
  ['/blog/how-mentors-help', null, SHOWN],
  ['/fikrspace/investors', null, SHOWN],
  ['/fikrspace/govt', null, SHOWN],
  ['/fikr-score/benchmarks', null, SHOWN],
  ['/blog/mentor', null, HIDDEN],
  ['/events/gov/summit', null, HIDDEN],
  ['/vc-detail/9', null, HIDDEN],
  ['/x/startup-detail', null, HIDDEN],
  // "investor" hides only right after a leading /fikrspace.
  ['/investor', null, SHOWN],
  ['/blog/fikrspace/investor', null, SHOWN],
  // Multi-segment entries: consecutive, in this order, anywhere.
  ['/score/benchmarks', null, HIDDEN],
  ['/benchmarks/score', null, SHOWN],
  ['/score/x/benchmarks', null, SHOWN],
  ['/fikrscore/x/assessment', null, SHOWN],
  ['/startupView/12', null, HIDDEN],
  ['/fikrspace/portal/startupView/12/overview', null, HIDDEN],
  ['/startupView', null, SHOWN],
  ['/startupView/', null, SHOWN],
  // Case, trailing and doubled slashes, escapes, query and fragment.
  ['/FikrMarketplace', null, HIDDEN],
  ['/FIKRSPACE/Investor/Dashboard', null, HIDDEN],
  ['/startupview/12', null, HIDDEN],
  ['/gov/', null, HIDDEN],
  ['//gov//', null, HIDDEN],
  ['/fikrspace//investor', null, HIDDEN],
  ['/g%6Fv', null, HIDDEN],
  ['/about%2', null, SHOWN],
  ['/about?section=gov', null, SHOWN],
  ['/about#mentor', null, SHOWN],
  ['/blog?next=/fikrmarketplace', null, SHOWN],
  ['/gov?lng=ar', null, HIDDEN],
  // Host mode: the government host hides the button on every page.
  ['/', 'government', HIDDEN],
  ['/dashboard', 'government', HIDDEN],
  ['/about', 'government', HIDDEN],
  ['/login', 'government', HIDDEN],
  // Other hosts follow the path rules for the path they serve.
  ['/', 'investor', SHOWN],
  ['/dashboard', 'investor', SHOWN],
  ['/dashboard', 'mentor', SHOWN],
  ['/dashboard', 'accelerator', SHOWN],
  ['/dashboard', 'startup', SHOWN],
  ['/', 'feedback', SHOWN],
  ['/users', 'office', SHOWN],
  ['/os', 'portal', SHOWN],
  ['/gov', 'portal', HIDDEN],
  ['/score/benchmarks', 'portal', HIDDEN],
  ['/fikrmarketplace', 'site', HIDDEN],
  ['/fikr-score/track', 'mentor', SHOWN],
];

describe('bug-report button visibility (spec 001 §2.12)', () => {
  it('covers a table of at least 45 paths and hosts', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(45);
  });

  it.each(ROWS)('%s on host site %s: visible %s', (path, hostSite, visible) => {
    expect(isBugReportButtonVisible(path, hostSite)).toBe(visible);
  });
});

describe('path segments', () => {
  it('drops query, fragment and empty segments, decodes escapes and lower-cases', () => {
    expect(pathSegments('//Fikr%20Space//Gov/?a=b#c')).toEqual(['fikr space', 'gov']);
  });
});

describe('the site of the current host', () => {
  const hosts: Record<string, SiteId> = { 'gov.localhost': 'government', 'investor.localhost': 'investor' };

  it.each([
    ['gov.localhost', 'government'],
    ['GOV.Localhost', 'government'],
    ['investor.localhost', 'investor'],
    ['localhost', null],
    ['constructor', null],
    ['toString', null],
  ])('%s is %s', (hostname, site) => {
    expect(hostSiteOf(hostname, hosts)).toBe(site);
  });
});
