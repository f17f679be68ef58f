import { refuse } from './query-error';

/** Spec 001 §5.4: statements that change or remove schema or rows wholesale. */
const FORBIDDEN_STATEMENTS = /\b(drop|delete|truncate|alter|create)\b/i;

/**
 * Refuses a raw query containing DROP, DELETE, TRUNCATE, ALTER or CREATE as a word in any case.
 * `\b` treats the underscore as part of a word, so `created_at` and `drop_zone` pass.
 */
export function assertSafeRawQuery(sql: unknown): asserts sql is string {
  if (typeof sql !== 'string' || sql.trim() === '') throw refuse('VALIDATION_ERROR', 'Raw query must be non-empty text');
  const match = FORBIDDEN_STATEMENTS.exec(sql);
  if (match?.[1]) throw refuse('VALIDATION_ERROR', `Raw query refused: it contains ${match[1].toUpperCase()}`, { keyword: match[1].toUpperCase() });
}
