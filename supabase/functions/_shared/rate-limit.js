/**
 * A fixed-window request limit per key, in the function's memory. Each instance of a function
 * counts on its own; the limit guards one instance from one noisy caller, and the database's
 * size and the API gateway's limits stand behind it.
 * @param {{ limit: number, windowMs: number }} options
 */
export function createRateLimit({ limit, windowMs }) {
  /** @type {Map<string, { start: number, count: number }>} */
  const windows = new Map();
  /**
   * Takes `cost` units for `key`; a refused request takes none, so a caller that waits out the
   * window gets its full allowance back.
   * @param {string} key @param {number} [cost] @param {number} [now]
   * @returns {{ allowed: true } | { allowed: false, retryAfterSeconds: number }}
   */
  return function take(key, cost = 1, now = Date.now()) {
    let window = windows.get(key);
    if (!window || now - window.start >= windowMs) {
      if (windows.size > 10_000) for (const [old, value] of windows) if (now - value.start >= windowMs) windows.delete(old);
      window = { start: now, count: 0 };
      windows.set(key, window);
    }
    if (window.count + cost <= limit) {
      window.count += cost;
      return { allowed: true };
    }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - now) / 1000)) };
  };
}

/** @typedef {ReturnType<typeof createRateLimit>} Take */

/**
 * The two limits of an ingest function, both keyed on what the client cannot choose: `caller`
 * per verified user, or per address for an anonymous visitor (visitor and session ids are the
 * client's own and cost nothing to change); `address` per address across everyone behind it,
 * signed in or not, so that many accounts behind one address stay bounded too.
 * @param {{ perCaller: number, perAddress: number, windowMs?: number }} options
 */
export function createIngestLimits({ perCaller, perAddress, windowMs = 60_000 }) {
  return { caller: createRateLimit({ limit: perCaller, windowMs }), address: createRateLimit({ limit: perAddress, windowMs }) };
}

/** The spec's user-facing rate-limit message (spec 001 §8.3). */
export const RATE_LIMIT_MESSAGE = 'Too many requests. Please try again later.';
