// Web performance figures for the production build, measured inside the page in Chromium. Usage:
// pnpm bench:web [--runs N] [--only <words of scenario names>]. Prints one JSON document: per
// scenario the medians of N cold loads (default 5) without throttling, and the spec 001 §9
// performance score under a 4x CPU throttle, then the targets each figure is held to.
// `machine.plainTextFirstPaintMs` is the first paint of a plain text file on the same machine, the
// floor the first-paint figures stand on.
import { cpus } from 'node:os';
import { performanceScore } from '../../packages/analytics/src/performance-score.js';
import { BUDGETS, downloadsBefore, scriptComposition } from '../budgets/downloads.mjs';
import { LIBRARY_SIGNATURES } from '../library-signatures.mjs';
import { signedInState, startBenchPlatform } from './bench-platform.mjs';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const onlyArg = process.argv.indexOf('--only');
/** `--only <words>`: the scenarios whose name holds them, beside the public home the targets read. */
const ONLY = onlyArg > 0 ? process.argv[onlyArg + 1] : null;
/** Spec 001 §2.1: portals hold the loading screen until 1 s after navigation start. */
const PORTAL_HOLD_MS = 1000;

const TARGETS = BUDGETS.targets;

/**
 * `ready` is what the scenario's content is: the first element matching the selector (with the
 * given text when one is named). `click`, when present, is one click after the content is shown,
 * for INP and for the time from a click to the next page's content.
 */
const SCENARIOS = [
  {
    name: 'public home',
    path: '/',
    ready: { selector: '[data-testid="site-home"] h1' },
    click: { selector: '[data-testid="site-home"] a[href="/features"]', ready: { selector: 'h1', text: 'Features' } },
    scored: true,
  },
  {
    name: 'portal landing (investor, public)',
    path: '/fikrspace/investor/',
    ready: { selector: '[data-testid="portal-landing"]' },
    hold: PORTAL_HOLD_MS,
  },
  {
    name: 'portal page (investor dashboard, signed in)',
    path: '/fikrspace/investor/dashboard',
    account: 'investor@fikrspace.test',
    ready: { selector: '[data-testid="route-page"] h1', text: 'Overview' },
    click: { selector: '[data-testid="sidebar-item-investments-portfolio"]', ready: { selector: '[data-testid="route-page"] h1', text: 'Portfolio' } },
    hold: PORTAL_HOLD_MS,
    scored: true,
  },
  {
    name: 'Fikr Hub (startup, signed in)',
    path: '/fikrspace/portal/hub',
    account: 'startup@fikrspace.test',
    ready: { selector: '[data-testid="notification-item"]' },
    hold: PORTAL_HOLD_MS,
    scored: true,
  },
  {
    name: 'messages (mentor, signed in)',
    path: '/fikrspace/mentor/messages',
    account: 'mentor@fikrspace.test',
    ready: { selector: '[data-testid="conversation-item"]' },
    hold: PORTAL_HOLD_MS,
    scored: true,
  },
  {
    name: 'notifications (investor, signed in)',
    path: '/fikrspace/investor/notifications',
    account: 'investor@fikrspace.test',
    ready: { selector: '[data-testid="notification-item"]' },
    hold: PORTAL_HOLD_MS,
    scored: true,
  },
  {
    name: 'account (startup, signed in)',
    path: '/fikrspace/portal/account',
    account: 'startup@fikrspace.test',
    ready: { selector: '[data-testid="account-page"] h1' },
    hold: PORTAL_HOLD_MS,
    scored: true,
  },
  {
    name: 'startup dashboard (startup, signed in)',
    path: '/fikrspace/startup/dashboard',
    account: 'startup@fikrspace.test',
    ready: { selector: '[data-testid^="key-figure-"]' },
    hold: PORTAL_HOLD_MS,
    scored: true,
  },
  {
    name: 'startup metrics (startup, signed in)',
    path: '/fikrspace/startup/metrics',
    account: 'startup@fikrspace.test',
    ready: { selector: '[data-testid^="key-figure-"]' },
    hold: PORTAL_HOLD_MS,
    scored: true,
  },
  {
    name: 'startup financials (startup, signed in)',
    path: '/fikrspace/startup/financial',
    account: 'startup@fikrspace.test',
    ready: { selector: '[data-testid="financial-summary"]' },
    hold: PORTAL_HOLD_MS,
    scored: true,
  },
  {
    name: 'legal documents (startup, signed in)',
    path: '/fikrspace/startup/legal',
    account: 'startup@fikrspace.test',
    ready: { selector: '[data-testid="legal-documents"]' },
    hold: PORTAL_HOLD_MS,
    scored: true,
  },
  {
    name: 'company profile (startup, signed in)',
    path: '/fikrspace/startup/profile',
    account: 'startup@fikrspace.test',
    ready: { selector: '[data-testid="listing-status"]' },
    hold: PORTAL_HOLD_MS,
    scored: true,
  },
  {
    name: 'shared startups (investor, signed in)',
    path: '/fikrspace/investor/startups',
    account: 'investor@fikrspace.test',
    ready: { selector: '[data-testid="shared-companies-page"] h1' },
    hold: PORTAL_HOLD_MS,
    scored: true,
  },
  {
    name: 'Fikr Cap ledger (startup, signed in)',
    path: '/fikrspace/portal/cap',
    account: 'startup@fikrspace.test',
    ready: { selector: '[data-testid="cap-holder-row"]' },
    hold: PORTAL_HOLD_MS,
    scored: true,
  },
  {
    name: 'Fikr Cap round modeler (startup, signed in)',
    path: '/fikrspace/portal/cap/rounds',
    account: 'startup@fikrspace.test',
    ready: { selector: '[data-testid="modeler-scenario"]' },
    hold: PORTAL_HOLD_MS,
    scored: true,
  },
  {
    name: 'Fikr OS (startup, signed in)',
    path: '/fikrspace/portal/os',
    account: 'startup@fikrspace.test',
    ready: { selector: '[data-testid="strategy-objective"]' },
    hold: PORTAL_HOLD_MS,
    scored: true,
  },
  {
    name: 'Fikr Money (startup, signed in)',
    path: '/fikrspace/portal/money',
    account: 'startup@fikrspace.test',
    ready: { selector: '[data-testid="money-page"] h1' },
    hold: PORTAL_HOLD_MS,
    scored: true,
  },
  {
    name: 'portal page (feedback, sidebar layout)',
    path: '/fikrspace/feedback/',
    ready: { selector: '[data-testid="route-page"] h1' },
    hold: PORTAL_HOLD_MS,
    scored: true,
  },
];

/** Runs in the page before any script: paints, layout shifts, input delays and when content shows. */
const IN_PAGE_PROBE = (ready) => {
  const marks = { fcp: null, lcp: null, cls: 0, ready: null, loadingScreenAt: null, firstInput: null, inp: 0, clickAt: null, clickReady: null, clickTarget: null };
  window.__bench = marks;
  const matches = (target) => [...document.querySelectorAll(target.selector)].some((element) => !target.text || element.textContent.trim() === target.text);
  const observe = (type, onEntry, extra = {}) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true, ...extra });
    } catch {
      // This browser does not report the entry type; the figure stays empty.
    }
  };
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') marks.fcp = entry.startTime;
  });
  observe('largest-contentful-paint', (entry) => {
    if (marks.clickAt === null) marks.lcp = entry.startTime;
  });
  observe('layout-shift', (entry) => {
    if (!entry.hadRecentInput) marks.cls += entry.value;
  });
  observe('first-input', (entry) => {
    marks.firstInput = { delay: entry.processingStart - entry.startTime, duration: entry.duration };
  });
  observe('event', (entry) => {
    if (entry.interactionId) marks.inp = Math.max(marks.inp, entry.duration);
  }, { durationThreshold: 16 });
  addEventListener('pointerdown', (event) => {
    if (marks.clickAt === null) marks.clickAt = event.timeStamp;
  }, true);
  const check = () => {
    const now = performance.now();
    // The load's own loading screen: a later click may rightly show one while its page arrives.
    if (marks.loadingScreenAt === null && marks.clickAt === null && document.querySelector('[data-testid="loading-screen"]')) marks.loadingScreenAt = now;
    if (marks.ready === null && matches(ready)) marks.ready = now;
    if (marks.clickTarget && marks.clickAt !== null && marks.clickReady === null && matches(marks.clickTarget)) marks.clickReady = now;
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
};

const median = (values) => {
  const sorted = values.filter((value) => value !== null && value !== undefined).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const kb = (bytes) => (bytes === null ? null : Math.round((bytes / 1024) * 10) / 10);
const ms = (value) => (value === null ? null : Math.round(value));

async function measure(browser, baseURL, scenario, { throttle, storageState }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState });
  const page = await context.newPage();
  const bodies = new Map();
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    bodies.set(response.url(), await response.text().catch(() => ''));
  });
  if (throttle) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  }
  await page.addInitScript(`(${IN_PAGE_PROBE.toString()})(${JSON.stringify(scenario.ready)})`);
  await page.goto(`${baseURL}${scenario.path}`);
  await page.waitForFunction(() => window.__bench.ready !== null && window.__bench.fcp !== null, null, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  // The client has taken over when the app says so, which on a prerendered portal landing is after
  // the portal's loading hold, later than the network falls idle. A click is measured on the
  // app's page: a prerendered page follows links as a plain page would.
  const appShown = page.waitForFunction(() => performance.getEntriesByName('fikrspace:page-shown').length > 0, null, { timeout: 20_000 });
  if (scenario.click) await appShown;
  else await appShown.catch(() => undefined);
  // A page without that mark is interactive once its content is on screen.
  const interactiveAt = await page.evaluate(() => performance.getEntriesByName('fikrspace:page-shown')[0]?.startTime ?? null);
  if (scenario.click) {
    await page.evaluate((target) => (window.__bench.clickTarget = target), scenario.click.ready);
    await page.click(scenario.click.selector);
    await page.waitForFunction(() => window.__bench.clickReady !== null, null, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    // Event timing entries are delivered after the next paint.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  }
  const figures = await page.evaluate((interactiveMark) => {
    const marks = window.__bench;
    const contentVisible = Math.max(marks.ready, marks.fcp);
    const interactive = interactiveMark ?? contentVisible;
    const resources = performance.getEntriesByType('resource');
    const scripts = resources.filter((entry) => entry.initiatorType === 'script' || /\.m?js(\?|$)/.test(entry.name));
    const sum = (entries, key) => entries.reduce((total, entry) => total + entry[key], 0);
    const navigation = performance.getEntriesByType('navigation')[0];
    return {
      fcp: marks.fcp,
      lcp: marks.lcp,
      cls: marks.cls,
      contentVisible,
      interactive,
      loadingScreenShown: marks.loadingScreenAt !== null,
      inp: marks.clickAt === null ? null : Math.max(marks.inp, marks.firstInput?.duration ?? 0),
      fid: marks.firstInput?.delay ?? null,
      clickToContent: marks.clickReady === null ? null : marks.clickReady - marks.clickAt,
      requestsTotal: 1 + resources.length,
      htmlGzip: navigation?.encodedBodySize ?? null,
      jsTotal: { files: scripts.length, raw: sum(scripts, 'decodedBodySize'), gzip: sum(scripts, 'encodedBodySize') },
    };
  }, interactiveAt);
  const downloads = await page.evaluate(downloadsBefore, figures.interactive);
  figures.jsBeforeInteractive = downloads.js;
  figures.requestsBeforeInteractive = downloads.requests;
  figures.scriptsBeforeInteractive = downloads.scripts;
  const copies = Object.fromEntries(Object.entries(LIBRARY_SIGNATURES).map(([name, signature]) => [name, [...bodies.values()].filter((body) => signature.test(body)).length]));
  await context.close();
  return { ...figures, copies };
}

/**
 * What first paint costs on this machine before any page of ours is involved: a cold load of the
 * plain text `robots.txt`, with no stylesheet, script or markup. The public home's first-paint
 * target is read against it.
 */
async function plainTextFirstPaint(browser, baseURL) {
  const paints = [];
  for (let run = 0; run <= RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${baseURL}/robots.txt`);
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: 30_000 });
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0].startTime);
    if (run > 0) paints.push(fcp); // the first load warms the server; not counted
    await context.close();
  }
  return ms(median(paints));
}

function medianRun(runs, get) {
  const sorted = [...runs].sort((a, b) => get(a) - get(b));
  return sorted[Math.floor(sorted.length / 2)];
}

/** Files of 1 KB gzip or more one by one, the rest as one line; and the totals per app. */
function compositionInKB(scripts) {
  const { byFile, byApp } = scriptComposition(scripts);
  const large = byFile.filter((entry) => entry.gzip >= 1024);
  const small = byFile.filter((entry) => entry.gzip < 1024);
  return {
    byFile: [
      ...large.map((entry) => ({ file: entry.file, gzipKB: kb(entry.gzip) })),
      ...(small.length ? [{ file: `${small.length} files under 1 KB`, gzipKB: kb(small.reduce((total, entry) => total + entry.gzip, 0)) }] : []),
    ],
    byApp: byApp.map((entry) => ({ app: entry.app, gzipKB: kb(entry.gzip) })),
  };
}

async function runScenario(browser, baseURL, scenario, storageState) {
  console.error(`measuring ${scenario.name}`);
  await measure(browser, baseURL, scenario, { storageState }); // warms the server's gzip cache; not counted
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await measure(browser, baseURL, scenario, { storageState }));
  const pick = (get) => median(runs.map(get));
  const result = {
    scenario: scenario.name,
    path: scenario.path,
    runs: RUNS,
    medians: {
      timeToContentMs: ms(pick((r) => r.contentVisible)),
      ...(scenario.hold ? { contentAfterLoadingHoldMs: ms(pick((r) => r.contentVisible - scenario.hold)) } : {}),
      firstContentfulPaintMs: ms(pick((r) => r.fcp)),
      largestContentfulPaintMs: ms(pick((r) => r.lcp)),
      cumulativeLayoutShift: Math.round(pick((r) => r.cls) * 10_000) / 10_000,
      ...(scenario.click ? { inpOfOneClickMs: ms(pick((r) => r.inp)), clickToNextContentMs: ms(pick((r) => r.clickToContent)) } : {}),
      interactiveMs: ms(pick((r) => r.interactive)),
      jsBeforeInteractive: { files: pick((r) => r.jsBeforeInteractive.files), rawKB: kb(pick((r) => r.jsBeforeInteractive.raw)), gzipKB: kb(pick((r) => r.jsBeforeInteractive.gzip)) },
      requestsBeforeInteractive: pick((r) => r.requestsBeforeInteractive),
      requestsTotal: pick((r) => r.requestsTotal),
      htmlGzipKB: kb(pick((r) => r.htmlGzip)),
      jsTotal: { files: pick((r) => r.jsTotal.files), rawKB: kb(pick((r) => r.jsTotal.raw)), gzipKB: kb(pick((r) => r.jsTotal.gzip)) },
    },
    // What the JavaScript before interactive is made of, in the run with the median total.
    jsBeforeInteractiveComposition: compositionInKB(medianRun(runs, (r) => r.jsBeforeInteractive.gzip).scriptsBeforeInteractive),
    loadingScreenShownInRuns: runs.filter((r) => r.loadingScreenShown).length,
    filesCarryingEachLibrary: runs[0].copies,
  };
  if (scenario.scored) {
    const throttled = [];
    for (let run = 0; run < RUNS; run++) throttled.push(await measure(browser, baseURL, scenario, { storageState, throttle: 4 }));
    const scores = throttled.map((r) => performanceScore({ LCP: r.lcp ?? undefined, FID: r.fid ?? undefined, CLS: r.cls, bundleBytes: r.jsTotal.raw }));
    const tpick = (get) => median(throttled.map(get));
    result.cpuThrottle4x = {
      largestContentfulPaintMs: ms(tpick((r) => r.lcp)),
      firstInputDelayMs: ms(tpick((r) => r.fid)),
      cumulativeLayoutShift: Math.round(tpick((r) => r.cls) * 10_000) / 10_000,
      bundleRawKB: kb(tpick((r) => r.jsTotal.raw)),
      timeToContentMs: ms(tpick((r) => r.contentVisible)),
      performanceScore: median(scores.map((s) => s.score)),
      lowestScore: Math.min(...scores.map((s) => s.score)),
      deductions: scores.flatMap((s) => s.deductions.map((d) => `${d.measure} -${d.points}`)).filter((d, i, all) => all.indexOf(d) === i),
    };
  }
  return result;
}

async function main() {
  const { baseURL, browser, close } = await startBenchPlatform();
  const results = [];
  let plainTextFirstPaintMs = null;
  try {
    plainTextFirstPaintMs = await plainTextFirstPaint(browser, baseURL);
    const states = {};
    for (const scenario of SCENARIOS.filter((candidate, index) => index === 0 || !ONLY || candidate.name.includes(ONLY))) {
      if (scenario.account && !states[scenario.account]) states[scenario.account] = await signedInState(browser, baseURL, scenario.account);
      results.push(await runScenario(browser, baseURL, scenario, scenario.account ? states[scenario.account] : undefined));
    }
  } finally {
    await close();
  }
  const [home, ...portals] = results;
  const clicks = results.filter((result) => result.medians.clickToNextContentMs !== undefined && result !== home);
  const scored = results.filter((result) => result.cpuThrottle4x);
  const copies = results.map((result) => result.filesCarryingEachLibrary);
  const target = (value, limit) => ({ value, target: limit, met: value !== null && value <= limit });
  console.log(
    JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        machine: { cpus: cpus().length, chromium: browser.version(), plainTextFirstPaintMs },
        results,
        targets: {
          publicHomeContentVisibleMs: target(home.medians.timeToContentMs, TARGETS.publicHomeContentVisibleMs),
          publicHomeLoadingScreenNeverShown: { value: home.loadingScreenShownInRuns, target: 0, met: home.loadingScreenShownInRuns === 0 },
          publicHomeJsBeforeInteractiveGzipKB: { ...target(home.medians.jsBeforeInteractive.gzipKB, TARGETS.publicHomeJsBeforeInteractiveGzipKB), goal: TARGETS.publicHomeJsBeforeInteractiveGoalGzipKB },
          portalDeepLinkContentAfterHoldMs: portals.filter((result) => result.medians.contentAfterLoadingHoldMs !== undefined).map((result) => ({ scenario: result.scenario, ...target(result.medians.contentAfterLoadingHoldMs, TARGETS.portalDeepLinkAfterHoldMs) })),
          portalClickToContentMs: clicks.map((result) => ({ scenario: result.scenario, ...target(result.medians.clickToNextContentMs, TARGETS.portalClickToContentMs) })),
          performanceScoreUnder4xThrottle: scored.map((result) => ({ scenario: result.scenario, value: result.cpuThrottle4x.performanceScore, lowest: result.cpuThrottle4x.lowestScore, target: TARGETS.scoreUnder4xThrottle, met: result.cpuThrottle4x.lowestScore >= TARGETS.scoreUnder4xThrottle })),
          noSharedLibraryDownloadedTwice: copies.every((byLibrary) => Object.entries(byLibrary).every(([, count]) => count <= 1)),
        },
      },
      null,
      2,
    ),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
