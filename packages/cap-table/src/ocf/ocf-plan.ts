import type { TablesInsert } from '@fikrspace/db';
import type { UnsupportedTypeReason } from './ocf-transaction-types';

/**
 * What an import will create, as public.cap_table_import takes it: the rows of each table in the
 * order they are inserted, each under a `ref` (its OCF id) that later rows name instead of an id.
 * The function gives every row a new id and inserts through the tables, so their policies and the
 * ledger's trigger decide as for a row typed into the page.
 */

type Row<T extends 'share_classes' | 'equity_plans' | 'vesting_terms' | 'stakeholders' | 'cap_table_transactions'> = Omit<
  TablesInsert<T>,
  'id' | 'organization_id' | 'created_at' | 'created_by' | 'updated_at'
>;

export type PlanShareClass = Required<Row<'share_classes'>> & { ref: string };
export type PlanEquityPlan = Omit<Row<'equity_plans'>, 'share_class_id'> & { ref: string; share_class_ref: string };
export type PlanVestingTerms = Required<Row<'vesting_terms'>> & { ref: string };
export type PlanStakeholder = Required<Pick<Row<'stakeholders'>, 'name' | 'stakeholder_type' | 'email'>> & { ref: string };

/** A transaction naming the rows of the plan by ref. */
export type PlanTransaction = Omit<
  Row<'cap_table_transactions'>,
  'security_id' | 'stakeholder_id' | 'to_stakeholder_id' | 'share_class_id' | 'equity_plan_id' | 'vesting_terms_id' | 'reverses_transaction_id'
> & {
  ref: string;
  /** The OCF object it comes from (`TX_STOCK_ISSUANCE <id>`), named in a refusal. */
  source: string;
  security_ref?: string | null;
  stakeholder_ref?: string | null;
  to_stakeholder_ref?: string | null;
  share_class_ref?: string | null;
  equity_plan_ref?: string | null;
  vesting_terms_ref?: string | null;
  reverses_ref?: string | null;
};

export interface ImportPlan {
  share_classes: PlanShareClass[];
  equity_plans: PlanEquityPlan[];
  vesting_terms: PlanVestingTerms[];
  stakeholders: PlanStakeholder[];
  transactions: PlanTransaction[];
}

/** Why an object is not applied (the first group), or what was adjusted to apply it (the second); worded in `ocf.reasons.*`. */
export const REPORT_REASONS = [
  'malformed',
  'duplicateId',
  'duplicateName',
  'duplicateSecurity',
  'invalidField',
  'unknownStakeholder',
  'unknownStockClass',
  'unknownStockPlan',
  'unknownVestingTerms',
  'unknownSecurity',
  'securityNotApplied',
  'partOfNotApplied',
  'noPlan',
  'compensationType',
  'convertibleType',
  'warrantClass',
  'noRecipient',
  'sameHolder',
  'noConversionResult',
  'partialConvertible',
  'wrongSecurity',
  'noVestingTerms',
  'rsuExercise',
  'quantityExceeds',
  'securityEnded',
  'securityReversed',
  'dateBeforeSecurity',
  'retractionTarget',
  'retractionAfterActivity',
  'vestingShape',
  'currency',
  'rounding',
  'emailDropped',
  'authorizedShares',
  'seniority',
  'planClasses',
  'cancellationBehavior',
  'commonPreference',
  'vestingStartAssumed',
  'vestingNotKept',
  'safeTiming',
  'balanceQuantity',
  'resultingHolder',
  'md5Mismatch',
  'fileNotListed',
] as const;
export type ReportReason = UnsupportedTypeReason | (typeof REPORT_REASONS)[number];

export interface ReportEntry {
  objectType: string;
  id: string;
  reason: ReportReason;
  /** What the reason names: a field, an id, a number, a currency. */
  detail?: string;
}

export interface ImportReport {
  /** The objects and transactions of the package the import leaves out, each with why. */
  notApplied: ReportEntry[];
  /** Applied, but not exactly as written. */
  warnings: ReportEntry[];
}

export interface OcfImport {
  plan: ImportPlan;
  report: ImportReport;
  issuer: { legalName: string; asOf: string | null; ocfVersion: string | null };
}
