/**
 * What the round modeler reads and returns. Inputs are plain numbers as a form holds them (money
 * in the company's currency, percentages as written: 20 for 20 %); the maths reads each as the
 * decimal it prints as and works exactly. Outputs are rounded once, by the rules in
 * `round-model.ts`: shares are whole, prices have four decimals, money has cents.
 */

export type PositionKind = 'common' | 'preferred' | 'option' | 'rsu' | 'warrant' | 'pool';

/** A holding on the fully diluted table; `pool` is the plan's unissued options, nobody's yet. */
export interface Position {
  stakeholderId: string;
  kind: PositionKind;
  shares: number;
}

export type ConvertibleKind = 'safe-post-money' | 'safe-pre-money' | 'note';

export interface Convertible {
  id: string;
  stakeholderId: string;
  kind: ConvertibleKind;
  principal: number;
  /** Post-money for `safe-post-money`, pre-money for the others. */
  valuationCap?: number;
  discountPercent?: number;
  /** Notes only: simple interest a year, accrued to the closing date. */
  interestRatePercent?: number;
  /** `YYYY-MM-DD`; needed by a note that accrues interest. */
  issueDate?: string;
  /**
   * Carried, not applied: a most-favoured-nation holder chooses whether a later instrument's terms
   * are better, and the instrument is then amended, so the snapshot gives the terms it holds.
   */
  mfn?: boolean;
  /** Has the pro rata side letter (see `pro-rata.ts`). */
  proRata?: boolean;
}

export type PoolTiming = 'pre-money' | 'post-money';

export interface RoundInvestor {
  stakeholderId: string;
  amount: number;
}

export interface Round {
  newMoney: number;
  preMoneyValuation: number;
  /** The share of the post-money fully diluted count the unissued pool must reach, 0 to under 100. */
  targetPoolPercent?: number;
  /** A top-up fixed in shares, as a term sheet may state it, instead of a target. Give one or neither. */
  poolTopUpShares?: number;
  /** `pre-money`: the top-up is in the count the pre-money valuation buys, so only existing holders pay for it. */
  poolTiming: PoolTiming;
  investors: readonly RoundInvestor[];
  /** `YYYY-MM-DD`, the day notes stop accruing interest. */
  closingDate: string;
}

export interface RoundInput {
  positions: readonly Position[];
  convertibles: readonly Convertible[];
  round: Round;
}

/** What decided a conversion price: the valuation cap, the discount on the round price, or the round price itself. */
export type ConversionBasis = 'cap' | 'discount' | 'round';

export interface Conversion {
  convertibleId: string;
  stakeholderId: string;
  kind: ConvertibleKind;
  /** Principal plus accrued interest, to the cent. */
  convertingAmount: number;
  accruedInterest: number;
  basis: ConversionBasis;
  /** The price per share the amount converted at: four decimals, or for a discount the digits of round price × (1 − discount). */
  conversionPrice: number;
  shares: number;
  /** Of the post-round fully diluted count. */
  percentAfter: number;
  proRata: boolean;
}

export interface InvestorShares {
  stakeholderId: string;
  amount: number;
  shares: number;
}

/** One stakeholder on the table before and after; the pool is reported on its own (`RoundModel.pool`). */
export interface StakeholderRow {
  stakeholderId: string;
  sharesBefore: number;
  sharesAfter: number;
  /** Of the fully diluted count, pool included. */
  percentBefore: number;
  percentAfter: number;
  /** How much of their ownership the round took, relative: (before − after) / before × 100; null for a newcomer. */
  dilutionPercent: number | null;
}

export interface PoolRow {
  sharesBefore: number;
  topUpShares: number;
  sharesAfter: number;
  percentBefore: number;
  percentAfter: number;
}

export interface RoundModel {
  /** The price the new money buys at, four decimals. */
  pricePerShare: number;
  /** The count the pre-money valuation is divided by: existing shares, pool (with a pre-money top-up) and conversions. */
  preMoneyShares: number;
  /** The post-money SAFE's Company Capitalization: existing shares, existing pool and conversions; no top-up, no new money. */
  companyCapitalization: number;
  newMoney: number;
  investors: InvestorShares[];
  conversions: Conversion[];
  pool: PoolRow;
  table: StakeholderRow[];
  totals: {
    sharesBefore: number;
    sharesAfter: number;
    newShares: number;
    conversionShares: number;
    /** Post-money valuation at the round price: shares after × price. */
    postMoneyValuation: number;
  };
}
