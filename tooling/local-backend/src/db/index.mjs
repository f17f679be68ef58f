import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPgliteHost } from './pglite-host.mjs';

/**
 * One interface over the two databases the backend runs on: PGlite (real Postgres compiled to
 * WASM, one connection, kept on disk) by default, or a PostgreSQL server when a URL is given.
 *
 *   query(sql, params)     one statement, outside any transaction
 *   exec(sql)              several statements, no parameters (migrations)
 *   transaction(fn)        fn(tx) with tx.query/tx.exec inside one transaction; rolled back on throw
 *   close()
 *
 * Results are { rows, rowCount, fields: [{ name, dataTypeID }] }.
 */
export async function openDatabase({ url, dataDir, poolSize, acquireTimeoutMs, log } = {}) {
  return url ? openPostgres(url, { poolSize, acquireTimeoutMs }) : openPglite(dataDir, { log });
}

/**
 * PGlite in a worker thread (see pglite-host.mjs), always on a directory: without one, a
 * temporary directory removed on close, so a failed or timed-out engine can be reopened with its
 * data. Transactions run one at a time (PGlite has one connection); `statementTimeoutMs` bounds
 * each statement of a transaction, as `statement_timeout` does on a server.
 */
async function openPglite(dataDir, { log } = {}) {
  const directory = dataDir ?? mkdtempSync(path.join(tmpdir(), 'pglite-'));
  mkdirSync(directory, { recursive: true });
  const host = createPgliteHost(directory, { log });
  await host.ready();
  let queue = Promise.resolve();
  const exclusive = (work) => {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  };
  return {
    kind: 'pglite',
    status: host.status,
    query: (sql, params = []) => exclusive(() => host.call('query', sql, params)),
    exec: (sql) => exclusive(async () => {
      await host.call('exec', sql);
    }),
    transaction: (fn, { statementTimeoutMs = null } = {}) =>
      exclusive(async () => {
        const generation = await host.generation();
        const options = { timeoutMs: statementTimeoutMs, generation };
        const tx = {
          query: (sql, params = []) => host.call('query', sql, params, options),
          exec: async (sql) => {
            await host.call('exec', sql, [], options);
          },
        };
        await tx.exec('begin');
        try {
          const result = await fn(tx);
          await tx.exec('commit');
          return result;
        } catch (error) {
          // A replaced engine took the transaction with it; otherwise undo it.
          await host.call('exec', 'rollback', [], { generation }).catch(() => undefined);
          throw error;
        }
      }),
    close: () =>
      exclusive(async () => {
        await host.close();
        if (!dataDir) rmSync(directory, { recursive: true, force: true });
      }),
  };
}

/** PostgREST's `db-pool-acquisition-timeout` default. */
const ACQUIRE_TIMEOUT_MS = 10_000;

/** Raised when no pooled connection frees up in time (PostgREST answers 504 PGRST003). */
export class PoolTimeoutError extends Error {
  constructor() {
    super('Timed out acquiring connection from connection pool.');
    this.name = 'PoolTimeoutError';
  }
}

async function openPostgres(url, { poolSize = Number(process.env.DB_POOL_SIZE ?? 10), acquireTimeoutMs = ACQUIRE_TIMEOUT_MS } = {}) {
  const { default: pg } = await import('pg');
  // Values come back as PostgREST sends them: numeric and bigint as JSON numbers where exact,
  // timestamps as ISO text, json as parsed objects.
  const types = {
    getTypeParser: (oid, format) => {
      if (oid === 1114 || oid === 1184 || oid === 1082 || oid === 1083 || oid === 1266) return (value) => value;
      return pg.types.getTypeParser(oid, format);
    },
  };
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: acquireTimeoutMs, types });
  // An idle connection the server terminates (restart, dropped database) must not crash the
  // process; the pool replaces it on the next query.
  pool.on('error', (error) => {
    if (error.code !== '57P01') console.error('database connection lost', error.message);
  });
  const wrap = (client) => ({
    query: async (sql, params = []) => {
      const result = await client.query(sql, params);
      return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length, fields: (result.fields ?? []).map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })) };
    },
    exec: async (sql) => {
      await client.query(sql);
    },
  });
  const connect = async () => {
    try {
      return await pool.connect();
    } catch (error) {
      // pg-pool's wording when every connection stayed busy for connectionTimeoutMillis.
      if (/timeout exceeded when trying to connect/i.test(String(/** @type {Error} */ (error)?.message))) throw new PoolTimeoutError();
      throw error;
    }
  };
  return {
    kind: 'postgres',
    // The server keeps itself healthy; a lost connection is replaced by the pool.
    status: () => 'ok',
    query: (sql, params) => wrap(pool).query(sql, params),
    exec: (sql) => wrap(pool).exec(sql),
    // The statement timeout is the server's own (set per transaction by the caller).
    transaction: async (fn) => {
      const client = await connect();
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Creates a throw-away database on a PostgreSQL server (for tests) and returns its URL. */
export async function createScratchDatabase(serverUrl, prefix = 'fikrspace_test') {
  const { default: pg } = await import('pg');
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/** Whether a PostgreSQL server answers at the URL, within a short time. */
export async function postgresAvailable(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
