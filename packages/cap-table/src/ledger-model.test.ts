import { describe, expect, it } from 'vitest';
import { buildSnapshot, type FullyDilutedRow, type Position, type ShareClass } from './ledger-model';

const shareClass = (id: string, extra: Partial<ShareClass> = {}): ShareClass => ({
  id,
  organization_id: 'org',
  name: id,
  class_type: 'common',
  authorized_shares: 10_000_000,
  price_per_share: 0.0001,
  par_value: 0.0001,
  seniority: 0,
  liquidation_preference_multiple: 1,
  is_participating: false,
  participation_cap_multiple: null,
  conversion_ratio: 1,
  board_approved_on: null,
  ...extra,
});
const position = (security: string, holder: string, kind: string, quantity: number, extra: Partial<Position> = {}): Position =>
  ({ security_id: security, stakeholder_id: holder, holding_kind: kind, share_class_id: 'common', equity_plan_id: null, issued_on: '2026-01-01', quantity_issued: quantity, quantity_outstanding: quantity, amount_outstanding: null, price_per_share: null, vesting_terms_id: null, vesting_starts_on: null, ...extra }) as Position;
const row = (holder: string, fully: number, whole: number): FullyDilutedRow => ({
  stakeholder_id: holder,
  common_shares: fully,
  preferred_shares: 0,
  options: 0,
  rsus: 0,
  warrants: 0,
  fully_diluted: fully,
  fully_diluted_percent: Math.round((1_000_000 * fully) / whole) / 10_000,
  company_fully_diluted: whole,
});

describe('the cap table snapshot', () => {
  const snapshot = buildSnapshot({
    asOf: '2026-11-28',
    positions: [
      position('a', 'founder', 'stock', 6_000_000),
      position('b', 'investor', 'stock', 1_000_000, { share_class_id: 'seed' }),
      position('c', 'employee', 'option', 100_000, { equity_plan_id: 'plan' }),
      position('d', 'investor', 'convertible', 0, { quantity_issued: null, quantity_outstanding: null, amount_outstanding: 500_000 } as unknown as Partial<Position>),
      position('e', 'investor', 'convertible', 0, { quantity_issued: null, quantity_outstanding: null, amount_outstanding: 0 } as unknown as Partial<Position>),
    ],
    fullyDiluted: [row('founder', 6_000_000, 8_000_000), row('investor', 1_000_000, 8_000_000), row('employee', 100_000, 8_000_000)],
    classes: [shareClass('seed', { class_type: 'preferred', conversion_ratio: 2 }), shareClass('common')],
    plans: [{ id: 'plan', organization_id: 'org', name: 'Plan', share_class_id: 'common', shares_reserved: 1_000_000, board_approved_on: null }],
    holders: [
      { id: 'founder', name: 'Sara', stakeholder_type: 'founder', user_id: 'u' },
      { id: 'investor', name: 'Oasis', stakeholder_type: 'investor', user_id: null },
      { id: 'employee', name: 'Layla', stakeholder_type: 'employee', user_id: null },
    ],
    convertibleIssuances: [],
    terms: [],
  });

  it('divides by the whole the database counted, pool included, and leaves the pool what nobody holds', () => {
    expect(snapshot.totals.fullyDiluted).toBe(8_000_000);
    expect(snapshot.pool).toEqual({ reserved: 1_000_000, granted: 100_000, available: 900_000 });
  });

  it('sums each class, preferred counted as the common it converts into', () => {
    expect(snapshot.classes.map((entry) => [entry.shareClass.id, entry.outstanding, entry.reserved, entry.fullyDiluted, entry.fullyDilutedPercent])).toEqual([
      ['seed', 1_000_000, 0, 2_000_000, 25],
      ['common', 6_000_000, 100_000, 6_100_000, 76.25],
    ]);
  });

  it('lists the holders largest first, and only the convertibles still open', () => {
    expect(snapshot.holders.map((holder) => holder.name)).toEqual(['Sara', 'Oasis', 'Layla']);
    expect(snapshot.convertibles.map((convertible) => [convertible.securityId, convertible.amount])).toEqual([['d', 500_000]]);
  });
});
