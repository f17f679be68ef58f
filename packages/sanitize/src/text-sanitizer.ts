import { createPurifier, getBrowserPurifier, type Purifier, type PurifierWindow } from './dom-purify';
import { stripEncodedCharacters } from './encoded-characters';
import { MAX_TEXT_LENGTH } from './limits';
import { stripSqlPatterns } from './sql-patterns';

/** What the text sanitizer removed, in this order in every result. */
export const TEXT_VIOLATIONS = [
  'max_length',
  'script',
  'dangerous_tag',
  'event_handler',
  'script_url',
  'html',
  'encoded_characters',
  'sql_pattern',
  'special_characters',
] as const;

export type TextViolation = (typeof TEXT_VIOLATIONS)[number];

export interface TextSanitizeOptions {
  /** Keep b, i, em and strong (without attributes); otherwise the result is plain text. */
  allowHtml?: boolean;
  /** With `allowSpecialChars` off, keep only letters, digits, whitespace and . - _ @ ( ) , */
  strict?: boolean;
  /** In strict mode, keep other characters too. */
  allowSpecialChars?: boolean;
  /** A lower limit than MAX_TEXT_LENGTH for this field; larger values are capped at it. */
  maxLength?: number;
}

/** Spec 001 §3 "Sanitization result". */
export interface SanitizationResult {
  sanitized: string;
  wasModified: boolean;
  violations: TextViolation[];
  originalLength: number;
  sanitizedLength: number;
}

export type TextSanitizer = (input: unknown, options?: TextSanitizeOptions) => SanitizationResult;

/** Letters, marks and digits of every script, whitespace and the six punctuation marks of spec 001 §5.2. */
const STRICT_REMOVED = /[^\p{L}\p{M}\p{N}\s.\-_@(),]/gu;

/**
 * Each pass can uncover something for the next one (a tag written inside a <textarea>, an entity
 * encoded twice), so passes repeat until the text stops changing. Real input settles in one or
 * two; deeper nesting than this is flattened instead.
 */
const MAX_PASSES = 8;

/** The start of a tag, comment or processing instruction other than b, i, em and strong. */
const DISALLOWED_TAG_START = /<(?!\/?(?:b|i|em|strong)[\s/>])[a-z!/?]/i;

interface Settings {
  allowHtml: boolean;
  restrictCharacters: boolean;
}

type Report = (violation: TextViolation) => void;

/** A text sanitizer that parses with the given window (the page's, or a jsdom window in Node). */
export function createTextSanitizer(window: PurifierWindow): TextSanitizer {
  const purifier = createPurifier(window);
  return (input, options) => sanitizeTextWith(purifier, input, options);
}

/** Spec 001 §5.2 text sanitizer, parsing with the page's window. In Node use `@fikrspace/sanitize/node`. */
export function sanitizeText(input: unknown, options?: TextSanitizeOptions): SanitizationResult {
  return sanitizeTextWith(getBrowserPurifier(), input, options);
}

export function sanitizeTextWith(purifier: Purifier, input: unknown, options: TextSanitizeOptions = {}): SanitizationResult {
  const original = toText(input);
  const limit = resolveLimit(options.maxLength);
  const settings: Settings = { allowHtml: options.allowHtml === true, restrictCharacters: options.strict === true && options.allowSpecialChars !== true };
  const found = new Set<TextViolation>();
  const report: Report = (violation) => found.add(violation);

  if (original.length > limit) report('max_length');
  let candidate = cut(original, limit);
  let sanitized = settle(purifier, candidate, settings, report);
  // Kept HTML can be longer than its input ("&" is written "&amp;"), so the input is shortened
  // until the output fits; plain text only ever shrinks and passes on the first try.
  while (sanitized.length > limit) {
    report('max_length');
    candidate = cut(candidate, Math.min(candidate.length - 1, Math.floor((candidate.length * limit) / sanitized.length)));
    sanitized = settle(purifier, candidate, settings, report);
  }

  return {
    sanitized,
    wasModified: sanitized !== original,
    violations: TEXT_VIOLATIONS.filter((violation) => found.has(violation)),
    originalLength: original.length,
    sanitizedLength: sanitized.length,
  };
}

function toText(input: unknown): string {
  if (typeof input === 'string') return input;
  if (typeof input === 'number' || typeof input === 'boolean' || typeof input === 'bigint') return String(input);
  return '';
}

function resolveLimit(maxLength: number | undefined): number {
  if (maxLength === undefined || Number.isNaN(maxLength)) return MAX_TEXT_LENGTH;
  return Math.max(0, Math.min(MAX_TEXT_LENGTH, Math.floor(maxLength)));
}

/** Truncates without leaving half of a surrogate pair (an emoji) at the end. */
function cut(text: string, length: number): string {
  if (text.length <= length) return text;
  const end = length > 0 && isHighSurrogate(text.charCodeAt(length - 1)) ? length - 1 : length;
  return text.slice(0, Math.max(0, end));
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/** Runs passes until one changes nothing, which makes sanitizing twice the same as sanitizing once. */
function settle(purifier: Purifier, text: string, settings: Settings, report: Report): string {
  // The HTML parser turns CR LF into LF anyway; doing it first keeps it from counting as markup.
  let current = text.replace(/\r\n?/g, '\n');
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const next = runPass(purifier, current, settings, report);
    if (next === current) return current;
    current = next;
  }
  const flat = flatten(purifier, current, settings, report);
  return runPass(purifier, flat, settings, () => undefined) === flat ? flat : '';
}

function runPass(purifier: Purifier, text: string, settings: Settings, report: Report): string {
  let explained = false;
  const note: Report = (violation) => {
    explained = true;
    report(violation);
  };
  const decoded = stripEncodedCharacters(text);
  if (decoded !== text) note('encoded_characters');
  if (settings.allowHtml) {
    const html = purifier.toBasicHtml(decoded, (run) => applyTextRules(run, settings, note), note);
    // A tag the parser drops without a trace, such as one left open at the end of the input.
    if (html !== text && !explained && DISALLOWED_TAG_START.test(decoded)) report('html');
    return html;
  }

  const plain = applyTextRules(purifier.toText(decoded, note), settings, note);
  // What is left to explain is the parser reading character references ("&amp;" became "&").
  if (plain !== text && !explained) report('html');
  return plain;
}

/** The rules that look at text rather than markup, repeated until none of them finds anything. */
function applyTextRules(text: string, settings: Settings, report: Report): string {
  let current = text;
  for (;;) {
    let next = stripEncodedCharacters(current);
    if (next !== current) report('encoded_characters');
    const withoutSql = stripSqlPatterns(next);
    if (withoutSql !== next) report('sql_pattern');
    next = withoutSql;
    if (settings.restrictCharacters) {
      const restricted = next.replace(STRICT_REMOVED, '');
      if (restricted !== next) report('special_characters');
      next = restricted;
    }
    if (next === current) return current;
    current = next;
  }
}

/**
 * The last resort for input that is still changing after MAX_PASSES: its text without any
 * character that can start markup or a character reference, which no later pass can change.
 */
function flatten(purifier: Purifier, text: string, settings: Settings, report: Report): string {
  report('encoded_characters');
  const plain = purifier.toText(text, report).replace(/[<>&]/g, '').replace(/\u00a0/g, ' ');
  return applyTextRules(plain, settings, report);
}
