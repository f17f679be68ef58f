import { MAX_COLUMNS, MAX_IDENTIFIER_LENGTH } from './limits';
import { IDENTIFIER_PREVIEW_LENGTH, preview, refuse } from './query-error';
import { containsSqlPattern } from './sql-patterns';

/**
 * Keywords that have no business in a column name. A keyword counts only as a whole word of the
 * name (split at anything but letters, digits and underscores), so `last_update`, `created_at`
 * and `deleted` are ordinary columns while `update`, `users.delete` and `id; DROP` are refused.
 */
const DANGEROUS_COLUMN_WORDS = new Set([
  'select', 'insert', 'update', 'delete', 'drop', 'truncate', 'alter', 'create', 'exec', 'execute', 'union', 'grant',
  'revoke', 'sleep', 'pg_sleep', 'benchmark', 'waitfor', 'xp_cmdshell', 'sp_executesql',
]);

/** Spec 001 §5.4: letters, digits and underscore, checked against the allow-list when one is given. */
export function sanitizeTableName(name: unknown, allowedTables?: readonly string[]): string {
  if (typeof name !== 'string') throw refuse('INVALID_TABLE', `Invalid table name: expected text, got ${preview(name)}`);
  if (containsSqlPattern(name)) throw refuse('INVALID_TABLE', `Invalid table name ${preview(name)}: it contains an SQL injection pattern`);
  const table = name.replace(/[^A-Za-z0-9_]/g, '');
  if (table === '') throw refuse('INVALID_TABLE', `Invalid table name ${preview(name)}: it has no letters, digits or underscores`);
  if (table.length > MAX_IDENTIFIER_LENGTH) throw refuse('INVALID_TABLE', `Invalid table name ${preview(table, IDENTIFIER_PREVIEW_LENGTH)}: longer than ${MAX_IDENTIFIER_LENGTH} characters`);
  if (allowedTables && !allowedTables.includes(table)) throw refuse('UNAUTHORIZED_TABLE', `Table ${preview(table, IDENTIFIER_PREVIEW_LENGTH)} is not allowed`, { table });
  return table;
}

/** Spec 001 §5.4: letters, digits, underscore and dots (table.column), no SQL keywords, allow-list when given. */
export function sanitizeColumnName(name: unknown, allowedColumns?: readonly string[]): string {
  if (typeof name !== 'string') throw refuse('INVALID_COLUMN', `Invalid column name: expected text, got ${preview(name)}`);
  const keyword = name.split(/[^A-Za-z0-9_]+/).find((word) => DANGEROUS_COLUMN_WORDS.has(word.toLowerCase()));
  if (keyword !== undefined) throw refuse('INVALID_COLUMN', `Invalid column name ${preview(name)}: it contains the SQL keyword ${keyword.toUpperCase()}`);
  if (containsSqlPattern(name)) throw refuse('INVALID_COLUMN', `Invalid column name ${preview(name)}: it contains an SQL injection pattern`);
  const column = name.replace(/[^A-Za-z0-9_.]/g, '');
  if (column === '') throw refuse('INVALID_COLUMN', `Invalid column name ${preview(name)}: it has no letters, digits or underscores`);
  const parts = column.split('.');
  if (parts.some((part) => part === '')) throw refuse('INVALID_COLUMN', `Invalid column name ${preview(column, IDENTIFIER_PREVIEW_LENGTH)}: a dot must sit between two names`);
  if (parts.some((part) => part.length > MAX_IDENTIFIER_LENGTH)) {
    throw refuse('INVALID_COLUMN', `Invalid column name ${preview(column, IDENTIFIER_PREVIEW_LENGTH)}: a part is longer than ${MAX_IDENTIFIER_LENGTH} characters`);
  }
  if (allowedColumns && !allowedColumns.includes(column)) throw refuse('UNAUTHORIZED_COLUMN', `Column ${preview(column, IDENTIFIER_PREVIEW_LENGTH)} is not allowed`, { column });
  return column;
}

/** A select list of at most MAX_COLUMNS names; a name given twice is kept once. */
export function sanitizeColumns(columns: unknown, allowedColumns?: readonly string[]): string[] {
  if (!Array.isArray(columns)) throw refuse('VALIDATION_ERROR', `Columns must be a list of names, got ${preview(columns)}`);
  if (columns.length > MAX_COLUMNS) throw refuse('VALIDATION_ERROR', `Too many columns: ${columns.length} (at most ${MAX_COLUMNS})`);
  return [...new Set(columns.map((column: unknown) => sanitizeColumnName(column, allowedColumns)))];
}
