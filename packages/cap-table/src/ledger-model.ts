import type { Database, Tables } from '@fikrspace/db';
import type { Enums } from '@fikrspace/db/types';

/**
 * The cap table ledger's model (supabase/migrations/20261129100000_cap_table_ledger.sql): row
 * types from the generated database types, and the pure functions that turn what the database
 * derives (positions and the fully diluted table as of a date) into what the pages show.
 */

export const SHARE_CLASS_COLUMNS = [
  'id',
  'organization_id',
  'name',
  'class_type',
  'authorized_shares',
  'price_per_share',
  'par_value',
  'seniority',
  'liquidation_preference_multiple',
  'is_participating',
  'participation_cap_multiple',
  'conversion_ratio',
  'board_approved_on',
] as const;
export type ShareClass = Pick<Tables<'share_classes'>, (typeof SHARE_CLASS_COLUMNS)[number]>;

export const EQUITY_PLAN_COLUMNS = ['id', 'organization_id', 'name', 'share_class_id', 'shares_reserved', 'board_approved_on'] as const;
export type EquityPlan = Pick<Tables<'equity_plans'>, (typeof EQUITY_PLAN_COLUMNS)[number]>;

export const VESTING_TERMS_COLUMNS = ['id', 'organization_id', 'name', 'period_unit', 'period_length', 'cliff_length', 'total_length'] as const;
export type VestingTerms = Pick<Tables<'vesting_terms'>, (typeof VESTING_TERMS_COLUMNS)[number]>;

export const CAP_TRANSACTION_COLUMNS = [
  'id',
  'organization_id',
  'kind',
  'effective_on',
  'security_id',
  'stakeholder_id',
  'to_stakeholder_id',
  'share_class_id',
  'equity_plan_id',
  'quantity',
  'price_per_share',
  'amount',
  'compensation_type',
  'vesting_terms_id',
  'vesting_starts_on',
  'convertible_type',
  'valuation_cap',
  'discount_percent',
  'interest_rate_percent',
  'matures_on',
  'reverses_transaction_id',
  'note',
  'created_at',
] as const;
export type CapTransaction = Pick<Tables<'cap_table_transactions'>, (typeof CAP_TRANSACTION_COLUMNS)[number]>;

export type CapTransactionKind = Enums<'cap_transaction_kind'>;
export type ShareClassType = Enums<'share_class_type'>;
export type ConvertibleType = Enums<'convertible_type'>;
export type CompensationType = Enums<'equity_compensation_type'>;

type NullableIn<T, K extends keyof T> = Omit<T, K> & { [P in K]: T[P] | null };

/**
 * What `cap_table_positions` returns: one security and what is left of it as of the date. The
 * generator types a function's columns as never null; a convertible has no share count, class or
 * price, and a security without a schedule no vesting terms.
 */
export type Position = NullableIn<
  Database['public']['Functions']['cap_table_positions']['Returns'][number],
  'share_class_id' | 'equity_plan_id' | 'quantity_issued' | 'quantity_outstanding' | 'amount_outstanding' | 'price_per_share' | 'vesting_terms_id' | 'vesting_starts_on'
>;
/** What `cap_table_fully_diluted` returns: one stakeholder's row. */
export type FullyDilutedRow = Database['public']['Functions']['cap_table_fully_diluted']['Returns'][number];

export type HoldingKind = 'stock' | 'option' | 'rsu' | 'warrant' | 'convertible';

/** The stakeholder columns the cap table reads beside the ledger. */
export const HOLDER_COLUMNS = ['id', 'name', 'stakeholder_type', 'user_id'] as const;
export type Holder = Pick<Tables<'stakeholders'>, (typeof HOLDER_COLUMNS)[number]>;

/** What the ledger's pages show of a date: per class, per stakeholder, the convertibles and the pool. */
export interface CapTableSnapshot {
  asOf: string;
  classes: ClassSummary[];
  holders: HolderSummary[];
  convertibles: ConvertibleSummary[];
  /** The plans' reserve, what was granted from it, and what is left (what the holders do not hold of the whole). */
  pool: { reserved: number; granted: number; available: number };
  /** Shares outstanding (preferred as issued), and the fully diluted count. */
  totals: { outstanding: number; fullyDiluted: number };
  /** What a transaction form chooses from: the live securities, the plans, the vesting terms, the stakeholders. */
  positions: Position[];
  plans: EquityPlan[];
  terms: VestingTerms[];
  stakeholders: Holder[];
}

export interface ClassSummary {
  shareClass: ShareClass;
  /** Shares of the class outstanding. */
  outstanding: number;
  /** Options, RSUs and warrants that become shares of the class. */
  reserved: number;
  /** What is outstanding and reserved, preferred counted as the common it converts into. */
  fullyDiluted: number;
  fullyDilutedPercent: number;
}

export interface HolderSummary extends FullyDilutedRow {
  name: string;
  stakeholderType: Holder['stakeholder_type'] | null;
}

export interface ConvertibleSummary {
  securityId: string;
  stakeholderId: string;
  holderName: string;
  convertibleType: ConvertibleType | null;
  amount: number;
  valuationCap: number | null;
  discountPercent: number | null;
  interestRatePercent: number | null;
  issuedOn: string;
  maturesOn: string | null;
}

export interface SnapshotInput {
  asOf: string;
  positions: readonly Position[];
  fullyDiluted: readonly FullyDilutedRow[];
  classes: readonly ShareClass[];
  plans: readonly EquityPlan[];
  holders: readonly Holder[];
  /** The convertible issuances, for their terms. */
  convertibleIssuances: readonly CapTransaction[];
  terms: readonly VestingTerms[];
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * Puts together what the database derived. The fully diluted whole comes from the database (it
 * counts the pools' unissued shares, and every holder even where the caller sees fewer), so the
 * classes' percentages are of the same whole as the stakeholders'.
 */
export function buildSnapshot({ asOf, positions, fullyDiluted, classes, plans, holders, convertibleIssuances, terms }: SnapshotInput): CapTableSnapshot {
  const names = new Map(holders.map((holder) => [holder.id, holder]));
  const whole = wholeOf(fullyDiluted);
  const live = positions.filter((position) => (position.quantity_outstanding ?? 0) > 0);
  const poolReserved = plans.reduce((sum, plan) => sum + plan.shares_reserved, 0);
  // The whole is every holder's count and the pools' unissued shares, so what the holders do not
  // hold is the pool (exercised options have left it for good; cancelled ones came back).
  const held = fullyDiluted.reduce((sum, row) => sum + row.fully_diluted, 0);
  const available = Math.max(whole - held, 0);
  const byClass = classes.map((shareClass): ClassSummary => {
    const mine = live.filter((position) => position.share_class_id === shareClass.id);
    const outstanding = mine.filter((position) => position.holding_kind === 'stock').reduce((sum, position) => sum + (position.quantity_outstanding ?? 0), 0);
    const reserved = mine.filter((position) => position.holding_kind !== 'stock').reduce((sum, position) => sum + (position.quantity_outstanding ?? 0), 0);
    const fullyDiluted = Math.floor(outstanding * shareClass.conversion_ratio) + reserved;
    return { shareClass, outstanding, reserved, fullyDiluted, fullyDilutedPercent: whole > 0 ? round4((100 * fullyDiluted) / whole) : 0 };
  });
  const issuances = new Map(convertibleIssuances.map((row) => [row.id, row]));
  const convertibles = positions
    .filter((position) => position.holding_kind === 'convertible' && (position.amount_outstanding ?? 0) > 0)
    .map((position): ConvertibleSummary => {
      const terms = issuances.get(position.security_id);
      return {
        securityId: position.security_id,
        stakeholderId: position.stakeholder_id,
        holderName: names.get(position.stakeholder_id)?.name ?? '',
        convertibleType: terms?.convertible_type ?? null,
        amount: position.amount_outstanding ?? 0,
        valuationCap: terms?.valuation_cap ?? null,
        discountPercent: terms?.discount_percent ?? null,
        interestRatePercent: terms?.interest_rate_percent ?? null,
        issuedOn: position.issued_on,
        maturesOn: terms?.matures_on ?? null,
      };
    });
  return {
    asOf,
    classes: byClass,
    holders: fullyDiluted
      .map((row) => ({ ...row, name: names.get(row.stakeholder_id)?.name ?? '', stakeholderType: names.get(row.stakeholder_id)?.stakeholder_type ?? null }))
      .sort((a, b) => b.fully_diluted - a.fully_diluted || a.name.localeCompare(b.name)),
    convertibles,
    pool: { reserved: poolReserved, granted: Math.max(poolReserved - available, 0), available },
    totals: { outstanding: byClass.reduce((sum, row) => sum + row.outstanding, 0), fullyDiluted: whole },
    positions: live,
    plans: [...plans],
    terms: [...terms],
    stakeholders: [...holders].sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** The whole the database divided by, which every row carries; without rows, what nobody holds. */
export function wholeOf(rows: readonly FullyDilutedRow[]): number {
  return rows[0]?.company_fully_diluted ?? 0;
}

/** Today in the calendar of the page, as the database's `date` (YYYY-MM-DD). */
export function isoDate(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** The kinds a page may record: a reversal is recorded from the row it undoes. */
export const RECORDABLE_KINDS = [
  'stock_issuance',
  'equity_compensation_issuance',
  'warrant_issuance',
  'convertible_issuance',
  'stock_transfer',
  'stock_cancellation',
  'stock_repurchase',
  'equity_compensation_exercise',
  'equity_compensation_cancellation',
  'warrant_exercise',
  'warrant_cancellation',
  'convertible_conversion',
  'convertible_cancellation',
  'vesting_event',
  'vesting_acceleration',
] as const satisfies readonly CapTransactionKind[];
export type RecordableKind = (typeof RECORDABLE_KINDS)[number];

/** Whether a kind creates a security (and names its holder) or acts on one. */
export const createsSecurity = (kind: CapTransactionKind) => kind === 'stock_issuance' || kind === 'equity_compensation_issuance' || kind === 'warrant_issuance' || kind === 'convertible_issuance';
