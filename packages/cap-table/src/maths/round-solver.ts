import { Fraction, ONE, ZERO, max, sum } from './fraction';
import type { PoolTiming } from './round-types';

/**
 * The exact solution of a priced round whose price depends on the share count that depends on
 * the price: post-money SAFEs own a share of a capitalization that includes each other, a pool
 * target is a share of the total the new money joins, and a discount converts at a share of the
 * price. Before any rounding.
 *
 * Every quantity is written as a function of T, the post-round fully diluted count:
 *
 * - pool top-up        Δ(T) = t·T − E (target t, existing pool E), or a fixed Δ
 * - 1 / price          pre-money pool:  T / (V + N);  post-money pool: (T − Δ(T)) / (V + N)
 *                      (V pre-money, N new money: the new money owns N / (V + N) of everything
 *                      the pre-money count holds, so price × pre-money count = V)
 * - new shares         N / price
 * - left for the convertibles   A(T) = T − F − E − Δ(T) − N / price   (F outstanding shares)
 * - Company Capitalization (post-money SAFE)  F + E + A(T): outstanding, pool, every conversion
 * - pre-money capitalization (older SAFEs, notes)  F + E + Δ(T) when the top-up is pre-money
 * - each convertible    a · max(1 / (price · (1 − d)), capitalization / cap): the option giving
 *                       the most shares, which is the lower price
 *
 * All of these are affine in T, so each convertible's shares are a maximum of affine functions
 * (convex), and the balance g(T) = A(T) − Σ shares is concave and piecewise affine, with kinks
 * only where a convertible's cap and price options meet. g(0) < 0 whenever shares are
 * outstanding; if g still rises past the last kink there is exactly one root, found by evaluating
 * g at the kinks and solving the one affine piece that crosses zero. Exact, no iteration; if g
 * stops rising (the convertibles, pool and new money would own 100 % or more) there is none.
 */

export interface ConvertibleTerms {
  amount: Fraction;
  cap?: Fraction;
  discount: Fraction;
  family: 'post-money' | 'pre-money';
}

export interface RoundSystem {
  outstanding: Fraction;
  existingPool: Fraction;
  preMoney: Fraction;
  newMoney: Fraction;
  timing: PoolTiming;
  pool: { kind: 'target'; fraction: Fraction } | { kind: 'fixed'; shares: Fraction };
  convertibles: readonly ConvertibleTerms[];
}

export interface RoundSolution {
  totalShares: Fraction;
  price: Fraction;
  topUp: Fraction;
  /** Per convertible: `cap` when the cap gives more shares than the (discounted) round price. */
  bases: ('cap' | 'price')[];
}

interface Affine {
  slope: Fraction;
  intercept: Fraction;
}

const affine = (slope: Fraction, intercept: Fraction): Affine => ({ slope, intercept });
const constant = (value: Fraction) => affine(ZERO, value);
const at = (line: Affine, t: Fraction) => line.slope.times(t).plus(line.intercept);
const plus = (a: Affine, b: Affine) => affine(a.slope.plus(b.slope), a.intercept.plus(b.intercept));
const minus = (a: Affine, b: Affine) => affine(a.slope.minus(b.slope), a.intercept.minus(b.intercept));
const scaled = (line: Affine, factor: Fraction) => affine(line.slope.times(factor), line.intercept.times(factor));

function equations(system: RoundSystem) {
  const { outstanding, existingPool, preMoney, newMoney } = system;
  const identity = affine(ONE, ZERO);
  const topUp = system.pool.kind === 'target' ? affine(system.pool.fraction, existingPool.times(Fraction.of(-1n))) : constant(system.pool.shares);
  const raised = preMoney.plus(newMoney);
  const inversePrice = scaled(system.timing === 'pre-money' ? identity : minus(identity, topUp), ONE.dividedBy(raised));
  const existing = constant(outstanding.plus(existingPool));
  const forConvertibles = minus(minus(minus(identity, existing), topUp), scaled(inversePrice, newMoney));
  const companyCapitalization = plus(existing, forConvertibles);
  const preMoneyCapitalization = system.timing === 'pre-money' ? plus(existing, topUp) : existing;
  const options = system.convertibles.map((terms) => ({
    price: scaled(inversePrice, terms.amount.dividedBy(ONE.minus(terms.discount))),
    cap: terms.cap && scaled(terms.family === 'post-money' ? companyCapitalization : preMoneyCapitalization, terms.amount.dividedBy(terms.cap)),
  }));
  return { topUp, inversePrice, forConvertibles, options };
}

type Options = ReturnType<typeof equations>['options'];

const sharesAt = (option: Options[number], t: Fraction) => (option.cap ? max(at(option.price, t), at(option.cap, t)) : at(option.price, t));

function kinks(options: Options): Fraction[] {
  return options
    .flatMap(({ price, cap }) => {
      if (!cap || cap.slope.equals(price.slope)) return [];
      return [price.intercept.minus(cap.intercept).dividedBy(cap.slope.minus(price.slope))];
    })
    .filter((t) => t.isPositive())
    .sort((a, b) => a.compare(b));
}

export function solveRound(system: RoundSystem): RoundSolution | undefined {
  const { topUp, inversePrice, forConvertibles, options } = equations(system);
  const balance = (t: Fraction) => at(forConvertibles, t).minus(sum(options.map((option) => sharesAt(option, t))));
  const points = [ZERO, ...kinks(options)];
  const last = points[points.length - 1] as Fraction;
  // Past the last kink g is affine; its slope is the smallest g has, so a positive one makes g
  // rise everywhere and the root unique.
  const finalSlope = balance(last.plus(ONE)).minus(balance(last));
  if (!finalSlope.isPositive()) return undefined;

  const crossing = points.findIndex((point) => !balance(point).isNegative());
  if (crossing === 0) return undefined;
  const root =
    crossing === -1
      ? last.minus(balance(last).dividedBy(finalSlope))
      : interpolate(points[crossing - 1] as Fraction, points[crossing] as Fraction, balance);
  const inverse = at(inversePrice, root);
  if (!inverse.isPositive()) return undefined;
  return {
    totalShares: root,
    price: ONE.dividedBy(inverse),
    topUp: at(topUp, root),
    bases: options.map((option) => (option.cap && at(option.cap, root).greaterThan(at(option.price, root)) ? 'cap' : 'price')),
  };
}

/** The zero of g between two points where it is affine, below zero at `low` and not below at `high`. */
function interpolate(low: Fraction, high: Fraction, balance: (t: Fraction) => Fraction): Fraction {
  const lowBalance = balance(low);
  return low.minus(lowBalance.times(high.minus(low)).dividedBy(balance(high).minus(lowBalance)));
}
