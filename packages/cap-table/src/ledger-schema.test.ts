import { describe, expect, it } from 'vitest';
import { EMPTY_LEDGER_FORM, ledgerFormSchema, toTransaction, type LedgerFormValues } from './ledger-schema';

const form = (values: Partial<LedgerFormValues>): LedgerFormValues => ({ ...EMPTY_LEDGER_FORM, effectiveOn: '2026-11-28', ...values });
const problems = (values: Partial<LedgerFormValues>) => {
  const result = ledgerFormSchema.safeParse(form(values));
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the transaction form', () => {
  it.each([
    ['a stock issuance without holder, class and quantity', { kind: 'stock_issuance' as const }, { stakeholderId: 'required', shareClassId: 'required', quantity: 'required' }],
    ['a fractional quantity', { kind: 'stock_issuance' as const, stakeholderId: 's', shareClassId: 'c', quantity: '10.5' }, { quantity: 'wholePositive' }],
    ['a quantity written with a thousands separator', { kind: 'stock_issuance' as const, stakeholderId: 's', shareClassId: 'c', quantity: '1,000' }, { quantity: 'wholePositive' }],
    ['an option without exercise price', { kind: 'equity_compensation_issuance' as const, stakeholderId: 's', equityPlanId: 'p', quantity: '100' }, { pricePerShare: 'required' }],
    ['an RSU, which has no exercise price', { kind: 'equity_compensation_issuance' as const, compensationType: 'rsu', stakeholderId: 's', equityPlanId: 'p', quantity: '100' }, {}],
    ['vesting terms without a start', { kind: 'stock_issuance' as const, stakeholderId: 's', shareClassId: 'c', quantity: '1', vestingTermsId: 'v' }, { vestingStartsOn: 'required' }],
    ['a SAFE without amount, and a discount of 100 %', { kind: 'convertible_issuance' as const, stakeholderId: 's', discountPercent: '100' }, { amount: 'required', discountPercent: 'percent' }],
    ['a negative cap', { kind: 'convertible_issuance' as const, stakeholderId: 's', amount: '1000', valuationCap: '-5' }, { valuationCap: 'positive' }],
    ['a transfer without security and recipient', { kind: 'stock_transfer' as const, quantity: '5' }, { securityId: 'required', toStakeholderId: 'required' }],
    ['an impossible date', { kind: 'stock_cancellation' as const, securityId: 'x', quantity: '1', effectiveOn: '2026-02-30' }, { effectiveOn: 'date' }],
    ['a conversion without the class and the shares it creates', { kind: 'convertible_conversion' as const, securityId: 'safe' }, { shareClassId: 'required', quantity: 'required' }],
    ['a conversion with its optional price left empty', { kind: 'convertible_conversion' as const, securityId: 'safe', shareClassId: 'c', quantity: '1000' }, {}],
    ['a convertible’s cancellation, which names only the security', { kind: 'convertible_cancellation' as const, securityId: 'safe' }, {}],
    ['a warrant exercise without quantity', { kind: 'warrant_exercise' as const, securityId: 'w' }, { quantity: 'required' }],
    ['an ad-hoc vesting event in part shares', { kind: 'vesting_event' as const, securityId: 'g', quantity: '2.5' }, { quantity: 'wholePositive' }],
    ['an acceleration by the grant’s own terms', { kind: 'vesting_acceleration' as const, securityId: 'g' }, {}],
  ])('says what is wrong with %s', (_case, values, expected) => {
    expect(problems(values)).toEqual(expected);
  });

  it('sends a new security without naming one, and only the fields of its kind', () => {
    const sent = toTransaction('org', form({ kind: 'equity_compensation_issuance', stakeholderId: 's', equityPlanId: 'p', quantity: '120000', pricePerShare: '0.25', vestingTermsId: 'v', vestingStartsOn: '2026-01-01', shareClassId: 'stale', amount: '99' }));
    expect(sent).toEqual({
      organization_id: 'org',
      kind: 'equity_compensation_issuance',
      effective_on: '2026-11-28',
      stakeholder_id: 's',
      to_stakeholder_id: null,
      share_class_id: null,
      equity_plan_id: 'p',
      compensation_type: 'option_iso',
      quantity: 120000,
      price_per_share: 0.25,
      amount: null,
      vesting_terms_id: 'v',
      vesting_starts_on: '2026-01-01',
      convertible_type: null,
      valuation_cap: null,
      discount_percent: null,
      note: null,
    });
  });

  it('names the security a transfer acts on, with its recipient', () => {
    expect(toTransaction('org', form({ kind: 'stock_transfer', securityId: 'sec', toStakeholderId: 'to', quantity: '250000', note: 'Estate planning' }))).toMatchObject({
      kind: 'stock_transfer',
      security_id: 'sec',
      to_stakeholder_id: 'to',
      quantity: 250000,
      stakeholder_id: null,
      note: 'Estate planning',
    });
  });

  it('converts a SAFE into the class chosen, with the shares it creates', () => {
    expect(toTransaction('org', form({ kind: 'convertible_conversion', securityId: 'safe', shareClassId: 'pref', quantity: '300000', pricePerShare: '0.8333', amount: '5' }))).toMatchObject({
      kind: 'convertible_conversion',
      security_id: 'safe',
      share_class_id: 'pref',
      quantity: 300000,
      price_per_share: 0.8333,
      amount: null,
      stakeholder_id: null,
    });
    expect(toTransaction('org', form({ kind: 'vesting_acceleration', securityId: 'grant' }))).toMatchObject({ kind: 'vesting_acceleration', security_id: 'grant', quantity: null });
  });
});
