export * from './limits';
export { ALLOWED_HTML_TAGS, type PurifierWindow } from './dom-purify';
export { containsEncodedCharacters, stripEncodedCharacters } from './encoded-characters';
export { containsSqlPattern, stripSqlPatterns } from './sql-patterns';
export {
  TEXT_VIOLATIONS,
  createTextSanitizer,
  sanitizeText,
  type SanitizationResult,
  type TextSanitizeOptions,
  type TextSanitizer,
  type TextViolation,
} from './text-sanitizer';
export { sanitizeNumber, type NumberSanitizeOptions } from './number-sanitizer';
export { sanitizeColumnName, sanitizeColumns, sanitizeTableName } from './query-identifiers';
export { sanitizeFilters, sanitizeValue, type QueryFilters, type QueryScalar, type QueryValue } from './query-values';
export { sanitizeDirection, sanitizeOrder, type OrderDirection, type QueryOrder } from './query-order';
export { sanitizePagination, type Pagination, type PaginationInput } from './pagination';
export { assertSafeRawQuery } from './raw-query';
export { requireFields } from './required-fields';
export { sanitizeReadQuery, type ReadQueryAllowList, type ReadQueryInput, type SafeReadQuery } from './read-query';
