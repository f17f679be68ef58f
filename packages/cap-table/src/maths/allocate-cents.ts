import type { Fraction } from 'fraction.js';
import { toBigInt } from './fraction';

/**
 * Exact amounts that add up to a whole number of cents, rounded to cents so they still add up
 * (the largest-remainder method): each amount rounds down to the cent, and the cents left over —
 * fewer than the number of amounts — go one each to the amounts that lost the most in rounding,
 * a tie to the earlier amount. Returns cents.
 */
export function allocateCents(totalCents: bigint, amounts: readonly Fraction[]): bigint[] {
  const scaled = amounts.map((amount) => amount.mul(100));
  const cents = scaled.map((value) => toBigInt(value.floor()));
  const leftover = cents.reduce((left, value) => left - value, totalCents);
  const byRemainder = scaled
    .map((value, index) => ({ index, remainder: value.sub(cents[index] as bigint) }))
    .sort((a, b) => b.remainder.compare(a.remainder) || a.index - b.index);
  for (const { index } of byRemainder.slice(0, Number(leftover))) cents[index] = (cents[index] as bigint) + 1n;
  return cents;
}
