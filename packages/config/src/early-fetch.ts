/**
 * The files the page's inline start-up script (the shell's index.html) begins fetching before any
 * module has run, keyed by path. Their requests then overlap the download and evaluation of the
 * start-up code instead of following it.
 */
export const EARLY_FETCH_GLOBAL = '__fikrspaceEarlyFetches';

type EarlyFetches = Record<string, Promise<Response> | undefined>;

function earlyFetches(): EarlyFetches | undefined {
  return (globalThis as { [EARLY_FETCH_GLOBAL]?: EarlyFetches })[EARLY_FETCH_GLOBAL];
}

/**
 * `fetch` that first takes the response the inline script already asked for, once (a body can be
 * read only once, so a second read asks the network). When that early request failed, the file is
 * asked for again, so the caller sees the outcome of an ordinary request.
 */
export const earlyFetch: typeof fetch = (input, init) => {
  const fetches = earlyFetches();
  const early = typeof input === 'string' ? fetches?.[input] : undefined;
  if (!early || typeof input !== 'string') return fetch(input, init);
  delete fetches![input];
  return early.catch(() => fetch(input, init));
};
