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
  return { js: { files: scripts.length, raw: sum(scripts, 'decodedBodySize'), gzip: sum(scripts, 'encodedBodySize') }, requests: 1 + resources.length };
}
