import { Fraction } from 'fraction.js';
import { max, min, sum } from './fraction';

/**
 * Shares what is left after the preferences among everyone who takes part as common: common
 * shares, converted preferred, participating preferred up to its cap, and options and warrants in
 * the money. Each takes, per share, the common value v less its exercise price, never below zero
 * and never above its cap:
 *
 *     Σ shares × clamp(v − strike, 0, limit) = what is left
 *
 * The left side grows with v, piecewise linearly, bending only at a strike or at a strike plus a
 * cap; v is found exactly by evaluating it at those points and solving the linear piece that
 * reaches the amount. An option is thereby included exactly when v is above its strike, and the
 * strike is netted from what it takes (no cash changes hands, so the payouts add up to the amount).
 */

export interface Participant {
  shares: Fraction;
  /** Exercise price per share; zero for shares. */
  strike: Fraction;
  /** The most it may take per share; none means no cap. */
  limit?: Fraction;
}

const takes = (participant: Participant, value: Fraction) => {
  const perShare = max(value.sub(participant.strike), new Fraction(0));
  return participant.shares.mul(participant.limit ? min(perShare, participant.limit) : perShare);
};

/** The common value per share and each participant's take; undefined when nobody can take what is left. */
export function shareResidual(amount: Fraction, participants: readonly Participant[]): { valuePerShare: Fraction; takes: Fraction[] } | undefined {
  const total = (value: Fraction) => sum(participants.map((participant) => takes(participant, value)));
  const bends = participants.flatMap(({ strike, limit }) => (limit ? [strike, strike.add(limit)] : [strike]));
  const points = [new Fraction(0), ...bends.filter((point) => point.gt(0))].sort((a, b) => a.compare(b));
  const result = (value: Fraction) => ({ valuePerShare: value, takes: participants.map((participant) => takes(participant, value)) });
  if (!amount.gt(0)) return result(new Fraction(0));

  const reaching = points.findIndex((point) => !total(point).lt(amount));
  if (reaching > 0) {
    const low = points[reaching - 1] as Fraction;
    const high = points[reaching] as Fraction;
    const atLow = total(low);
    return result(low.add(amount.sub(atLow).mul(high.sub(low)).div(total(high).sub(atLow))));
  }
  const last = points[points.length - 1] as Fraction;
  const slope = total(last.add(1)).sub(total(last));
  if (!slope.gt(0)) return undefined;
  return result(last.add(amount.sub(total(last)).div(slope)));
}
