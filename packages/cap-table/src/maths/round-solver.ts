import { Fraction } from 'fraction.js';
import { max, sum } from './fraction';
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
const constant = (value: Fraction) => affine(new Fraction(0), value);
const at = (line: Affine, t: Fraction) => line.slope.mul(t).add(line.intercept);
const plus = (a: Affine, b: Affine) => affine(a.slope.add(b.slope), a.intercept.add(b.intercept));
const minus = (a: Affine, b: Affine) => affine(a.slope.sub(b.slope), a.intercept.sub(b.intercept));
const scaled = (line: Affine, factor: Fraction) => affine(line.slope.mul(factor), line.intercept.mul(factor));

function equations(system: RoundSystem) {
  const { outstanding, existingPool, preMoney, newMoney } = system;
  const identity = affine(new Fraction(1), new Fraction(0));
  const topUp = system.pool.kind === 'target' ? affine(system.pool.fraction, existingPool.neg()) : constant(system.pool.shares);
  const raised = preMoney.add(newMoney);
  const inversePrice = scaled(system.timing === 'pre-money' ? identity : minus(identity, topUp), raised.inverse());
  const existing = constant(outstanding.add(existingPool));
  const forConvertibles = minus(minus(minus(identity, existing), topUp), scaled(inversePrice, newMoney));
  const companyCapitalization = plus(existing, forConvertibles);
  const preMoneyCapitalization = system.timing === 'pre-money' ? plus(existing, topUp) : existing;
  const options = system.convertibles.map((terms) => ({
    price: scaled(inversePrice, terms.amount.div(new Fraction(1).sub(terms.discount))),
    cap: terms.cap && scaled(terms.family === 'post-money' ? companyCapitalization : preMoneyCapitalization, terms.amount.div(terms.cap)),
  }));
  return { topUp, inversePrice, forConvertibles, options };
}

type Options = ReturnType<typeof equations>['options'];

const sharesAt = (option: Options[number], t: Fraction) => (option.cap ? max(at(option.price, t), at(option.cap, t)) : at(option.price, t));

function kinks(options: Options): Fraction[] {
  return options
    .flatMap(({ price, cap }) => {
      if (!cap || cap.slope.equals(price.slope)) return [];
      return [price.intercept.sub(cap.intercept).div(cap.slope.sub(price.slope))];
    })
    .filter((t) => t.gt(0))
    .sort((a, b) => a.compare(b));
}

export function solveRound(system: RoundSystem): RoundSolution | undefined {
  const { topUp, inversePrice, forConvertibles, options } = equations(system);
  const balance = (t: Fraction) => at(forConvertibles, t).sub(sum(options.map((option) => sharesAt(option, t))));
  const points = [new Fraction(0), ...kinks(options)];
  const last = points[points.length - 1] as Fraction;
  // Past the last kink g is affine; its slope is the smallest g has, so a positive one makes g
  // rise everywhere and the root unique.
  const finalSlope = balance(last.add(1)).sub(balance(last));
  if (!finalSlope.gt(0)) return undefined;

  const crossing = points.findIndex((point) => !balance(point).lt(0));
  if (crossing === 0) return undefined;
  const root =
    crossing === -1
      ? last.sub(balance(last).div(finalSlope))
      : interpolate(points[crossing - 1] as Fraction, points[crossing] as Fraction, balance);
  const inverse = at(inversePrice, root);
  if (!inverse.gt(0)) return undefined;
  return {
    totalShares: root,
    price: inverse.inverse(),
    topUp: at(topUp, root),
    bases: options.map((option) => (option.cap && at(option.cap, root).gt(at(option.price, root)) ? 'cap' : 'price')),
  };
}

/** The zero of g between two points where it is affine, below zero at `low` and not below at `high`. */
function interpolate(low: Fraction, high: Fraction, balance: (t: Fraction) => Fraction): Fraction {
  const lowBalance = balance(low);
  return low.sub(lowBalance.mul(high.sub(low)).div(balance(high).sub(lowBalance)));
}
