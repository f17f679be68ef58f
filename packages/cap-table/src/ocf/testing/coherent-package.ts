import type { OcfSource } from '../ocf-package';

/**
 * An OCF package written as another tool would write it, in the style of the coalition's samples
 * but consistent with itself: every transaction names stakeholders, classes and securities the
 * package holds, so each type the ledger models applies. It uses what the platform's own export
 * does not: balance securities, a transfer to two recipients, a generic option with its grant
 * type, a warrant without a quantity, a vesting start dated before the issuance, vesting terms with
 * a cliff installment, amounts in another currency; and a few objects the ledger refuses.
 */

const usd = (amount: string) => ({ amount, currency: 'USD' });
const issuance = { security_law_exemptions: [], custom_id: 'X-1' };

const stakeholders = [
  { object_type: 'STAKEHOLDER', id: 'ana', name: { legal_name: 'Ana Founder' }, stakeholder_type: 'INDIVIDUAL', current_relationships: ['FOUNDER'], contact_info: { emails: [{ email_type: 'BUSINESS', email_address: 'ana@acme.test' }] } },
  { object_type: 'STAKEHOLDER', id: 'ben', name: { legal_name: 'Ben Employee' }, stakeholder_type: 'INDIVIDUAL', current_relationship: 'EMPLOYEE' },
  { object_type: 'STAKEHOLDER', id: 'fund', name: { legal_name: 'Seed Fund LP' }, stakeholder_type: 'INSTITUTION', current_relationships: ['INVESTOR'] },
  { object_type: 'STAKEHOLDER', id: 'cara', name: { legal_name: 'Cara Advisor' }, stakeholder_type: 'INDIVIDUAL', current_relationships: ['BOARD_MEMBER'] },
];

const stockClasses = [
  { object_type: 'STOCK_CLASS', id: 'common', name: 'Common', class_type: 'COMMON', default_id_prefix: 'CS-', initial_shares_authorized: '10000000', votes_per_share: '1', seniority: '1', par_value: usd('0.0001') },
  {
    object_type: 'STOCK_CLASS',
    id: 'series-a',
    name: 'Series A Preferred',
    class_type: 'PREFERRED',
    default_id_prefix: 'PA-',
    initial_shares_authorized: 'UNLIMITED',
    votes_per_share: '1',
    seniority: '2',
    price_per_share: usd('1.50'),
    liquidation_preference_multiple: '1',
    participation_cap_multiple: '3',
    conversion_rights: [{ type: 'STOCK_CLASS_CONVERSION_RIGHT', conversion_mechanism: { type: 'RATIO_CONVERSION', conversion_price: usd('1.50'), ratio: { numerator: '3', denominator: '2' }, rounding_type: 'FLOOR' }, converts_to_stock_class_id: 'common' }],
  },
];

const stockPlans = [{ object_type: 'STOCK_PLAN', id: 'esop', plan_name: 'Employee Option Plan', initial_shares_reserved: '+1000000.00', stock_class_ids: ['common'], default_cancellation_behavior: 'RETURN_TO_POOL' }];

const monthly = (length: number, occurrences: number, after: string, extra: Record<string, unknown> = {}) => ({
  type: 'VESTING_SCHEDULE_RELATIVE',
  period: { length, type: 'MONTHS', occurrences, day_of_month: 'VESTING_START_DAY_OR_LAST_DAY_OF_MONTH', ...extra },
  relative_to_condition_id: after,
});
const vestingTerms = [
  {
    object_type: 'VESTING_TERMS',
    id: 'quarterly-with-cliff-installment',
    name: 'Three years quarterly, cliff at the fourth quarter',
    description: '1/12 every quarter; the first four vest together at the end of the first year.',
    allocation_type: 'CUMULATIVE_ROUND_DOWN',
    vesting_conditions: [
      { id: 'start', quantity: '0', trigger: { type: 'VESTING_START_DATE' }, next_condition_ids: ['quarters'] },
      { id: 'quarters', portion: { numerator: '1', denominator: '12' }, trigger: monthly(3, 12, 'start', { cliff_installment: 4 }), next_condition_ids: [] },
    ],
  },
  {
    object_type: 'VESTING_TERMS',
    id: 'on-exit',
    name: 'On exit',
    description: 'Everything on an acquisition.',
    allocation_type: 'CUMULATIVE_ROUND_DOWN',
    vesting_conditions: [{ id: 'exit', portion: { numerator: '1', denominator: '1' }, trigger: { type: 'VESTING_EVENT' }, next_condition_ids: [] }],
  },
];

const transactions = [
  { object_type: 'TX_STOCK_ISSUANCE', id: 'ana-shares', security_id: 'S-ana', date: '2024-01-10', stakeholder_id: 'ana', stock_class_id: 'common', share_price: usd('0.0001'), quantity: '6000000', stock_legend_ids: [], ...issuance },
  { object_type: 'TX_STOCK_ISSUANCE', id: 'fund-shares', security_id: 'S-fund', date: '2024-06-01', stakeholder_id: 'fund', stock_class_id: 'series-a', share_price: { amount: '1.50', currency: 'EUR' }, quantity: '1000000', cost_basis: { amount: '1500000', currency: 'EUR' }, stock_legend_ids: [], ...issuance },
  // Vesting starts before the grant is recorded.
  { object_type: 'TX_VESTING_START', id: 'ben-start', security_id: 'O-ben', date: '2024-02-01', vesting_condition_id: 'start' },
  {
    object_type: 'TX_EQUITY_COMPENSATION_ISSUANCE',
    id: 'ben-grant',
    security_id: 'O-ben',
    date: '2024-03-01',
    stakeholder_id: 'ben',
    stock_plan_id: 'esop',
    compensation_type: 'OPTION',
    option_grant_type: 'ISO',
    quantity: '120000',
    exercise_price: usd('0.10'),
    expiration_date: '2034-03-01',
    termination_exercise_windows: [],
    vesting_terms_id: 'quarterly-with-cliff-installment',
    ...issuance,
  },
  { object_type: 'TX_EQUITY_COMPENSATION_ISSUANCE', id: 'cara-rsu', security_id: 'R-cara', date: '2024-03-01', stakeholder_id: 'cara', stock_plan_id: 'esop', compensation_type: 'RSU', quantity: '9000', expiration_date: null, termination_exercise_windows: [], vesting_terms_id: 'on-exit', ...issuance },
  {
    object_type: 'TX_WARRANT_ISSUANCE',
    id: 'fund-warrant',
    security_id: 'W-fund',
    date: '2024-06-01',
    stakeholder_id: 'fund',
    exercise_price: usd('0.50'),
    purchase_price: usd('100'),
    exercise_triggers: [{ trigger_id: 'W.1', type: 'ELECTIVE_AT_WILL', conversion_right: { type: 'WARRANT_CONVERSION_RIGHT', conversion_mechanism: { type: 'FIXED_AMOUNT_CONVERSION', converts_to_quantity: '40000' }, converts_to_stock_class_id: 'common' } }],
    ...issuance,
  },
  {
    object_type: 'TX_CONVERTIBLE_ISSUANCE',
    id: 'fund-note',
    security_id: 'N-fund',
    date: '2024-02-15',
    stakeholder_id: 'fund',
    convertible_type: 'NOTE',
    investment_amount: usd('250000'),
    seniority: 1,
    pro_rata: '50000',
    conversion_triggers: [
      {
        trigger_id: 'N.1',
        type: 'AUTOMATIC_ON_DATE',
        trigger_date: '2026-02-15',
        conversion_right: {
          type: 'CONVERTIBLE_CONVERSION_RIGHT',
          conversion_mechanism: { type: 'CONVERTIBLE_NOTE_CONVERSION', interest_rates: [{ rate: '0.06', accrual_start_date: '2024-02-15' }], day_count_convention: 'ACTUAL_365', interest_payout: 'DEFERRED', interest_accrual_period: 'DAILY', compounding_type: 'SIMPLE', conversion_discount: '0.2', conversion_valuation_cap: usd('5000000') },
          converts_to_future_round: true,
        },
      },
    ],
    ...issuance,
  },
  {
    object_type: 'TX_CONVERTIBLE_ISSUANCE',
    id: 'ana-safe',
    security_id: 'C-ana',
    date: '2024-04-01',
    stakeholder_id: 'ana',
    convertible_type: 'SAFE',
    investment_amount: usd('20000'),
    seniority: 1,
    conversion_triggers: [{ trigger_id: 'C.1', type: 'UNSPECIFIED', conversion_right: { type: 'CONVERTIBLE_CONVERSION_RIGHT', conversion_mechanism: { type: 'SAFE_CONVERSION', conversion_mfn: true } } }],
    ...issuance,
  },
  // Ana gives 300,000 shares to Ben and 200,000 to Cara; the rest continues as a balance security.
  { object_type: 'TX_STOCK_TRANSFER', id: 'ana-gift', security_id: 'S-ana', date: '2024-07-01', quantity: '500000', resulting_security_ids: ['S-ben', 'S-cara'], balance_security_id: 'S-ana-2' },
  { object_type: 'TX_STOCK_ISSUANCE', id: 'ben-from-ana', security_id: 'S-ben', date: '2024-07-01', stakeholder_id: 'ben', stock_class_id: 'common', share_price: usd('0.0001'), quantity: '300000', stock_legend_ids: [], ...issuance },
  { object_type: 'TX_STOCK_ISSUANCE', id: 'cara-from-ana', security_id: 'S-cara', date: '2024-07-01', stakeholder_id: 'cara', stock_class_id: 'common', share_price: usd('0.0001'), quantity: '200000', stock_legend_ids: [], ...issuance },
  { object_type: 'TX_STOCK_ISSUANCE', id: 'ana-balance', security_id: 'S-ana-2', date: '2024-07-01', stakeholder_id: 'ana', stock_class_id: 'common', share_price: usd('0.0001'), quantity: '5500000', stock_legend_ids: [], ...issuance },
  // Acting on the balance security is acting on Ana's shares.
  { object_type: 'TX_STOCK_REPURCHASE', id: 'ana-buyback', security_id: 'S-ana-2', date: '2024-09-01', quantity: '100000', price: usd('0.05') },
  { object_type: 'TX_STOCK_CANCELLATION', id: 'cara-forfeit', security_id: 'S-cara', date: '2024-10-01', quantity: '50000', reason_text: 'Left the board' },
  { object_type: 'TX_EQUITY_COMPENSATION_EXERCISE', id: 'ben-exercise', security_id: 'O-ben', date: '2025-03-05', quantity: '40000', resulting_security_ids: ['S-ben-2'] },
  { object_type: 'TX_STOCK_ISSUANCE', id: 'ben-exercised', security_id: 'S-ben-2', date: '2025-03-05', stakeholder_id: 'ben', stock_class_id: 'common', share_price: usd('0.10'), quantity: '40000', stock_legend_ids: [], ...issuance },
  { object_type: 'TX_EQUITY_COMPENSATION_CANCELLATION', id: 'ben-cancel', security_id: 'O-ben', date: '2025-04-01', quantity: '20000', reason_text: 'Part of the grant forfeited', balance_security_id: 'O-ben-2' },
  { object_type: 'TX_VESTING_ACCELERATION', id: 'ben-acceleration', security_id: 'O-ben-2', date: '2025-05-01', quantity: '10000', reason_text: 'Promotion' },
  { object_type: 'TX_WARRANT_EXERCISE', id: 'fund-exercise', security_id: 'W-fund', date: '2025-06-01', trigger_id: 'W.1', resulting_security_ids: ['S-fund-w'] },
  { object_type: 'TX_STOCK_ISSUANCE', id: 'fund-from-warrant', security_id: 'S-fund-w', date: '2025-06-01', stakeholder_id: 'fund', stock_class_id: 'common', share_price: usd('0.50'), quantity: '15000', stock_legend_ids: [], ...issuance },
  { object_type: 'TX_WARRANT_CANCELLATION', id: 'fund-warrant-rest', security_id: 'W-fund', date: '2025-07-01', quantity: '25000', reason_text: 'Expired' },
  { object_type: 'TX_CONVERTIBLE_CONVERSION', id: 'note-converts', security_id: 'N-fund', date: '2025-08-01', reason_text: 'Series A', trigger_id: 'N.1', resulting_security_ids: ['S-fund-n'] },
  { object_type: 'TX_STOCK_ISSUANCE', id: 'fund-from-note', security_id: 'S-fund-n', date: '2025-08-01', stakeholder_id: 'fund', stock_class_id: 'series-a', share_price: usd('1.20'), quantity: '215000', stock_legend_ids: [], ...issuance },
  { object_type: 'TX_CONVERTIBLE_CANCELLATION', id: 'safe-cancelled', security_id: 'C-ana', date: '2025-08-02', amount: usd('20000'), reason_text: 'Refunded' },
  { object_type: 'TX_STOCK_RETRACTION', id: 'fund-retracted', security_id: 'S-fund', date: '2025-09-01', reason_text: 'Issued in error' },
  // What the ledger refuses.
  { object_type: 'TX_STOCK_CANCELLATION', id: 'too-many', security_id: 'S-ben', date: '2025-10-01', quantity: '300001', reason_text: 'More than Ben holds' },
  { object_type: 'TX_STOCK_TRANSFER', id: 'nowhere', security_id: 'S-ben', date: '2025-10-02', quantity: '10', resulting_security_ids: ['S-missing'] },
  { object_type: 'TX_EQUITY_COMPENSATION_ISSUANCE', id: 'sar', security_id: 'SAR-1', date: '2025-10-03', stakeholder_id: 'ben', stock_plan_id: 'esop', compensation_type: 'CSAR', quantity: '10', base_price: usd('1'), expiration_date: null, termination_exercise_windows: [], ...issuance },
  { object_type: 'TX_EQUITY_COMPENSATION_ISSUANCE', id: 'planless', security_id: 'P-1', date: '2025-10-03', stakeholder_id: 'ben', stock_class_id: 'common', compensation_type: 'OPTION_NSO', quantity: '10', exercise_price: usd('1'), expiration_date: null, termination_exercise_windows: [], ...issuance },
  { object_type: 'TX_EQUITY_COMPENSATION_EXERCISE', id: 'rsu-exercise', security_id: 'R-cara', date: '2025-10-04', quantity: '10', resulting_security_ids: [] },
  { object_type: 'TX_STOCK_CLASS_SPLIT', id: 'split', date: '2025-11-01', stock_class_id: 'common', split_ratio: { numerator: '2', denominator: '1' } },
  { object_type: 'TX_STOCK_ACCEPTANCE', id: 'accepted', security_id: 'S-ben', date: '2024-07-02' },
];

const manifest = (files: Record<string, unknown>) => ({
  ocf_version: '1.2.1-alpha+main',
  file_type: 'OCF_MANIFEST_FILE',
  issuer: { object_type: 'ISSUER', id: 'acme', legal_name: 'Acme Robotics', formation_date: '2024-01-02', country_of_formation: 'US' },
  as_of: '2025-12-31',
  generated_at: '2026-01-01T12:00:00Z',
  stock_legend_templates_files: [],
  valuations_files: [],
  ...files,
});

const FILES = {
  stakeholders_files: ['Stakeholders.ocf.json', 'OCF_STAKEHOLDERS_FILE', stakeholders],
  stock_classes_files: ['StockClasses.ocf.json', 'OCF_STOCK_CLASSES_FILE', stockClasses],
  stock_plans_files: ['StockPlans.ocf.json', 'OCF_STOCK_PLANS_FILE', stockPlans],
  vesting_terms_files: ['VestingTerms.ocf.json', 'OCF_VESTING_TERMS_FILE', vestingTerms],
  transactions_files: ['Transactions.ocf.json', 'OCF_TRANSACTIONS_FILE', transactions],
} as const;

/** The package as JSON files, each named in the manifest by path (the MD5s are left for the reader to flag). */
export function coherentPackage(): OcfSource[] {
  const encoder = new TextEncoder();
  const lists = Object.fromEntries(Object.entries(FILES).map(([list, [path]]) => [list, [{ filepath: `./${path}`, md5: '00000000000000000000000000000000' }]]));
  return [
    { path: 'acme/Manifest.ocf.json', bytes: encoder.encode(JSON.stringify(manifest(lists))) },
    ...Object.values(FILES).map(([path, fileType, items]) => ({ path: `acme/${path}`, bytes: encoder.encode(JSON.stringify({ file_type: fileType, items })) })),
  ];
}
