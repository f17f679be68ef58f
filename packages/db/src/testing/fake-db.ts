import type { DbClient } from '../client';
import { matches, sortRows } from './fake-filters';
import { withMadeId } from './fake-ids';
import { fakeQuery, newRequest, type QueryResult } from './fake-query';
import { FakeRealtime, type FakeChange } from './fake-realtime';
import {
  refusalOf,
  type FakeAnswer,
  type FakeDbError,
  type FakeDbOptions,
  type FakeRequest,
  type FakeRow,
  type FakeTarget,
  type TableName,
} from './fake-types';

type Row = Record<string, unknown>;

/** What postgrest-js answers when the query's signal aborts the request. */
const ABORTED: FakeDbError = { code: '', message: 'AbortError: This operation was aborted', details: null, hint: 'Request was aborted (timeout or manual cancellation)' };

const targetOf = (request: FakeRequest) => request.table ?? request.rpc ?? request.function ?? '';

/**
 * Filters, order, then the page: what PostgreSQL does to a read, and the total before the page.
 * The rows are copies, as a response's are parsed anew: a later write must not change what a page
 * already holds (a cache that compares the old answer with the new one would see no change).
 */
function readRows(rows: Row[], request: FakeRequest): { rows: Row[]; total: number } {
  const found = sortRows(
    rows.filter((row) => request.filters.every((filter) => matches(row, filter))),
    request.orders,
  );
  let from = request.range?.[0] ?? 0;
  let to = request.range ? request.range[1] + 1 : found.length;
  if (request.limit !== null) to = Math.min(to, from + request.limit);
  from = Math.max(0, from);
  return { rows: found.slice(from, to).map((row) => ({ ...row })), total: found.length };
}

function singled(answer: FakeAnswer, request: FakeRequest): FakeAnswer {
  if (!request.single || answer.error || !Array.isArray(answer.data)) return answer;
  const rows = answer.data;
  if (rows.length === 1) return { ...answer, data: rows[0] };
  if (rows.length === 0 && request.maybeSingle) return { ...answer, data: null };
  return { error: { code: 'PGRST116', message: 'Cannot coerce the result to a single JSON object', details: `The result contains ${rows.length} rows`, hint: null } };
}

/**
 * A Supabase client for tests that plays the database in memory: tables hold typed rows that
 * reads really filter, order and page, writes really change, and database and edge functions
 * answer from handlers. The real fetchers and mutation hooks run unchanged on top of it, so a
 * test sees the requests the browser sends (`calls`) and can make the next one fail (`failNext`)
 * or wait (`hold`) to show error and loading states. Test-only: nothing outside a test imports it.
 */
export function createFakeDb(options: FakeDbOptions = {}) {
  // The fake keeps its own rows, so a test's constants stay as they were written.
  const tables = new Map<string, Row[]>(Object.entries(options.tables ?? {}).map(([name, rows]) => [name, ((rows ?? []) as Row[]).map((row) => ({ ...row }))]));
  const functions = (options.rpc ?? {}) as Record<string, unknown>;
  const edgeFunctions = options.functions ?? {};
  const calls: FakeRequest[] = [];
  const failures = new Map<string, FakeDbError>();
  const holds = new Map<string, Promise<void>>();

  async function answerFunction(request: FakeRequest): Promise<FakeAnswer> {
    const name = request.rpc!;
    if (!(name in functions)) return { error: { code: 'PGRST202', message: `Could not find the function public.${name} in the schema cache`, details: null, hint: null } };
    const handler = functions[name];
    const result = typeof handler === 'function' ? await (handler as (args: unknown, request: FakeRequest) => unknown)(request.args, request) : handler;
    const refusal = refusalOf(result);
    if (refusal) return { error: refusal };
    // A set-returning function's rows can be filtered, ordered and paged like a table's.
    if (Array.isArray(result) && (request.filters.length || request.orders.length || request.range || request.limit !== null)) {
      const { rows, total } = readRows(result as Row[], request);
      return { data: rows, count: request.count ? total : null };
    }
    return { data: result ?? null };
  }

  function write(rows: Row[], request: FakeRequest): Row[] {
    const values = (Array.isArray(request.values) ? request.values : [request.values]) as Row[];
    switch (request.method) {
      case 'insert': {
        const added = values.map((value) => withMadeId(request.table!, value));
        rows.push(...added);
        return added;
      }
      case 'upsert': {
        const keys = (request.onConflict ?? 'id').split(',').map((key) => key.trim());
        return values.map((value) => {
          const existing = rows.find((row) => keys.every((key) => row[key] === value[key]));
          if (existing) return Object.assign(existing, value);
          const added = withMadeId(request.table!, value);
          rows.push(added);
          return added;
        });
      }
      case 'update': {
        const changed = rows.filter((row) => request.filters.every((filter) => matches(row, filter)));
        for (const row of changed) Object.assign(row, request.values);
        return changed;
      }
      default: {
        const removed = rows.filter((row) => request.filters.every((filter) => matches(row, filter)));
        tables.set(request.table!, rows.filter((row) => !removed.includes(row)));
        return removed;
      }
    }
  }

  function answerTable(request: FakeRequest): FakeAnswer {
    const rows = tables.get(request.table!);
    if (!rows) return { error: { code: 'PGRST205', message: `Could not find the table 'public.${request.table}' in the schema cache`, details: null, hint: null } };
    if (request.method !== 'select') {
      const written = write(rows, request);
      return { data: request.returning ? readRows(written, { ...request, filters: [] }).rows : null, count: request.count ? written.length : null };
    }
    const { rows: page, total } = readRows(rows, request);
    const from = request.range?.[0] ?? 0;
    // PostgREST refuses a page that starts past the end once it knows the total.
    if (request.count && from > 0 && from >= total)
      return { error: { code: 'PGRST103', message: 'Requested range not satisfiable', details: `An offset of ${from} was requested, but there are only ${total} rows.`, hint: null } };
    return { data: request.head ? null : page, count: request.count ? total : null };
  }

  async function answerEdgeFunction(request: FakeRequest): Promise<FakeAnswer> {
    const handler = edgeFunctions[request.function!];
    if (!handler) return { error: { message: `Function not found: ${request.function}`, status: 404 } };
    const result = await handler(request.args, request);
    const refusal = refusalOf(result);
    return refusal ? { error: refusal } : { data: result ?? null };
  }

  async function answer(request: FakeRequest): Promise<FakeAnswer> {
    calls.push(request);
    const target = targetOf(request);
    if (request.signal?.aborted) return { error: ABORTED };
    const held = holds.get(target);
    if (held && request.signal) {
      const signal = request.signal;
      const aborted = new Promise<'aborted'>((resolve) => signal.addEventListener('abort', () => resolve('aborted'), { once: true }));
      if ((await Promise.race([held, aborted])) === 'aborted') return { error: ABORTED };
    } else if (held) await held;
    const failure = failures.get(target);
    if (failure) {
      failures.delete(target);
      return { error: failure };
    }
    const given = await options.answer?.(request);
    if (given) return given;
    if (request.function) return answerEdgeFunction(request);
    return singled(request.rpc ? await answerFunction(request) : answerTable(request), request);
  }

  const run = async (request: FakeRequest): Promise<QueryResult> => {
    const result = await answer(request);
    const error = result.error ?? null;
    return { data: error ? null : (result.data ?? null), error, count: result.count ?? null, status: error ? 400 : 200, statusText: error ? 'Bad Request' : 'OK' };
  };

  // functions.invoke answers as supabase-js does: a refusal is an error whose context is the
  // function's Response (its status and JSON body); the status defaults to 400.
  const invoke = async (name: string, { body }: { body?: Record<string, unknown> } = {}) => {
    const result = await answer(newRequest({ table: null, rpc: null, function: name, args: body ?? {} }));
    if (!result.error) return { data: result.data ?? null, error: null };
    const status = result.error.status ?? 400;
    const payload = JSON.stringify({ error: result.error.message, code: result.error.hint ?? undefined });
    return { data: null, error: { name: 'FunctionsHttpError', message: 'Edge Function returned a non-2xx status code', context: new Response(payload, { status }) } };
  };

  const realtime = new FakeRealtime();
  const db = {
    from: (table: string) => fakeQuery(newRequest({ table, rpc: null, args: {} }), run),
    channel: (topic: string, params?: Parameters<FakeRealtime['channel']>[1]) => realtime.channel(topic, params),
    removeChannel: async (channel: { unsubscribe: () => Promise<unknown> }) => channel.unsubscribe(),
    rpc: (name: string, args: Record<string, unknown> = {}, rpcOptions: { count?: FakeRequest['count']; head?: boolean } = {}) =>
      fakeQuery(newRequest({ table: null, rpc: name, args, count: rpcOptions.count ?? null, head: rpcOptions.head ?? false }), run),
    functions: { invoke },
  } as unknown as DbClient;

  return {
    /** The client to hand to `setDb` or to a fetcher. */
    db,
    /** Every request so far, in the order they were sent. */
    calls,
    /** The channels open now (a page that unmounts must leave none behind). */
    channels: realtime.channels,
    /** A database change, as Realtime would deliver it to the channels listening for it. */
    emitChange(change: FakeChange): void {
      realtime.emit(change);
    },
    /** A table's rows as they are now, for a test to read or change (an empty table if it had none). */
    rows<T extends TableName>(table: T): FakeRow<T>[] {
      if (!tables.has(table)) tables.set(table, []);
      return tables.get(table) as FakeRow<T>[];
    },
    /** The next request to this table or function fails with `error`; later ones are answered again. */
    failNext(target: FakeTarget, error: FakeDbError): void {
      failures.set(target, error);
    },
    /**
     * Keeps the requests to this table or function unanswered until the returned release is called,
     * for the loading state; a request whose signal aborts meanwhile settles as aborted.
     */
    hold(target: FakeTarget): () => void {
      let release = () => {};
      holds.set(
        target,
        new Promise<void>((resolve) => {
          release = resolve;
        }),
      );
      return () => {
        holds.delete(target);
        release();
      };
    },
  };
}

export type FakeDb = ReturnType<typeof createFakeDb>;
