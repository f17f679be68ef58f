import { describe, expect, it } from 'vitest';
import { checkAmount, checkDay, checkPercent, checkShares, isProblem } from './checks';
import { Fraction } from 'fraction.js';

const codeOf = (value: unknown) => (isProblem(value) ? value.code : 'ok');

describe('the checks on every input', () => {
  it.each([
    [-1, 'refused', 'negativeAmount'],
    [0, 'refused', 'notPositive'],
    [0, 'allowed', 'ok'],
    [Number.NaN, 'allowed', 'notANumber'],
    [Number.POSITIVE_INFINITY, 'allowed', 'notANumber'],
    [1_250_000.5, 'refused', 'ok'],
  ] as const)('an amount of %s with zero %s: %s', (value, zero, code) => {
    expect(codeOf(checkAmount(value, 'The amount', zero))).toBe(code);
  });

  it.each([
    [-5, 'negativeAmount'],
    [1.5, 'notWholeShares'],
    [2 ** 53, 'notWholeShares'],
    [0, 'ok'],
    [9_250_000, 'ok'],
  ])('%s shares: %s', (value, code) => {
    expect(codeOf(checkShares(value, 'The shares'))).toBe(code);
  });

  it.each([
    [-1, 'below100', 'percentOutOfRange'],
    [100, 'below100', 'percentOutOfRange'],
    [100, 'upTo100', 'ok'],
    [100.5, 'upTo100', 'percentOutOfRange'],
    [20, 'below100', 'ok'],
  ] as const)('%s % (%s): %s', (value, upper, code) => {
    expect(codeOf(checkPercent(value, 'The discount', upper))).toBe(code);
  });

  it('returns a percentage as a fraction of one, and names the field in its problem', () => {
    expect((checkPercent(20, 'The discount', 'below100') as Fraction).equals(new Fraction(1n, 5n))).toBe(true);
    expect(checkAmount(-3, 'The new money', 'refused')).toEqual({ ok: false, code: 'negativeAmount', problem: 'The new money cannot be negative (-3).' });
  });

  it.each([
    ['2024-02-29', 'ok'],
    ['2025-02-29', 'invalidDate'],
    ['2025-13-01', 'invalidDate'],
    ['1/1/2025', 'invalidDate'],
  ])('the day %s: %s', (text, code) => {
    expect(codeOf(checkDay(text, 'The closing date'))).toBe(code);
  });

  it('counts days so that two days subtract to the days between them', () => {
    expect((checkDay('2025-01-01', 'a') as number) - (checkDay('2024-01-01', 'b') as number)).toBe(366);
  });
});
