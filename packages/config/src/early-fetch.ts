/**
 * The files the page's inline start-up script (the shell's index.html) begins fetching before any
 * module has run, keyed by path. Their requests then overlap the download and evaluation of the
 * start-up code instead of following it.
 */
export const EARLY_FETCH_GLOBAL = '__fikrspaceEarlyFetches';

/** A path's early request, or null once the start-up code took it or asked for it itself. */
type EarlyFetches = Record<string, Promise<Response> | null | undefined>;

function earlyFetches(): EarlyFetches | undefined {
  return (globalThis as { [EARLY_FETCH_GLOBAL]?: EarlyFetches })[EARLY_FETCH_GLOBAL];
}

/**
 * `fetch` that first takes the response the inline script already asked for, once (a body can be
 * read only once, so a second read asks the network). When that early request failed, the file is
 * asked for again, so the caller sees the outcome of an ordinary request. A file taken, or asked
 * for here before the script got to it (a prerendered page asks after its first frame), is marked
 * so the script does not ask for it a second time.
 */
export const earlyFetch: typeof fetch = (input, init) => {
  const fetches = earlyFetches();
  if (!fetches || typeof input !== 'string') return fetch(input, init);
  const early = fetches[input];
  fetches[input] = null;
  return early ? early.catch(() => fetch(input, init)) : fetch(input, init);
};
