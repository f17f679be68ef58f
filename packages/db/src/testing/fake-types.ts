import type { Database, Tables, TablesInsert } from '../database.types';

type Schema = Database['public'];

/** A table or view of the generated schema. */
export type TableName = keyof Schema['Tables'] | keyof Schema['Views'];
/** A database function callable with `rpc`. */
export type FunctionName = keyof Schema['Functions'];
export type FunctionArgs<F extends FunctionName> = Schema['Functions'][F]['Args'];
export type FunctionResult<F extends FunctionName> = Schema['Functions'][F]['Returns'];

/** A result as a test gives it: rows may leave columns out, as table rows may. */
export type FakeResult<T> = T extends readonly (infer R)[] ? FakeResult<R>[] : T extends object ? Partial<T> : T;

/**
 * A row as a test keeps it: the table's columns with their generated types (any may be left out),
 * plus embedded relations under the name the select gives them (`user`, `organization_type`),
 * already joined, since the fake does not resolve foreign keys.
 */
export type FakeRow<T extends TableName> = Partial<Tables<T>> & { [embedded: string]: unknown };
export type FakeInsert<T extends keyof Schema['Tables']> = TablesInsert<T>;

/** A refusal as PostgREST reports it; for an edge function, also the HTTP status it answers with. */
export interface FakeDbError {
  code?: string | null;
  message?: string | null;
  details?: string | null;
  hint?: string | null;
  status?: number;
}

/** One filter of a request, in PostgREST's words: `column=operator.value`. */
export interface FakeFilter {
  column: string;
  operator: string;
  value: unknown;
  /** `.not(...)`: the filter's opposite. */
  negated?: boolean;
  /** `.or('a.eq.1,b.is.null')`: the branches, one of which must hold. */
  anyOf?: FakeFilter[][];
}

export interface FakeOrder {
  column: string;
  ascending: boolean;
  nullsFirst: boolean;
}

/** One request as supabase-js would have sent it. */
export interface FakeRequest {
  table: string | null;
  rpc: string | null;
  /** An edge function invoked with `functions.invoke`, its body in `args`. */
  function?: string;
  args: Record<string, unknown>;
  method: 'select' | 'insert' | 'update' | 'upsert' | 'delete';
  /** What `.insert`, `.update` or `.upsert` was given. */
  values: unknown;
  /** `.upsert`'s conflict columns. */
  onConflict: string | null;
  columns: string | null;
  head: boolean;
  count: 'exact' | 'planned' | 'estimated' | null;
  /** A write that asked for the written rows back with `.select()`. */
  returning: boolean;
  /** Equality filters by column, for short assertions. */
  eq: Record<string, unknown>;
  /** Range filters, as `column>=`, `column>`, `column<=` and `column<`. */
  bounds: Record<string, unknown>;
  /** Every filter, in the order the query added them. */
  filters: FakeFilter[];
  orders: FakeOrder[];
  limit: number | null;
  range: [number, number] | null;
  single: boolean;
  /** `.maybeSingle()` rather than `.single()`: no row is `null`, not an error. */
  maybeSingle: boolean;
  signal: AbortSignal | null;
}

/** What the database answers to one request. */
export interface FakeAnswer {
  data?: unknown;
  error?: FakeDbError | null;
  count?: number | null;
}

const REFUSAL = Symbol('fake-db refusal');

/** What a function handler returns to make the call fail as the database would. */
export interface FakeRefusal {
  readonly [REFUSAL]: FakeDbError;
}

/** Makes an rpc or edge function handler's call fail with `error`. */
export function refuse(error: FakeDbError): FakeRefusal {
  return { [REFUSAL]: error };
}

export function refusalOf(value: unknown): FakeDbError | null {
  return typeof value === 'object' && value !== null && REFUSAL in value ? (value as FakeRefusal)[REFUSAL] : null;
}

type Awaitable<T> = T | Promise<T>;

/** A database function: its fixed result, or a handler of its arguments. */
export type FakeFunction<F extends FunctionName> =
  | FakeResult<FunctionResult<F>>
  | ((args: FunctionArgs<F>, request: FakeRequest) => Awaitable<FakeResult<FunctionResult<F>> | FakeRefusal>);

/** An edge function: a handler of the JSON body it is invoked with. */
export type FakeEdgeFunction = (body: Record<string, unknown>, request: FakeRequest) => Awaitable<unknown>;

export type FakeTables = { [T in TableName]?: FakeRow<T>[] };
export type FakeFunctions = { [F in FunctionName]?: FakeFunction<F> };

export interface FakeDbOptions {
  /** The rows each table starts with; a table not named here does not exist. */
  tables?: FakeTables;
  /** Results of the database functions; a function not named here does not exist. */
  rpc?: FakeFunctions;
  /** Edge functions, by name. */
  functions?: Record<string, FakeEdgeFunction>;
  /**
   * Answers a request before the tables and functions do, for what they cannot play (a refusal
   * of one row's read, a status the backend chose); `undefined` leaves the request to them. An
   * answer given here is returned as it is: no filter, order or range is applied to it.
   */
  answer?: (request: FakeRequest) => Awaitable<FakeAnswer | undefined>;
}

/** Anything `failNext` and `hold` can name: a table, a database function or an edge function. */
export type FakeTarget = TableName | FunctionName | (string & {});
