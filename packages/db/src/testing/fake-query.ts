import { parseOr, parseValue } from './fake-filters';
import type { FakeAnswer, FakeFilter, FakeRequest } from './fake-types';

/** What supabase-js resolves a query with: never a rejection, the error is in the result. */
export interface QueryResult {
  data: unknown;
  error: FakeAnswer['error'];
  count: number | null;
  status: number;
  statusText: string;
}

export function newRequest(partial: Pick<FakeRequest, 'table' | 'rpc' | 'args'> & Partial<FakeRequest>): FakeRequest {
  return {
    method: 'select',
    values: null,
    onConflict: null,
    columns: null,
    head: false,
    count: null,
    returning: false,
    eq: {},
    bounds: {},
    filters: [],
    orders: [],
    limit: null,
    range: null,
    single: false,
    maybeSingle: false,
    signal: null,
    ...partial,
  };
}

type CountOption = { count?: FakeRequest['count']; head?: boolean };
type ReferencedOption = { referencedTable?: string; foreignTable?: string };

/**
 * The query builder of supabase-js (postgrest-js) as a recorder: each call notes what the query
 * asks for, and awaiting it hands the finished request to `run`.
 */
export function fakeQuery(request: FakeRequest, run: (request: FakeRequest) => Promise<QueryResult>) {
  const filter = (column: string, operator: string, value: unknown, negated = false) => {
    const entry: FakeFilter = { column, operator, value, negated };
    request.filters.push(entry);
    if (negated) return builder;
    if (operator === 'eq') request.eq[column] = value;
    const bound = { gte: '>=', gt: '>', lte: '<=', lt: '<' }[operator];
    if (bound) request.bounds[`${column}${bound}`] = value;
    return builder;
  };
  const builder = {
    select(columns = '*', options: CountOption = {}) {
      request.columns = columns;
      if (request.method !== 'select') request.returning = true;
      request.head = options.head ?? false;
      request.count = options.count ?? request.count;
      return builder;
    },
    insert(values: unknown, options: CountOption = {}) {
      request.method = 'insert';
      request.values = values;
      request.count = options.count ?? null;
      return builder;
    },
    upsert(values: unknown, options: CountOption & { onConflict?: string } = {}) {
      request.method = 'upsert';
      request.values = values;
      request.onConflict = options.onConflict ?? null;
      request.count = options.count ?? null;
      return builder;
    },
    update(values: unknown, options: CountOption = {}) {
      request.method = 'update';
      request.values = values;
      request.count = options.count ?? null;
      return builder;
    },
    delete(options: CountOption = {}) {
      request.method = 'delete';
      request.count = options.count ?? null;
      return builder;
    },
    eq: (column: string, value: unknown) => filter(column, 'eq', value),
    neq: (column: string, value: unknown) => filter(column, 'neq', value),
    gt: (column: string, value: unknown) => filter(column, 'gt', value),
    gte: (column: string, value: unknown) => filter(column, 'gte', value),
    lt: (column: string, value: unknown) => filter(column, 'lt', value),
    lte: (column: string, value: unknown) => filter(column, 'lte', value),
    like: (column: string, value: unknown) => filter(column, 'like', value),
    ilike: (column: string, value: unknown) => filter(column, 'ilike', value),
    is: (column: string, value: unknown) => filter(column, 'is', value),
    in: (column: string, values: unknown[]) => filter(column, 'in', values),
    contains: (column: string, value: unknown) => filter(column, 'cs', value),
    containedBy: (column: string, value: unknown) => filter(column, 'cd', value),
    match(query: Record<string, unknown>) {
      for (const [column, value] of Object.entries(query)) filter(column, 'eq', value);
      return builder;
    },
    not: (column: string, operator: string, value: unknown) => filter(column, operator, typeof value === 'string' ? parseValue(operator, value) : value, true),
    filter: (column: string, operator: string, value: unknown) => filter(column, operator, typeof value === 'string' ? parseValue(operator, value) : value),
    or(text: string, options: ReferencedOption = {}) {
      // A filter on an embedded relation narrows that relation, not the rows: nothing to do here.
      if (!options.referencedTable && !options.foreignTable) request.filters.push({ column: '', operator: 'or', value: text, anyOf: parseOr(text) });
      return builder;
    },
    order(column: string, options: { ascending?: boolean; nullsFirst?: boolean } & ReferencedOption = {}) {
      if (options.referencedTable || options.foreignTable) return builder;
      const ascending = options.ascending ?? true;
      request.orders.push({ column, ascending, nullsFirst: options.nullsFirst ?? !ascending });
      return builder;
    },
    limit(count: number, options: ReferencedOption = {}) {
      if (!options.referencedTable && !options.foreignTable) request.limit = count;
      return builder;
    },
    range(from: number, to: number, options: ReferencedOption = {}) {
      if (!options.referencedTable && !options.foreignTable) request.range = [from, to];
      return builder;
    },
    single() {
      request.single = true;
      return builder;
    },
    maybeSingle() {
      request.single = true;
      request.maybeSingle = true;
      return builder;
    },
    abortSignal(signal: AbortSignal) {
      request.signal = signal;
      return builder;
    },
    returns: () => builder,
    overrideTypes: () => builder,
    then<T, E = never>(resolve?: ((value: QueryResult) => T | PromiseLike<T>) | null, reject?: ((reason: unknown) => E | PromiseLike<E>) | null) {
      return run(request).then(resolve, reject);
    },
  };
  return builder;
}
