import { describe, expect, it } from 'vitest';
import { Fraction } from 'fraction.js';
import { shareResidual } from './waterfall-residual';

const whole = (value: number) => new Fraction(BigInt(value));
const decimal = (text: string) => new Fraction(text);
const ZERO = new Fraction(0);

describe('sharing what is left after the preferences', () => {
  it.each([
    // Constructed. 9,000 common and 1,000 options at $2: $5,000 is $0.5556 a share, below the
    // strike, so the options take nothing: 5,000 / 9,000.
    { case: 'an option out of the money', amount: 5_000, options: 1_000, strike: '2', cap: undefined, value: new Fraction(5n, 9n) },
    // $30,000: (30,000 + 2,000 of strikes) / 10,000 = $3.20, above the strike: the options take 1.20 a share.
    { case: 'an option in the money, strike netted', amount: 30_000, options: 1_000, strike: '2', cap: undefined, value: decimal('3.2') },
    // Capped at $1 a share: the capped 1,000 take $1,000 and common's 9,000 share the other
    // $29,000, $3.2222 a share.
    { case: 'a participation cap', amount: 30_000, options: 1_000, strike: '0', cap: '1', value: new Fraction(29n, 9n) },
  ])('$case', ({ amount, options, strike, cap, value }) => {
    const participants = [
      { shares: whole(9_000), strike: ZERO },
      { shares: whole(options), strike: decimal(strike), limit: cap === undefined ? undefined : decimal(cap) },
    ];
    const shared = shareResidual(whole(amount), participants);
    expect(shared?.valuePerShare.equals(value)).toBe(true);
    expect(shared && shared.takes.reduce((total, take) => total.add(take), ZERO).equals(whole(amount))).toBe(true);
  });

  it('has nobody to give an amount to when everyone is capped below it', () => {
    expect(shareResidual(whole(10), [{ shares: whole(1), strike: ZERO, limit: whole(5) }])).toBeUndefined();
    expect(shareResidual(ZERO, [])?.valuePerShare.equals(0)).toBe(true);
  });
});
