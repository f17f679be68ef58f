// Web performance figures for the production build, measured inside the page in Chromium.
// Usage: pnpm bench:web [--runs N]. Prints one JSON document.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { LIBRARY_SIGNATURES } from '../library-signatures.mjs';
import { startLocalBackend } from '../../tooling/local-backend/src/index.mjs';
import { createStaticServer } from '../../tooling/server/src/static-server.mjs';

const REMOTES = ['site', 'investor', 'accelerator', 'mentor', 'startup', 'government', 'affiliates', 'feedback', 'office'];
const appsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps');
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 7;
const BUDGET_PUBLIC_HOME_GZIP = 170 * 1024;

const SCENARIOS = [
  { name: 'public home', path: '/', ready: '[data-testid="site-home"]' },
  { name: 'portal page (investor landing, remote)', path: '/fikrspace/investor/', ready: '[data-testid="portal-landing"]' },
  { name: 'portal page (feedback, sidebar layout)', path: '/fikrspace/feedback/', ready: '[data-testid="route-page"]' },
];


/** Runs in the page before any script: records FCP and when the scenario's content appears. */
const IN_PAGE_PROBE = (readySelector) => {
  const marks = { fcp: null, ready: null };
  window.__bench = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') marks.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  const check = () => {
    if (marks.ready === null && document.querySelector(readySelector)) marks.ready = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
};

const median = (values) => {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

async function measure(browser, baseURL, scenario) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const bodies = new Map();
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    try {
      bodies.set(response.url(), await response.text());
    } catch {
      bodies.set(response.url(), '');
    }
  });
  await page.addInitScript(`(${IN_PAGE_PROBE.toString()})(${JSON.stringify(scenario.ready)})`);
  await page.goto(`${baseURL}${scenario.path}`);
  await page.waitForFunction(() => window.__bench.ready !== null && window.__bench.fcp !== null, null, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const figures = await page.evaluate(() => {
    const { fcp, ready } = window.__bench;
    const resources = performance.getEntriesByType('resource');
    const scripts = resources.filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'));
    const sum = (entries, key) => entries.reduce((total, entry) => total + entry[key], 0);
    const beforeFcp = scripts.filter((entry) => entry.responseEnd <= fcp);
    const beforeReady = scripts.filter((entry) => entry.responseEnd <= ready);
    return {
      fcpMs: fcp,
      contentVisibleMs: ready,
      requestsBeforeFcp: 1 + resources.filter((entry) => entry.responseEnd <= fcp).length,
      requestsUntilContent: 1 + resources.filter((entry) => entry.responseEnd <= ready).length,
      requestsTotal: 1 + resources.length,
      jsBeforeFcp: { files: beforeFcp.length, raw: sum(beforeFcp, 'decodedBodySize'), gzip: sum(beforeFcp, 'encodedBodySize') },
      jsUntilContent: { files: beforeReady.length, raw: sum(beforeReady, 'decodedBodySize'), gzip: sum(beforeReady, 'encodedBodySize') },
      jsTotal: { files: scripts.length, raw: sum(scripts, 'decodedBodySize'), gzip: sum(scripts, 'encodedBodySize') },
    };
  });
  const copies = Object.fromEntries(Object.entries(LIBRARY_SIGNATURES).map(([name, signature]) => [name, [...bodies.values()].filter((body) => signature.test(body)).length]));
  await context.close();
  return { ...figures, copies };
}

async function main() {
  const scratch = mkdtempSync(path.join(tmpdir(), 'fikrspace-bench-'));
  // The platform as pnpm start runs it, with a backend of its own.
  const backend = await startLocalBackend({ port: 0, localDir: path.join(scratch, 'local'), databaseUrl: '' });
  const server = createStaticServer({ appsDir, remotes: REMOTES, runtimeConfig: { supabase: { url: backend.url, anonKey: backend.anonKey } } });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseURL = `http://localhost:${server.address().port}`;
  process.env.XDG_CONFIG_HOME = path.join(scratch, 'config');
  process.env.XDG_CACHE_HOME = path.join(scratch, 'cache');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const results = [];
  try {
    for (const scenario of SCENARIOS) {
      await measure(browser, baseURL, scenario); // warm the server's gzip cache; not counted
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await measure(browser, baseURL, scenario));
      const pick = (get) => median(runs.map(get));
      results.push({
        scenario: scenario.name,
        path: scenario.path,
        runs: RUNS,
        medians: {
          firstContentfulPaintMs: Math.round(pick((r) => r.fcpMs)),
          contentVisibleMs: Math.round(pick((r) => r.contentVisibleMs)),
          jsBeforeFcp: { files: pick((r) => r.jsBeforeFcp.files), rawKB: kb(pick((r) => r.jsBeforeFcp.raw)), gzipKB: kb(pick((r) => r.jsBeforeFcp.gzip)) },
          jsUntilContentVisible: { files: pick((r) => r.jsUntilContent.files), rawKB: kb(pick((r) => r.jsUntilContent.raw)), gzipKB: kb(pick((r) => r.jsUntilContent.gzip)) },
          jsTotal: { files: pick((r) => r.jsTotal.files), rawKB: kb(pick((r) => r.jsTotal.raw)), gzipKB: kb(pick((r) => r.jsTotal.gzip)) },
          requestsBeforeFcp: pick((r) => r.requestsBeforeFcp),
          requestsUntilContentVisible: pick((r) => r.requestsUntilContent),
          requestsTotal: pick((r) => r.requestsTotal),
        },
        filesCarryingEachLibrary: runs[0].copies,
      });
    }
  } finally {
    await browser.close();
    server.close();
    await backend.close();
  }
  const home = results[0].medians;
  const copies = results.map((result) => result.filesCarryingEachLibrary);
  console.log(
    JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        machine: { cpus: (await import('node:os')).cpus().length, chromium: browser.version() },
        results,
        budgets: {
          publicHomeJsGzipKB: { budget: kb(BUDGET_PUBLIC_HOME_GZIP), beforeFcp: home.jsBeforeFcp.gzipKB, untilContentVisible: home.jsUntilContentVisible.gzipKB, met: home.jsUntilContentVisible.gzipKB * 1024 <= BUDGET_PUBLIC_HOME_GZIP },
          noSharedLibraryDownloadedTwice: copies.every((byLibrary) => Object.entries(byLibrary).every(([name, count]) => name === 'federation runtime' || count <= 1)),
          oneFederationRuntimeCopy: copies.every((byLibrary) => byLibrary['federation runtime'] === 1),
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
