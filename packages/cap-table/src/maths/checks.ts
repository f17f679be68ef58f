import { isCalendarDay } from '../calendar-day';
import type { Fraction } from 'fraction.js';
import { fromNumber } from './fraction';
import { refuse, type MathsProblem } from './result';

/**
 * The checks every input goes through before any arithmetic: money and prices are decimals not
 * below zero, share counts are whole, percentages lie between 0 and 100, days are real calendar
 * days. Each returns the value, exact, or the problem naming the field.
 */

export type Checked<T> = T | MathsProblem;

export function isProblem(value: unknown): value is MathsProblem {
  return typeof value === 'object' && value !== null && 'ok' in value && value.ok === false;
}

/** A sum of money or a price; zero only where it means something (an exit at nothing, a free strike). */
export function checkAmount(value: number, label: string, zero: 'allowed' | 'refused'): Checked<Fraction> {
  if (typeof value !== 'number' || !Number.isFinite(value)) return refuse('notANumber', `${label} must be a number.`);
  if (value < 0) return refuse('negativeAmount', `${label} cannot be negative (${value}).`);
  if (value === 0 && zero === 'refused') return refuse('notPositive', `${label} must be more than zero.`);
  return fromNumber(value);
}

/** A share count: a whole number, not negative, that the browser counts exactly. */
export function checkShares(value: number, label: string): Checked<bigint> {
  if (typeof value !== 'number' || !Number.isFinite(value)) return refuse('notANumber', `${label} must be a number.`);
  if (value < 0) return refuse('negativeAmount', `${label} cannot be negative (${value}).`);
  if (!Number.isSafeInteger(value)) return refuse('notWholeShares', `${label} must be a whole number of shares (${value}).`);
  return BigInt(value);
}

/**
 * A percentage written as people write it (20 for 20 %), returned as a fraction of one. `below100`
 * refuses 100 itself, where it would mean the whole company or a free share.
 */
export function checkPercent(value: number, label: string, upper: 'below100' | 'upTo100'): Checked<Fraction> {
  if (typeof value !== 'number' || !Number.isFinite(value)) return refuse('notANumber', `${label} must be a number.`);
  const tooHigh = upper === 'below100' ? value >= 100 : value > 100;
  if (value < 0 || tooHigh) return refuse('percentOutOfRange', `${label} must be from 0 up to ${upper === 'below100' ? 'but not including ' : ''}100 % (${value}).`);
  return fromNumber(value).div(100);
}

const MILLISECONDS_A_DAY = 86_400_000;

/** A calendar day `YYYY-MM-DD`, as a count of days since 1970-01-01 so two days subtract exactly. */
export function checkDay(text: string, label: string): Checked<number> {
  if (!isCalendarDay(text)) return refuse('invalidDate', `${label} must be a real day written YYYY-MM-DD ("${text}").`);
  return Date.parse(`${text}T00:00:00Z`) / MILLISECONDS_A_DAY;
}
