import { Fraction } from 'fraction.js';

/**
 * The cap-table maths compute on fraction.js's exact rationals: a round's price, a SAFE's ownership
 * and a waterfall's per-share value are ratios of money to share counts, and in binary floating
 * point they drift by fractions of a cent or a share, which then decide a rounding. fraction.js
 * rounds half up towards plus infinity (`round`), and down and up (`floor`, `ceil`), to whole
 * numbers or to decimal places. What it does not offer is here.
 */

/**
 * The decimal a number prints as: `0.1` is one tenth. fraction.js reads a number by approximating
 * it with a denominator of at most ten million, and reads no exponent in a string (`1e-7`).
 */
export function fromNumber(value: number): Fraction {
  if (!Number.isFinite(value)) throw new RangeError(`${value} is not a finite number.`);
  const [digits = '0', exponent = '0'] = String(value).split('e');
  return new Fraction(digits).mul(new Fraction(10).pow(Number(exponent)));
}

/** A whole value as a BigInt, for share counts and cents; fraction.js keeps even whole values as fractions. */
export function toBigInt(whole: Fraction): bigint {
  if (whole.d !== 1n) throw new RangeError(`${whole.toFraction()} is not a whole number.`);
  return whole.s * whole.n;
}

/** Exactly `places` decimals, rounded half up: fraction.js prints no trailing zeros. */
export function toFixed(value: Fraction, places: number): string {
  const [whole = '', decimals = ''] = value.round(places).toString(places).split('.');
  return places > 0 ? `${whole}.${decimals.padEnd(places, '0')}` : whole;
}

export function sum(values: readonly Fraction[]): Fraction {
  return values.reduce((total, value) => total.add(value), new Fraction(0));
}

export function max(first: Fraction, ...rest: Fraction[]): Fraction {
  return rest.reduce((best, value) => (value.gt(best) ? value : best), first);
}

export function min(first: Fraction, ...rest: Fraction[]): Fraction {
  return rest.reduce((best, value) => (value.lt(best) ? value : best), first);
}
