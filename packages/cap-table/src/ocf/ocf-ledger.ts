import type { Tables } from '@fikrspace/db';
import type { EquityPlan, ShareClass, VestingTerms } from '../ledger-model';

/**
 * What an export reads of an organization's cap table: the rows as the tables keep them, every
 * column of the ledger a package can carry. The export function (export-ocf.ts) is pure, so a test
 * builds this by hand and the page reads it from the database (api/export-ocf-package.ts).
 */

export const OCF_TRANSACTION_COLUMNS = [
  'id',
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
  'expires_on',
  'vesting_terms_id',
  'vesting_starts_on',
  'acceleration_trigger',
  'acceleration_percent',
  'convertible_type',
  'valuation_cap',
  'discount_percent',
  'interest_rate_percent',
  'matures_on',
  'mfn',
  'pro_rata',
  'reverses_transaction_id',
  'note',
  'created_at',
] as const;
export type LedgerTransaction = Pick<Tables<'cap_table_transactions'>, (typeof OCF_TRANSACTION_COLUMNS)[number]>;

export const OCF_STAKEHOLDER_COLUMNS = ['id', 'name', 'stakeholder_type', 'email'] as const;
export type LedgerStakeholder = Pick<Tables<'stakeholders'>, (typeof OCF_STAKEHOLDER_COLUMNS)[number]>;

export const OCF_ORGANIZATION_COLUMNS = ['id', 'name', 'country_code', 'created_at'] as const;
export type LedgerOrganization = Pick<Tables<'organizations'>, (typeof OCF_ORGANIZATION_COLUMNS)[number]>;

export interface OcfLedger {
  organization: LedgerOrganization;
  classes: readonly ShareClass[];
  plans: readonly EquityPlan[];
  terms: readonly VestingTerms[];
  stakeholders: readonly LedgerStakeholder[];
  /** In the order they were recorded. */
  transactions: readonly LedgerTransaction[];
}

/** The kinds that create a security named by their own id. */
export const ISSUANCE_KINDS = new Set(['stock_issuance', 'equity_compensation_issuance', 'warrant_issuance', 'convertible_issuance']);
