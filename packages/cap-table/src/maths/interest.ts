import { Fraction } from './fraction';

const DAYS_A_YEAR = Fraction.of(365n);

/**
 * Simple interest on a note from the day it was issued to the day the round closes: principal ×
 * yearly rate × days / 365 (actual days, a 365-day year, no compounding), as the common note forms
 * write it. Rounded half up to the cent, once, because the note converts a sum of money.
 */
export function accruedInterest(principal: Fraction, yearlyRate: Fraction, issueDay: number, closingDay: number): Fraction {
  const days = Fraction.of(BigInt(closingDay - issueDay));
  return principal.times(yearlyRate).times(days).dividedBy(DAYS_A_YEAR).roundHalfUp(2);
}
