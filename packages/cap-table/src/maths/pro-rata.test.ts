import { describe, expect, it } from 'vitest';
import { proRataAmount, proRataRights } from './pro-rata';
import { modelRound, type RoundInput, type RoundModel } from './round-model';

function modeled(input: RoundInput): RoundModel {
  const result = modelRound(input);
  if (!result.ok) throw new Error(result.problem);
  return result.value;
}

describe('pro rata rights under the SAFE side letter', () => {
  it.each([
    {
      // Pulley, "How does Pro-Rata affect my dilution?"
      // (https://help.pulley.com/en/articles/4781654-how-does-pro-rata-affect-my-dilution): a $1M
      // post-money SAFE at $10M owns 10 % before the round, and keeps it by buying 10 % of a $5M
      // round at $20M pre: $500,000. Founders' 9,000,000 shares make the Company Capitalization
      // 9,000,000 / 0.9 = 10,000,000, of which the SAFE converts into 1,000,000.
      source: 'Pulley’s example',
      input: {
        positions: [{ stakeholderId: 'founders', kind: 'common', shares: 9_000_000 }],
        convertibles: [{ id: 'safe', stakeholderId: 'investor-a', kind: 'safe-post-money', principal: 1_000_000, valuationCap: 10_000_000, proRata: true }],
        round: { newMoney: 5_000_000, preMoneyValuation: 20_000_000, poolTiming: 'pre-money', investors: [{ stakeholderId: 'lead', amount: 5_000_000 }], closingDate: '2026-01-01' },
      } satisfies RoundInput,
      right: { stakeholderId: 'investor-a', conversionShares: 1_000_000, percent: 10, amount: 500_000 },
    },
    {
      // The YC Post-Money Safe User Guide (https://www.ycombinator.com/documents), Example 1,
      // question 2, with Investor B holding the side letter: 1,176,470 of the Company
      // Capitalization's 11,764,705 shares is 9.99999575 %, of the $5M Series A $499,999.78
      // (rounded down to the cent).
      source: 'the YC Guide’s Example 1',
      input: {
        positions: [
          { stakeholderId: 'founders', kind: 'common', shares: 9_250_000 },
          { stakeholderId: 'employees', kind: 'option', shares: 650_000 },
          { stakeholderId: 'equity-plan', kind: 'pool', shares: 100_000 },
        ],
        convertibles: [
          { id: 'safe-a', stakeholderId: 'investor-a', kind: 'safe-post-money', principal: 200_000, valuationCap: 4_000_000 },
          { id: 'safe-b', stakeholderId: 'investor-b', kind: 'safe-post-money', principal: 800_000, valuationCap: 8_000_000, proRata: true },
        ],
        round: { newMoney: 5_000_000, preMoneyValuation: 15_000_000, poolTopUpShares: 1_695_000, poolTiming: 'pre-money', investors: [{ stakeholderId: 'series-a', amount: 5_000_000 }], closingDate: '2026-01-01' },
      } satisfies RoundInput,
      right: { stakeholderId: 'investor-b', conversionShares: 1_176_470, percent: 9.99999575, amount: 499_999.78 },
    },
  ])('$source', ({ input, right }) => {
    const model = modeled(input);
    const [found, ...others] = proRataRights(model);
    expect(others).toEqual([]);
    expect(found).toMatchObject({ stakeholderId: right.stakeholderId, conversionShares: right.conversionShares, amount: right.amount });
    expect(found?.percent).toBeCloseTo(right.percent, 7);
    expect(proRataAmount(model, right.stakeholderId)).toBe(right.amount);
    expect(proRataAmount(model, 'founders')).toBe(0);
  });
});
