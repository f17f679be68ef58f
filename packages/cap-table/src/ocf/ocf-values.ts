import { Fraction } from 'fraction.js';
import { fromNumber } from '../maths/fraction';
import type { OcfMonetary, OcfNumeric } from './ocf-types';

/**
 * OCF's scalar values and the ledger's: numbers are decimal strings of at most ten decimals,
 * percentages fractions of one, money an amount and a currency, dates ISO calendar days. The
 * ledger keeps amounts in US dollars (the pages format them so), so that is the currency written;
 * an amount read in another currency is kept as its number, with a warning.
 */

export const LEDGER_CURRENCY = 'USD';

const NUMERIC = /^[+-]?[0-9]+(\.[0-9]{1,10})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A number as OCF writes it: exact decimals, never an exponent. */
export function toNumeric(value: number): OcfNumeric {
  return fromNumber(value).round(10).toString(10);
}

export const toMonetary = (amount: number): OcfMonetary => ({ amount: toNumeric(amount), currency: LEDGER_CURRENCY });

/** A percentage as the ledger keeps it (20 for 20 %) as OCF's fraction of one ("0.2"). */
export const toPercentage = (percent: number): OcfNumeric => fromNumber(percent).div(100).round(10).toString(10);

/** An OCF number as a fraction, or null when it is not one. */
export function readFraction(value: unknown): Fraction | null {
  return typeof value === 'string' && NUMERIC.test(value) ? new Fraction(value.replace(/^\+/, '')) : null;
}

/** An OCF number rounded to the places of the column it goes to. */
export function readNumber(value: unknown, places: number): number | null {
  const fraction = readFraction(value);
  return fraction ? Number(fraction.round(places).toString(places)) : null;
}

/** A positive whole number within JavaScript's exact range (a share count), or null. */
export function readWhole(value: unknown): number | null {
  const fraction = readFraction(value);
  if (!fraction || fraction.d !== 1n || fraction.s < 0n) return null;
  const whole = Number(fraction.n);
  return whole > 0 && Number.isSafeInteger(whole) ? whole : null;
}

/** An OCF percentage (a fraction of one) as the ledger's percent, or null. */
export function readPercent(value: unknown, places: number): number | null {
  const fraction = readFraction(value);
  return fraction ? Number(fraction.mul(100).round(places).toString(places)) : null;
}

/** A real calendar day `YYYY-MM-DD`, or null. */
export function readDate(value: unknown): string | null {
  if (typeof value !== 'string' || !DATE.test(value)) return null;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value ? value : null;
}

/** The amount of an OCF money value, and whether it is in another currency than the ledger's. */
export function readMonetary(value: unknown, places: number): { amount: number; foreign: string | null } | null {
  if (!value || typeof value !== 'object') return null;
  const { amount, currency } = value as Partial<OcfMonetary>;
  const number = readNumber(amount, places);
  if (number === null) return null;
  return { amount: number, foreign: typeof currency === 'string' && currency !== LEDGER_CURRENCY ? currency : null };
}

/**
 * What OCF has no field for travels in an object's comments as `fikr:<key>=<value>`, so that a
 * package the platform exported imports back whole; other comments are the row's note.
 */
const TAG = /^fikr:([a-z_]+)=(.*)$/;

export const tag = (key: string, value: string) => `fikr:${key}=${value}`;

export function readComments(comments: unknown): { tags: Map<string, string>; note: string | null } {
  const tags = new Map<string, string>();
  const notes: string[] = [];
  for (const comment of Array.isArray(comments) ? comments : []) {
    if (typeof comment !== 'string') continue;
    const match = TAG.exec(comment);
    if (match) tags.set(match[1] as string, match[2] as string);
    else if (comment.trim()) notes.push(comment.trim());
  }
  const note = notes.join('\n').slice(0, 2000);
  return { tags, note: note || null };
}
