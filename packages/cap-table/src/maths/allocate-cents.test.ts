import { describe, expect, it } from 'vitest';
import { allocateCents } from './allocate-cents';
import { Fraction } from 'fraction.js';

describe('rounding shares of a whole to cents', () => {
  it.each([
    // 20,000,000 split 1 : 2 → 6,666,666.666... and 13,333,333.333...: the leftover cent goes to the larger remainder.
    ['two thirds', 2_000_000_000n, [new Fraction(20_000_000n, 3n), new Fraction(40_000_000n, 3n)], [666_666_667n, 1_333_333_333n]],
    // 1.00 in three equal parts: the tie goes to the earliest.
    ['a tie', 100n, [new Fraction(1n, 3n), new Fraction(1n, 3n), new Fraction(1n, 3n)], [34n, 33n, 33n]],
    ['whole cents', 1_050n, [new Fraction('10.25'), new Fraction('0.25')], [1_025n, 25n]],
  ])('%s', (_label, total, amounts, cents) => {
    const allocated = allocateCents(total, amounts);
    expect(allocated).toEqual(cents);
    expect(allocated.reduce((left, value) => left + value, 0n)).toBe(total);
  });
});
