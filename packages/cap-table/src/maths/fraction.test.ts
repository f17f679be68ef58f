import { Fraction } from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { fromNumber, max, min, sum, toBigInt, toFixed } from './fraction';

describe('exact fractions', () => {
  it.each([
    [0.1, 1n, 10n],
    [-2.5, -5n, 2n],
    [1.5e-7, 3n, 20_000_000n],
    [1234.5678901, 12_345_678_901n, 10_000_000n],
    [1e21, 10n ** 21n, 1n],
    [7, 7n, 1n],
  ])('reads the number %s as the decimal it prints as, %s / %s', (value, numerator, denominator) => {
    const read = fromNumber(value);
    expect(read.equals(new Fraction(numerator, denominator))).toBe(true);
  });

  it('reads 0.1 + 0.2 as exactly 0.3, and refuses what is not a finite number', () => {
    expect(fromNumber(0.1).add(fromNumber(0.2)).equals(new Fraction('0.3'))).toBe(true);
    expect(() => fromNumber(Number.NaN)).toThrow(RangeError);
    expect(() => fromNumber(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  // The maths rely on these roundings of fraction.js: down and up towards minus and plus infinity,
  // and a half towards plus infinity.
  it.each([
    ['7/2', new Fraction(7n, 2n), 3n, 4n, 4n],
    ['-7/2', new Fraction(-7n, 2n), -4n, -3n, -3n],
    ['4', new Fraction(4n), 4n, 4n, 4n],
  ])('rounds %s down to %s, up to %s and to the nearest, a half up, to %s', (_label, value, floor, ceil, round) => {
    expect([toBigInt(value.floor()), toBigInt(value.ceil()), toBigInt(value.round())]).toEqual([floor, ceil, round]);
  });

  it('gives a whole value as a BigInt and refuses one that is not whole', () => {
    expect(toBigInt(new Fraction(-12n))).toBe(-12n);
    expect(() => toBigInt(new Fraction(1n, 3n))).toThrow(RangeError);
  });

  it.each([
    ['1.114437', 4, '1.1144'],
    ['1.111496', 4, '1.1115'],
    ['0.00005', 4, '0.0001'],
    ['2.5', 0, '3'],
    ['1234.565', 2, '1234.57'],
    ['-0.005', 2, '0.00'],
    ['-0.125', 3, '-0.125'],
    ['40000', 2, '40000.00'],
  ])('writes %s to %i places, a half up: %s', (text, places, written) => {
    expect(toFixed(new Fraction(text), places)).toBe(written);
  });

  it('adds up and picks extremes', () => {
    const values = [new Fraction(3n), new Fraction(1n, 2n), new Fraction(2n)];
    expect(sum(values).equals(new Fraction(11n, 2n))).toBe(true);
    expect(sum([]).equals(0)).toBe(true);
    expect(max(values[0] as Fraction, ...values.slice(1)).equals(3)).toBe(true);
    expect(min(values[0] as Fraction, ...values.slice(1)).equals(new Fraction(1n, 2n))).toBe(true);
  });
});
