import type { Checked } from './checks';
import { Fraction } from 'fraction.js';
import { sum, toBigInt } from './fraction';
import { refuse } from './result';
import type { CheckedConvertible } from './round-input';
import type { ConversionBasis } from './round-types';

/**
 * Shares for each convertible once the round's price is set, with the rounding the YC Post-Money
 * Safe User Guide's worked examples use (https://www.ycombinator.com/documents):
 *
 * - A price is set to four decimals, half up: the Guide prices its Example 1 round at $1.1144 and
 *   Example 2's pre-money SAFE at $0.3248 (3,800,000 / 11,700,000 = 0.324786...).
 * - A conversion at a price gives the amount divided by that four-decimal price, rounded down to
 *   a whole share (200,000 / 0.3248 = 615,763.05 gives 615,763; 800,000 / 0.6566 = 1,218,397.8
 *   gives 1,218,397).
 * - A discount price is the four-decimal round price × (1 − discount), not rounded again: the
 *   SAFE defines it as that product, and YC's SAFE primer prints $0.77265 for a 15 % discount.
 * - A post-money SAFE at its cap owns purchase amount / cap of the Company Capitalization, so its
 *   shares are that share of the exact capitalization, rounded down, with no price in between
 *   (the Guide's Example 1 question 5: 5 % of 11,806,694.74 = 590,334). Its Safe Price, cap /
 *   capitalization, is reported to four decimals and used for nothing.
 * - A pre-money SAFE or note converts at the lower of its cap price and its discount price; which
 *   option binds for a post-money SAFE was decided on the exact solution (`round-solver.ts`),
 *   because its cap price depends on the other conversions.
 */

export interface ConversionOutcome {
  basis: ConversionBasis;
  /** The price the shares were counted at (for a post-money cap, the Safe Price, reported only). */
  price: Fraction;
  shares: bigint;
}

interface ConversionContext {
  convertibles: readonly CheckedConvertible[];
  /** From the exact solution, per convertible. */
  bases: readonly ('cap' | 'price')[];
  /** The round's price, four decimals. */
  roundPrice: Fraction;
  /** Outstanding shares and the existing pool: the Company Capitalization before conversions. */
  existingShares: bigint;
  /** What a pre-money cap is measured against: existing shares, pool, and a pre-money top-up. */
  preMoneyCapitalization: bigint;
}

const PRICE_DECIMALS = 4;

const sharesFor = (amount: Fraction, price: Fraction) => toBigInt(amount.div(price).floor());

export function convertAll(context: ConversionContext): Checked<{ outcomes: ConversionOutcome[]; companyCapitalization: bigint }> {
  const { convertibles, bases, roundPrice, existingShares, preMoneyCapitalization } = context;
  const outcomes: (ConversionOutcome | undefined)[] = [];
  for (const [index, convertible] of convertibles.entries()) {
    const discountPrice = roundPrice.mul(new Fraction(1).sub(convertible.discount));
    const atDiscount: ConversionOutcome = { basis: convertible.discount.equals(0) ? 'round' : 'discount', price: discountPrice, shares: sharesFor(convertible.amount, discountPrice) };
    if (convertible.family === 'post-money') {
      outcomes.push(bases[index] === 'cap' ? undefined : atDiscount);
      continue;
    }
    if (!convertible.cap) {
      outcomes.push(atDiscount);
      continue;
    }
    const capPrice = convertible.cap.div(preMoneyCapitalization).round(PRICE_DECIMALS);
    if (capPrice.equals(0)) return refuse('priceRoundsToZero', `Convertible ${convertible.source.id}: its cap price rounds to zero at four decimals.`);
    outcomes.push(capPrice.lt(discountPrice) ? { basis: 'cap', price: capPrice, shares: sharesFor(convertible.amount, capPrice) } : atDiscount);
  }

  // Capped post-money SAFEs own fixed shares of a capitalization that includes them:
  // C = (existing + other conversions) / (1 − Σ amount / cap).
  const capped = convertibles.flatMap((convertible, index) => (outcomes[index] === undefined && convertible.cap ? [{ index, share: convertible.amount.div(convertible.cap) }] : []));
  const others = outcomes.reduce((total, outcome) => total + (outcome?.shares ?? 0n), existingShares);
  const capitalization = new Fraction(others).div(new Fraction(1).sub(sum(capped.map(({ share }) => share))));
  const cappedShares = capped.map(({ index, share }) => ({ index, shares: toBigInt(share.mul(capitalization).floor()) }));
  const companyCapitalization = cappedShares.reduce((total, { shares }) => total + shares, others);
  for (const { index, shares } of cappedShares) {
    const cap = convertibles[index]?.cap as Fraction;
    outcomes[index] = { basis: 'cap', price: cap.div(companyCapitalization).round(PRICE_DECIMALS), shares };
  }
  return { outcomes: outcomes as ConversionOutcome[], companyCapitalization };
}
