import { sanitizeColumns, sanitizeTableName } from './query-identifiers';
import { sanitizeOrder, type QueryOrder } from './query-order';
import { sanitizePagination, type PaginationInput } from './pagination';
import { sanitizeFilters, type QueryFilters } from './query-values';

export interface ReadQueryInput {
  table: unknown;
  columns?: unknown;
  filters?: unknown;
  order?: unknown;
  pagination?: PaginationInput | null;
}

export interface ReadQueryAllowList {
  tables?: readonly string[];
  columns?: readonly string[];
}

export interface SafeReadQuery {
  table: string;
  /** Empty when every column is asked for. */
  columns: string[];
  filters: QueryFilters;
  order: QueryOrder | undefined;
  limit: number;
  offset: number;
}

/** Every part of a paginated read checked at once, the way a generic list endpoint needs it. */
export function sanitizeReadQuery(input: ReadQueryInput, allow: ReadQueryAllowList = {}): SafeReadQuery {
  return {
    table: sanitizeTableName(input.table, allow.tables),
    columns: input.columns === undefined || input.columns === null ? [] : sanitizeColumns(input.columns, allow.columns),
    filters: sanitizeFilters(input.filters, allow.columns),
    order: input.order === undefined || input.order === null ? undefined : sanitizeOrder(input.order, allow.columns),
    ...sanitizePagination(input.pagination),
  };
}
