import { refuse } from './query-error';

/**
 * Spec 001 §5.4 required-field check: "Missing required fields: a, b" (the names in the order
 * asked, joined by ", "). A field is missing when it is undefined, null or blank text.
 */
export function requireFields<Field extends string>(record: unknown, fields: readonly Field[]): asserts record is Record<Field, unknown> {
  const values = typeof record === 'object' && record !== null ? (record as Record<string, unknown>) : {};
  const missing = fields.filter((field) => !Object.hasOwn(values, field) || isBlank(values[field]));
  if (missing.length > 0) throw refuse('VALIDATION_ERROR', `Missing required fields: ${missing.join(', ')}`, { fields: missing });
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}
