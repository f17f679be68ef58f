import { describe, expect, it } from 'vitest';
import type { MathsResult } from './result';
import { modelRound, type Convertible, type Position, type Round, type RoundModel } from './round-model';

function modeled(result: MathsResult<RoundModel>): RoundModel {
  if (!result.ok) throw new Error(result.problem);
  return result.value;
}

const round = (terms: Partial<Round> & Pick<Round, 'newMoney' | 'preMoneyValuation'>): Round => ({
  poolTiming: 'pre-money',
  closingDate: '2026-01-01',
  investors: [{ stakeholderId: 'series-a', amount: terms.newMoney }],
  ...terms,
});

/**
 * Y Combinator, "Post-Money Safe User Guide" (https://www.ycombinator.com/documents), Examples 1
 * and 2. The company before the round: founders 9,250,000 common, 300,000 options outstanding,
 * 350,000 promised options and 100,000 unissued in the pool, 10,000,000 fully diluted. Investor A
 * holds a $200,000 SAFE, Investor B an $800,000 post-money SAFE at an $8M cap. Example 1: A is
 * post-money at a $4M cap; Example 2: A is a pre-money SAFE at a $3.8M cap. Each question raises
 * Series A money with the option pool increase the Guide states in shares.
 */
const ycTable: Position[] = [
  { stakeholderId: 'founders', kind: 'common', shares: 9_250_000 },
  { stakeholderId: 'employees', kind: 'option', shares: 300_000 },
  { stakeholderId: 'promised-hires', kind: 'option', shares: 350_000 },
  { stakeholderId: 'equity-plan', kind: 'pool', shares: 100_000 },
];
const investorAPostMoney: Convertible = { id: 'safe-a', stakeholderId: 'investor-a', kind: 'safe-post-money', principal: 200_000, valuationCap: 4_000_000 };
const investorAPreMoney: Convertible = { id: 'safe-a', stakeholderId: 'investor-a', kind: 'safe-pre-money', principal: 200_000, valuationCap: 3_800_000 };
const investorB: Convertible = { id: 'safe-b', stakeholderId: 'investor-b', kind: 'safe-post-money', principal: 800_000, valuationCap: 8_000_000, proRata: true };

describe('the YC Post-Money Safe User Guide’s worked rounds', () => {
  it.each([
    {
      // Example 1, question 2: $5M at $15M pre, pool increase 1,695,000. The Guide: Company
      // Capitalization 11,764,705; A 588,235 and B 1,176,470 shares (both at their caps); price
      // $1.1144; Series A 4,486,719 shares; 17,946,424 shares after.
      question: 'Example 1, question 2: both post-money caps bind',
      convertibles: [investorAPostMoney, investorB],
      terms: round({ newMoney: 5_000_000, preMoneyValuation: 15_000_000, poolTopUpShares: 1_695_000 }),
      price: 1.1144,
      companyCapitalization: 11_764_705,
      conversions: [['cap', 588_235], ['cap', 1_176_470]],
      newShares: 4_486_719,
      sharesAfter: 17_946_424,
    },
    {
      // Example 1, question 5: $2.2M at $8.8M pre, pool increase 1,573,000. The Guide: price
      // $0.6577; A 590,334 at its cap; B 1,216,360 at the Series A price (its cap would give
      // fewer); Series A 3,344,990; 16,724,684 after.
      question: 'Example 1, question 5: B converts at the round price',
      convertibles: [investorAPostMoney, investorB],
      terms: round({ newMoney: 2_200_000, preMoneyValuation: 8_800_000, poolTopUpShares: 1_573_000 }),
      price: 0.6577,
      companyCapitalization: 11_806_694,
      conversions: [['cap', 590_334], ['round', 1_216_360]],
      newShares: 3_344_990,
      sharesAfter: 16_724_684,
    },
    {
      // Example 2, question 2: the pre-money SAFE. $5M at $15M pre, pool increase 1,700,000. The
      // Guide: A's price $3.8M / (10,000,000 + 1,700,000) = $0.3248, 615,763 shares; Company
      // Capitalization 11,795,292; B 1,179,529; price $1.1115; Series A 4,498,426; 17,993,718 after.
      question: 'Example 2, question 2: a pre-money SAFE beside a post-money one',
      convertibles: [investorAPreMoney, investorB],
      terms: round({ newMoney: 5_000_000, preMoneyValuation: 15_000_000, poolTopUpShares: 1_700_000 }),
      price: 1.1115,
      companyCapitalization: 11_795_292,
      conversions: [['cap', 615_763], ['cap', 1_179_529]],
      newShares: 4_498_426,
      sharesAfter: 17_993_718,
    },
    {
      // Example 2, question 5: $2.2M at $8.8M pre, pool increase 1,575,000. The Guide: A at
      // $0.3283, 609,198 shares; B 1,218,397 at the round price; price $0.6566; Series A
      // 3,350,594; 16,753,189 after.
      question: 'Example 2, question 5: a pre-money SAFE, B at the round price',
      convertibles: [investorAPreMoney, investorB],
      terms: round({ newMoney: 2_200_000, preMoneyValuation: 8_800_000, poolTopUpShares: 1_575_000 }),
      price: 0.6566,
      companyCapitalization: 11_827_595,
      conversions: [['cap', 609_198], ['round', 1_218_397]],
      newShares: 3_350_594,
      sharesAfter: 16_753_189,
    },
  ])('$question', ({ convertibles, terms, price, companyCapitalization, conversions, newShares, sharesAfter }) => {
    const model = modeled(modelRound({ positions: ycTable, convertibles, round: terms }));
    expect(model.pricePerShare).toBe(price);
    expect(model.companyCapitalization).toBe(companyCapitalization);
    expect(model.conversions.map((conversion) => [conversion.basis, conversion.shares])).toEqual(conversions);
    expect(model.investors).toEqual([{ stakeholderId: 'series-a', amount: terms.newMoney, shares: newShares }]);
    expect(model.totals.sharesAfter).toBe(sharesAfter);
    expect(model.pool.topUpShares).toBe(terms.poolTopUpShares);
  });

  it('gives each post-money SAFE its purchase amount / cap of the Company Capitalization, and the new money its share of the post-money', () => {
    // The Guide, Example 1: A owns $200,000 / $4M = 5 % and B $800,000 / $8M = 10 % before the
    // Series A; the Series A buys $5M / $20M = 25 %. A's Safe Price is $4M / 11,764,705 = $0.3400.
    const model = modeled(modelRound({ positions: ycTable, convertibles: [investorAPostMoney, investorB], round: round({ newMoney: 5_000_000, preMoneyValuation: 15_000_000, poolTopUpShares: 1_695_000 }) }));
    const [a, b] = model.conversions;
    expect(((a?.shares ?? 0) / model.companyCapitalization) * 100).toBeCloseTo(5, 4);
    expect(((b?.shares ?? 0) / model.companyCapitalization) * 100).toBeCloseTo(10, 4);
    expect(a?.conversionPrice).toBe(0.34);
    expect(model.table.find((row) => row.stakeholderId === 'series-a')?.percentAfter).toBeCloseTo(25, 2);
    expect(model.table.find((row) => row.stakeholderId === 'founders')?.percentBefore).toBe(92.5);
  });

  it('meets a 10 % pool target with whole shares instead of the Guide’s rounded 1,695,000', () => {
    // Solving Example 1, question 2 for the Guide's stated target ("10 % available option pool"):
    // the exact top-up is 1,694,570.14 shares, rounded up to 1,694,571 so the pool reaches 10 %;
    // with it the price is $1.114473..., set at $1.1145, and the caps still bind (a binding
    // post-money cap does not see the top-up).
    const model = modeled(modelRound({ positions: ycTable, convertibles: [investorAPostMoney, investorB], round: round({ newMoney: 5_000_000, preMoneyValuation: 15_000_000, targetPoolPercent: 10 }) }));
    expect(model.pool.topUpShares).toBe(1_694_571);
    expect(model.pool.percentAfter).toBeGreaterThanOrEqual(10);
    expect(model.pool.percentAfter).toBeCloseTo(10, 3);
    expect(model.pricePerShare).toBe(1.1145);
    expect(model.conversions.map((conversion) => conversion.shares)).toEqual([588_235, 1_176_470]);
  });
});

describe('an option pool top-up before or after the money', () => {
  /**
   * Constructed: founders hold 8,000,000 shares, no pool; $2M at $8M pre-money; the pool must be
   * 10 % of the company after the round.
   * - Pre-money top-up: the new money owns 2 / 10 = 20 %, the pool 10 %, so founders keep 70 %:
   *   T = 8,000,000 / 0.7 = 11,428,571.43; top-up 0.1 T = 1,142,857.14, rounded up to 1,142,858;
   *   price 8,000,000 / 9,142,858 = $0.874999... → $0.8750; 2,000,000 / 0.875 = 2,285,714.29 →
   *   2,285,714 new shares; 11,428,572 after; founders 8,000,000 / 11,428,572 = 69.9999965 %,
   *   the new money 19.9999965 %: the top-up came out of the founders' 100 %, diluting them 30 %.
   * - Post-money top-up: price 8,000,000 / 8,000,000 = $1.0000, 2,000,000 new shares; the pool is
   *   10 % of T = 10,000,000 + top-up: 1,111,111.11 → 1,111,112; 11,111,112 after; founders
   *   8,000,000 / 11,111,112 = 71.99999424 %, the new money 17.99999856 %: the pool dilutes it
   *   too, so the founders lose only 28 %.
   */
  const founders: Position[] = [{ stakeholderId: 'founders', kind: 'common', shares: 8_000_000 }];

  it.each([
    { timing: 'pre-money', price: 0.875, topUp: 1_142_858, newShares: 2_285_714, sharesAfter: 11_428_572, founders: 69.9999965, investor: 19.9999965, dilution: 30.0000035 },
    { timing: 'post-money', price: 1, topUp: 1_111_112, newShares: 2_000_000, sharesAfter: 11_111_112, founders: 71.99999424, investor: 17.99999856, dilution: 28.00000576 },
  ] as const)('$timing: founders keep $founders %', ({ timing, price, topUp, newShares, sharesAfter, founders: foundersPercent, investor, dilution }) => {
    const model = modeled(modelRound({ positions: founders, convertibles: [], round: round({ newMoney: 2_000_000, preMoneyValuation: 8_000_000, targetPoolPercent: 10, poolTiming: timing }) }));
    expect(model.pricePerShare).toBe(price);
    expect(model.pool.topUpShares).toBe(topUp);
    expect(model.investors[0]?.shares).toBe(newShares);
    expect(model.totals.sharesAfter).toBe(sharesAfter);
    const [founderRow, investorRow] = model.table;
    expect(founderRow?.percentAfter).toBeCloseTo(foundersPercent, 7);
    expect(founderRow?.dilutionPercent).toBeCloseTo(dilution, 7);
    expect(investorRow?.percentAfter).toBeCloseTo(investor, 7);
    expect(model.pool.percentAfter).toBeGreaterThanOrEqual(10);
  });
});
