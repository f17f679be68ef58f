import type { EquityPlan, ShareClass, VestingTerms } from '../../ledger-model';
import type { LedgerStakeholder, LedgerTransaction, OcfLedger } from '../ocf-ledger';

/**
 * Fikr Labs' cap table as supabase/seeds/11_cap_table_ledger.sql builds it, dated back from a fixed
 * day, plus what the seed does not record so that every kind of the ledger is exported: a pre-money
 * SAFE and a note, an RSU grant, a warrant exercised and cancelled in part, a cancellation and a
 * repurchase in part, a vesting event, accelerations by shares and by percentage, a reversed
 * issuance, and a reversed cancellation (which OCF cannot express).
 */

export const TODAY = '2026-11-28';
const ORG = '00000000-0000-4000-b000-000000000001';
export const dayBefore = (days: number, from = TODAY) => new Date(Date.parse(`${from}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
const id = (n: number) => `00000000-0000-4000-ca00-${String(n).padStart(12, '0')}`;

const classes: ShareClass[] = [
  { id: id(1), organization_id: ORG, name: 'Common', class_type: 'common', authorized_shares: 12_000_000, price_per_share: 0.0001, par_value: 0.0001, seniority: 0, liquidation_preference_multiple: 1, is_participating: false, participation_cap_multiple: null, conversion_ratio: 1, board_approved_on: dayBefore(800) },
  { id: id(2), organization_id: ORG, name: 'Series Seed Preferred', class_type: 'preferred', authorized_shares: 3_000_000, price_per_share: 0.8, par_value: 0.0001, seniority: 1, liquidation_preference_multiple: 1, is_participating: false, participation_cap_multiple: null, conversion_ratio: 1, board_approved_on: dayBefore(200) },
  { id: id(4), organization_id: ORG, name: 'Series A Preferred', class_type: 'preferred', authorized_shares: 2_000_000, price_per_share: 2.4, par_value: null, seniority: 2, liquidation_preference_multiple: 1.5, is_participating: true, participation_cap_multiple: 3, conversion_ratio: 1.25, board_approved_on: null },
  { id: id(5), organization_id: ORG, name: 'Series B Preferred', class_type: 'preferred', authorized_shares: 1_000_000, price_per_share: null, par_value: null, seniority: 3, liquidation_preference_multiple: 1, is_participating: true, participation_cap_multiple: null, conversion_ratio: 1, board_approved_on: null },
];
const plans: EquityPlan[] = [{ id: id(11), organization_id: ORG, name: '2025 Stock Option Plan', share_class_id: id(1), shares_reserved: 1_000_000, board_approved_on: dayBefore(760) }];
const terms: VestingTerms[] = [
  { id: id(21), organization_id: ORG, name: '4 years monthly, 1-year cliff', period_unit: 'months', period_length: 1, cliff_length: 12, total_length: 48 },
  { id: id(22), organization_id: ORG, name: '2 years monthly, no cliff', period_unit: 'months', period_length: 1, cliff_length: 0, total_length: 24 },
  { id: id(23), organization_id: ORG, name: '3 years quarterly, 6-month cliff', period_unit: 'months', period_length: 3, cliff_length: 6, total_length: 36 },
  { id: id(24), organization_id: ORG, name: '90 days, every 30 days after 45', period_unit: 'days', period_length: 30, cliff_length: 45, total_length: 90 },
];
const stakeholders: LedgerStakeholder[] = [
  ['Sara Startup', 'founder', 'startup@fikrspace.test'],
  ['Karim Haddad', 'founder', null],
  ['Oasis Ventures', 'investor', null],
  ['شركة النور للاستثمار', 'investor', null],
  ['Société Générale Capital', 'investor', null],
  ['Samir Stakeholder', 'advisor', 'stakeholder@fikrspace.test'],
  ["Layla O'Brien", 'employee', null],
  ['Dr. Youssef Amrani', 'advisor', 'youssef@نطاق.test'],
  ['Haddad Family Trust', 'other', null],
].map(([name, type, email], index) => ({ id: id(101 + index), name: name as string, stakeholder_type: type as LedgerStakeholder['stakeholder_type'], email: email ?? null }));
export const holder = (name: string) => (stakeholders.find((row) => row.name === name) as LedgerStakeholder).id;

const EMPTY: Omit<LedgerTransaction, 'id' | 'kind' | 'effective_on' | 'security_id' | 'created_at'> = {
  stakeholder_id: null,
  to_stakeholder_id: null,
  share_class_id: null,
  equity_plan_id: null,
  quantity: null,
  price_per_share: null,
  amount: null,
  compensation_type: null,
  expires_on: null,
  vesting_terms_id: null,
  vesting_starts_on: null,
  acceleration_trigger: null,
  acceleration_percent: null,
  convertible_type: null,
  valuation_cap: null,
  discount_percent: null,
  interest_rate_percent: null,
  matures_on: null,
  mfn: null,
  pro_rata: null,
  reverses_transaction_id: null,
  note: null,
};
/** A row as the trigger completes it: an issuance is its own security; created_at keeps the order of recording (the rows' numbers). */
function row(n: number, kind: LedgerTransaction['kind'], daysAgo: number, fields: Partial<LedgerTransaction>): LedgerTransaction {
  return { ...EMPTY, id: id(n), kind, effective_on: dayBefore(daysAgo), security_id: id(n), created_at: `2026-01-01T00:${String(n - 200).padStart(2, '0')}:00Z`, ...fields };
}
const common = id(1);
const seed = id(2);

const transactions: LedgerTransaction[] = [
  row(201, 'stock_issuance', 790, { stakeholder_id: holder('Sara Startup'), share_class_id: common, quantity: 4_000_000, price_per_share: 0.0001, amount: 400, vesting_terms_id: id(21), vesting_starts_on: dayBefore(790), acceleration_trigger: 'double', acceleration_percent: 100, note: 'Founder shares' }),
  row(202, 'stock_issuance', 790, { stakeholder_id: holder('Karim Haddad'), share_class_id: common, quantity: 3_000_000, price_per_share: 0.0001, amount: 300, vesting_terms_id: id(21), vesting_starts_on: dayBefore(790), acceleration_trigger: 'double', acceleration_percent: 100, note: 'Founder shares' }),
  row(203, 'convertible_issuance', 420, { stakeholder_id: holder('Oasis Ventures'), amount: 1_000_000, convertible_type: 'safe_post_money', valuation_cap: 8_000_000, mfn: false, pro_rata: true, note: 'Post-money SAFE, $8M cap, pro rata side letter' }),
  row(204, 'convertible_conversion', 200, { security_id: id(203), stakeholder_id: holder('Oasis Ventures'), share_class_id: seed, quantity: 1_500_000, price_per_share: 0.6667, note: 'Converted in the seed round at the cap price' }),
  row(205, 'stock_issuance', 200, { stakeholder_id: holder('شركة النور للاستثمار'), share_class_id: seed, quantity: 750_000, price_per_share: 0.8, amount: 600_000, note: 'Seed round' }),
  row(206, 'stock_issuance', 200, { stakeholder_id: holder('Société Générale Capital'), share_class_id: seed, quantity: 500_000, price_per_share: 0.8, amount: 400_000, note: 'Seed round' }),
  row(207, 'warrant_issuance', 200, { stakeholder_id: holder('Oasis Ventures'), share_class_id: common, quantity: 50_000, price_per_share: 0.8, expires_on: dayBefore(200 - 3650), note: 'Warrant issued with the seed round' }),
  row(208, 'equity_compensation_issuance', 730, { stakeholder_id: holder('Samir Stakeholder'), equity_plan_id: id(11), share_class_id: common, quantity: 25_000, price_per_share: 0.05, compensation_type: 'option_nso', expires_on: dayBefore(730 - 3650), vesting_terms_id: id(22), vesting_starts_on: dayBefore(730), acceleration_trigger: 'single', acceleration_percent: 50, note: 'Board advisor grant' }),
  row(209, 'equity_compensation_exercise', 20, { security_id: id(208), stakeholder_id: holder('Samir Stakeholder'), share_class_id: common, quantity: 5_000, price_per_share: 0.05, amount: 250, note: 'Early exercise of vested options' }),
  row(210, 'equity_compensation_issuance', 60, { stakeholder_id: holder("Layla O'Brien"), equity_plan_id: id(11), share_class_id: common, quantity: 120_000, price_per_share: 0.25, compensation_type: 'option_iso', expires_on: dayBefore(60 - 3650), vesting_terms_id: id(21), vesting_starts_on: dayBefore(60), acceleration_trigger: 'double', acceleration_percent: 100, note: 'New hire grant' }),
  row(211, 'equity_compensation_issuance', 30, { stakeholder_id: holder('Dr. Youssef Amrani'), equity_plan_id: id(11), share_class_id: common, quantity: 50_000, price_per_share: 0.25, compensation_type: 'option_nso', expires_on: dayBefore(30 - 3650), vesting_terms_id: id(23), vesting_starts_on: dayBefore(30), note: 'Advisor grant' }),
  row(212, 'stock_transfer', 150, { security_id: id(202), stakeholder_id: holder('Karim Haddad'), to_stakeholder_id: holder('Haddad Family Trust'), share_class_id: common, quantity: 250_000, note: 'Estate planning transfer' }),
  row(213, 'convertible_issuance', 20, { stakeholder_id: holder('شركة النور للاستثمار'), amount: 250_000, convertible_type: 'safe_post_money', valuation_cap: 12_000_000, discount_percent: 20, mfn: true, pro_rata: false, note: 'Bridge SAFE ahead of Series A' }),
  // Beyond the seed: every other kind the ledger records.
  row(214, 'convertible_issuance', 18, { stakeholder_id: holder('Oasis Ventures'), amount: 150_000, convertible_type: 'safe_pre_money', valuation_cap: 6_000_000, discount_percent: 12.5, note: 'Pre-money SAFE' }),
  row(215, 'convertible_issuance', 18, { stakeholder_id: holder('Société Générale Capital'), amount: 80_000, convertible_type: 'convertible_note', valuation_cap: 9_000_000, interest_rate_percent: 7.35, matures_on: dayBefore(18 - 730), note: 'Convertible note' }),
  row(216, 'convertible_cancellation', 10, { security_id: id(214), stakeholder_id: holder('Oasis Ventures'), note: 'Replaced by a side letter' }),
  row(217, 'equity_compensation_issuance', 16, { stakeholder_id: holder("Layla O'Brien"), equity_plan_id: id(11), share_class_id: common, quantity: 9_000, compensation_type: 'rsu', vesting_terms_id: id(24), vesting_starts_on: dayBefore(16) }),
  row(218, 'warrant_exercise', 15, { security_id: id(207), stakeholder_id: holder('Oasis Ventures'), share_class_id: common, quantity: 10_000, price_per_share: 0.8 }),
  row(219, 'warrant_cancellation', 14, { security_id: id(207), stakeholder_id: holder('Oasis Ventures'), share_class_id: common, quantity: 5_000 }),
  row(220, 'stock_cancellation', 13, { security_id: id(212), stakeholder_id: holder('Haddad Family Trust'), share_class_id: common, quantity: 10_000, note: 'Forfeited' }),
  row(221, 'stock_repurchase', 12, { security_id: id(212), stakeholder_id: holder('Haddad Family Trust'), share_class_id: common, quantity: 40_000, price_per_share: 0.8, amount: 32_000 }),
  row(222, 'equity_compensation_cancellation', 11, { security_id: id(210), stakeholder_id: holder("Layla O'Brien"), share_class_id: common, quantity: 20_000, note: 'Part of the grant forfeited' }),
  row(223, 'vesting_event', 10, { security_id: id(211), stakeholder_id: holder('Dr. Youssef Amrani'), quantity: 1_000, note: 'Milestone reached' }),
  row(224, 'vesting_acceleration', 9, { security_id: id(208), stakeholder_id: holder('Samir Stakeholder'), note: 'Change of control' }),
  row(225, 'vesting_acceleration', 8, { security_id: id(210), stakeholder_id: holder("Layla O'Brien"), quantity: 2_000 }),
  row(226, 'stock_issuance', 7, { stakeholder_id: holder('Samir Stakeholder'), share_class_id: seed, quantity: 1_234, price_per_share: 0.8, note: 'Recorded twice by mistake' }),
  row(227, 'reversal', 6, { security_id: id(226), stakeholder_id: holder('Samir Stakeholder'), reverses_transaction_id: id(226), note: 'Duplicate' }),
  row(228, 'stock_cancellation', 5, { security_id: id(205), stakeholder_id: holder('شركة النور للاستثمار'), share_class_id: seed, quantity: 1_000 }),
  row(229, 'reversal', 3, { security_id: id(205), stakeholder_id: holder('شركة النور للاستثمار'), reverses_transaction_id: id(228), note: 'Cancelled by mistake' }),
];

export function fikrLabsLedger(): OcfLedger {
  return {
    organization: { id: ORG, name: 'Fikr Labs', country_code: 'AE', created_at: '2026-11-22T09:00:00Z' },
    classes,
    plans,
    terms,
    stakeholders,
    transactions,
  };
}
