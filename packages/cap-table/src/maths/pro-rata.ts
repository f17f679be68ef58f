import { Fraction } from 'fraction.js';
import { fromNumber } from './fraction';
import type { RoundModel } from './round-types';

/**
 * Pro rata rights in a modeled round, as Y Combinator's pro rata side letter defines them: the
 * holder may buy "its pro rata share of Standard Preferred Stock being sold in the Equity
 * Financing", that share being the ratio of "the number of shares of Capital Stock issued from the
 * conversion of all of the Investor's Safes with a 'Post-Money Valuation Cap'" to "the Company
 * Capitalization". So a $1M SAFE at a $10M cap has 10 % of the new money.
 *
 * A holder has the right when any of its convertibles carries `proRata`; its post-money SAFEs all
 * count, as the letter says, and so does the converted convertible that carries the right itself
 * (a note or pre-money SAFE with a pro rata right is measured the same way). The amount is rounded
 * down to the cent, so it never exceeds the share.
 */

export interface ProRataRight {
  stakeholderId: string;
  /** The shares the letter counts. */
  conversionShares: number;
  /** Of the Company Capitalization. */
  percent: number;
  /** What the holder may invest in the round. */
  amount: number;
}

export function proRataRights(model: RoundModel): ProRataRight[] {
  const holders = [...new Set(model.conversions.filter((conversion) => conversion.proRata).map((conversion) => conversion.stakeholderId))];
  const capitalization = BigInt(model.companyCapitalization);
  const newMoney = fromNumber(model.newMoney);
  return holders.map((stakeholderId) => {
    const counted = model.conversions.filter((conversion) => conversion.stakeholderId === stakeholderId && (conversion.kind === 'safe-post-money' || conversion.proRata));
    const shares = counted.reduce((total, conversion) => total + BigInt(conversion.shares), 0n);
    const share = new Fraction(shares).div(capitalization);
    return {
      stakeholderId,
      conversionShares: Number(shares),
      percent: share.mul(100).valueOf(),
      amount: share.mul(newMoney).floor(2).valueOf(),
    };
  });
}

/** What one holder may invest under its pro rata right; 0 without one. */
export function proRataAmount(model: RoundModel, stakeholderId: string): number {
  return proRataRights(model).find((right) => right.stakeholderId === stakeholderId)?.amount ?? 0;
}
