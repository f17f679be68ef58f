import type { Fraction } from 'fraction.js';

const DAYS_A_YEAR = 365;

/**
 * Simple interest on a note from the day it was issued to the day the round closes: principal ×
 * yearly rate × days / 365 (actual days, a 365-day year, no compounding), as the common note forms
 * write it. Rounded half up to the cent, once, because the note converts a sum of money.
 */
export function accruedInterest(principal: Fraction, yearlyRate: Fraction, issueDay: number, closingDay: number): Fraction {
  const days = BigInt(closingDay - issueDay);
  return principal.mul(yearlyRate).mul(days).div(DAYS_A_YEAR).round(2);
}
