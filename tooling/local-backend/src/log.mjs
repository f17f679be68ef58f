import { inspect } from 'node:util';

/**
 * The backend's log lines, with the redaction rules the platform's logger follows (spec 000 §8):
 * passwords, tokens, API keys, secrets, bearer and authorization values never reach the log.
 * Database errors may carry the statement's parameters, which can hold a password hash, so
 * parameter lists are dropped too.
 */

export const REDACTED = '[REDACTED]';

/** Property names whose values are never logged. */
const SECRET_KEYS = /pass(word)?|secret|token|api[-_]?key|authorization|bearer|cookie|hash|jwt|params|parameters/i;

/** Secrets recognisable by their shape wherever they appear in text. */
const SECRET_TEXT = [
  /\b(bearer)\s+[^\s"',;]+/gi,
  /\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g, // JSON Web Tokens
  /\$2[abxy]?\$\d{2}\$[./A-Za-z0-9]{53}/g, // bcrypt hashes
];

/** @param {string} text */
export function redactText(text) {
  let out = text;
  for (const pattern of SECRET_TEXT) out = out.replace(pattern, (match, scheme) => (typeof scheme === 'string' && /^bearer$/i.test(scheme) ? `${scheme} ${REDACTED}` : REDACTED));
  return out;
}

/**
 * A copy of a value safe to log: secret-named properties replaced, secret-shaped text masked,
 * errors reduced to their name, message, SQLSTATE fields and stack.
 * @param {unknown} value
 * @returns {unknown}
 */
export function redact(value, seen = new WeakSet(), depth = 0) {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value) || depth > 8) return '[Circular or too deep]';
  seen.add(value);
  if (value instanceof Error) {
    /** @type {Record<string, unknown>} */
    const out = { name: value.name, message: redactText(value.message) };
    for (const [key, item] of Object.entries(value)) out[key] = SECRET_KEYS.test(key) ? REDACTED : redact(item, seen, depth + 1);
    if (value.stack) out.stack = redactText(value.stack);
    if (value.cause !== undefined) out.cause = redact(value.cause, seen, depth + 1);
    return out;
  }
  if (Array.isArray(value)) return value.map((item) => redact(item, seen, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, SECRET_KEYS.test(key) ? REDACTED : redact(item, seen, depth + 1)]));
}

/**
 * The default log of the backend: one line per event on stderr, redacted.
 * @param {(line: string) => void} [write]
 * @returns {(message: string, error?: unknown) => void}
 */
export function createLogger(write = (line) => process.stderr.write(`${line}\n`)) {
  return (message, error) => {
    const detail = error === undefined ? '' : ` ${inspect(redact(error), { depth: 6, breakLength: Infinity })}`;
    write(`[local-backend] ${redactText(message)}${detail}`);
  };
}
