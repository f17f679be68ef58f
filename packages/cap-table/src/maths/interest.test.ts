import { describe, expect, it } from 'vitest';
import { checkDay } from './checks';
import { Fraction } from 'fraction.js';
import { toFixed } from './fraction';
import { accruedInterest } from './interest';

const day = (text: string) => checkDay(text, 'day') as number;

describe('simple interest on a note', () => {
  // Constructed: principal × rate × actual days / 365, rounded half up to the cent.
  it.each([
    // 500,000 × 8 % × 365 / 365 = 40,000.00
    ['2025-01-01', '2026-01-01', 500_000, '0.08', '40000.00'],
    // 2024 is a leap year: 500,000 × 8 % × 366 / 365 = 40,109.589... → 40,109.59
    ['2024-01-01', '2025-01-01', 500_000, '0.08', '40109.59'],
    // 100,000 × 6 % × 45 / 365 = 739.726... → 739.73
    ['2025-03-01', '2025-04-15', 100_000, '0.06', '739.73'],
    ['2025-03-01', '2025-03-01', 100_000, '0.06', '0.00'],
  ])('from %s to %s on %i at %s: %s', (from, to, principal, rate, interest) => {
    expect(toFixed(accruedInterest(new Fraction(BigInt(principal)), new Fraction(rate), day(from), day(to)), 2)).toBe(interest);
  });
});
