import type { MetricUnit } from './model';

/**
 * Numbers as people type them and spreadsheets write them, in any of the platform's languages:
 * `1,234,567`, `1 234 567`, `1.234.567,5`, and Arabic-Indic digits with the Arabic separators
 * (`١٬٢٣٤٫٥`). Pure, so the month form and the CSV import read a number the same way and the
 * unit tests hold both to it.
 */

/** The database's check on a value (`value between -1e15 and 1e15`). */
export const METRIC_VALUE_LIMIT = 1e15;

export type NumberProblem = 'empty' | 'notANumber' | 'outOfRange';

export type ParsedNumber = { ok: true; value: number } | { ok: false; problem: NumberProblem };

const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0;
const ARABIC_DECIMAL_SEPARATOR = '\u066b';
const ARABIC_THOUSANDS_SEPARATOR = '\u066c';
/** Direction marks a right-to-left text field or spreadsheet puts around numbers. */
const DIRECTION_MARKS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** Spaces that group digits: the plain one, no-break, narrow no-break (French) and thin. */
const GROUP_SPACES = /[ \u00a0\u202f\u2009]/g;

/** Western digits for Arabic-Indic (٠-٩) and extended Arabic-Indic (۰-۹, Persian and Urdu) ones. */
export function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= EXTENDED_ARABIC_INDIC_ZERO ? EXTENDED_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO));
  });
}

/** The decimal separator a language writes (`.` in English, `,` in French), as Intl knows it. */
export function decimalSeparatorOf(language: string): string {
  return new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}

const count = (text: string, character: string) => text.split(character).length - 1;

/**
 * Which of `.` and `,` is the decimal separator of a number written with digits, both marks and
 * `_` for every space of grouping, or null when it has none. Both present: the last one. One
 * present several times: it groups. Once: it is decimal unless exactly three digits follow it,
 * which is the language's call (`1,234` is 1234 in English and 1.234 in French).
 */
function decimalMarkOf(text: string, languageDecimal: string): string | null {
  const dot = text.lastIndexOf('.');
  const comma = text.lastIndexOf(',');
  if (dot >= 0 && comma >= 0) return dot > comma ? '.' : ',';
  const mark = dot >= 0 ? '.' : comma >= 0 ? ',' : null;
  if (mark === null || count(text, mark) > 1) return null;
  const [before = '', after = ''] = text.split(mark);
  if (after.length !== 3 || text.includes('_') || /^0?$/.test(before)) return mark;
  return mark === languageDecimal ? mark : null;
}

/** Digits grouped by one separator: a first group of one to three digits, then groups of three. */
function ungrouped(integer: string): string | null {
  if (/^\d*$/.test(integer)) return integer;
  if (/[^\d.,_]/.test(integer)) return null;
  const separators = new Set(integer.replace(/\d/g, ''));
  if (separators.size !== 1) return null;
  const [separator] = separators;
  const groups = integer.split(separator!);
  return /^\d{1,3}$/.test(groups[0]!) && groups.slice(1).every((group) => /^\d{3}$/.test(group)) ? groups.join('') : null;
}

/**
 * The number a person or a spreadsheet wrote, or why it is not one. `languageDecimal` settles the
 * one ambiguous case, a single mark followed by exactly three digits. No exponents, currency
 * signs or words: a value that is not plainly a number is refused rather than guessed.
 */
export function parseNumber(input: string, { languageDecimal = '.' }: { languageDecimal?: string } = {}): ParsedNumber {
  let text = westernDigits(input).replace(DIRECTION_MARKS, '').trim();
  if (text === '') return { ok: false, problem: 'empty' };
  let sign = '';
  if (/^[-+\u2212]/.test(text)) {
    sign = text[0] === '+' ? '' : '-';
    text = text.slice(1).trimStart();
  }
  text = text.replace(GROUP_SPACES, '_').replace(/['\u2019]/g, '_').replaceAll(ARABIC_THOUSANDS_SEPARATOR, '_');
  let integer: string;
  let fraction = '';
  if (text.includes(ARABIC_DECIMAL_SEPARATOR)) {
    if (count(text, ARABIC_DECIMAL_SEPARATOR) > 1) return { ok: false, problem: 'notANumber' };
    [integer = '', fraction = ''] = text.split(ARABIC_DECIMAL_SEPARATOR);
  } else {
    const mark = decimalMarkOf(text, languageDecimal);
    if (mark === null) integer = text;
    else {
      const at = text.lastIndexOf(mark);
      [integer, fraction] = [text.slice(0, at), text.slice(at + 1)];
      if (fraction === '') return { ok: false, problem: 'notANumber' };
    }
  }
  if (!/^\d*$/.test(fraction)) return { ok: false, problem: 'notANumber' };
  const digits = ungrouped(integer);
  if (digits === null || (digits === '' && fraction === '')) return { ok: false, problem: 'notANumber' };
  const value = Number(`${sign}${digits || '0'}${fraction ? `.${fraction}` : ''}`);
  if (!Number.isFinite(value)) return { ok: false, problem: 'notANumber' };
  if (Math.abs(value) > METRIC_VALUE_LIMIT) return { ok: false, problem: 'outOfRange' };
  // -0 reads as 0 everywhere it is shown or sent.
  return { ok: true, value: value === 0 ? 0 : value };
}

/** Why a text cannot be a metric's value. */
export type ValueProblem = NumberProblem | 'notWhole';

export type ParsedValue = { ok: true; value: number } | { ok: false; problem: ValueProblem };

/**
 * A metric's value from what was typed: a number (see {@link parseNumber}), with a percent sign
 * allowed after a percentage; counts are whole and never negative (a headcount of 2.5 or -1 is a
 * typing slip).
 */
export function parseMetricValue(input: string, unit: MetricUnit, options: { languageDecimal?: string } = {}): ParsedValue {
  const text = unit === 'percent' ? input.trim().replace(/\s*[%\u066a]$/, '') : input;
  const parsed = parseNumber(text, options);
  if (!parsed.ok) return parsed;
  if (unit === 'count' && (!Number.isInteger(parsed.value) || parsed.value < 0)) return { ok: false, problem: 'notWhole' };
  return parsed;
}
