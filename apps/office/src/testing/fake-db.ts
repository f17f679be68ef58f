import type { DatabaseErrorLike } from '@fikrspace/data';
import type { DbClient } from '@fikrspace/db';

/** One request as supabase-js would have sent it. */
export interface FakeRequest {
  table: string | null;
  rpc: string | null;
  /** An edge function invoked with `functions.invoke`, its body in `args`. */
  function?: string;
  args: Record<string, unknown>;
  /** 'insert' for `.insert(values)`, otherwise a read or a function call. */
  method: 'select' | 'insert';
  /** What `.insert` was given. */
  values: unknown;
  columns: string | null;
  head: boolean;
  /** Equality filters by column. */
  eq: Record<string, unknown>;
  /** Range filters, as `column>=` and `column<`. */
  bounds: Record<string, unknown>;
  range: [number, number] | null;
  single: boolean;
}

export interface FakeAnswer {
  data?: unknown;
  error?: DatabaseErrorLike | null;
  count?: number | null;
}

/**
 * A stand-in for the page's Supabase client in component tests: every table read, insert and
 * function call is handed to `answer`, which plays the database. The real fetchers and mutation
 * hooks run unchanged on top of it, so the tests see the same requests the browser sends.
 */
export function createFakeDb(answer: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>): DbClient {
  const start = (partial: Pick<FakeRequest, 'table' | 'rpc' | 'args'>) => {
    const request: FakeRequest = { ...partial, method: 'select', values: null, columns: null, head: false, eq: {}, bounds: {}, range: null, single: false };
    const builder = {
      insert(values: unknown) {
        request.method = 'insert';
        request.values = values;
        return builder;
      },
      select(columns: string, options?: { head?: boolean }) {
        request.columns = columns;
        request.head = options?.head ?? false;
        return builder;
      },
      eq(column: string, value: unknown) {
        request.eq[column] = value;
        return builder;
      },
      gte(column: string, value: unknown) {
        request.bounds[`${column}>=`] = value;
        return builder;
      },
      lt(column: string, value: unknown) {
        request.bounds[`${column}<`] = value;
        return builder;
      },
      order: () => builder,
      limit: () => builder,
      range(from: number, to: number) {
        request.range = [from, to];
        return builder;
      },
      maybeSingle() {
        request.single = true;
        return builder;
      },
      single() {
        request.single = true;
        return builder;
      },
      then<T>(resolve: (value: { data: unknown; error: DatabaseErrorLike | null; count: number | null }) => T, reject?: (reason: unknown) => T) {
        return Promise.resolve()
          .then(() => answer(request))
          .then((result) => ({ data: result.data ?? null, error: result.error ?? null, count: result.count ?? null }))
          .then(resolve, reject);
      },
    };
    return builder;
  };
  // functions.invoke answers as supabase-js does: a refusal is an error whose context is the
  // function's Response (its status and JSON body); the answer's error status defaults to 400.
  const invoke = async (name: string, { body }: { body?: Record<string, unknown> } = {}) => {
    const request: FakeRequest = { table: null, rpc: null, function: name, args: body ?? {}, method: 'select', values: null, columns: null, head: false, eq: {}, bounds: {}, range: null, single: false };
    const result = await answer(request);
    if (!result.error) return { data: result.data ?? null, error: null };
    const status = Number((result.error as { status?: number }).status ?? 400);
    return { data: null, error: { name: 'FunctionsHttpError', message: 'Edge Function returned a non-2xx status code', context: new Response(JSON.stringify({ error: result.error.message, code: result.error.hint ?? undefined }), { status }) } };
  };
  return {
    from: (table: string) => start({ table, rpc: null, args: {} }),
    rpc: (name: string, args: Record<string, unknown> = {}) => start({ table: null, rpc: name, args }),
    functions: { invoke },
  } as unknown as DbClient;
}
