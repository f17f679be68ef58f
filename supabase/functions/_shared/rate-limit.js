/**
 * A fixed-window request limit per key, in the function's memory. Each instance of a function
 * counts on its own; the limit guards one instance from one noisy visitor, and the database's
 * size and the API gateway's limits stand behind it.
 */
export function createRateLimit({ limit, windowMs }) {
  /** @type {Map<string, { start: number, count: number }>} */
  const windows = new Map();
  /** @param {string} key @returns {{ allowed: true } | { allowed: false, retryAfterSeconds: number }} */
  return function take(key, now = Date.now()) {
    let window = windows.get(key);
    if (!window || now - window.start >= windowMs) {
      if (windows.size > 10_000) for (const [old, value] of windows) if (now - value.start >= windowMs) windows.delete(old);
      window = { start: now, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= limit) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - now) / 1000)) };
  };
}

/** The spec's user-facing rate-limit message (spec 001 §8.3). */
export const RATE_LIMIT_MESSAGE = 'Too many requests. Please try again later.';
