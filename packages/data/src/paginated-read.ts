import type { DbClient } from '@fikrspace/db';
import { ServiceError } from '@fikrspace/errors';
import { DEFAULT_PAGE_SIZE, sanitizeReadQuery, type QueryValue } from '@fikrspace/sanitize';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { toServiceError } from './database-error';
import { queryKeys } from './query-keys';

/** Spec 000 §3 and 001 §3 "Paginated result". */
export interface PaginatedResult<Row> {
  data: Row[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

/**
 * Whose rows a read returns (spec 001 §6.4): an organization's, or, where the data has no
 * organization, the user's own. Reads that only make sense within an organization (epics, user
 * stories, sprints ...) say so with `requireOrganization`.
 */
export interface DataScope {
  organizationId?: string | null;
  userId?: string | null;
  requireOrganization?: boolean;
}

export interface PaginatedReadOptions {
  table: string;
  /** The tables this read may touch; a name outside it is refused before any request. */
  allowedTables: readonly string[];
  /** The columns it may select, filter and order by. */
  allowedColumns: readonly string[];
  /** Columns to return; all allowed columns when absent. */
  columns?: readonly string[];
  /** Equality filters; an array means "one of", null means "is null". */
  filters?: Readonly<Record<string, QueryValue>>;
  scope?: DataScope;
  /** Spec 001 §7.2: created_at descending unless told otherwise. */
  orderBy?: { column: string; direction?: 'asc' | 'desc' };
  /** 1-based. */
  page?: number;
  pageSize?: number;
  /** React Query's signal: a read nobody waits for any more is cancelled on the wire. */
  signal?: AbortSignal;
}

export const DEFAULT_ORDER = { column: 'created_at', direction: 'desc' } as const;

/** The equality filter a scope adds, or none. */
export function scopeFilter(scope: DataScope | undefined): { column: string; value: string } | null {
  if (!scope) return null;
  if (scope.organizationId) return { column: 'organization_id', value: scope.organizationId };
  if (scope.requireOrganization) throw new ServiceError('An organization id is required for this data', 'VALIDATION_ERROR', {}, 400);
  if (scope.userId) return { column: 'user_id', value: scope.userId };
  return null;
}

/**
 * The generic paginated read of spec 001 §7.2: filters and the organization filter, an order
 * (created_at descending by default), one range, and the exact count. Table, columns and values
 * pass the query sanitizer and the caller's allow-lists first (spec 001 §5.4), so a name that
 * reached the page from a URL can never become part of a request it was not meant for. Row level
 * security still decides which rows come back.
 */
export async function fetchPaginated<Row>(db: DbClient, options: PaginatedReadOptions): Promise<PaginatedResult<Row>> {
  const { table, columns, filters, order, limit, offset } = sanitizeReadQuery(
    {
      table: options.table,
      columns: options.columns ?? options.allowedColumns,
      filters: options.filters ?? {},
      order: options.orderBy ?? DEFAULT_ORDER,
      pagination: { page: options.page ?? 1, pageSize: options.pageSize ?? DEFAULT_PAGE_SIZE },
    },
    { tables: options.allowedTables, columns: options.allowedColumns },
  );
  const page = Math.floor(offset / limit) + 1;
  const scope = scopeFilter(options.scope);

  // The table name is only known at run time; the allow-list above is what keeps it honest.
  let query = db.from(table as never).select(columns.length ? columns.join(', ') : '*', { count: 'exact' });
  if (scope) query = query.eq(scope.column as never, scope.value as never);
  if (options.signal) query = query.abortSignal(options.signal);
  for (const [column, value] of Object.entries(filters)) {
    if (value === null) query = query.is(column as never, null as never);
    else if (Array.isArray(value)) query = query.in(column as never, value as never);
    else query = query.eq(column as never, value as never);
  }
  const direction = order ?? DEFAULT_ORDER;
  const { data, error, count } = await query.order(direction.column as never, { ascending: direction.direction === 'asc' }).range(offset, offset + limit - 1);
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table, page, limit });
  const total = count ?? 0;
  return { data: (data ?? []) as Row[], total, page, limit, totalPages: Math.ceil(total / limit) };
}

/**
 * Query options for one page, keyed under the organization (`['org', orgId, table, 'page', ...]`)
 * so an invalidation of the tenant or of the table refreshes it; the previous page stays on
 * screen while the next one loads.
 */
export function paginatedQueryOptions<Row>(getClient: () => DbClient | Promise<DbClient>, options: PaginatedReadOptions) {
  const owner = options.scope?.organizationId ?? null;
  const parts = [options.table, 'page', { page: options.page ?? 1, pageSize: options.pageSize ?? DEFAULT_PAGE_SIZE, filters: options.filters ?? {}, orderBy: options.orderBy ?? DEFAULT_ORDER, columns: options.columns ?? null }] as const;
  return queryOptions({
    queryKey: owner ? queryKeys.orgScoped(owner, ...parts) : queryKeys.meScoped(options.scope?.userId ?? 'anonymous', ...parts),
    queryFn: async ({ signal }) => fetchPaginated<Row>(await getClient(), { ...options, signal }),
    placeholderData: keepPreviousData,
  });
}
