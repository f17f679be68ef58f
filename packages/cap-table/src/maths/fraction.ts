/**
 * Exact rational numbers on BigInt, for the cap-table maths. A round's price, a SAFE's ownership
 * and a waterfall's per-share value are ratios of money to share counts; in binary floating point
 * they drift by fractions of a cent or a share, which then decide a rounding. Here they are exact,
 * and every rounding is a named step (`floor`, `ceil`, `roundHalfUp`) where the caller says why.
 *
 * Immutable: every operation returns a new value, reduced, with a positive denominator.
 */

const DECIMAL = /^([+-])?(\d+)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export class Fraction {
  readonly numerator: bigint;
  readonly denominator: bigint;

  private constructor(numerator: bigint, denominator: bigint) {
    if (denominator === 0n) throw new RangeError('A fraction cannot have a zero denominator.');
    const sign = denominator < 0n ? -1n : 1n;
    const divisor = gcd(numerator, denominator) || 1n;
    this.numerator = (sign * numerator) / divisor;
    this.denominator = (sign * denominator) / divisor;
    Object.freeze(this);
  }

  static of(numerator: bigint | number, denominator: bigint | number = 1n): Fraction {
    return new Fraction(BigInt(numerator), BigInt(denominator));
  }

  /** The decimal a number prints as (`0.1` is one tenth, not the binary double nearest to it). */
  static fromNumber(value: number): Fraction {
    if (!Number.isFinite(value)) throw new RangeError(`${value} is not a finite number.`);
    return Fraction.fromDecimal(String(value));
  }

  /** A decimal written as `123`, `-0.25` or `1.5e-7`. */
  static fromDecimal(text: string): Fraction {
    const match = DECIMAL.exec(text.trim());
    if (!match) throw new RangeError(`"${text}" is not a decimal number.`);
    const [, sign, whole, decimals = '', exponent = '0'] = match;
    const digits = BigInt(`${whole}${decimals}`) * (sign === '-' ? -1n : 1n);
    const shift = Number(exponent) - decimals.length;
    return shift >= 0 ? new Fraction(digits * 10n ** BigInt(shift), 1n) : new Fraction(digits, 10n ** BigInt(-shift));
  }

  plus(other: Fraction): Fraction {
    return new Fraction(this.numerator * other.denominator + other.numerator * this.denominator, this.denominator * other.denominator);
  }

  minus(other: Fraction): Fraction {
    return new Fraction(this.numerator * other.denominator - other.numerator * this.denominator, this.denominator * other.denominator);
  }

  times(other: Fraction): Fraction {
    return new Fraction(this.numerator * other.numerator, this.denominator * other.denominator);
  }

  dividedBy(other: Fraction): Fraction {
    if (other.numerator === 0n) throw new RangeError('Division by zero.');
    return new Fraction(this.numerator * other.denominator, this.denominator * other.numerator);
  }

  compare(other: Fraction): -1 | 0 | 1 {
    const difference = this.numerator * other.denominator - other.numerator * this.denominator;
    return difference < 0n ? -1 : difference > 0n ? 1 : 0;
  }

  equals(other: Fraction): boolean {
    return this.compare(other) === 0;
  }

  lessThan(other: Fraction): boolean {
    return this.compare(other) < 0;
  }

  greaterThan(other: Fraction): boolean {
    return this.compare(other) > 0;
  }

  isZero(): boolean {
    return this.numerator === 0n;
  }

  isNegative(): boolean {
    return this.numerator < 0n;
  }

  isPositive(): boolean {
    return this.numerator > 0n;
  }

  isWhole(): boolean {
    return this.denominator === 1n;
  }

  /** The largest whole number not above this one. */
  floor(): bigint {
    const quotient = this.numerator / this.denominator;
    return this.numerator < 0n && quotient * this.denominator !== this.numerator ? quotient - 1n : quotient;
  }

  /** The smallest whole number not below this one. */
  ceil(): bigint {
    return -Fraction.of(-this.numerator, this.denominator).floor();
  }

  /** To `decimals` places, a half going up (towards plus infinity). */
  roundHalfUp(decimals: number): Fraction {
    const scale = 10n ** BigInt(decimals);
    return Fraction.of(this.times(Fraction.of(scale)).plus(Fraction.of(1n, 2n)).floor(), scale);
  }

  /** The number nearest to this value, for output: nothing is computed from it afterwards. */
  toNumber(): number {
    return Number(this.toFixed(20));
  }

  /** Exactly `decimals` places, rounded half up. */
  toFixed(decimals: number): string {
    const scaled = this.roundHalfUp(decimals).times(Fraction.of(10n ** BigInt(decimals))).floor();
    const negative = scaled < 0n;
    const digits = (negative ? -scaled : scaled).toString().padStart(decimals + 1, '0');
    const whole = digits.slice(0, digits.length - decimals);
    const fraction = decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : '';
    return `${negative ? '-' : ''}${whole}${fraction}`;
  }
}

export const ZERO = Fraction.of(0n);
export const ONE = Fraction.of(1n);
export const HUNDRED = Fraction.of(100n);

export function sum(values: readonly Fraction[]): Fraction {
  return values.reduce((total, value) => total.plus(value), ZERO);
}

export function max(first: Fraction, ...rest: Fraction[]): Fraction {
  return rest.reduce((best, value) => (value.greaterThan(best) ? value : best), first);
}

export function min(first: Fraction, ...rest: Fraction[]): Fraction {
  return rest.reduce((best, value) => (value.lessThan(best) ? value : best), first);
}
