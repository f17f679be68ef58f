import { checkAmount, checkDay, checkPercent, checkShares, isProblem, type Checked } from './checks';
import { Fraction } from 'fraction.js';
import { sum, toFixed } from './fraction';
import { accruedInterest } from './interest';
import { refuse } from './result';
import type { Convertible, PoolTiming, RoundInput } from './round-types';

/** A round's inputs checked and made exact: what the solver and the rounding pass read. */
export interface CheckedRound {
  /** Every position but the pool, as whole shares. */
  holdings: { stakeholderId: string; shares: bigint }[];
  outstanding: bigint;
  existingPool: bigint;
  preMoney: Fraction;
  newMoney: Fraction;
  timing: PoolTiming;
  pool: { kind: 'target'; fraction: Fraction } | { kind: 'fixed'; shares: bigint };
  investors: { stakeholderId: string; amount: Fraction }[];
  convertibles: CheckedConvertible[];
}

export interface CheckedConvertible {
  source: Convertible;
  /** What converts: the principal, plus accrued interest on a note. */
  amount: Fraction;
  interest: Fraction;
  cap?: Fraction;
  discount: Fraction;
  /** Which capitalization a cap is measured against: the post-money SAFE's, or the pre-money one of older SAFEs and notes. */
  family: 'post-money' | 'pre-money';
}

function checkConvertible(convertible: Convertible, closingDay: number): Checked<CheckedConvertible> {
  const label = `Convertible ${convertible.id}`;
  const principal = checkAmount(convertible.principal, `${label}: the principal`, 'refused');
  if (isProblem(principal)) return principal;
  const cap = convertible.valuationCap === undefined ? undefined : checkAmount(convertible.valuationCap, `${label}: the valuation cap`, 'refused');
  if (isProblem(cap)) return cap;
  const discount = checkPercent(convertible.discountPercent ?? 0, `${label}: the discount`, 'below100');
  if (isProblem(discount)) return discount;
  const family = convertible.kind === 'safe-post-money' ? 'post-money' : 'pre-money';
  const interest = convertible.kind === 'note' ? noteInterest(convertible, label, principal, closingDay) : new Fraction(0);
  if (isProblem(interest)) return interest;
  return { source: convertible, amount: principal.add(interest), interest, cap, discount, family };
}

/** A SAFE accrues nothing, whatever rate it is given; a note accrues from its issue date to the closing. */
function noteInterest(note: Convertible, label: string, principal: Fraction, closingDay: number): Checked<Fraction> {
  const rate = checkPercent(note.interestRatePercent ?? 0, `${label}: the interest rate`, 'upTo100');
  if (isProblem(rate) || rate.equals(0)) return rate;
  if (!note.issueDate) return refuse('missingIssueDate', `${label}: a note that accrues interest needs its issue date.`);
  const issueDay = checkDay(note.issueDate, `${label}: the issue date`);
  if (isProblem(issueDay)) return issueDay;
  if (issueDay > closingDay) return refuse('dateOrder', `${label}: the issue date comes after the round’s closing date.`);
  return accruedInterest(principal, rate, issueDay, closingDay);
}

function checkPool(round: RoundInput['round']): Checked<CheckedRound['pool']> {
  if (round.targetPoolPercent !== undefined && round.poolTopUpShares !== undefined) {
    return refuse('poolChoice', 'Give the pool either a target percentage or a top-up in shares, not both.');
  }
  if (round.poolTopUpShares !== undefined) {
    const shares = checkShares(round.poolTopUpShares, 'The pool top-up');
    return isProblem(shares) ? shares : { kind: 'fixed', shares };
  }
  const target = round.targetPoolPercent ?? 0;
  if (target >= 100) return refuse('poolTargetImpossible', `The pool cannot be ${target} % of the company after the round: it must stay under 100 %.`);
  const fraction = checkPercent(target, 'The pool target', 'below100');
  return isProblem(fraction) ? fraction : { kind: 'target', fraction };
}

function duplicate(ids: readonly string[]): string | undefined {
  return ids.find((id, index) => ids.indexOf(id) !== index);
}

export function checkRoundInput({ positions, convertibles, round }: RoundInput): Checked<CheckedRound> {
  const preMoney = checkAmount(round.preMoneyValuation, 'The pre-money valuation', 'refused');
  if (isProblem(preMoney)) return preMoney;
  const newMoney = checkAmount(round.newMoney, 'The new money', 'refused');
  if (isProblem(newMoney)) return newMoney;
  const closingDay = checkDay(round.closingDate, 'The closing date');
  if (isProblem(closingDay)) return closingDay;
  const pool = checkPool(round);
  if (isProblem(pool)) return pool;

  const holdings: CheckedRound['holdings'] = [];
  let existingPool = 0n;
  for (const position of positions) {
    const shares = checkShares(position.shares, `The shares of ${position.stakeholderId} (${position.kind})`);
    if (isProblem(shares)) return shares;
    if (position.kind === 'pool') existingPool += shares;
    else holdings.push({ stakeholderId: position.stakeholderId, shares });
  }
  const outstanding = holdings.reduce((total, holding) => total + holding.shares, 0n);
  if (outstanding === 0n) return refuse('noSharesOutstanding', 'The table has no shares outstanding: a round needs existing shares to price against.');

  const investors: CheckedRound['investors'] = [];
  for (const investor of round.investors) {
    const amount = checkAmount(investor.amount, `The amount ${investor.stakeholderId} invests`, 'refused');
    if (isProblem(amount)) return amount;
    investors.push({ stakeholderId: investor.stakeholderId, amount });
  }
  const invested = sum(investors.map((investor) => investor.amount));
  if (!invested.equals(newMoney)) return refuse('investorsDoNotAddUp', `The investors’ amounts add up to ${toFixed(invested, 2)}, not the new money of ${toFixed(newMoney, 2)}.`);

  const repeated = duplicate(convertibles.map((convertible) => convertible.id));
  if (repeated !== undefined) return refuse('duplicateId', `Two convertibles have the id ${repeated}.`);
  const checkedConvertibles: CheckedConvertible[] = [];
  for (const convertible of convertibles) {
    const checked = checkConvertible(convertible, closingDay);
    if (isProblem(checked)) return checked;
    checkedConvertibles.push(checked);
  }
  return { holdings, outstanding, existingPool, preMoney, newMoney, timing: round.poolTiming, pool, investors, convertibles: checkedConvertibles };
}
