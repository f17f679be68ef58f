// What a page downloaded before it became interactive, as the browser's resource timing records
// it. Shared by the budget check (CI) and pnpm bench:web, so both count the same way.
import { readFileSync } from 'node:fs';

/** budgets.json: the targets, and the byte and request budgets CI holds every page to. */
export const BUDGETS = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'));

/**
 * Runs in the page. `interactive` is the moment the app shows its page (the
 * `fikrspace:page-shown` mark), in ms since navigation start: every script and request whose
 * response ended by then counts. The document itself is one request more. gzip is the size on the
 * wire (the server compresses scripts), raw the size the browser parsed.
 */
export function downloadsBefore(interactive) {
  const resources = performance.getEntriesByType('resource').filter((entry) => entry.responseEnd <= interactive);
  const scripts = resources.filter((entry) => entry.initiatorType === 'script' || /\.m?js(\?|$)/.test(entry.name));
  const sum = (entries, key) => entries.reduce((total, entry) => total + entry[key], 0);
  return {
    js: { files: scripts.length, raw: sum(scripts, 'decodedBodySize'), gzip: sum(scripts, 'encodedBodySize') },
    requests: 1 + resources.length,
    scripts: scripts.map((entry) => ({ url: entry.name, gzip: entry.encodedBodySize })),
  };
}

/**
 * Which app served a script and what it is, without its content hash: `shell/mf__loadShare__i18n`,
 * `site/home-page`. A `mf__loadShare__<name>` chunk is the shell's copy of a shared library
 * (`_mf_0_`, `_mf_1_` and `_mf_2_` stand for `@`, `/` and `-` in the name) together with what
 * the bundler placed beside it; everything else is the app's own start-up, pages and federation
 * runtime.
 */
export function scriptLabel(url) {
  const { pathname } = new URL(url, 'http://localhost');
  const remote = /^\/remotes\/([^/]+)\//.exec(pathname);
  const file = pathname.slice(pathname.lastIndexOf('/') + 1).replace(/\.m?js$/, '');
  const stem = file.replace(/-[A-Za-z0-9_-]{8}$/, '').replace(/_mf_0_/g, '@').replace(/_mf_1_/g, '/').replace(/_mf_2_/g, '-');
  return `${remote ? remote[1] : 'shell'}/${stem}`;
}

/** The scripts' gzip bytes by label, largest first, and their total per app. */
export function scriptComposition(scripts) {
  const add = (map, key, gzip) => map.set(key, (map.get(key) ?? 0) + gzip);
  const byLabel = new Map();
  const byApp = new Map();
  for (const { url, gzip } of scripts) {
    const label = scriptLabel(url);
    add(byLabel, label, gzip);
    add(byApp, label.slice(0, label.indexOf('/')), gzip);
  }
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]);
  return { byFile: sorted(byLabel).map(([file, gzip]) => ({ file, gzip })), byApp: sorted(byApp).map(([app, gzip]) => ({ app, gzip })) };
}
