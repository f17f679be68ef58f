import { isProblem } from './checks';
import { convertAll, type ConversionOutcome } from './conversions';
import { Fraction } from 'fraction.js';
import { toBigInt } from './fraction';
import { refuse, succeed, type MathsResult } from './result';
import { checkRoundInput, type CheckedRound } from './round-input';
import { solveRound, type RoundSolution } from './round-solver';
import { buildTable } from './round-table';
import type { RoundInput, RoundModel } from './round-types';

export type * from './round-types';

/**
 * A priced round on a fully diluted snapshot of the cap table: the price, the new investors'
 * shares, the pool top-up, each convertible's conversion, and the table before and after. Reads
 * the snapshot, writes nothing.
 *
 * Conventions (those of the YC Post-Money Safe User Guide, https://www.ycombinator.com/documents):
 * - Converting securities are inside the pre-money share count, so the new money owns exactly
 *   new money / (pre-money + new money) of the company.
 * - A post-money SAFE's cap is measured against the Company Capitalization: outstanding shares,
 *   options, the existing pool and every converting security, not the top-up or the new money.
 * - A pre-money SAFE's or note's cap is measured against outstanding shares, options and the pool,
 *   the top-up included when it is pre-money; converting securities excluded (the original SAFE's
 *   definition).
 *
 * The round is solved exactly first (`round-solver.ts`), then rounded once, in this order:
 * 1. A pool target is met with a whole number of shares, rounded up so the pool reaches it.
 * 2. With that top-up fixed, the exact price is solved again and set to four decimals, half up.
 * 3. Conversions are counted from that price, rounded down to whole shares (`conversions.ts`).
 * 4. Each new investor's shares are their amount / that price, rounded to the nearest whole share
 *    (a half up), as the Guide rounds every new-money figure: 5,000,000 / 1.1115 = 4,498,425.55
 *    gives 4,498,426 and 2,200,000 / 0.6566 = 3,350,593.97 gives 3,350,594 (Example 2), while its
 *    conversions round down (800,000 / 0.6566 = 1,218,397.8 gives 1,218,397).
 */
export function modelRound(input: RoundInput): MathsResult<RoundModel> {
  const checked = checkRoundInput(input);
  if (isProblem(checked)) return checked;

  const solution = solveWithWholeTopUp(checked);
  if (!solution) {
    return refuse('roundImpossible', 'The pool target, the new money and the convertibles together would own 100 % or more of the company: no share count satisfies this round.');
  }
  const price = solution.price.round(4);
  if (price.equals(0)) return refuse('priceRoundsToZero', 'The price per share rounds to zero at four decimals.');
  // Whole already: the last solve fixed it (`solveWithWholeTopUp`).
  const topUp = toBigInt(solution.topUp.floor());
  const existingShares = checked.outstanding + checked.existingPool;
  const converted = convertAll({
    convertibles: checked.convertibles,
    bases: solution.bases,
    roundPrice: price,
    existingShares,
    preMoneyCapitalization: existingShares + (checked.timing === 'pre-money' ? topUp : 0n),
  });
  if (isProblem(converted)) return converted;

  const investors = checked.investors.map(({ stakeholderId, amount }) => ({ stakeholderId, amount: amount.valueOf(), shares: toBigInt(amount.div(price).round()) }));
  const conversions = checked.convertibles.map((convertible, index) => ({ convertible, outcome: converted.outcomes[index] as ConversionOutcome }));
  const { table, pool, sharesBefore, sharesAfter } = buildTable({
    before: checked.holdings,
    added: [...conversions.map(({ convertible, outcome }) => ({ stakeholderId: convertible.source.stakeholderId, shares: outcome.shares })), ...investors],
    poolBefore: checked.existingPool,
    poolTopUp: topUp,
  });
  const newShares = investors.reduce((total, investor) => total + investor.shares, 0n);
  const conversionShares = conversions.reduce((total, { outcome }) => total + outcome.shares, 0n);
  const percentAfter = (shares: bigint) => new Fraction(shares * 100n).div(sharesAfter).valueOf();

  return succeed({
    pricePerShare: price.valueOf(),
    preMoneyShares: Number(sharesAfter - newShares - (checked.timing === 'post-money' ? topUp : 0n)),
    companyCapitalization: Number(converted.companyCapitalization),
    newMoney: checked.newMoney.valueOf(),
    investors: investors.map((investor) => ({ ...investor, shares: Number(investor.shares) })),
    conversions: conversions.map(({ convertible, outcome }) => ({
      convertibleId: convertible.source.id,
      stakeholderId: convertible.source.stakeholderId,
      kind: convertible.source.kind,
      convertingAmount: convertible.amount.valueOf(),
      accruedInterest: convertible.interest.valueOf(),
      basis: outcome.basis,
      // A discount price keeps the digits of its product (four for the price, more from the discount).
      conversionPrice: outcome.price.round(8).valueOf(),
      shares: Number(outcome.shares),
      percentAfter: percentAfter(outcome.shares),
      proRata: convertible.source.proRata === true,
    })),
    pool,
    table,
    totals: {
      sharesBefore: Number(sharesBefore),
      sharesAfter: Number(sharesAfter),
      newShares: Number(newShares),
      conversionShares: Number(conversionShares),
      postMoneyValuation: new Fraction(sharesAfter).mul(price).round(2).valueOf(),
    },
  });
}

/**
 * Solves the round; with a pool target, fixes the top-up at the whole number of shares that
 * reaches it (none when the existing pool already does) and solves again for the price.
 */
function solveWithWholeTopUp(checked: CheckedRound): RoundSolution | undefined {
  const system = {
    outstanding: new Fraction(checked.outstanding),
    existingPool: new Fraction(checked.existingPool),
    preMoney: checked.preMoney,
    newMoney: checked.newMoney,
    timing: checked.timing,
    convertibles: checked.convertibles,
  };
  if (checked.pool.kind === 'fixed') return solveRound({ ...system, pool: { kind: 'fixed', shares: new Fraction(checked.pool.shares) } });
  const targeted = solveRound({ ...system, pool: { kind: 'target', fraction: checked.pool.fraction } });
  if (!targeted) return undefined;
  const topUp = targeted.topUp.lt(0) ? 0n : toBigInt(targeted.topUp.ceil());
  return solveRound({ ...system, pool: { kind: 'fixed', shares: new Fraction(topUp) } });
}

