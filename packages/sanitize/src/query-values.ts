import { MAX_ARRAY_VALUES, MAX_COLUMNS, MAX_VALUE_LENGTH } from './limits';
import { preview, refuse } from './query-error';
import { sanitizeColumnName } from './query-identifiers';
import { containsSqlPattern } from './sql-patterns';

export type QueryScalar = string | number | boolean | null;
export type QueryValue = QueryScalar | QueryScalar[];
export type QueryFilters = Record<string, QueryValue>;

/**
 * Spec 001 §5.4 values: strings of at most MAX_VALUE_LENGTH characters without SQL injection
 * shapes, finite numbers within the safe integer range, booleans, null, and arrays of at most
 * MAX_ARRAY_VALUES of those. A Date becomes its ISO text. Over-long strings are refused rather
 * than cut: a shortened filter value would silently match different rows.
 */
export function sanitizeValue(value: unknown): QueryValue {
  if (Array.isArray(value)) {
    if (value.length > MAX_ARRAY_VALUES) throw refuse('VALIDATION_ERROR', `Too many values in a list: ${value.length} (at most ${MAX_ARRAY_VALUES})`);
    return value.map((item: unknown) => {
      if (Array.isArray(item)) throw refuse('VALIDATION_ERROR', 'Invalid value: lists cannot be nested');
      return sanitizeScalar(item);
    });
  }
  return sanitizeScalar(value);
}

function sanitizeScalar(value: unknown): QueryScalar {
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw refuse('VALIDATION_ERROR', `Invalid number: ${String(value)}`);
    if (Math.abs(value) > Number.MAX_SAFE_INTEGER) throw refuse('VALIDATION_ERROR', `Invalid number: ${value} is outside the safe integer range`);
    return value;
  }
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw refuse('VALIDATION_ERROR', 'Invalid date');
    return value.toISOString();
  }
  if (typeof value === 'string') {
    if (value.length > MAX_VALUE_LENGTH) throw refuse('VALIDATION_ERROR', `Text value too long: ${value.length} characters (at most ${MAX_VALUE_LENGTH})`);
    if (containsSqlPattern(value)) throw refuse('VALIDATION_ERROR', `Value ${preview(value)} refused: it contains an SQL injection pattern`);
    return value;
  }
  throw refuse('VALIDATION_ERROR', `Invalid value: ${preview(value)} is not text, a number, a boolean or null`);
}

/**
 * Column-to-value filters: at most MAX_COLUMNS of them, each column checked like a select column
 * and each value like sanitizeValue. An undefined value means "no filter" and is left out.
 */
export function sanitizeFilters(filters: unknown, allowedColumns?: readonly string[]): QueryFilters {
  if (filters === undefined || filters === null) return {};
  if (typeof filters !== 'object' || Array.isArray(filters)) throw refuse('VALIDATION_ERROR', `Filters must be an object of column names and values, got ${preview(filters)}`);
  const entries = Object.entries(filters).filter(([, value]) => value !== undefined);
  if (entries.length > MAX_COLUMNS) throw refuse('VALIDATION_ERROR', `Too many filters: ${entries.length} (at most ${MAX_COLUMNS})`);
  const result: QueryFilters = {};
  for (const [name, value] of entries) {
    const column = sanitizeColumnName(name, allowedColumns);
    if (Object.hasOwn(result, column)) throw refuse('VALIDATION_ERROR', `Column "${column}" is filtered twice`, { column });
    Object.defineProperty(result, column, { value: sanitizeValue(value), enumerable: true, writable: true, configurable: true });
  }
  return result;
}
