import { checkAmount, checkShares, isProblem, type Checked } from './checks';
import { Fraction } from 'fraction.js';
import { toBigInt } from './fraction';
import { refuse } from './result';
import type { ShareClass, WaterfallInput } from './waterfall-types';

/** A share class checked and made exact, with the shares held in it. */
export interface CheckedClass {
  source: ShareClass;
  shares: Fraction;
  /** Preferred: multiple × issue price, the preference a share carries. */
  preferencePerShare: Fraction;
  /** Capped participating preferred: cap multiple × issue price, the most a share takes in all. */
  capPerShare?: Fraction;
  /** Options and warrants: the exercise price; zero for shares. */
  strike: Fraction;
}

export interface CheckedWaterfall {
  /** The exit value rounded half up to the cent: the cents the payouts share. */
  exitCents: bigint;
  classes: CheckedClass[];
  holdings: { stakeholderId: string; classId: string; shares: bigint }[];
}

function checkClass(shareClass: ShareClass, shares: Fraction): Checked<CheckedClass> {
  const label = `Class ${shareClass.id}`;
  if (shareClass.kind === 'common') return { source: shareClass, shares, preferencePerShare: new Fraction(0), strike: new Fraction(0) };
  if (shareClass.kind !== 'preferred') {
    const strike = checkAmount(shareClass.exercisePrice, `${label}: the exercise price`, 'allowed');
    return isProblem(strike) ? strike : { source: shareClass, shares, preferencePerShare: new Fraction(0), strike };
  }
  if (!Number.isFinite(shareClass.seniority)) return refuse('notANumber', `${label}: the seniority must be a number.`);
  const issuePrice = checkAmount(shareClass.issuePrice, `${label}: the issue price`, 'refused');
  if (isProblem(issuePrice)) return issuePrice;
  const multiple = checkAmount(shareClass.preferenceMultiple, `${label}: the preference multiple`, 'allowed');
  if (isProblem(multiple)) return multiple;
  const checked = { source: shareClass, shares, preferencePerShare: multiple.mul(issuePrice), strike: new Fraction(0) };
  if (!shareClass.participating || shareClass.participationCapMultiple === undefined) return checked;
  const cap = checkAmount(shareClass.participationCapMultiple, `${label}: the participation cap`, 'refused');
  if (isProblem(cap)) return cap;
  if (cap.lt(multiple)) return refuse('participationCapBelowPreference', `${label}: the participation cap (${shareClass.participationCapMultiple}x) is below the preference (${shareClass.preferenceMultiple}x).`);
  return { ...checked, capPerShare: cap.mul(issuePrice) };
}

export function checkWaterfallInput({ exitValue, classes, holdings }: WaterfallInput): Checked<CheckedWaterfall> {
  const exit = checkAmount(exitValue, 'The exit value', 'allowed');
  if (isProblem(exit)) return exit;
  const ids = classes.map((shareClass) => shareClass.id);
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
  if (repeated !== undefined) return refuse('duplicateId', `Two share classes have the id ${repeated}.`);

  const checkedHoldings: CheckedWaterfall['holdings'] = [];
  const sharesByClass = new Map<string, bigint>();
  for (const holding of holdings) {
    if (!ids.includes(holding.classId)) return refuse('unknownClass', `${holding.stakeholderId} holds shares of ${holding.classId}, which is not among the classes.`);
    const shares = checkShares(holding.shares, `The shares ${holding.stakeholderId} holds in ${holding.classId}`);
    if (isProblem(shares)) return shares;
    checkedHoldings.push({ stakeholderId: holding.stakeholderId, classId: holding.classId, shares });
    sharesByClass.set(holding.classId, (sharesByClass.get(holding.classId) ?? 0n) + shares);
  }
  const checkedClasses: CheckedClass[] = [];
  for (const shareClass of classes) {
    const checked = checkClass(shareClass, new Fraction(sharesByClass.get(shareClass.id) ?? 0n));
    if (isProblem(checked)) return checked;
    checkedClasses.push(checked);
  }
  return { exitCents: toBigInt(exit.round(2).mul(100)), classes: checkedClasses, holdings: checkedHoldings };
}
