import { describe, expect, it } from 'vitest';
import { Fraction, max, min, sum } from './fraction';

describe('exact fractions', () => {
  it.each([
    ['0.1', 1n, 10n],
    ['-2.50', -5n, 2n],
    ['1.5e-3', 3n, 2000n],
    ['12e2', 1200n, 1n],
    ['7', 7n, 1n],
  ])('reads the decimal %s as %s / %s', (text, numerator, denominator) => {
    const value = Fraction.fromDecimal(text);
    expect([value.numerator, value.denominator]).toEqual([numerator, denominator]);
  });

  it('reads a number as the decimal it prints as, so 0.1 + 0.2 is exactly 0.3', () => {
    expect(Fraction.fromNumber(0.1).plus(Fraction.fromNumber(0.2)).equals(Fraction.fromDecimal('0.3'))).toBe(true);
    expect(() => Fraction.fromNumber(Number.NaN)).toThrow(RangeError);
    expect(() => Fraction.fromDecimal('1,5')).toThrow(RangeError);
  });

  it('keeps sums, products and quotients exact and reduced', () => {
    const third = Fraction.of(1n, 3n);
    expect(third.plus(third).plus(third).equals(Fraction.of(1n))).toBe(true);
    const ratio = Fraction.of(6n, -4n);
    expect([ratio.numerator, ratio.denominator]).toEqual([-3n, 2n]);
    expect(Fraction.of(2n, 3n).times(Fraction.of(3n, 4n)).dividedBy(Fraction.of(1n, 2n)).equals(Fraction.of(1n))).toBe(true);
    expect(Fraction.of(5n).minus(Fraction.of(7n)).isNegative()).toBe(true);
    expect(() => Fraction.of(1n).dividedBy(Fraction.of(0n))).toThrow(RangeError);
  });

  it.each([
    ['7/2', Fraction.of(7n, 2n), 3n, 4n],
    ['-7/2', Fraction.of(-7n, 2n), -4n, -3n],
    ['4', Fraction.of(4n), 4n, 4n],
  ])('rounds %s down to %s and up to %s', (_label, value, floor, ceil) => {
    expect([value.floor(), value.ceil()]).toEqual([floor, ceil]);
  });

  it.each([
    ['1.114437', 4, '1.1144'],
    ['1.111496', 4, '1.1115'],
    ['0.00005', 4, '0.0001'],
    ['2.5', 0, '3'],
    ['1234.565', 2, '1234.57'],
  ])('rounds %s to %i places half up: %s', (text, places, rounded) => {
    expect(Fraction.fromDecimal(text).roundHalfUp(places).toFixed(places)).toBe(rounded);
  });

  it('turns into the nearest number only for output', () => {
    expect(Fraction.of(1n, 3n).toNumber()).toBeCloseTo(0.333333, 6);
    expect(Fraction.fromDecimal('19999494.91').toNumber()).toBe(19_999_494.91);
    expect(Fraction.of(-1n, 8n).toFixed(3)).toBe('-0.125');
  });

  it('compares, adds up and picks extremes', () => {
    const values = [Fraction.of(3n), Fraction.of(1n, 2n), Fraction.of(2n)];
    expect(sum(values).equals(Fraction.of(11n, 2n))).toBe(true);
    expect(max(values[0] as Fraction, ...values.slice(1)).equals(Fraction.of(3n))).toBe(true);
    expect(min(values[0] as Fraction, ...values.slice(1)).equals(Fraction.of(1n, 2n))).toBe(true);
    expect(Fraction.of(1n, 2n).lessThan(Fraction.of(2n, 3n))).toBe(true);
  });
});
