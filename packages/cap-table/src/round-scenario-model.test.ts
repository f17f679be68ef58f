import { describe, expect, it } from 'vitest';
import { buildSnapshot, type CapTransaction, type FullyDilutedRow, type Position } from './ledger-model';
import { modelRound } from './maths/round-model';
import { exitWaterfall } from './maths/waterfall';
import { POOL_ID, conversionPayload, nameResolver, roundInputFrom, waterfallInputFrom } from './round-scenario-model';
import type { ScenarioTerms } from './round-scenario-schema';

// A small company: a founder's common stock, a seed investor's 1x preferred, an advisor's options,
// an unissued pool of 100,000 and an open post-money SAFE.
const position = (security: string, holder: string, kind: string, quantity: number | null, extra: Partial<Position> = {}): Position => ({
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
const row = (holder: string, common: number, preferred: number, options: number): FullyDilutedRow => ({
  stakeholder_id: holder,
  common_shares: common,
  preferred_shares: preferred,
  options,
  rsus: 0,
  warrants: 0,
  fully_diluted: common + preferred + options,
  fully_diluted_percent: 0,
  company_fully_diluted: 6_200_000,
});
const snapshot = buildSnapshot({
  asOf: '2026-11-28',
  positions: [
    position('founder-stock', 'founder', 'stock', 5_000_000),
    position('seed-stock', 'seed', 'stock', 1_000_000, { share_class_id: 'preferred', price_per_share: 1 }),
    position('advisor-options', 'advisor', 'option', 100_000, { equity_plan_id: 'plan', price_per_share: 0.5 }),
    position('safe', 'angel', 'convertible', null, { share_class_id: null, amount_outstanding: 500_000 }),
  ],
  fullyDiluted: [row('founder', 5_000_000, 0, 0), row('seed', 0, 1_000_000, 0), row('advisor', 0, 0, 100_000)],
  classes: [
    { id: 'common', organization_id: 'org', name: 'Common', class_type: 'common', authorized_shares: 10_000_000, price_per_share: 0.0001, par_value: 0.0001, seniority: 0, liquidation_preference_multiple: 1, is_participating: false, participation_cap_multiple: null, conversion_ratio: 1, board_approved_on: null },
    { id: 'preferred', organization_id: 'org', name: 'Seed Preferred', class_type: 'preferred', authorized_shares: 2_000_000, price_per_share: 1, par_value: 0.0001, seniority: 1, liquidation_preference_multiple: 1, is_participating: false, participation_cap_multiple: null, conversion_ratio: 1, board_approved_on: null },
  ],
  plans: [{ id: 'plan', organization_id: 'org', name: 'Plan', share_class_id: 'common', shares_reserved: 200_000, board_approved_on: null }],
  holders: [
    { id: 'founder', name: 'Founder', stakeholder_type: 'founder', user_id: null },
    { id: 'seed', name: 'Seed Fund', stakeholder_type: 'investor', user_id: null },
    { id: 'advisor', name: 'Advisor', stakeholder_type: 'advisor', user_id: null },
    { id: 'angel', name: 'Angel', stakeholder_type: 'investor', user_id: null },
  ],
  convertibleIssuances: [{ id: 'safe', convertible_type: 'safe_post_money', valuation_cap: 10_000_000, discount_percent: null, interest_rate_percent: null, matures_on: null } as CapTransaction],
  terms: [],
});

const terms: ScenarioTerms = {
  newMoney: 2_000_000,
  preMoneyValuation: 8_000_000,
  pool: { mode: 'target', percent: 10 },
  poolTiming: 'pre-money',
  closingDate: '2026-12-15',
  investors: [
    { name: 'New Fund', amount: 1_500_000 },
    { stakeholderId: 'seed', amount: 500_000 },
  ],
};

describe('the round modeler on the ledger’s snapshot', () => {
  it('gives the maths every holding by kind, the unissued pool and the open SAFE', () => {
    const input = roundInputFrom(snapshot, terms);
    expect(input.positions).toEqual([
      { stakeholderId: 'founder', kind: 'common', shares: 5_000_000 },
      { stakeholderId: 'seed', kind: 'preferred', shares: 1_000_000 },
      { stakeholderId: 'advisor', kind: 'option', shares: 100_000 },
      { stakeholderId: POOL_ID, kind: 'pool', shares: 100_000 },
    ]);
    expect(input.convertibles).toEqual([{ id: 'safe', stakeholderId: 'angel', kind: 'safe-post-money', principal: 500_000, valuationCap: 10_000_000, issueDate: '2025-01-01' }]);
    expect(input.round.investors).toEqual([
      { stakeholderId: 'new:0', amount: 1_500_000 },
      { stakeholderId: 'seed', amount: 500_000 },
    ]);
    expect(input.round.targetPoolPercent).toBe(10);
  });

  it('hands the conversion the modeled shares, a new investor by name', () => {
    const modeled = modelRound(roundInputFrom(snapshot, terms));
    if (!modeled.ok) throw new Error(modeled.problem);
    const payload = conversionPayload(modeled.value, terms);
    expect(payload.investors.map((investor) => [investor.stakeholderId, investor.name, investor.amount])).toEqual([
      [null, 'New Fund', 1_500_000],
      ['seed', null, 500_000],
    ]);
    expect(payload.conversions).toEqual([{ securityId: 'safe', shares: modeled.value.conversions[0]!.shares, conversionPrice: modeled.value.conversions[0]!.conversionPrice }]);
    expect(payload.poolTopUp).toBe(modeled.value.pool.topUpShares);
    expect(nameResolver(snapshot, terms.investors)('new:0')).toBe('New Fund');
  });

  it('pays an exit below the seed preference to the seed fund alone, options out of the money get nothing', () => {
    const input = waterfallInputFrom(snapshot, 800_000);
    expect(input.convertiblesLeftOut).toBe(1);
    const result = exitWaterfall(input);
    if (!result.ok) throw new Error(result.problem);
    expect(result.value.stakeholders.find((payout) => payout.stakeholderId === 'seed')?.amount).toBe(800_000);
    expect(result.value.stakeholders.filter((payout) => payout.stakeholderId !== 'seed').every((payout) => payout.amount === 0)).toBe(true);
  });
});
