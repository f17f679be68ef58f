import { allocateCents } from './allocate-cents';
import { isProblem } from './checks';
import { Fraction } from 'fraction.js';
import { refuse, succeed, type MathsResult } from './result';
import { distribute, type Distribution } from './waterfall-distribution';
import { checkWaterfallInput, type CheckedClass } from './waterfall-input';
import type { Waterfall, WaterfallInput } from './waterfall-types';

export type * from './waterfall-types';

/**
 * Exit proceeds per holding, class and stakeholder at a given exit value (what is left for the
 * equity). Reads a snapshot, writes nothing.
 *
 * Conversion, the standard method: every class starts unconverted; a non-participating class, or
 * a participating one with a cap, converts when, with everyone else's choice as it stands, it
 * would receive more as common than as preferred (and converts back when that stops being true).
 * Classes are reconsidered one change at a time, the lowest preference per share first, until no
 * class would change; a table that keeps changing is refused. Uncapped participating preferred
 * never gains by converting and is not considered.
 *
 * Rounding: the waterfall is computed exactly, then each holding's amount is rounded to cents so
 * the amounts add up to the exit value exactly: down to the cent, with the remaining cents going
 * one each to the holdings that lost the most in rounding, a tie to the holding listed first
 * (`allocate-cents.ts`). Class and stakeholder amounts are sums of their holdings' cents.
 */
export function exitWaterfall(input: WaterfallInput): MathsResult<Waterfall> {
  const checked = checkWaterfallInput(input);
  if (isProblem(checked)) return checked;
  if (checked.holdings.length === 0 && checked.exitCents > 0n) return refuse('nobodyToPay', 'Nobody holds shares to receive the exit proceeds.');
  const exit = new Fraction(checked.exitCents, 100n);
  const settled = settleConversions(exit, checked.classes);
  if (isProblem(settled)) return settled;
  const { distribution, converted } = settled;

  const classById = new Map(checked.classes.map((shareClass) => [shareClass.source.id, shareClass]));
  const exactAmounts = checked.holdings.map(({ classId, shares }) => {
    const shareClass = classById.get(classId) as CheckedClass;
    const take = distribution.takes.get(classId);
    if (!take || shareClass.shares.equals(0)) return new Fraction(0);
    return take.preference.add(take.participation).mul(shares).div(shareClass.shares);
  });
  const cents = allocateCents(checked.exitCents, exactAmounts);
  const money = (value: bigint) => new Fraction(value, 100n).valueOf();

  const holdings = checked.holdings.map((holding, index) => ({ stakeholderId: holding.stakeholderId, classId: holding.classId, shares: Number(holding.shares), amount: money(cents[index] as bigint) }));
  const centsWhere = (matches: (index: number) => boolean) => cents.reduce((total, value, index) => (matches(index) ? total + value : total), 0n);
  const stakeholderIds = [...new Set(checked.holdings.map((holding) => holding.stakeholderId))];
  return succeed({
    exitValue: money(checked.exitCents),
    commonValuePerShare: distribution.valuePerShare.round(4).valueOf(),
    holdings,
    classes: checked.classes.map(({ source, shares }) => ({
      classId: source.id,
      converted: converted.has(source.id),
      shares: shares.valueOf(),
      preference: (distribution.takes.get(source.id)?.preference ?? new Fraction(0)).round(2).valueOf(),
      amount: money(centsWhere((index) => checked.holdings[index]?.classId === source.id)),
    })),
    stakeholders: stakeholderIds.map((stakeholderId) => ({ stakeholderId, amount: money(centsWhere((index) => checked.holdings[index]?.stakeholderId === stakeholderId)) })),
  });
}

function canConvert({ source }: CheckedClass): boolean {
  return source.kind === 'preferred' && (!source.participating || source.participationCapMultiple !== undefined);
}

function settleConversions(exit: Fraction, classes: readonly CheckedClass[]) {
  const candidates = classes.filter(canConvert).sort((a, b) => a.preferencePerShare.compare(b.preferencePerShare) || a.source.id.localeCompare(b.source.id));
  const takeOf = (distribution: Distribution | undefined, id: string) => {
    const take = distribution?.takes.get(id);
    return take && take.preference.add(take.participation);
  };
  let converted = new Set<string>();
  let distribution = distribute(exit, classes, converted);
  const limit = 4 * (candidates.length + 1) ** 2;
  for (let step = 0; step < limit; step += 1) {
    const change = candidates.find(({ source }) => {
      const toggled = toggle(converted, source.id);
      const now = takeOf(distribution, source.id);
      const then = takeOf(distribute(exit, classes, toggled), source.id);
      return then !== undefined && (now === undefined || then.gt(now));
    });
    if (!change) {
      if (!distribution) return refuse('nobodyToPay', 'Nothing holds common shares to receive what is left after the preferences.');
      return { distribution, converted };
    }
    converted = toggle(converted, change.source.id);
    distribution = distribute(exit, classes, converted);
  }
  return refuse('conversionUnsettled', 'The preferred classes’ choices to convert do not settle: each change makes another class change back.');
}

function toggle(set: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(set);
  if (!next.delete(id)) next.add(id);
  return next;
}
