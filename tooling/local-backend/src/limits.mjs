/**
 * Limits on what a request may carry, checked before anything reaches the database.
 *
 * Postgres parses nested JSON recursively. The embedded database (PGlite, compiled to
 * WebAssembly) has a much smaller stack than a native server: JSON nested about a thousand levels
 * deep overflows it and leaves the engine unusable. No document the platform stores comes close
 * to the limit below, so deeper input is refused with a clear 400 on every path (REST bodies and
 * filter values, auth metadata, function payloads).
 */

/** Deepest nesting of arrays and objects accepted in a JSON value. */
export const MAX_JSON_DEPTH = 64;

/** Largest request body accepted by the REST API and the functions. */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;

/** Largest request body accepted by the auth API (credentials and user metadata). */
export const MAX_AUTH_BODY_BYTES = 256 * 1024;

/** Deepest nesting of embedded resources (`a(b(c(...)))`) and of logic trees (`and(or(...))`). */
export const MAX_QUERY_NESTING = 16;

/**
 * Why a parsed JSON value is refused, or null when it is acceptable: nesting deeper than
 * MAX_JSON_DEPTH, or a NUL character in a string or key (Postgres text cannot hold one).
 * Iterative, so a hostile value cannot exhaust the JavaScript stack either.
 * @param {unknown} value
 * @returns {string | null}
 */
export function jsonValueProblem(value) {
  /** @type {[unknown, number][]} */
  const stack = [[value, 0]];
  while (stack.length) {
    const [current, depth] = /** @type {[unknown, number]} */ (stack.pop());
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return 'JSON strings must not contain NUL characters (\\u0000)';
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth + 1 > MAX_JSON_DEPTH) return `JSON nested deeper than ${MAX_JSON_DEPTH} levels is not accepted`;
    if (Array.isArray(current)) {
      for (const item of current) stack.push([item, depth + 1]);
    } else {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\u0000')) return 'JSON keys must not contain NUL characters (\\u0000)';
        stack.push([item, depth + 1]);
      }
    }
  }
  return null;
}

/**
 * How deeply brackets nest in a piece of text (`[`/`{` against `]`/`}`), skipping
 * double-quoted strings. Used on filter values and arguments that Postgres will parse as JSON,
 * arrays or ranges, before they are sent.
 * @param {string} text
 */
export function bracketDepth(text) {
  let depth = 0;
  let deepest = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '\\') i += 1;
      else if (char === '"') quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === '[' || char === '{') {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if ((char === ']' || char === '}') && depth > 0) depth -= 1;
  }
  return deepest;
}
