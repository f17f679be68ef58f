/**
 * What the exit waterfall reads and returns. Money is in the company's currency; every amount
 * returned is a whole number of cents, and the amounts add up to the exit value exactly.
 */

export interface CommonClass {
  id: string;
  kind: 'common';
}

export interface PreferredClass {
  id: string;
  kind: 'preferred';
  /** Higher is paid first; classes with the same seniority share their tier pro rata to their preferences. */
  seniority: number;
  /** The original issue price per share: the investment per share the preference multiplies. */
  issuePrice: number;
  /** The liquidation preference as a multiple of the investment (1 for 1x). */
  preferenceMultiple: number;
  /** Takes its preference and then shares with common, as converted (one common share a share). */
  participating: boolean;
  /** Participating only: the most it takes in all, as a multiple of the investment (3 for a 3x cap); none means no cap. */
  participationCapMultiple?: number;
}

/** Options and warrants share in the exit only when in the money, net of their exercise price. */
export interface ExercisableClass {
  id: string;
  kind: 'option' | 'warrant';
  exercisePrice: number;
}

export type ShareClass = CommonClass | PreferredClass | ExercisableClass;

export interface ClassHolding {
  stakeholderId: string;
  classId: string;
  shares: number;
}

export interface WaterfallInput {
  exitValue: number;
  classes: readonly ShareClass[];
  holdings: readonly ClassHolding[];
}

export interface HoldingPayout {
  stakeholderId: string;
  classId: string;
  shares: number;
  amount: number;
}

export interface ClassPayout {
  classId: string;
  /** Non-participating (or capped) preferred that did better as common. */
  converted: boolean;
  shares: number;
  /** The part paid as liquidation preference, to the cent (informational: `amount` is what adds up). */
  preference: number;
  amount: number;
}

export interface StakeholderPayout {
  stakeholderId: string;
  amount: number;
}

export interface Waterfall {
  /** The exit value, to the cent: what the payouts add up to. */
  exitValue: number;
  /** What one common share receives, to four decimals (for reading). */
  commonValuePerShare: number;
  holdings: HoldingPayout[];
  classes: ClassPayout[];
  stakeholders: StakeholderPayout[];
}
