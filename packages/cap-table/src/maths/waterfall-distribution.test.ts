import { describe, expect, it } from 'vitest';
import { isProblem } from './checks';
import { Fraction } from 'fraction.js';
import { distribute } from './waterfall-distribution';
import { checkWaterfallInput, type CheckedWaterfall } from './waterfall-input';

function checked(): CheckedWaterfall {
  // Constructed: common 1,000,000; Series A 1,000,000 at $1 (1x, seniority 1); Series B 500,000
  // at $4 (1x participating, seniority 2, paid first).
  const result = checkWaterfallInput({
    exitValue: 0,
    classes: [
      { id: 'common', kind: 'common' },
      { id: 'series-a', kind: 'preferred', seniority: 1, issuePrice: 1, preferenceMultiple: 1, participating: false },
      { id: 'series-b', kind: 'preferred', seniority: 2, issuePrice: 4, preferenceMultiple: 1, participating: true },
    ],
    holdings: [
      { stakeholderId: 'founders', classId: 'common', shares: 1_000_000 },
      { stakeholderId: 'fund-a', classId: 'series-a', shares: 1_000_000 },
      { stakeholderId: 'fund-b', classId: 'series-b', shares: 500_000 },
    ],
  });
  if (isProblem(result)) throw new Error(result.problem);
  return result;
}

const dollars = (value: number) => new Fraction(BigInt(value));

describe('one pass of the waterfall', () => {
  it.each([
    // $2.5M: B's $2M first, A gets $0.5M of its $1M, nothing left to share.
    { exit: 2_500_000, converted: [], a: [500_000, 0], b: [2_000_000, 0], common: 0 },
    // $5M unconverted: $2M + $1M of preferences, $2M shared by common and B's 500,000: $1.3333 a share.
    { exit: 5_000_000, converted: [], a: [1_000_000, 0], b: [2_000_000, 666_666.666666], common: 1_333_333.333333 },
    // $5M with A converted: $2M to B, $3M shared by 2,500,000 shares at $1.20.
    { exit: 5_000_000, converted: ['series-a'], a: [0, 1_200_000], b: [2_000_000, 600_000], common: 1_200_000 },
  ])('at $exit with $converted converted', ({ exit, converted, a, b, common }) => {
    const distribution = distribute(dollars(exit), checked().classes, new Set(converted));
    const take = (id: string) => {
      const found = distribution?.takes.get(id);
      return [found?.preference.valueOf(), found?.participation.valueOf()];
    };
    expect(take('series-a')[0]).toBeCloseTo(a[0] as number, 4);
    expect(take('series-a')[1]).toBeCloseTo(a[1] as number, 4);
    expect(take('series-b')[0]).toBeCloseTo(b[0] as number, 4);
    expect(take('series-b')[1]).toBeCloseTo(b[1] as number, 4);
    expect(take('common')[1]).toBeCloseTo(common, 4);
  });
});
