/**
 * Redaction for anything the browser logs (spec 000 §8 "Logging"): passwords, tokens, API keys,
 * secrets, bearer and authorization values never reach a log entry. The property-name rule and the
 * shapes below mirror the backend's log redaction so both ends hide the same things.
 */

export const REDACTED = '[REDACTED]';

/** Property names (any case, any depth) whose values are never logged. */
const SECRET_KEYS = /pass(word)?|secret|token|api[-_]?key|authorization|bearer|cookie|hash|jwt|params|parameters/i;

/** Query or form parameters that carry a credential: `?access_token=...`, `password=...`. */
const SECRET_PARAM = /([?&#;]|\b)(password|passwd|pwd|access_token|refresh_token|id_token|token|api[-_]?key|apikey|client_secret|secret)=([^&#\s"',;]+)/gi;

/** JSON text with a secret-named property: `"password":"..."`. */
const SECRET_JSON_FIELD = /("[^"]*(?:pass(?:word)?|secret|token|api[-_]?key|authorization)[^"]*"\s*:\s*)"(?:[^"\\]|\\.)*"/gi;

/** Secrets recognisable by their shape wherever they appear in text. */
const SECRET_TEXT: ReadonlyArray<[RegExp, (match: string, ...groups: string[]) => string]> = [
  [SECRET_JSON_FIELD, (_match, field) => `${field}"${REDACTED}"`],
  [/\b(authorization["']?\s*[:=]\s*["']?)(?:(bearer|basic|digest|token)\s+)?[^\s"',;]+/gi, (_match, field, scheme) => `${field}${scheme ? `${scheme} ` : ''}${REDACTED}`],
  [/\b(bearer)\s+[^\s"',;]+/gi, (_match, scheme) => `${scheme} ${REDACTED}`],
  [/\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g, () => REDACTED], // JSON Web Tokens
  [/\$2[abxy]?\$\d{2}\$[./A-Za-z0-9]{53}/g, () => REDACTED], // bcrypt hashes
  [SECRET_PARAM, (_match, lead, name) => `${lead}${name}=${REDACTED}`],
  [/(\/\/[^/\s:@]+):[^/\s@]+@/g, (_match, user) => `${user}:${REDACTED}@`], // https://user:password@host
];

/** Text with authorization and bearer credentials, JWTs, bcrypt hashes, credential parameters and URL passwords masked. */
export function redactText(text: string): string {
  let out = text;
  for (const [pattern, replace] of SECRET_TEXT) out = out.replace(pattern, replace as (match: string, ...rest: unknown[]) => string);
  return out;
}

export function isSecretKey(key: string): boolean {
  return SECRET_KEYS.test(key);
}

const MAX_DEPTH = 8;

/**
 * A copy of a value safe to log: secret-named properties replaced at any depth (arrays included),
 * secret-shaped text masked, errors reduced to name, message, own fields, stack and cause.
 * Cycles become '[Circular]'; a value shared by two branches is copied in both.
 */
export function redact(value: unknown): unknown {
  return redactValue(value, new Set<object>(), 0);
}

function redactValue(value: unknown, ancestors: Set<object>, depth: number): unknown {
  if (typeof value === 'string') return redactText(value);
  if (typeof value === 'function') return `[Function ${value.name || 'anonymous'}]`;
  if (value === null || typeof value !== 'object') return value;
  if (ancestors.has(value)) return '[Circular]';
  if (depth >= MAX_DEPTH) return '[Too deep]';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
  ancestors.add(value);
  try {
    const child = (item: unknown) => redactValue(item, ancestors, depth + 1);
    const entries = (source: object) => Object.entries(source).map(([key, item]): [string, unknown] => [key, isSecretKey(key) ? REDACTED : child(item)]);
    if (value instanceof Error) {
      const out: Record<string, unknown> = { name: value.name, message: redactText(value.message), ...Object.fromEntries(entries(value)) };
      if (value.stack) out.stack = redactText(value.stack);
      if (value.cause !== undefined) out.cause = child(value.cause);
      return out;
    }
    if (Array.isArray(value)) return value.map(child);
    if (value instanceof Map) return Object.fromEntries([...value].map(([key, item]): [string, unknown] => [String(key), isSecretKey(String(key)) ? REDACTED : child(item)]));
    if (value instanceof Set) return [...value].map(child);
    return Object.fromEntries(entries(value));
  } finally {
    ancestors.delete(value);
  }
}
