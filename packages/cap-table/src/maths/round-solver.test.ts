import { describe, expect, it } from 'vitest';
import { Fraction } from 'fraction.js';
import { solveRound, type ConvertibleTerms, type RoundSystem } from './round-solver';

const whole = (value: number) => new Fraction(BigInt(value));
const ratio = (numerator: number, denominator: number) => new Fraction(BigInt(numerator), BigInt(denominator));
const ZERO = new Fraction(0);

const system = (changes: Partial<RoundSystem>): RoundSystem => ({
  outstanding: whole(8_000_000),
  existingPool: ZERO,
  preMoney: whole(12_000_000),
  newMoney: whole(3_000_000),
  timing: 'pre-money',
  pool: { kind: 'fixed', shares: ZERO },
  convertibles: [],
  ...changes,
});

const postMoneySafe: ConvertibleTerms = { amount: whole(1_000_000), cap: whole(10_000_000), discount: ZERO, family: 'post-money' };

describe('the exact solution of a round', () => {
  /**
   * Constructed, 8,000,000 founder shares and $3M at $12M pre-money in each; T is the post-round
   * count. The new money always owns 3 / 15 = 20 %, so price = 15,000,000 / T.
   */
  it.each([
    {
      // A $1M post-money SAFE at a $10M cap owns 10 % of 8,000,000 + its shares: 8,000,000 / 0.9 =
      // 80,000,000 / 9, of which the SAFE has 8,000,000 / 9. Price 12,000,000 / (80,000,000 / 9) =
      // $1.35, T = 100,000,000 / 9.
      case: 'a post-money SAFE at its cap',
      input: system({ convertibles: [postMoneySafe] }),
      total: ratio(100_000_000, 9),
      price: ratio(27, 20),
      topUp: ZERO,
      bases: ['cap'],
    },
    {
      // 500,000 options granted plus 500,000 unissued, and a 10 % pre-money pool target. Left for
      // the SAFE: T − 8,500,000 − (0.1 T − 500,000) − 500,000 − 0.2 T = 0.7 T − 8,500,000; the
      // Company Capitalization 0.7 T + 500,000, of which the SAFE takes 10 %. Balance: 0.63 T =
      // 8,550,000, T = 95,000,000 / 7; price 15,000,000 / T = $21 / 19; top-up 0.1 T − 500,000 =
      // 6,000,000 / 7; the Capitalization is then exactly 10,000,000.
      case: 'a post-money SAFE and a pool target beside an existing pool',
      input: system({ outstanding: whole(8_500_000), existingPool: whole(500_000), pool: { kind: 'target', fraction: ratio(1, 10) }, convertibles: [postMoneySafe] }),
      total: ratio(95_000_000, 7),
      price: ratio(21, 19),
      topUp: ratio(6_000_000, 7),
      bases: ['cap'],
    },
    {
      // A $1M SAFE at a 20 % discount and no cap: price × (8,000,000 + 1,000,000 / (0.8 price)) =
      // 12,000,000, so price = (12,000,000 − 1,250,000) / 8,000,000 = $43 / 32; T = 15,000,000 / price.
      case: 'a discount-only SAFE',
      input: system({ convertibles: [{ amount: whole(1_000_000), discount: ratio(1, 5), family: 'post-money' }] }),
      total: ratio(480_000_000, 43),
      price: ratio(43, 32),
      topUp: ZERO,
      bases: ['price'],
    },
    {
      // A post-money pool top-up of 10 % dilutes the new money too: the pre-money count is the
      // 8,000,000 outstanding, price $1.50, 2,000,000 new shares, and T = 10,000,000 + 0.1 T.
      case: 'a post-money pool target',
      input: system({ timing: 'post-money', pool: { kind: 'target', fraction: ratio(1, 10) } }),
      total: ratio(100_000_000, 9),
      price: ratio(3, 2),
      topUp: ratio(10_000_000, 9),
      bases: [],
    },
  ])('$case', ({ input, total, price, topUp, bases }) => {
    const solution = solveRound(input);
    expect(solution?.totalShares.equals(total)).toBe(true);
    expect(solution?.price.equals(price)).toBe(true);
    expect(solution?.topUp.equals(topUp)).toBe(true);
    expect(solution?.bases).toEqual(bases);
  });

  it.each([
    ['SAFEs owning the whole company before the round', system({ convertibles: [{ ...postMoneySafe, cap: whole(1_000_000) }] })],
    ['a pool target and new money owning everything', system({ pool: { kind: 'target', fraction: ratio(4, 5) } })],
  ])('finds no solution for %s', (_case, input) => {
    expect(solveRound(input)).toBeUndefined();
  });
});
