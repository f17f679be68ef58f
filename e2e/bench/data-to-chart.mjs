// The metrics page's time from data to chart: on cold loads of startup@'s metrics page, from the
// moment the page has both its series (the largest `metric_series` answer, the one its charts
// draw) and leave to show (the portal's loading hold ends: the `fikrspace:page-shown` mark), to
// the moment the first chart, and every chart of the page, has its line drawn. It covers the
// page's rendering, any wait for the charting code, and the drawing.
import { signedInState, startBenchPlatform } from './bench-platform.mjs';

const PAGE = '/fikrspace/startup/metrics';

/** In the page: when each chart container first holds a drawn line (an SVG path or a canvas). */
const CHART_PROBE = () => {
  const drawn = [];
  window.__charts = drawn;
  const seen = new WeakSet();
  const check = () => {
    for (const chart of document.querySelectorAll('[data-metric-chart]')) {
      if (seen.has(chart) || !chart.querySelector('svg path[d], canvas')) continue;
      seen.add(chart);
      // Drawn on screen at the next frame.
      requestAnimationFrame(() => drawn.push(performance.now()));
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Median figures of `runs` cold loads, optionally under a CPU throttle. */
export async function measureDataToChart({ runs = 5, throttle = 1 } = {}) {
  const platform = await startBenchPlatform();
  try {
    const storageState = await signedInState(platform.browser, platform.baseURL, 'startup@fikrspace.test');
    const samples = [];
    for (let run = 0; run <= runs; run += 1) {
      const context = await platform.browser.newContext({ viewport: { width: 1280, height: 800 }, storageState });
      const page = await context.newPage();
      if (throttle > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: throttle });
      await page.addInitScript(`(${CHART_PROBE.toString()})()`);
      await page.goto(`${platform.baseURL}${PAGE}`);
      await page.locator('[data-metric-chart]').first().waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      const charts = await page.locator('[data-metric-chart]').count();
      await page.waitForFunction((count) => window.__charts.length >= count, charts, { timeout: 60_000 });
      const sample = await page.evaluate(() => {
        const series = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/rpc/metric_series'));
        const charted = series.reduce((largest, entry) => (entry.decodedBodySize > largest.decodedBodySize ? entry : largest));
        const shownAt = performance.getEntriesByName('fikrspace:page-shown')[0]?.startTime ?? 0;
        const readyAt = Math.max(charted.responseEnd, shownAt);
        return { charts: window.__charts.length, dataAt: charted.responseEnd, shownAt, first: Math.min(...window.__charts) - readyAt, all: Math.max(...window.__charts) - readyAt };
      });
      // The first load warms the server's caches; not counted.
      if (run > 0) samples.push(sample);
      await context.close();
    }
    return {
      page: PAGE,
      runs,
      cpuThrottle: throttle,
      charts: samples[0]?.charts ?? 0,
      seriesAnsweredAtMs: Math.round(median(samples.map((sample) => sample.dataAt))),
      pageShownAtMs: Math.round(median(samples.map((sample) => sample.shownAt))),
      dataToFirstChartMs: Math.round(median(samples.map((sample) => sample.first))),
      dataToAllChartsMs: Math.round(median(samples.map((sample) => sample.all))),
    };
  } finally {
    await platform.close();
  }
}
