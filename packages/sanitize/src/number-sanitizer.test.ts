import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeNumber, type NumberSanitizeOptions } from './number-sanitizer';

describe('sanitizeNumber (spec 001 §5.3)', () => {
  it.each<[unknown, NumberSanitizeOptions | undefined, number]>([
    ['42', undefined, 42],
    ['  -17 ', undefined, -17],
    ['12a3.4.5', undefined, 123.45],
    ['1,234.50', undefined, 1234.5],
    ['5-3', undefined, 53],
    ['--5', undefined, -5],
    ['Price: -5', undefined, -5],
    ['-', undefined, 0],
    ['.', undefined, 0],
    ['.5', undefined, 0.5],
    ['5.', undefined, 5],
    ['-.25', undefined, -0.25],
    ['1e5', undefined, 15],
    ['abc', undefined, 0],
    ['', undefined, 0],
    ['١٢٣٫٥', undefined, 123.5],
    ['۴۲', undefined, 42],
    ['9'.repeat(400), undefined, 0],
    [3.75, undefined, 3.75],
    [Number.NaN, undefined, 0],
    [Number.POSITIVE_INFINITY, undefined, 0],
    [-0, undefined, 0],
    [null, undefined, 0],
    [undefined, undefined, 0],
    [true, undefined, 0],
    [{ valueOf: () => 5 }, undefined, 0],
    ['150', { max: 100 }, 100],
    ['-20', { min: 0 }, 0],
    ['abc', { min: 5, max: 10 }, 5],
    [Number.NaN, { min: -10, max: -5 }, -5],
    ['3.14159', { decimals: 2 }, 3.14],
    ['1.005', { decimals: 2 }, 1.01],
    ['-1.005', { decimals: 2 }, -1.01],
    ['2.5', { decimals: 0 }, 3],
    ['-2.5', { decimals: 0 }, -3],
    ['-0.004', { decimals: 2 }, 0],
    ['0.0000001', { decimals: 20 }, 1e-7],
    [1e21, { decimals: 2 }, 1e21],
    ['1.006', { max: 1.005, decimals: 2 }, 1.005],
    ['7', { min: 7, max: 7 }, 7],
  ])('%j with %j is %d', (input, options, expected) => {
    expect(sanitizeNumber(input, options)).toBe(expected);
  });

  it('reads a bigint by its digits', () => {
    expect(sanitizeNumber(10n)).toBe(10);
    expect(sanitizeNumber(-(10n ** 400n))).toBe(0);
  });

  it.each<[NumberSanitizeOptions, string]>([
    [{ min: 5, max: 1 }, 'min must not be greater than max'],
    [{ min: Number.NaN }, 'min must be a finite number'],
    [{ max: Number.POSITIVE_INFINITY }, 'max must be a finite number'],
    [{ decimals: -1 }, 'decimals must be a whole number from 0 to 20'],
    [{ decimals: 1.5 }, 'decimals must be a whole number from 0 to 20'],
    [{ decimals: 21 }, 'decimals must be a whole number from 0 to 20'],
  ])('refuses the options %j', (options, message) => {
    expect(() => sanitizeNumber('1', options)).toThrow(RangeError);
    expect(() => sanitizeNumber('1', options)).toThrow(message);
  });

  it('property: always a finite number within [min, max], whatever the input', () => {
    const bounds = fc
      .tuple(fc.option(fc.double({ noNaN: true, noDefaultInfinity: true }), { nil: undefined }), fc.option(fc.double({ noNaN: true, noDefaultInfinity: true }), { nil: undefined }))
      .map(([a, b]) => (a !== undefined && b !== undefined && a > b ? { min: b, max: a } : { min: a, max: b }));
    const input = fc.oneof(fc.string(), fc.double(), fc.integer(), fc.bigInt(), fc.constantFrom(null, undefined, true, {}, [], '-', '.', '١٢٫٣'), fc.stringMatching(/^[-.0-9a-z ]{0,30}$/));
    fc.assert(
      fc.property(input, bounds, fc.option(fc.integer({ min: 0, max: 20 }), { nil: undefined }), (value, { min, max }, decimals) => {
        const result = sanitizeNumber(value, { min, max, decimals });
        expect(Number.isFinite(result)).toBe(true);
        if (min !== undefined) expect(result).toBeGreaterThanOrEqual(min);
        if (max !== undefined) expect(result).toBeLessThanOrEqual(max);
      }),
      { numRuns: 2000 },
    );
  });

  it('property: a number written out in plain decimal text comes back as itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 9999 }), (whole, fraction) => {
        const text = `${whole}.${String(fraction).padStart(4, '0')}`;
        expect(sanitizeNumber(text)).toBe(Number(text));
      }),
    );
  });
});
