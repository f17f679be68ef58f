import { Fraction } from 'fraction.js';
import { min, sum } from './fraction';
import type { CheckedClass } from './waterfall-input';
import { shareResidual, type Participant } from './waterfall-residual';

/**
 * One pass of the waterfall for a given set of converted classes, exact:
 *
 * 1. Preferred that did not convert is paid its preference (multiple × issue price × shares),
 *    the highest seniority first. A tier the money does not cover is shared pro rata to the
 *    preferences in it, and nothing is left for the tiers below.
 * 2. What is left goes to common, converted preferred, participating preferred (up to its cap,
 *    which counts the preference already paid) and options and warrants in the money
 *    (`waterfall-residual.ts`).
 */

export interface ClassTake {
  preference: Fraction;
  participation: Fraction;
}

export interface Distribution {
  takes: Map<string, ClassTake>;
  valuePerShare: Fraction;
}

function payPreferences(exit: Fraction, preferred: readonly CheckedClass[]): { paid: Map<string, Fraction>; left: Fraction } {
  const paid = new Map<string, Fraction>();
  const seniorities = [...new Set(preferred.map(({ source }) => (source.kind === 'preferred' ? source.seniority : 0)))].sort((a, b) => b - a);
  let left = exit;
  for (const seniority of seniorities) {
    const tier = preferred.filter(({ source }) => source.kind === 'preferred' && source.seniority === seniority);
    const claims = tier.map((shareClass) => shareClass.preferencePerShare.mul(shareClass.shares));
    const claimed = sum(claims);
    const covered = min(left, claimed);
    tier.forEach((shareClass, index) => paid.set(shareClass.source.id, claimed.equals(0) ? new Fraction(0) : (claims[index] as Fraction).mul(covered).div(claimed)));
    left = left.sub(covered);
  }
  return { paid, left };
}

function participantOf(shareClass: CheckedClass, converted: ReadonlySet<string>, preference: Fraction): Participant | undefined {
  const { source, shares, strike, capPerShare } = shareClass;
  if (source.kind !== 'preferred' || converted.has(source.id)) return { shares, strike };
  if (!source.participating) return undefined;
  if (!capPerShare || shares.equals(0)) return { shares, strike };
  const room = capPerShare.mul(shares).sub(preference);
  return { shares, strike, limit: room.lt(0) ? new Fraction(0) : room.div(shares) };
}

export function distribute(exit: Fraction, classes: readonly CheckedClass[], converted: ReadonlySet<string>): Distribution | undefined {
  const standing = classes.filter(({ source }) => source.kind === 'preferred' && !converted.has(source.id));
  const { paid, left } = payPreferences(exit, standing);
  const members = classes.flatMap((shareClass) => {
    const participant = participantOf(shareClass, converted, paid.get(shareClass.source.id) ?? new Fraction(0));
    return participant ? [{ id: shareClass.source.id, participant }] : [];
  });
  const residual = shareResidual(left, members.map(({ participant }) => participant));
  if (!residual) return undefined;
  const takes = new Map<string, ClassTake>(classes.map(({ source }) => [source.id, { preference: paid.get(source.id) ?? new Fraction(0), participation: new Fraction(0) }]));
  members.forEach(({ id }, index) => {
    const take = takes.get(id) as ClassTake;
    takes.set(id, { ...take, participation: residual.takes[index] as Fraction });
  });
  return { takes, valuePerShare: residual.valuePerShare };
}
