export interface NumberSanitizeOptions {
  min?: number;
  max?: number;
  /** Decimal places to round to, 0 to 20. */
  decimals?: number;
}

const MAX_DECIMALS = 20;

/**
 * Spec 001 §5.3. Text keeps its digits, points and minus signs; then only the first point counts,
 * and a minus only when it comes before the first digit or point ("12a3.4.5" is 123.45, "5-3" is
 * 53, "Price: -5" is -5). Arabic-Indic digits count as digits and the Arabic decimal separator as
 * a point. Anything without a digit, or beyond the range of a double, is invalid and becomes 0,
 * which is then clamped like any other value.
 */
export function sanitizeNumber(input: unknown, options: NumberSanitizeOptions = {}): number {
  const { min, max, decimals } = checkOptions(options);
  let value = clamp(parse(input) ?? 0, min, max);
  // Rounding a clamped value can step past a bound (max 1.005 at two places is 1.01): the bounds win.
  if (decimals !== undefined) value = clamp(roundTo(value, decimals), min, max);
  return value === 0 ? 0 : value;
}

function checkOptions({ min, max, decimals }: NumberSanitizeOptions): NumberSanitizeOptions {
  if (min !== undefined && !Number.isFinite(min)) throw new RangeError('sanitizeNumber: min must be a finite number');
  if (max !== undefined && !Number.isFinite(max)) throw new RangeError('sanitizeNumber: max must be a finite number');
  if (min !== undefined && max !== undefined && min > max) throw new RangeError('sanitizeNumber: min must not be greater than max');
  if (decimals !== undefined && !(Number.isInteger(decimals) && decimals >= 0 && decimals <= MAX_DECIMALS)) {
    throw new RangeError(`sanitizeNumber: decimals must be a whole number from 0 to ${MAX_DECIMALS}`);
  }
  return { min, max, decimals };
}

function parse(input: unknown): number | undefined {
  if (typeof input === 'number') return Number.isFinite(input) ? input : undefined;
  if (typeof input === 'bigint') return parseText(input.toString());
  if (typeof input === 'string') return parseText(input);
  return undefined;
}

function parseText(text: string): number | undefined {
  const kept = toAsciiDigits(text).replace(/[^0-9.-]/g, '');
  const negative = kept.startsWith('-');
  const unsigned = kept.replace(/-/g, '');
  const point = unsigned.indexOf('.');
  const digits = point === -1 ? unsigned : unsigned.slice(0, point + 1) + unsigned.slice(point + 1).replace(/\./g, '');
  if (!/\d/.test(digits)) return undefined;
  const value = Number((negative ? '-' : '') + digits);
  return Number.isFinite(value) ? value : undefined;
}

function toAsciiDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.');
}

function clamp(value: number, min: number | undefined, max: number | undefined): number {
  if (min !== undefined && value < min) return min;
  if (max !== undefined && value > max) return max;
  return value;
}

/**
 * Half away from zero, on the decimal digits as written: 1.005 rounds to 1.01, where
 * Math.round(1.005 * 100) / 100 gives 1. Values too large to carry that many decimals are kept.
 */
function roundTo(value: number, decimals: number): number {
  const magnitude = Math.abs(value);
  if (String(magnitude).includes('e')) {
    if (magnitude >= 1) return value;
    const factor = 10 ** decimals;
    return (Math.sign(value) * Math.round(magnitude * factor)) / factor;
  }
  const shifted = Number(`${magnitude}e${decimals}`);
  if (!Number.isFinite(shifted) || shifted > Number.MAX_SAFE_INTEGER) return value;
  const rounded = Number(`${Math.round(shifted)}e-${decimals}`);
  return Number.isFinite(rounded) ? Math.sign(value) * rounded : value;
}
