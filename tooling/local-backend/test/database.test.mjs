import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createScratchDatabase, openDatabase, postgresAvailable } from '../src/db/index.mjs';
import { createKeys } from '../src/keys.mjs';
import { createBackend } from '../src/server.mjs';
import { LOCAL_POSTGRES, SETUP_TIMEOUT } from './support/backend.mjs';

/**
 * The database layer itself: PGlite runs in a worker thread, so values and errors cross a thread
 * boundary, a statement that outlives its timeout costs the engine, and a PostgreSQL server that
 * goes away shows in the status.
 */
describe('PGlite in a worker thread', () => {
  /** @type {any} */
  let db;
  beforeAll(async () => {
    db = await openDatabase();
    await db.exec(`
      create table accounts (id int primary key, email text not null, secret text);
      insert into accounts values (1, 'one@example.test', 'kept');
    `);
  }, SETUP_TIMEOUT);
  afterAll(() => db?.close());

  it('returns values and fields exactly as PGlite on the calling thread does', async () => {
    const sql = `select now() as tstz, '2024-02-29 12:34:56.789'::timestamp as ts, '2024-02-29'::date as d,
      '12:34:56'::time as t, '{"a":[1,2,{"b":null}]}'::json as j, '{"k":"v"}'::jsonb as jb,
      9007199254740993::int8 as big, 42::int8 as small, 12.50::numeric as num, 1.5::float8 as f,
      true as yes, false as no, array[1,2,3] as ints, array['a','b,c','"q"'] as texts,
      '\\xdeadbeef'::bytea as bytes, '11111111-2222-3333-4444-555555555555'::uuid as id,
      interval '1 day 2 hours' as span, null::text as nothing`;
    const local = new PGlite();
    try {
      const expected = await local.query(sql);
      const actual = await db.query(sql);
      const { tstz: _a, ...rest } = actual.rows[0];
      const { tstz: _b, ...expectedRest } = expected.rows[0];
      expect(rest).toEqual(expectedRest);
      expect(actual.rows[0].tstz).toBeInstanceOf(Date);
      expect(typeof actual.rows[0].big).toBe('bigint');
      expect(actual.rows[0].bytes).toBeInstanceOf(Uint8Array);
      expect(actual.fields).toEqual(expected.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })));
      expect(actual.rowCount).toBe(expected.affectedRows ?? expected.rows.length);
    } finally {
      await local.close();
    }
    const updated = await db.transaction((tx) => tx.query("update accounts set email = email where id = 1 returning id"));
    expect(updated).toMatchObject({ rows: [{ id: 1 }], rowCount: 1 });
  }, SETUP_TIMEOUT);

  it('passes Postgres error fields across the thread, but never the statement parameters', async () => {
    const error = await db.query('insert into accounts (id, email, secret) values ($1, $2, $3)', [1, 'two@example.test', 'hunter2-parameter']).catch((caught) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      code: '23505',
      message: 'duplicate key value violates unique constraint "accounts_pkey"',
      detail: 'Key (id)=(1) already exists.',
      schema: 'public',
      table: 'accounts',
      constraint: 'accounts_pkey',
      severity: 'ERROR',
    });
    expect(JSON.stringify({ ...error, message: error.message })).not.toContain('hunter2-parameter');
    expect(error).not.toHaveProperty('params');

    const notNull = await db.query('insert into accounts (id, email) values (2, null)').catch((caught) => caught);
    expect(notNull).toMatchObject({ code: '23502', column: 'email', table: 'accounts' });
    const syntax = await db.query('select * fro accounts').catch((caught) => caught);
    expect(syntax).toMatchObject({ code: '42601', position: '10' });
    const raised = await db.query("do $$ begin raise exception 'custom' using errcode = 'PT418', hint = 'a hint'; end $$").catch((caught) => caught);
    expect(raised).toMatchObject({ code: 'PT418', message: 'custom', hint: 'a hint' });
  });

  it('stops a statement that outlives the transaction timeout, reopens the engine and carries on', async () => {
    // A count over 400 million rows: minutes of work, so only the timeout can end it. The
    // timeout's timer runs on the calling thread, so a fake clock decides when it fires.
    const crossJoin = 'select count(*) from generate_series(1, 20000) a, generate_series(1, 20000) b';
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let crossJoinSent = false;
      let afterTimeout = null;
      const slow = db.transaction(
        async (tx) => {
          await tx.query("insert into accounts values (10, 'uncommitted@example.test', null)");
          try {
            crossJoinSent = true;
            await tx.query(crossJoin);
          } catch (error) {
            // The engine that held this transaction is gone: what follows fails at once, while the
            // new engine is still opening, rather than waiting for it.
            afterTimeout = await tx.query('select 1').then(
              () => 'answered',
              (later) => ({ code: later.code, status: db.status() }),
            );
            throw error;
          }
        },
        { statementTimeoutMs: 300 },
      );
      let settled = false;
      slow.catch(() => undefined).finally(() => (settled = true));
      const queued = db.query('select email from accounts order by id');
      // The statement's timer is armed once the cross join is on its way to the engine.
      while (!(crossJoinSent && vi.getTimerCount() === 1)) await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(299);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(slow).rejects.toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });
      expect(afterTimeout).toEqual({ code: '08006', status: 'recovering' });
      vi.useRealTimers();
      // Work queued behind the slow statement runs on the new engine, with the committed data only.
      expect((await queued).rows).toEqual([{ email: 'one@example.test' }]);
      expect(db.status()).toBe('ok');
      const fast = await db.transaction((tx) => tx.query('select count(*)::int as n from accounts'), { statementTimeoutMs: 300 });
      expect(fast.rows).toEqual([{ n: 1 }]);
    } finally {
      vi.useRealTimers();
    }
  }, 30_000);

  it('keeps the calling thread free while a statement runs', async () => {
    let answered = false;
    const running = db.query('select count(*) from generate_series(1, 3000) a, generate_series(1, 3000) b').finally(() => (answered = true));
    // Engine work on this thread would finish before any of these turns of the event loop ran.
    let turns = 0;
    for (; turns < 20 && !answered; turns += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(turns).toBe(20);
    expect(answered).toBe(false);
    await running;
  }, 30_000);
});

const POSTGRES = await postgresAvailable(LOCAL_POSTGRES);

/** A TCP relay to the PostgreSQL server that can be cut and restored, as a restarted server would be. */
async function relayTo(target) {
  const sockets = new Set();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const port = /** @type {net.AddressInfo} */ (server.address()).port;
  return {
    port,
    cut: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
    restore: () => new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined))),
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

describe.runIf(POSTGRES)('a PostgreSQL server that goes away', () => {
  it('is reported by status and health while unreachable, and recovers when it is back', async () => {
    const scratch = await createScratchDatabase(LOCAL_POSTGRES, 'local_backend_gone');
    const relay = await relayTo(new URL(LOCAL_POSTGRES));
    const url = new URL(scratch.url);
    url.host = `127.0.0.1:${relay.port}`;
    const db = await openDatabase({ url: url.toString(), acquireTimeoutMs: 2000 });
    const server = createBackend({ db, ...(await createKeys()), log: () => undefined });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
    const health = async () => {
      const response = await fetch(`${server.url}/api/health`);
      return { status: response.status, body: await response.json() };
    };
    /** The status changes on the pool's own probes, which have no event to wait on. */
    const until = (condition) => vi.waitFor(() => expect(condition()).toBe(true), { timeout: 15_000, interval: 100 });
    try {
      expect((await db.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
      expect(await health()).toEqual({ status: 200, body: { status: 'ok' } });

      await relay.cut();
      await expect(db.query('select 1')).rejects.toBeTruthy();
      await until(() => db.status() === 'down');
      expect(await health()).toEqual({ status: 503, body: { status: 'unavailable', database: 'down' } });

      await relay.restore();
      await until(() => db.status() === 'ok');
      expect(await health()).toEqual({ status: 200, body: { status: 'ok' } });
      expect((await db.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
      await db.close();
      relay.close();
      await scratch.drop();
    }
  }, 60_000);
});
