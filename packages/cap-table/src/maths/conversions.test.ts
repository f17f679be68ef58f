import { describe, expect, it } from 'vitest';
import { modelRound, type Convertible } from './round-model';

const founders = [{ stakeholderId: 'founders', kind: 'common' as const, shares: 8_000_000 }];

const note = (valuationCap: number): Convertible => ({
  id: 'note-1',
  stakeholderId: 'angel',
  kind: 'note',
  principal: 500_000,
  valuationCap,
  discountPercent: 20,
  interestRatePercent: 8,
  issueDate: '2025-01-01',
});

describe('a convertible note converting in a priced round', () => {
  /**
   * Constructed. Founders hold 8,000,000 shares, no pool; a $500,000 note at 8 % simple interest,
   * issued 2025-01-01, converts at the round's closing on 2026-01-01 (365 days): 500,000 + 40,000
   * = $540,000 converts. The round: $2M at $8M pre-money; converting securities are inside the
   * pre-money count. The note's pre-money capitalization is the 8,000,000 outstanding shares.
   *
   * Cap wins ($4M cap): cap price 4,000,000 / 8,000,000 = $0.5000; 540,000 / 0.5 = 1,080,000
   * shares; price 8,000,000 / (8,000,000 + 1,080,000) = $0.881057... → $0.8811; the discount
   * price 0.8811 × 0.8 = $0.70488 is higher, so the cap applies; 2,000,000 / 0.8811 =
   * 2,269,889.91 → 2,269,890 new shares.
   *
   * Discount wins ($20M cap, cap price $2.50): price × (8,000,000 + 540,000 / (0.8 × price)) =
   * 8,000,000 gives price = (8,000,000 − 675,000) / 8,000,000 = $0.915625 → $0.9156; discount
   * price 0.9156 × 0.8 = $0.73248; 540,000 / 0.73248 = 737,221.49 → 737,221 shares;
   * 2,000,000 / 0.9156 = 2,184,359.98 → 2,184,360 new shares.
   */
  it.each([
    { wins: 'the cap', cap: 4_000_000, basis: 'cap', conversionPrice: 0.5, shares: 1_080_000, price: 0.8811, newShares: 2_269_890 },
    { wins: 'the discount', cap: 20_000_000, basis: 'discount', conversionPrice: 0.73248, shares: 737_221, price: 0.9156, newShares: 2_184_360 },
  ])('with a 20 % discount, where $wins wins', ({ cap, basis, conversionPrice, shares, price, newShares }) => {
    const result = modelRound({
      positions: founders,
      convertibles: [note(cap)],
      round: { newMoney: 2_000_000, preMoneyValuation: 8_000_000, poolTiming: 'pre-money', investors: [{ stakeholderId: 'lead', amount: 2_000_000 }], closingDate: '2026-01-01' },
    });
    expect(result.ok && result.value.conversions[0]).toMatchObject({ convertingAmount: 540_000, accruedInterest: 40_000, basis, conversionPrice, shares });
    expect(result.ok && result.value.pricePerShare).toBe(price);
    expect(result.ok && result.value.investors[0]?.shares).toBe(newShares);
  });

  it('converts a SAFE with no cap and no discount at the round price, and accrues nothing on a SAFE', () => {
    // Constructed: $800,000 uncapped SAFE; price × (8,000,000 + 800,000 / price) = 8,000,000 gives
    // $0.9000; 800,000 / 0.9 = 888,888.9 → 888,888 shares.
    const safe: Convertible = { id: 'safe', stakeholderId: 'angel', kind: 'safe-pre-money', principal: 800_000, interestRatePercent: 5, issueDate: '2020-01-01' };
    const result = modelRound({
      positions: founders,
      convertibles: [safe],
      round: { newMoney: 2_000_000, preMoneyValuation: 8_000_000, poolTiming: 'pre-money', investors: [{ stakeholderId: 'lead', amount: 2_000_000 }], closingDate: '2026-01-01' },
    });
    expect(result.ok && result.value.pricePerShare).toBe(0.9);
    expect(result.ok && result.value.conversions[0]).toMatchObject({ basis: 'round', convertingAmount: 800_000, accruedInterest: 0, shares: 888_888 });
  });
});
