import { setDb } from '@fikrspace/db';
import { createFakeDb, type FakeDbOptions } from '@fikrspace/db/testing';
import { ORG } from '@fikrspace/db/testing/demo-ids';
import { userWithRole } from '@fikrspace/portal-host/testing';

/**
 * Fikr Labs' cap table as the database answers it, for the component tests of Fikr Cap's pages
 * (the ledger and the round modeler): what the functions derive (positions, the fully diluted
 * table, vesting) is given as they return it; their rules are proven by the persona tests
 * (supabase/tests/cap-table/).
 */

export const PREFIX = '/fikrspace/portal';
export const CAP = `${PREFIX}/cap`;
export const OWNER = userWithRole('owner');
export const SAMIR = { ...userWithRole('stakeholder'), organizationRole: 'stakeholder' };

export const CLASSES = [
  { id: 'seed', organization_id: ORG.fikrLabs, name: 'Series Seed Preferred', class_type: 'preferred', authorized_shares: 3_000_000, price_per_share: 0.8, par_value: 0.0001, seniority: 1, liquidation_preference_multiple: 1, is_participating: false, participation_cap_multiple: null, conversion_ratio: 1, board_approved_on: null },
  { id: 'common', organization_id: ORG.fikrLabs, name: 'Common', class_type: 'common', authorized_shares: 12_000_000, price_per_share: 0.0001, par_value: 0.0001, seniority: 0, liquidation_preference_multiple: 1, is_participating: false, participation_cap_multiple: null, conversion_ratio: 1, board_approved_on: null },
];
export const HOLDERS = [
  { id: 'sara', organization_id: ORG.fikrLabs, name: 'Sara Startup', stakeholder_type: 'founder', email: null, user_id: OWNER.id, created_at: '2026-01-01T00:00:00Z' },
  { id: 'oasis', organization_id: ORG.fikrLabs, name: 'Oasis Ventures', stakeholder_type: 'investor', email: null, user_id: null, created_at: '2026-01-02T00:00:00Z' },
  { id: 'samir', organization_id: ORG.fikrLabs, name: 'Samir Stakeholder', stakeholder_type: 'advisor', email: null, user_id: SAMIR.id, created_at: '2026-01-03T00:00:00Z' },
];
const position = (security: string, holder: string, kind: string, quantity: number | null, extra: Record<string, unknown> = {}) => ({
  security_id: security,
  holding_kind: kind,
  stakeholder_id: holder,
  share_class_id: 'common',
  equity_plan_id: null,
  issued_on: '2025-01-01',
  quantity_issued: quantity,
  quantity_outstanding: quantity,
  amount_outstanding: null,
  price_per_share: null,
  vesting_terms_id: null,
  vesting_starts_on: null,
  ...extra,
});
export const POSITIONS = [
  position('sara-stock', 'sara', 'stock', 4_000_000),
  position('oasis-seed', 'oasis', 'stock', 1_500_000, { share_class_id: 'seed' }),
  position('oasis-safe', 'oasis', 'convertible', null, { share_class_id: null, amount_outstanding: 250_000 }),
  position('samir-grant', 'samir', 'option', 24_000, { equity_plan_id: 'plan', vesting_terms_id: 'terms', vesting_starts_on: '2025-01-01' }),
];
export const WHOLE = 6_024_000;
const fd = (holder: string, common: number, preferred: number, options: number) => ({
  stakeholder_id: holder,
  common_shares: common,
  preferred_shares: preferred,
  options,
  rsus: 0,
  warrants: 0,
  fully_diluted: common + preferred + options,
  fully_diluted_percent: Math.round((1_000_000 * (common + preferred + options)) / WHOLE) / 10_000,
  company_fully_diluted: WHOLE,
});
export const FULLY_DILUTED = [fd('sara', 4_000_000, 0, 0), fd('oasis', 0, 1_500_000, 0), fd('samir', 0, 0, 24_000)];
export const LEDGER = [
  { id: 'oasis-safe', organization_id: ORG.fikrLabs, kind: 'convertible_issuance', effective_on: '2026-11-08', security_id: 'oasis-safe', stakeholder_id: 'oasis', to_stakeholder_id: null, share_class_id: null, equity_plan_id: null, quantity: null, price_per_share: null, amount: 250_000, compensation_type: null, vesting_terms_id: null, vesting_starts_on: null, convertible_type: 'safe_post_money', valuation_cap: 12_000_000, discount_percent: 20, interest_rate_percent: null, matures_on: null, reverses_transaction_id: null, note: 'Bridge SAFE', created_at: '2026-11-08T10:00:00Z' },
  { id: 'sara-stock', organization_id: ORG.fikrLabs, kind: 'stock_issuance', effective_on: '2024-09-29', security_id: 'sara-stock', stakeholder_id: 'sara', to_stakeholder_id: null, share_class_id: 'common', equity_plan_id: null, quantity: 4_000_000, price_per_share: 0.0001, amount: null, compensation_type: null, vesting_terms_id: null, vesting_starts_on: null, convertible_type: null, valuation_cap: null, discount_percent: null, interest_rate_percent: null, matures_on: null, reverses_transaction_id: null, note: 'Founder shares', created_at: '2024-09-29T10:00:00Z' },
];

export function database(answer?: FakeDbOptions['answer'], role = 'owner', user = OWNER, extra: { tables?: Record<string, unknown[]>; rpc?: Record<string, unknown> } = {}) {
  const fake = createFakeDb({
    answer,
    rpc: {
      cap_table_positions: POSITIONS,
      cap_table_fully_diluted: FULLY_DILUTED,
      vested_quantity: (args: unknown) => ((args as { p_security_id: string }).p_security_id === 'samir-grant' ? 11_000 : 0),
      ...extra.rpc,
    },
    tables: {
      share_classes: CLASSES,
      equity_plans: [{ id: 'plan', organization_id: ORG.fikrLabs, name: '2025 Stock Option Plan', share_class_id: 'common', shares_reserved: 100_000, board_approved_on: null }],
      vesting_terms: [{ id: 'terms', organization_id: ORG.fikrLabs, name: '4 years monthly, 1-year cliff', period_unit: 'months', period_length: 1, cliff_length: 12, total_length: 48 }],
      stakeholders: HOLDERS,
      cap_table_transactions: LEDGER,
      organisation_roles: [{ user_id: user.id, organization_id: ORG.fikrLabs, role, is_active: true, created_at: '2026-01-01T00:00:00Z' }],
      user_permissions: [],
      fikr_products: [],
      ...extra.tables,
    },
  } as unknown as FakeDbOptions);
  setDb(fake.db);
  return fake;
}

