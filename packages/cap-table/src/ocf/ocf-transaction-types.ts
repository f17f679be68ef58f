import type { CapTransactionKind } from '../ledger-model';

/**
 * What the ledger does with each OCF object type: applied as one of its own rows, or listed in the
 * import report with the reason it is not. Every type of the vendored `ObjectType` enum is here
 * (ocf-transaction-types.test.ts checks it), so nothing in a package is dropped silently. The
 * notes are the table of docs/decisions.md ("Open Cap Table Format").
 */

/** Why an object type is not applied; worded in `ocf.reasons.*`. */
export type UnsupportedTypeReason =
  | 'acceptance'
  | 'nonStockTransfer'
  | 'release'
  | 'repricing'
  | 'stockConversion'
  | 'reissuance'
  | 'consolidation'
  | 'split'
  | 'classAdjustment'
  | 'issuerAdjustment'
  | 'poolAdjustment'
  | 'returnToPool'
  | 'vestingEvent'
  | 'stakeholderChange'
  | 'notInLedger'
  | 'unknownType';

export type OcfTypeSupport =
  | { status: 'applied'; as: CapTransactionKind | 'vesting_start' | 'object'; note: string }
  | { status: 'reported'; reason: UnsupportedTypeReason; note: string };

const applied = (as: CapTransactionKind | 'vesting_start' | 'object', note: string): OcfTypeSupport => ({ status: 'applied', as, note });
const reported = (reason: UnsupportedTypeReason, note: string): OcfTypeSupport => ({ status: 'reported', reason, note });

/** The objects that describe the company rather than move a security. */
export const OCF_OBJECT_TYPES: Record<string, OcfTypeSupport> = {
  ISSUER: applied('object', 'Read for the report; the organization stays as it is.'),
  STAKEHOLDER: applied('object', 'A stakeholder: legal name, type from the relationships, first e-mail address.'),
  STOCK_CLASS: applied('object', 'A share class: type, authorized shares, prices, seniority, preference, participation, conversion ratio.'),
  STOCK_PLAN: applied('object', 'An equity plan on its first stock class.'),
  VESTING_TERMS: applied('object', 'Vesting terms when they are one schedule: a start, an optional cliff, then equal periods.'),
  STOCK_LEGEND_TEMPLATE: reported('notInLedger', 'The ledger keeps no stock legends.'),
  VALUATION: reported('notInLedger', 'The ledger keeps no valuations (409A and the like).'),
  FINANCING: reported('notInLedger', 'The ledger keeps no financing records; their issuances are imported one by one.'),
  DOCUMENT: reported('notInLedger', 'Documents belong to the data room, not the ledger.'),
};

export const OCF_TRANSACTION_TYPES: Record<string, OcfTypeSupport> = {
  TX_STOCK_ISSUANCE: applied('stock_issuance', 'Also the resulting or balance security of another transaction, which it completes.'),
  TX_EQUITY_COMPENSATION_ISSUANCE: applied('equity_compensation_issuance', 'Options (ISO, NSO) and RSUs from a stock plan; SARs and grants outside a plan are reported.'),
  TX_PLAN_SECURITY_ISSUANCE: applied('equity_compensation_issuance', 'The deprecated name of an equity compensation issuance.'),
  TX_WARRANT_ISSUANCE: applied('warrant_issuance', 'A warrant for a named stock class.'),
  TX_CONVERTIBLE_ISSUANCE: applied('convertible_issuance', 'SAFEs (pre- or post-money) and notes, with cap, discount, interest, maturity and MFN.'),
  TX_STOCK_TRANSFER: applied('stock_transfer', 'One transfer per resulting security, to its stakeholder.'),
  TX_EQUITY_COMPENSATION_EXERCISE: applied('equity_compensation_exercise', 'Options exercised into shares of the plan’s class.'),
  TX_PLAN_SECURITY_EXERCISE: applied('equity_compensation_exercise', 'The deprecated name of an exercise.'),
  TX_WARRANT_EXERCISE: applied('warrant_exercise', 'The shares its resulting securities issue, or what is left of the warrant.'),
  TX_CONVERTIBLE_CONVERSION: applied('convertible_conversion', 'The class and shares of its resulting stock issuances.'),
  TX_STOCK_CANCELLATION: applied('stock_cancellation', 'A balance security continues the same holding.'),
  TX_STOCK_REPURCHASE: applied('stock_repurchase', 'A balance security continues the same holding.'),
  TX_EQUITY_COMPENSATION_CANCELLATION: applied('equity_compensation_cancellation', 'Returns the shares to the plan’s pool.'),
  TX_PLAN_SECURITY_CANCELLATION: applied('equity_compensation_cancellation', 'The deprecated name of a cancellation.'),
  TX_WARRANT_CANCELLATION: applied('warrant_cancellation', 'A balance security continues the same warrant.'),
  TX_CONVERTIBLE_CANCELLATION: applied('convertible_cancellation', 'The whole convertible; a partial one is reported.'),
  TX_VESTING_ACCELERATION: applied('vesting_acceleration', 'Vests the stated number of shares on its date.'),
  TX_VESTING_START: applied('vesting_start', 'The start date of the grant’s vesting terms.'),
  TX_STOCK_RETRACTION: applied('reversal', 'Reverses the issuance from its date on.'),
  TX_EQUITY_COMPENSATION_RETRACTION: applied('reversal', 'Reverses the grant from its date on.'),
  TX_PLAN_SECURITY_RETRACTION: applied('reversal', 'The deprecated name of a retraction.'),
  TX_WARRANT_RETRACTION: applied('reversal', 'Reverses the warrant from its date on.'),
  TX_CONVERTIBLE_RETRACTION: applied('reversal', 'Reverses the convertible from its date on.'),
  TX_STOCK_ACCEPTANCE: reported('acceptance', 'The ledger records no acceptance by the holder.'),
  TX_EQUITY_COMPENSATION_ACCEPTANCE: reported('acceptance', 'The ledger records no acceptance by the holder.'),
  TX_PLAN_SECURITY_ACCEPTANCE: reported('acceptance', 'The ledger records no acceptance by the holder.'),
  TX_WARRANT_ACCEPTANCE: reported('acceptance', 'The ledger records no acceptance by the holder.'),
  TX_CONVERTIBLE_ACCEPTANCE: reported('acceptance', 'The ledger records no acceptance by the holder.'),
  TX_EQUITY_COMPENSATION_TRANSFER: reported('nonStockTransfer', 'The ledger transfers shares only.'),
  TX_PLAN_SECURITY_TRANSFER: reported('nonStockTransfer', 'The ledger transfers shares only.'),
  TX_WARRANT_TRANSFER: reported('nonStockTransfer', 'The ledger transfers shares only.'),
  TX_CONVERTIBLE_TRANSFER: reported('nonStockTransfer', 'The ledger transfers shares only.'),
  TX_EQUITY_COMPENSATION_RELEASE: reported('release', 'RSUs settle by a stock issuance recorded on its own.'),
  TX_PLAN_SECURITY_RELEASE: reported('release', 'RSUs settle by a stock issuance recorded on its own.'),
  TX_EQUITY_COMPENSATION_REPRICING: reported('repricing', 'A grant keeps the exercise price it was issued with.'),
  TX_STOCK_CONVERSION: reported('stockConversion', 'Preferred converts by its class’s ratio in the fully diluted count; no conversion is recorded.'),
  TX_STOCK_REISSUANCE: reported('reissuance', 'The ledger has no reissuance.'),
  TX_STOCK_CONSOLIDATION: reported('consolidation', 'The ledger keeps each holding as issued.'),
  TX_STOCK_CLASS_SPLIT: reported('split', 'The ledger has no stock split.'),
  TX_STOCK_CLASS_CONVERSION_RATIO_ADJUSTMENT: reported('classAdjustment', 'A class has one conversion ratio, not one per date.'),
  TX_STOCK_CLASS_AUTHORIZED_SHARES_ADJUSTMENT: reported('classAdjustment', 'A class has one authorized count, not one per date.'),
  TX_ISSUER_AUTHORIZED_SHARES_ADJUSTMENT: reported('issuerAdjustment', 'The ledger keeps authorized shares per class only.'),
  TX_STOCK_PLAN_POOL_ADJUSTMENT: reported('poolAdjustment', 'A plan has one reserve, not one per date.'),
  TX_STOCK_PLAN_RETURN_TO_POOL: reported('returnToPool', 'A cancelled grant returns to its own plan’s pool.'),
  TX_VESTING_EVENT: reported('vestingEvent', 'The ledger’s vesting terms have no event conditions; an acceleration states its shares.'),
  CE_STAKEHOLDER_RELATIONSHIP: reported('stakeholderChange', 'A stakeholder has one type, not a dated history.'),
  CE_STAKEHOLDER_STATUS: reported('stakeholderChange', 'The ledger keeps no stakeholder status.'),
};

/** What the ledger does with an object type, an unknown one reported as such. */
export function supportOf(objectType: string): OcfTypeSupport {
  return OCF_OBJECT_TYPES[objectType] ?? OCF_TRANSACTION_TYPES[objectType] ?? reported('unknownType', 'Not an object type of the vendored OCF version.');
}
